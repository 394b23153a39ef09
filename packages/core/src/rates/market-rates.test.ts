import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOCKS_PER_YEAR, BORROW_RATE_MAX_PER_BLOCK } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { borrowRateAtUtilization, perBlockModel, supplyRateAtUtilization } from "./interest-rate-model";
import { borrowRatePerBlock, curveUtilization, supplyRatePerBlock } from "./market-rates";
import { utilizationRate } from "./utilization";

const DOC = perBlockModel(
  {
    kind: "jump",
    baseRatePerYear: (125n * EXP) / 10_000n,
    multiplierPerYear: (11n * EXP) / 100n,
    jumpMultiplierPerYear: (70n * EXP) / 100n,
    kink: (9n * EXP) / 10n,
  },
  BLOCKS_PER_YEAR,
);
const RF = (5n * EXP) / 100n;

describe("market rates from totals", () => {
  it("match the DOC curve at the totals' utilisation", () => {
    const totals = { cash: 50n * EXP, totalBorrows: 50n * EXP, totalReserves: 0n };
    expect(borrowRatePerBlock(DOC, totals)).toBe(64_212_328_766n);
    expect(supplyRatePerBlock(DOC, totals, RF)).toBe(30_500_856_163n);
  });

  it("are the base rate and 0 in an unborrowed market", () => {
    const totals = { cash: 1000n * EXP, totalBorrows: 0n, totalReserves: 3n };
    expect(borrowRatePerBlock(DOC, totals)).toBe(DOC.baseRatePerBlock);
    expect(supplyRatePerBlock(DOC, totals, RF)).toBe(0n);
  });

  it("read utilisation as 100 % where nothing is left for suppliers, never reverting (the market never does)", () => {
    const totals = { cash: 0n, totalBorrows: 5n, totalReserves: 5n };
    expect(curveUtilization(totals)).toBe(EXP);
    expect(borrowRatePerBlock(DOC, totals)).toBe(borrowRateAtUtilization(DOC, EXP));
    expect(supplyRatePerBlock(DOC, totals, RF)).toBe(supplyRateAtUtilization(DOC, EXP, RF));
  });

  it("cap the borrow rate at the per-block maximum, as the market does", () => {
    const steep = { kind: "whitePaper" as const, baseRatePerBlock: 6n * 10n ** 12n, multiplierPerBlock: 0n };
    const totals = { cash: 50n * EXP, totalBorrows: 50n * EXP, totalReserves: 0n };
    expect(borrowRatePerBlock(steep, totals)).toBe(BORROW_RATE_MAX_PER_BLOCK);
    expect(supplyRatePerBlock(steep, totals, 0n)).toBe(BORROW_RATE_MAX_PER_BLOCK / 2n);
  });

  it("equal the curve at the utilisation (at most 100 %) for any totals", () => {
    fc.assert(
      fc.property(
        fc.bigInt(0n, 10n ** 27n),
        fc.bigInt(0n, 10n ** 27n),
        fc.bigInt(0n, 10n ** 24n),
        (cash, borrows, reserves) => {
          const totals = { cash, totalBorrows: borrows, totalReserves: reserves };
          const raw = utilizationRate(cash, borrows, reserves);
          const u = raw === undefined || raw > EXP ? EXP : raw;
          expect(borrowRatePerBlock(DOC, totals)).toBe(borrowRateAtUtilization(DOC, u));
          expect(supplyRatePerBlock(DOC, totals, RF)).toBe(supplyRateAtUtilization(DOC, u, RF));
        },
      ),
    );
  });
});
