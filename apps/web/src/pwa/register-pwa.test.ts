import { UPDATE_CHECK_INTERVAL_MS } from "@ceiba/core";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { resetUi, uiStore } from "../shell/ui-store";

type Options = {
  onNeedRefresh?: () => void;
  onNeedReload?: () => void;
  onRegisteredSW?: (url: string, registration: ServiceWorkerRegistration | undefined) => void;
};

const registered: { options?: Options } = {};
const updateSW = vi.fn(async (_reload?: boolean) => {});

vi.mock("virtual:pwa-register", () => ({
  registerSW: (options: Options) => {
    registered.options = options;
    return updateSW;
  },
}));

beforeEach(() => {
  vi.useFakeTimers();
  resetUi();
});

afterEach(() => {
  vi.useRealTimers();
});

it("checks for a new version every 15 s", async () => {
  const { registerPwa } = await import("./register-pwa");
  registerPwa(new EventTarget() as ServiceWorkerContainer);
  const update = vi.fn(async () => {});
  registered.options?.onRegisteredSW?.("/sw.js", { update, installing: null } as unknown as ServiceWorkerRegistration);
  expect(UPDATE_CHECK_INTERVAL_MS).toBe(15_000);
  vi.advanceTimersByTime(14_999);
  expect(update).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(update).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(30_000);
  expect(update).toHaveBeenCalledTimes(3);
});

it("activates a waiting version at once, then offers to reload", async () => {
  const { registerPwa } = await import("./register-pwa");
  registerPwa(new EventTarget() as ServiceWorkerContainer);
  registered.options?.onNeedRefresh?.();
  expect(updateSW).toHaveBeenCalledWith(false);
  expect(uiStore.get().newContentAvailable).toBe(false);
  registered.options?.onNeedReload?.();
  expect(uiStore.get().newContentAvailable).toBe(true);
});

it("offers the reload when the new version takes over a page first loaded without a worker", async () => {
  const { registerPwa } = await import("./register-pwa");
  const container = new EventTarget() as ServiceWorkerContainer;
  registerPwa(container);
  container.dispatchEvent(new Event("controllerchange")); // the first install claiming the page
  expect(uiStore.get().newContentAvailable).toBe(false);
  registered.options?.onNeedRefresh?.();
  container.dispatchEvent(new Event("controllerchange"));
  expect(uiStore.get().newContentAvailable).toBe(true);
});
