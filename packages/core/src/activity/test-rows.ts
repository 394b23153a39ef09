/** Activity rows for the tests of this folder. Not exported from the package. */
import type { LendingActivityRow, SwapActivityRow } from "./activity-row";

const E18 = 10n ** 18n;

export function lendingRow(overrides: Partial<LendingActivityRow> = {}): LendingActivityRow {
  return {
    kind: "lending",
    id: "0xaa-1",
    eventName: "mint",
    marketSymbol: "kDOC",
    underlyingSymbol: "DOC",
    decimals: 18,
    amount: 100n * E18,
    priceAt: E18,
    amountUsd: 100n * E18,
    txHash: `0x${"aa".repeat(32)}`,
    logIndex: 1,
    timestamp: 1_800_000_000n,
    ...overrides,
  };
}

export function swapRow(overrides: Partial<SwapActivityRow> = {}): SwapActivityRow {
  return {
    kind: "swap",
    id: "swap-1",
    status: "Completed",
    provider: "aggregator",
    from: { symbol: "RBTC", decimals: 18, amount: E18 / 1000n },
    to: { symbol: "DOC", decimals: 18, amount: 95n * E18 },
    priceAt: 95_000n * E18,
    amountUsd: 95n * E18,
    txHash: `0x${"bb".repeat(32)}`,
    timestamp: 1_800_000_000n,
    ...overrides,
  };
}
