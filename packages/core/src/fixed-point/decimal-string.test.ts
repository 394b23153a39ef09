import { describe, it, expect } from "vitest";
import { toDecimalString } from "./decimal-string";
import { MANTISSA_ERROR } from "./fixed";

describe("toDecimalString", () => {
  it("writes every decimal, trailing zeros trimmed, without grouping", () => {
    expect(toDecimalString(1_234_500_000_000_000_000_000n, 18)).toBe("1234.5");
    expect(toDecimalString(1n, 18)).toBe("0.000000000000000001");
    expect(toDecimalString(25_000_000_000_000_000n, 18)).toBe("0.025");
    expect(toDecimalString(10_000n, 4)).toBe("1");
    expect(toDecimalString(0n, 18)).toBe("0");
    expect(toDecimalString(42n, 0)).toBe("42");
  });

  it("uses the decimal mark it is given", () => {
    expect(toDecimalString(15n, 1, ",")).toBe("1,5");
    expect(toDecimalString(15n, 1, ".")).toBe("1.5");
  });

  it("keeps the sign of negative values", () => {
    expect(toDecimalString(-15n, 1)).toBe("-1.5");
    expect(toDecimalString(-5n, 1)).toBe("-0.5");
  });

  it("throws the mantissa error above 18 decimals", () => {
    expect(() => toDecimalString(1n, 19)).toThrow(MANTISSA_ERROR);
  });
});
