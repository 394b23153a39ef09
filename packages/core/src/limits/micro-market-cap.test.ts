import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { microMarketCap } from "./micro-market-cap";

const MICRO = { market: "0xSAT", cash: EXP / 10n, totalBorrows: 0n, totalReserves: 0n, underlyingPrice: 95_000n * EXP };
const DOC = { market: "0xDOC", totalBorrows: 50_000n * EXP, underlyingPrice: EXP };
const RBTC = { market: "0xRBTC", totalBorrows: EXP / 2n, underlyingPrice: 95_000n * EXP };

describe("microMarketCap (CRBTCMicro.getMarketCap)", () => {
  it("caps deposits at 0.8 × the other markets' USD borrows / the RBTC price", () => {
    // (50,000 + 47,500) × 0.8 = 78,000 USD = 0.8210… RBTC; 0.1 RBTC already deposited.
    expect(microMarketCap({ micro: MICRO, markets: [DOC, RBTC, { ...MICRO, totalBorrows: 7n * EXP }] })).toEqual({
      totalDeposit: EXP / 10n,
      limit: 821_052_631_578_947_368n,
      maxDeposit: 721_052_631_578_947_368n,
    });
  });

  it("counts deposits as cash + borrows − reserves and floors the room at 0", () => {
    const full = { ...MICRO, cash: EXP, totalBorrows: EXP / 5n, totalReserves: EXP / 100n };
    expect(microMarketCap({ micro: full, markets: [DOC, RBTC] })).toEqual({
      totalDeposit: 1_190_000_000_000_000_000n,
      limit: 821_052_631_578_947_368n,
      maxDeposit: 0n,
    });
  });

  it("is 0 without borrows elsewhere, and takes another threshold", () => {
    expect(microMarketCap({ micro: MICRO, markets: [] })).toEqual({
      totalDeposit: EXP / 10n,
      limit: 0n,
      maxDeposit: 0n,
    });
    expect(microMarketCap({ micro: MICRO, markets: [DOC], threshold: EXP })?.limit).toBe(526_315_789_473_684_210n);
  });

  it("skips unpriced markets without borrows, and cannot be computed otherwise (C6)", () => {
    expect(
      microMarketCap({ micro: MICRO, markets: [DOC, { market: "0xX", totalBorrows: 0n, underlyingPrice: 0n }] }),
    ).toBeDefined();
    expect(microMarketCap({ micro: MICRO, markets: [{ ...DOC, underlyingPrice: 0n }] })).toBeUndefined();
    expect(microMarketCap({ micro: { ...MICRO, underlyingPrice: 0n }, markets: [DOC] })).toBeUndefined();
  });
});
