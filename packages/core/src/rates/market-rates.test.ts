import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOCKS_PER_YEAR } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { borrowRateAtUtilization, perBlockModel, supplyRateAtUtilization } from "./interest-rate-model";
import { borrowRatePerBlock, supplyRatePerBlock } from "./market-rates";
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

  it("are undefined where the contract would revert", () => {
    const totals = { cash: 0n, totalBorrows: 5n, totalReserves: 5n };
    expect(borrowRatePerBlock(DOC, totals)).toBeUndefined();
    expect(supplyRatePerBlock(DOC, totals, RF)).toBeUndefined();
  });

  it("equal the curve at utilizationRate for any totals", () => {
    fc.assert(
      fc.property(
        fc.bigInt(0n, 10n ** 27n),
        fc.bigInt(0n, 10n ** 27n),
        fc.bigInt(0n, 10n ** 24n),
        (cash, borrows, reserves) => {
          const totals = { cash, totalBorrows: borrows, totalReserves: reserves };
          const u = utilizationRate(cash, borrows, reserves);
          if (u === undefined) {
            expect(borrowRatePerBlock(DOC, totals)).toBeUndefined();
            return;
          }
          expect(borrowRatePerBlock(DOC, totals)).toBe(borrowRateAtUtilization(DOC, u));
          expect(supplyRatePerBlock(DOC, totals, RF)).toBe(supplyRateAtUtilization(DOC, u, RF));
        },
      ),
    );
  });
});
