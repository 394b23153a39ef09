import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { BRZ_DECIMALS, BRZ_PRICE_SCALE, brzPriceToUsdMantissa, formatBrzAmount, formatBrzPrice } from "./brz-market";
import { parseFormattedNumber } from "./parse-formatted-number";
import { FORMAT_LOCALES, type FormatLocale } from "./locale";

const localeArb = fc.constantFrom<FormatLocale>(...FORMAT_LOCALES);

describe("BRZ market", () => {
  it("has 4 decimals and a price scaled by 1e32", () => {
    expect(BRZ_DECIMALS).toBe(4);
    expect(BRZ_PRICE_SCALE).toBe(10n ** 32n);
  });

  it("divides amounts by 1e4", () => {
    expect(formatBrzAmount(12_345n, "es")).toBe("1,2345");
    expect(formatBrzAmount(12_345n, "en")).toBe("1.2345");
    expect(formatBrzAmount(1_234_567_890n, "es")).toBe("123.456,789");
    expect(formatBrzAmount(1_234_567_890n, "en")).toBe("123,456.789");
    expect(formatBrzAmount(10_000n, "pt")).toBe("1");
    expect(formatBrzAmount(1n, "es")).toBe("0,0001");
    expect(formatBrzAmount(0n, "es")).toBe("0");
  });

  it("divides prices by 1e32", () => {
    const price = 18n * 10n ** 30n; // 0.18 USD per BRZ
    expect(brzPriceToUsdMantissa(price)).toBe(18n * 10n ** 16n);
    expect(formatBrzPrice(price, "es")).toBe("0,18");
    expect(formatBrzPrice(price, "en")).toBe("0.18");
    expect(formatBrzPrice(189_999n * 10n ** 26n, "en")).toBe("0.18");
    expect(formatBrzPrice(0n, "pt")).toBe("0,00");
  });

  it("shows every BRZ amount exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), localeArb, (value, locale) => {
        const parsed = parseFormattedNumber(formatBrzAmount(value, locale), BRZ_DECIMALS, locale);
        return parsed.ok && parsed.value === value;
      }),
    );
  });

  it("never rounds a BRZ price up", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 34n }), localeArb, (price, locale) => {
        const parsed = parseFormattedNumber(formatBrzPrice(price, locale), 18, locale);
        // Compare at the oracle's scale: the shown price × 1e14 against the raw price.
        return parsed.ok && parsed.value * 10n ** 14n <= price && price - parsed.value * 10n ** 14n < 10n ** 30n;
      }),
    );
  });
});
