import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  DEFAULT_DECIMALS,
  DOUBLE,
  EXP,
  MANTISSA_ERROR,
  clampZero,
  div,
  divExp,
  max,
  min,
  mulDiv,
  mulExp,
  rescale,
  scale,
  truncateDecimals,
} from "./fixed";

const decimalsArb = fc.integer({ min: 0, max: 18 });
const amountArb = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n });

describe("constants", () => {
  it("uses the spec's 1e18 scale and 18-decimal default precision", () => {
    expect(EXP).toBe(1_000_000_000_000_000_000n);
    expect(DOUBLE).toBe(10n ** 36n);
    expect(DEFAULT_DECIMALS).toBe(18);
  });

  it("carries the spec's mantissa error text", () => {
    expect(MANTISSA_ERROR).toBe("The mantissa must be lower than 18");
  });
});

describe("scale", () => {
  it("is 10^decimals from 0 to 18", () => {
    expect(scale(0)).toBe(1n);
    expect(scale(1)).toBe(10n);
    expect(scale(4)).toBe(10_000n);
    expect(scale(6)).toBe(1_000_000n);
    expect(scale(18)).toBe(EXP);
  });

  it("throws the mantissa error above 18", () => {
    expect(() => scale(19)).toThrow(MANTISSA_ERROR);
    expect(() => scale(32)).toThrow(MANTISSA_ERROR);
    expect(() => scale(19)).toThrow(RangeError);
  });

  it("refuses negative and fractional decimals", () => {
    expect(() => scale(-1)).toThrow(RangeError);
    expect(() => scale(1.5)).toThrow("Invalid decimals: 1.5");
    expect(() => scale(Number.NaN)).toThrow(RangeError);
  });
});

describe("mulExp", () => {
  it("multiplies two mantissas", () => {
    expect(mulExp(2n * EXP, 3n * EXP)).toBe(6n * EXP);
    expect(mulExp(EXP / 2n, EXP / 2n)).toBe(EXP / 4n);
    // 0.85 of 1000 units (the borrow max factor).
    expect(mulExp(1000n, 850_000_000_000_000_000n)).toBe(850n);
  });

  it("truncates instead of rounding", () => {
    // 1 wei × 0.999… = 0.999… wei → 0
    expect(mulExp(1n, EXP - 1n)).toBe(0n);
    // 3 × (2/3) = 1.999… → 1
    expect(mulExp(3n, (2n * EXP) / 3n)).toBe(1n);
    expect(mulExp(7n, EXP / 2n)).toBe(3n);
  });

  it("truncates toward zero for negatives, as Solidity's signed division does", () => {
    expect(mulExp(-7n, EXP / 2n)).toBe(-3n);
  });

  it("has 1e18 as its identity", () => {
    fc.assert(fc.property(amountArb, (a) => mulExp(a, EXP) === a && mulExp(EXP, a) === a));
  });

  it("never exceeds the exact product", () => {
    fc.assert(
      fc.property(amountArb, fc.bigInt({ min: 0n, max: 10n * EXP }), (a, b) => {
        const r = mulExp(a, b);
        return r * EXP <= a * b && a * b < (r + 1n) * EXP;
      }),
    );
  });
});

describe("divExp", () => {
  it("divides to a mantissa", () => {
    expect(divExp(1n, 4n)).toBe(EXP / 4n);
    expect(divExp(6n * EXP, 3n * EXP)).toBe(2n * EXP);
    expect(divExp(0n, 5n)).toBe(0n);
  });

  it("truncates instead of rounding", () => {
    expect(divExp(2n, 3n)).toBe(666_666_666_666_666_666n);
    expect(divExp(1n, 3n * EXP)).toBe(0n);
  });

  it("returns nothing on division by zero", () => {
    expect(divExp(1n, 0n)).toBeUndefined();
    expect(divExp(0n, 0n)).toBeUndefined();
    expect(divExp(-5n, 0n)).toBeUndefined();
  });

  it("is undone by mulExp up to truncation", () => {
    fc.assert(
      fc.property(amountArb, fc.bigInt({ min: 1n, max: 10n ** 30n }), (a, b) => {
        const q = divExp(a, b);
        return q !== undefined && mulExp(q, b) <= a;
      }),
    );
  });
});

describe("div and mulDiv", () => {
  it("truncate and return nothing on division by zero", () => {
    expect(div(7n, 2n)).toBe(3n);
    expect(div(7n, 0n)).toBeUndefined();
    expect(mulDiv(10n, 10n, 3n)).toBe(33n);
    expect(mulDiv(10n, 10n, 0n)).toBeUndefined();
  });

  it("keeps full precision in the intermediate product", () => {
    const big = 2n ** 255n;
    expect(mulDiv(big, 4n, 8n)).toBe(big / 2n);
  });
});

describe("rescale", () => {
  it("is the identity for equal decimals", () => {
    expect(rescale(123n, 8, 8)).toBe(123n);
  });

  it("scales up exactly", () => {
    // 1.5 BRZ (4 decimals) as an 18-decimal mantissa.
    expect(rescale(15_000n, 4, 18)).toBe(1_500_000_000_000_000_000n);
    expect(rescale(1n, 0, 18)).toBe(EXP);
  });

  it("scales down truncating", () => {
    expect(rescale(1_999_999_999_999_999_999n, 18, 4)).toBe(19_999n);
    expect(rescale(99n, 18, 0)).toBe(0n);
    expect(rescale(EXP - 1n, 18, 17)).toBe(EXP / 10n - 1n);
  });

  it("throws the mantissa error when a side is above 18 decimals", () => {
    expect(() => rescale(1n, 0, 19)).toThrow(MANTISSA_ERROR);
    expect(() => rescale(1n, 19, 0)).toThrow(MANTISSA_ERROR);
  });

  it("round-trips up then down, and down never exceeds the original", () => {
    fc.assert(
      fc.property(amountArb, decimalsArb, decimalsArb, (a, x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const back = rescale(rescale(a, lo, hi), hi, lo) === a;
        const down = rescale(rescale(a, hi, lo), lo, hi);
        return back && down <= a && a - down < scale(hi - lo);
      }),
    );
  });
});

describe("truncateDecimals", () => {
  it("drops the extra decimals toward zero", () => {
    // 1.23456789 (18 decimals) kept to 6 decimals: 1.234567
    expect(truncateDecimals(1_234_567_890_000_000_000n, 18, 6)).toBe(1_234_567_000_000_000_000n);
    expect(truncateDecimals(999_999n, 6, 0)).toBe(0n);
    expect(truncateDecimals(-1_999n, 3, 0)).toBe(-1_000n);
  });

  it("leaves the value alone when it keeps as many decimals as it has", () => {
    expect(truncateDecimals(123_456n, 4, 4)).toBe(123_456n);
    expect(truncateDecimals(123_456n, 4, 6)).toBe(123_456n);
  });

  it("stays below the value by less than one kept unit", () => {
    fc.assert(
      fc.property(amountArb, decimalsArb, decimalsArb, (a, decimals, keep) => {
        const t = truncateDecimals(a, decimals, keep);
        const unit = keep >= decimals ? 1n : scale(decimals - keep);
        return t <= a && a - t < unit && t % unit === 0n;
      }),
    );
  });
});

describe("min, max, clampZero", () => {
  it("pick and clamp", () => {
    expect(min(3n, -2n)).toBe(-2n);
    expect(max(3n, -2n)).toBe(3n);
    expect(min(4n, 4n)).toBe(4n);
    expect(clampZero(-1n)).toBe(0n);
    expect(clampZero(0n)).toBe(0n);
    expect(clampZero(5n)).toBe(5n);
  });
});
