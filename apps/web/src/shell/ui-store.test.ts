import { TOAST_AUTO_CLOSE_MS, TOAST_DELAY_MS } from "@ceiba/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  closeServerError,
  dismissToast,
  notify,
  reportServerError,
  resetUi,
  setWalletDialogOpen,
  uiStore,
} from "./ui-store";

beforeEach(() => {
  vi.useFakeTimers();
  resetUi();
});

afterEach(() => {
  resetUi();
  vi.useRealTimers();
});

describe("notify", () => {
  it("shows a toast after 1 s and closes it 7 s later", () => {
    expect(TOAST_DELAY_MS).toBe(1_000);
    expect(TOAST_AUTO_CLOSE_MS).toBe(7_000);
    const id = notify({ action: "deposit", status: "success" });
    expect(uiStore.get().toasts).toEqual([expect.objectContaining({ id, visible: false })]);

    vi.advanceTimersByTime(999);
    expect(uiStore.get().toasts[0]?.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(uiStore.get().toasts[0]?.visible).toBe(true);

    vi.advanceTimersByTime(6_999);
    expect(uiStore.get().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(uiStore.get().toasts).toEqual([]);
  });

  it("times each toast on its own", () => {
    const first = notify({ action: "deposit", status: "success" });
    vi.advanceTimersByTime(3_000);
    const second = notify({ action: "swap", status: "error" });
    vi.advanceTimersByTime(5_000);
    expect(uiStore.get().toasts.map((toast) => toast.id)).toEqual([second]);
    expect(first).not.toBe(second);
  });

  it("closes a toast on demand and cancels its timers", () => {
    const id = notify({ action: "borrow", status: "success" });
    dismissToast(id);
    expect(uiStore.get().toasts).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(uiStore.get().toasts).toEqual([]);
  });
});

describe("reportServerError", () => {
  it("opens the server-error dialog once per visit", () => {
    reportServerError();
    expect(uiStore.get().serverError).toBe("open");
    closeServerError();
    reportServerError();
    expect(uiStore.get().serverError).toBe("shown");
  });
});

describe("setWalletDialogOpen", () => {
  it("records the wallet folder's dialogs", () => {
    setWalletDialogOpen("connect", true);
    expect(uiStore.get().walletDialogs).toEqual({ connect: true, terms: false });
    const before = uiStore.get();
    setWalletDialogOpen("connect", true);
    expect(uiStore.get()).toBe(before);
  });
});
