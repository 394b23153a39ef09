import { describe, expect, it } from "vitest";
import { bestSavingsRate } from "./savings-yield";

const BLOCKS = 1_051_200n;
/** A market whose supply APY is `percent` (the spec's rate × blocks × 100), in marketApy's 1e18 scale. */
const market = (underlyingSymbol: string, percentTimes100: bigint) => ({
  symbol: `k${underlyingSymbol}`,
  underlyingSymbol,
  supplyRatePerBlock: (percentTimes100 * 10n ** 14n) / BLOCKS,
  borrowRatePerBlock: 0n,
  interestModel: {
    model: "0x0000000000000000000000000000000000000001" as const,
    blocksPerYear: BLOCKS,
    baseRatePerBlock: 0n,
    multiplierPerBlock: 0n,
    jumpMultiplierPerBlock: 0n,
    kink: 0n,
  },
});

describe("the yield mention of /auth", () => {
  it("names the best savings market and says 'above 5 %' only when it pays more than 5 % now", () => {
    const above = bestSavingsRate([market("RBTC", 120n), market("DOC", 612n), market("USDRIF", 400n)]);
    expect(above?.market.underlyingSymbol).toBe("DOC");
    expect(above?.aboveMention).toBe(true);
    const below = bestSavingsRate([market("RBTC", 120n), market("DOC", 499n)]);
    expect(below?.market.underlyingSymbol).toBe("DOC");
    expect(below?.aboveMention).toBe(false);
  });

  it("leaves XUSD out, and says nothing without a positive rate", () => {
    expect(bestSavingsRate([market("XUSD", 900n), market("RBTC", 100n)])?.market.underlyingSymbol).toBe("RBTC");
    expect(bestSavingsRate([market("RBTC", 0n)])).toBeUndefined();
    expect(bestSavingsRate([])).toBeUndefined();
  });
});
