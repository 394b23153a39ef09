import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { projectDebt, projectSupplyBalance, type AccrualSnapshot } from "./accrual-projection";
import { BLOCK_TIME_MS, estimatedBlock, interpolateAtTime, tickerDebt, tickerSupplyBalance } from "./ticker";

const T0 = 1_700_000_000_000n;
const clockAt = (nowMs: bigint) => ({ snapshotBlock: 100n, snapshotTimeMs: T0, nowMs });
/** A value that grows by 30,000 per block from 1,000,000 at block 100. */
const linear = (block: bigint): bigint => 1_000_000n + (block - 100n) * 30_000n;

const market: AccrualSnapshot = {
  accrualBlockNumber: 90n,
  borrowIndex: (11n * EXP) / 10n,
  totalBorrows: 800n * EXP,
  totalReserves: 3n * EXP,
  cash: 400n * EXP,
  totalSupply: 60_000n * EXP,
  exchangeRateStored: 19_950_000_000_000_000n,
  reserveFactorMantissa: EXP / 5n,
  borrowRatePerBlock: 4n * 10n ** 11n,
};

describe("BLOCK_TIME_MS", () => {
  it("is 30 s: 31,536,000 s over 1,051,200 blocks", () => {
    expect(BLOCK_TIME_MS).toBe(30_000n);
  });
});

describe("estimatedBlock", () => {
  it("counts whole block times since the snapshot", () => {
    expect(estimatedBlock(clockAt(T0))).toEqual({ blockNumber: 100n, elapsedMs: 0n, blockTimeMs: 30_000n });
    expect(estimatedBlock(clockAt(T0 + 29_999n)).blockNumber).toBe(100n);
    expect(estimatedBlock(clockAt(T0 + 30_000n))).toEqual({ blockNumber: 101n, elapsedMs: 0n, blockTimeMs: 30_000n });
    expect(estimatedBlock(clockAt(T0 + 95_000n))).toEqual({
      blockNumber: 103n,
      elapsedMs: 5_000n,
      blockTimeMs: 30_000n,
    });
  });

  it("stays at the snapshot block for a clock behind the snapshot", () => {
    expect(estimatedBlock(clockAt(T0 - 10_000n))).toEqual({ blockNumber: 100n, elapsedMs: 0n, blockTimeMs: 30_000n });
  });

  it("takes another block time and refuses a non-positive one", () => {
    expect(estimatedBlock({ ...clockAt(T0 + 50_000n), blockTimeMs: 25_000n }).blockNumber).toBe(102n);
    expect(() => estimatedBlock({ ...clockAt(T0), blockTimeMs: 0n })).toThrow(RangeError);
  });
});

describe("interpolateAtTime", () => {
  it("moves linearly between the block's value and the next one's", () => {
    expect(interpolateAtTime(linear, clockAt(T0))).toBe(1_000_000n);
    expect(interpolateAtTime(linear, clockAt(T0 + 200n))).toBe(1_000_200n); // one 200 ms tick
    expect(interpolateAtTime(linear, clockAt(T0 + 15_000n))).toBe(1_015_000n);
    expect(interpolateAtTime(linear, clockAt(T0 + 30_000n))).toBe(1_030_000n);
  });

  it("reaches the next block's value only when that block is due", () => {
    expect(interpolateAtTime(linear, clockAt(T0 + 29_999n))).toBe(1_029_999n);
    expect(interpolateAtTime(linear, clockAt(T0 + 29_999n)) < linear(101n)).toBe(true);
  });

  it("never exceeds the next block's value and never goes back in time (real projections)", () => {
    fc.assert(
      fc.property(fc.bigInt(0n, 10n ** 9n), fc.bigInt(0n, 10n ** 9n), fc.bigInt(1n, 10n ** 26n), (t1, t2, amount) => {
        const [a, b] = t1 < t2 ? [t1, t2] : [t2, t1];
        for (const value of [
          (c: ReturnType<typeof clockAt>) => tickerSupplyBalance(amount, market, c),
          (c: ReturnType<typeof clockAt>) => tickerDebt(amount, market, c),
        ]) {
          expect(value(clockAt(T0 + b)) >= value(clockAt(T0 + a))).toBe(true);
        }
        const { blockNumber } = estimatedBlock(clockAt(T0 + b));
        expect(
          tickerSupplyBalance(amount, market, clockAt(T0 + b)) <=
            projectSupplyBalance(amount, market, blockNumber + 1n),
        ).toBe(true);
        expect(tickerDebt(amount, market, clockAt(T0 + b)) <= projectDebt(amount, market, blockNumber + 1n)).toBe(true);
      }),
    );
  });

  it("shows the exact block values at block boundaries", () => {
    const amount = 1_234n * EXP;
    expect(tickerSupplyBalance(amount, market, clockAt(T0 + 60_000n))).toBe(projectSupplyBalance(amount, market, 102n));
    expect(tickerDebt(amount, market, clockAt(T0 + 60_000n))).toBe(projectDebt(amount, market, 102n));
    expect(tickerDebt(amount, market, clockAt(T0 + 60_000n)) > amount).toBe(true);
  });
});
