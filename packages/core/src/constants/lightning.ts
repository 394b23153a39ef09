/**
 * Constants of Boltz swaps. The spec's figures (lending-engine §9) are SWAP_TIMINGS_MS in ./swap and
 * CLAIM_GAS ("2 x 35,355") in ./gas; the ones below are the client's own safety margins, not the spec's.
 */

/** Every request to Boltz gives up after this long. */
export const BOLTZ_REQUEST_TIMEOUT_MS = 15_000;
/** Larger answers are refused unread: the largest documented answer (all pairs) is a few kilobytes. */
export const BOLTZ_MAX_RESPONSE_BYTES = 256 * 1024;
/** WebSocket reconnection backoff: first wait, doubling up to the cap. */
export const BOLTZ_WS_RECONNECT_MIN_MS = 1_000;
export const BOLTZ_WS_RECONNECT_MAX_MS = 30_000;
/** REST polling of swap statuses while the WebSocket is down. */
export const BOLTZ_STATUS_POLL_MS = 10_000;
/**
 * A submarine lock is refused when Boltz's timelock is fewer blocks ahead than this (~1 hour of Rootstock's
 * ~30 s blocks): Boltz needs time to pay the invoice and claim before the user could refund.
 */
export const MIN_SUBMARINE_TIMELOCK_BLOCKS = 120n;
/** A reverse claim is not attempted with fewer blocks than this left before Boltz may refund itself. */
export const MIN_CLAIM_MARGIN_BLOCKS = 2n;
/** The EtherSwap version this client speaks (boltz-core 4.0.1). */
export const ETHER_SWAP_VERSION = 6;
