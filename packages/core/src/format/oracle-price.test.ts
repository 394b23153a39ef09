import { describe, it, expect } from "vitest";
import { formatOraclePrice, oraclePriceToUsdMantissa, usdMantissaToOraclePrice } from "./oracle-price";
import { MANTISSA_ERROR } from "../fixed-point/index";

const E18 = 10n ** 18n;

describe("oraclePriceToUsdMantissa", () => {
  it("leaves an 18-decimal token's price as it is", () => {
    expect(oraclePriceToUsdMantissa(97_000n * E18, 18)).toBe(97_000n * E18);
  });

  it("divides by 10^(18 − decimals) for smaller tokens, truncating", () => {
    expect(oraclePriceToUsdMantissa(10n ** 30n, 6)).toBe(E18); // 1 USD per USDT (6 decimals)
    expect(oraclePriceToUsdMantissa(18n * 10n ** 30n, 4)).toBe(18n * 10n ** 16n); // 0.18 USD per BRZ
    expect(oraclePriceToUsdMantissa(10n ** 14n - 1n, 4)).toBe(0n);
    expect(oraclePriceToUsdMantissa(5n * 10n ** 36n, 0)).toBe(5n * E18);
  });

  it("throws the mantissa error for tokens above 18 decimals", () => {
    expect(() => oraclePriceToUsdMantissa(E18, 19)).toThrow(MANTISSA_ERROR);
  });
});

describe("usdMantissaToOraclePrice", () => {
  it("is the inverse: USD × 10^(18 − decimals)", () => {
    expect(usdMantissaToOraclePrice(97_000n * E18, 18)).toBe(97_000n * E18);
    expect(usdMantissaToOraclePrice(E18, 6)).toBe(10n ** 30n);
    expect(oraclePriceToUsdMantissa(usdMantissaToOraclePrice(18n * 10n ** 16n, 4), 4)).toBe(18n * 10n ** 16n);
    expect(() => usdMantissaToOraclePrice(E18, 19)).toThrow(MANTISSA_ERROR);
  });
});

describe("formatOraclePrice", () => {
  it("shows the price like any USD price", () => {
    expect(formatOraclePrice(999_999n * 10n ** 24n, 6, "en")).toBe("0.99");
    expect(formatOraclePrice(97_123_456n * 10n ** 15n, 18, "es")).toBe("97.123");
  });
});
