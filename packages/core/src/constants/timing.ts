/**
 * Timings of both specs' §9, in milliseconds (plain numbers: they are durations, never money), and the
 * page sizes that go with them.
 */

/** Real-time interest ticker refresh. */
export const REAL_TIME_INTEREST_INTERVAL_MS = 200;
/** Delay before the terms check runs after a wallet connects. */
export const TERMS_CHECK_DELAY_MS = 3_000;
/** A toast slides in after this delay… */
export const TOAST_DELAY_MS = 1_000;
/** …and closes itself after this one. */
export const TOAST_AUTO_CLOSE_MS = 7_000;
/** How long the "copied" confirmation stays. */
export const COPY_CONFIRMATION_MS = 4_000;
/** The loading state is cleared this long after a result arrives. */
export const LOADING_CLEAR_DELAY_MS = 2_000;
/** The market-updated flag stays on this long after a successful transaction. */
export const MARKET_UPDATED_FLAG_MS = 500;
/** A deposit waits this long before it starts when the server does not know the user yet (no user id). */
export const DEPOSIT_WITHOUT_USER_DELAY_MS = 3_000;
/** How often the app checks for a new version of itself. */
export const UPDATE_CHECK_INTERVAL_MS = 15_000;
/** Quote requests wait for the user to stop typing this long. */
export const SWAP_DEBOUNCE_MS = 800;
/** Delay before the swap modal closes after a result. */
export const CLOSE_SWAP_MODAL_MS = 500;
/** Comptroller reads (market list, factors) are cached this long: 15 minutes. */
export const COMPTROLLER_CACHE_MS = 900_000;
/** Activity list page size (GraphQL `take` default). */
export const ACTIVITY_PAGE_SIZE = 10;
/** `take` used when the whole activity is fetched at once (wrapped summary, CSV download). */
export const ACTIVITY_FETCH_TAKE = 10_000;
