/**
 * Taps on the prerendered page before the app has adopted it (dist/home.html's inline script holds them,
 * plugins/prerender-home.ts) are not lost: once hydration is done, src/main.tsx replays them on the same
 * buttons, which the app now handles. Links need nothing: before the app, they navigate as plain links.
 * No import.meta here: the build reads the global's name from this module.
 */
export const EARLY_CLICKS_GLOBAL = "__ceibaEarlyClicks";

interface EarlyClicks {
  /** Stops holding clicks and hands over the buttons clicked so far, in order. */
  take: () => Element[];
}

/** Clicks again, in order, every button that was clicked before the app could handle it. */
export function replayEarlyClicks(window: Window): void {
  const held = (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];
  for (const element of held?.take() ?? []) {
    const button = element as Element & Partial<Pick<HTMLElement, "click">>;
    if (button.isConnected) button.click?.();
  }
}
