/**
 * What a market's or a position's read could not get, as the Lens flags it in `readFailures` (CeibaLens'
 * READ_* constants; a test compares the two). 0 means every figure is the chain's.
 */
export const READ_FAILURE = {
  /** The market's own figures (totals, rates, exchange rate) could not be read: the market is unavailable. */
  market: 1n,
  /** The oracle reverted or answered nothing (an expired feed): the market reads as unpriced. */
  price: 2n,
  /** The underlying token's symbol, name or decimals could not be read. */
  token: 4n,
  /** The comptroller's listing and collateral factor could not be read. */
  listing: 8n,
  /** The account's position in this market could not be read. */
  position: 16n,
} as const;

export type ReadFailure = keyof typeof READ_FAILURE;

/** The named failures in a `readFailures` bit set, in a fixed order. */
export function readFailuresOf(bits: bigint): ReadFailure[] {
  return (Object.keys(READ_FAILURE) as ReadFailure[]).filter((k) => (bits & READ_FAILURE[k]) !== 0n);
}

/**
 * Whether a market can be shown with its figures: its own reads, its listing and its token's decimals are
 * known (a missing price leaves it shown, as unpriced).
 */
export function isMarketReadable(readFailures: bigint): boolean {
  return (readFailures & (READ_FAILURE.market | READ_FAILURE.listing | READ_FAILURE.token)) === 0n;
}

/** Why a market cannot be shown (the first of its own figures, its listing, its token), or undefined. */
export function unreadableReason(readFailures: bigint): "market" | "listing" | "token" | undefined {
  return (["market", "listing", "token"] as const).find((k) => (readFailures & READ_FAILURE[k]) !== 0n);
}
