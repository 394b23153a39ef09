import { readFileSync } from "node:fs";
import path from "node:path";
import { STORAGE_KEYS, TERMS_CHECK_DELAY_MS } from "@ceiba/core";
import { act } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { resetUi, setWalletDialogOpen, uiStore } from "../shell/ui-store";
import { connectedSession, fakeSession, renderWithSession } from "../test/fake-session";
import { installPromptStore, type BeforeInstallPromptEvent } from "./install-prompt";
import { InstallPromptTrigger } from "./InstallPromptTrigger";

function promptEvent(): BeforeInstallPromptEvent {
  return Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: "accepted" as const }),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetUi();
  localStorage.clear();
  installPromptStore.set(promptEvent());
});

afterEach(() => {
  installPromptStore.set(undefined);
  vi.useRealTimers();
});

it("offers the install prompt 3 s after a wallet connects", () => {
  const { control } = renderWithSession(<InstallPromptTrigger />, fakeSession());
  act(() => control.set(connectedSession({ walletKind: "local" })));
  act(() => vi.advanceTimersByTime(TERMS_CHECK_DELAY_MS - 1));
  expect(uiStore.get().installPromptOpen).toBe(false);
  act(() => vi.advanceTimersByTime(1));
  expect(uiStore.get().installPromptOpen).toBe(true);
});

it("does not offer it again after it was dismissed", () => {
  localStorage.setItem(STORAGE_KEYS.installPromptDismissed, "true");
  renderWithSession(<InstallPromptTrigger />, connectedSession());
  act(() => vi.advanceTimersByTime(TERMS_CHECK_DELAY_MS));
  expect(uiStore.get().installPromptOpen).toBe(false);
});

it("waits for the connect dialog to close", () => {
  act(() => setWalletDialogOpen("connect", true));
  renderWithSession(<InstallPromptTrigger />, connectedSession());
  act(() => vi.advanceTimersByTime(TERMS_CHECK_DELAY_MS));
  expect(uiStore.get().installPromptOpen).toBe(false);
  act(() => setWalletDialogOpen("connect", false));
  expect(uiStore.get().installPromptOpen).toBe(true);
});

it("is not offered without the browser's prompt, and is once the browser offers it later", () => {
  installPromptStore.set(undefined);
  renderWithSession(<InstallPromptTrigger />, connectedSession());
  act(() => vi.advanceTimersByTime(TERMS_CHECK_DELAY_MS));
  expect(uiStore.get().installPromptOpen).toBe(false);
  act(() => installPromptStore.set(promptEvent()));
  expect(uiStore.get().installPromptOpen).toBe(true);
});

it("is not offered when the browser's prompt comes after the wallet disconnected", () => {
  installPromptStore.set(undefined);
  const { control } = renderWithSession(<InstallPromptTrigger />, connectedSession());
  act(() => vi.advanceTimersByTime(TERMS_CHECK_DELAY_MS));
  act(() => control.set(fakeSession()));
  act(() => installPromptStore.set(promptEvent()));
  expect(uiStore.get().installPromptOpen).toBe(false);
});

it("adopts a prompt that index.html's inline script caught before the app's code ran", async () => {
  installPromptStore.set(undefined);
  const { captureInstallPrompt, EARLY_INSTALL_PROMPT_GLOBAL } = await import("./install-prompt");
  const indexHtml = readFileSync(path.join(import.meta.dirname, "../../index.html"), "utf8");
  expect(indexHtml).toContain(`window.${EARLY_INSTALL_PROMPT_GLOBAL} = event;`);
  const event = promptEvent();
  const target = Object.assign(new EventTarget(), { [EARLY_INSTALL_PROMPT_GLOBAL]: event }) as unknown as Window;
  captureInstallPrompt(target);
  expect(installPromptStore.get()).toBe(event);
});

it("captures the browser's event for later", async () => {
  installPromptStore.set(undefined);
  const { captureInstallPrompt } = await import("./install-prompt");
  const target = new EventTarget() as Window;
  captureInstallPrompt(target);
  const event = promptEvent();
  target.dispatchEvent(event);
  expect(installPromptStore.get()).toBe(event);
  expect(event.defaultPrevented).toBe(true);
});
