/** The part of a data router this module watches. */
export interface FirstRouteRouter {
  readonly state: { readonly initialized: boolean; readonly matches: readonly { route: { loader?: unknown } }[] };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the first route's page is on screen (the router has loaded it, and a frame later), so that
 * what starts then (the wallet code) does not compete with the page for the network and the main thread.
 * Resolves at once when a route of the first load has a loader: a wallet route holds its navigation until
 * the wallet session is known, which takes the wallet code.
 */
export function afterFirstRoute(router: FirstRouteRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return afterNextPaint(resolve);
    if (router.state.matches.some((match) => match.route.loader !== undefined)) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      afterNextPaint(resolve);
    });
  });
}

/** Calls `task` once, in a task of its own after the next frame has been painted. */
export function afterNextPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100); // a background tab runs no animation frames
}
