/**
 * Whether the router is still on the page's first load (a direct entry: typed, bookmarked or reloaded),
 * as opposed to a navigation inside the app. The router marks the end of the first load.
 */
let firstLoad = true;

export function isFirstLoad(): boolean {
  return firstLoad;
}

export function markFirstLoadDone(): void {
  firstLoad = false;
}

/** Tests: start over as a fresh page. */
export function resetFirstLoad(): void {
  firstLoad = true;
}
