/**
 * Swap constants of lending-engine §9. Ratios and USD amounts are 1e18 mantissas (1e18 = 1 = 100 %);
 * durations are milliseconds.
 */

const PERCENT = 10n ** 16n;
const ONE = 10n ** 18n;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The tokens the aggregator swaps: those of the spec's exchange pairs (lending-engine §2: rbtc-doc, rbtc-bpro,
 * rbtc-rif, rbtc-usdrif, doc-usdrif, doc-bpro, doc-rif, usdrif-rif, usdrif-bpro, bpro-rif), in the order the
 * swap screen lists them.
 */
export const SWAP_TOKEN_SYMBOLS = ["RBTC", "DOC", "USDRIF", "BPRO", "RIF"] as const;

/** Default slippage tolerance: 1 %. */
export const SWAP_SLIPPAGE = 1n * PERCENT;
/** Price impact above 5 % blocks the swap or asks for confirmation. */
export const MAX_SWAP_PRICE_IMPACT = 5n * PERCENT;
/** Keep at least 2 USD of rBTC in the wallet when swapping, for fees. */
export const MIN_RBTC_KEPT_USD = 2n * ONE;
/** A relayed transaction is refused when its nonce is more than 10 ahead of the account's. */
export const MAX_RELAY_NONCE_GAP = 10;

/** Times the swap screens promise the user. */
export const SWAP_TIMINGS_MS = {
  /** A swap usually completes within 5 to 15 minutes. */
  expectedMin: 5 * MINUTE_MS,
  expectedMax: 15 * MINUTE_MS,
  /** Offer a support ticket when a swap is still pending after 1 hour. */
  supportTicketAfter: HOUR_MS,
  /** An unfinished swap is refunded automatically after 24 hours. */
  automaticRefundAfter: 24 * HOUR_MS,
  /** "Up to 10 minutes" (the Lightning leg). */
  lightningUpTo: 10 * MINUTE_MS,
  /** Fast Bitcoin conversion. */
  fastBitcoinConversion: 15 * MINUTE_MS,
  /** Sending to a bank account. */
  bankSend: 24 * HOUR_MS,
} as const;
