import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstRoute, type FirstRouteRouter } from "./after-first-route";

function fakeRouter(initialized: boolean, loader?: () => unknown) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router: FirstRouteRouter & { finish: () => void } = {
    state: { initialized, matches: [{ route: {} }, { route: { loader } }] },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finish() {
      for (const listener of [...listeners]) listener({ initialized: true });
    },
  };
  return router;
}

describe("afterFirstRoute", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for the first route to load, then for a frame", async () => {
    vi.useFakeTimers();
    const router = fakeRouter(false);
    const done = vi.fn();
    void afterFirstRoute(router).then(done);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).not.toHaveBeenCalled();
    router.finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toHaveBeenCalled();
  });

  it("does not wait when a first-load route has a loader (it may wait for the wallet session)", async () => {
    await expect(afterFirstRoute(fakeRouter(false, () => null))).resolves.toBeUndefined();
  });
});
