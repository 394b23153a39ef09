import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { PRICE_DECIMALS, PRICE_WITHOUT_DECIMALS_FROM, formatUsdPrice, priceDisplayDecimals } from "./price-format";
import { FORMAT_LOCALES, type FormatLocale } from "./locale";
import { parseFormattedNumber } from "./parse-formatted-number";

const E18 = 10n ** 18n;
const E16 = 10n ** 16n; // one cent
const localeArb = fc.constantFrom<FormatLocale>(...FORMAT_LOCALES);

describe("formatUsdPrice", () => {
  it("shows 2 decimals, truncated, always written", () => {
    expect(PRICE_DECIMALS).toBe(2);
    expect(formatUsdPrice(E18, 18, "es")).toBe("1,00");
    expect(formatUsdPrice(2n * E18, 18, "en")).toBe("2.00"); // the minimum borrow
    expect(formatUsdPrice(999_999n * 10n ** 12n, 18, "es")).toBe("0,99");
    expect(formatUsdPrice(1_234_500n * 10n ** 15n, 18, "es")).toBe("1.234,50");
    expect(formatUsdPrice(1_234_500n * 10n ** 15n, 18, "en")).toBe("1,234.50");
    expect(formatUsdPrice(1_234_500n * 10n ** 15n, 18, "pt")).toBe("1.234,50");
  });

  it("keeps 2 decimals up to a 4-digit whole part", () => {
    expect(formatUsdPrice(9_999_999n * 10n ** 15n, 18, "es")).toBe("9.999,99");
    expect(formatUsdPrice(10_000n * E18 - 1n, 18, "en")).toBe("9,999.99");
  });

  it("drops the decimals when the whole part has more than 4 digits", () => {
    expect(PRICE_WITHOUT_DECIMALS_FROM).toBe(10_000n);
    expect(formatUsdPrice(10_000n * E18, 18, "es")).toBe("10.000");
    expect(formatUsdPrice(10_000_990n * 10n ** 15n, 18, "es")).toBe("10.000");
    expect(formatUsdPrice(97_123_456n * 10n ** 15n, 18, "es")).toBe("97.123");
    expect(formatUsdPrice(97_123_456n * 10n ** 15n, 18, "en")).toBe("97,123");
    expect(formatUsdPrice(1_234_567n * E18, 18, "pt")).toBe("1.234.567");
  });

  it("shows zero and negative prices as zero", () => {
    expect(formatUsdPrice(0n, 18, "es")).toBe("0,00");
    expect(formatUsdPrice(-5n * E18, 18, "en")).toBe("0.00");
  });

  it("takes prices with other decimals", () => {
    expect(formatUsdPrice(123_456_789n, 8, "en")).toBe("1.23");
    expect(formatUsdPrice(12_345n, 0, "es")).toBe("12.345");
    expect(formatUsdPrice(1_234n, 0, "es")).toBe("1.234,00");
  });

  it("says how many decimals a price gets", () => {
    expect(priceDisplayDecimals(9_999n * E18, 18)).toBe(2);
    expect(priceDisplayDecimals(10_000n * E18, 18)).toBe(0);
  });

  it("never rounds up: within a cent, or a dollar from 10.000 on", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 26n }), localeArb, (value, locale) => {
        const parsed = parseFormattedNumber(formatUsdPrice(value, 18, locale), 18, locale);
        const lastUnit = value >= 10_000n * E18 ? E18 : E16;
        return parsed.ok && parsed.value <= value && value - parsed.value < lastUnit;
      }),
    );
  });

  it("round-trips prices in whole cents under 10.000 and whole dollars above", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 999_999n }),
        fc.bigInt({ min: 10_000n, max: 10n ** 9n }),
        localeArb,
        (c, d, l) => {
          const cents = parseFormattedNumber(formatUsdPrice(c * E16, 18, l), 18, l);
          const dollars = parseFormattedNumber(formatUsdPrice(d * E18, 18, l), 18, l);
          return cents.ok && cents.value === c * E16 && dollars.ok && dollars.value === d * E18;
        },
      ),
    );
  });

  it("writes the language's separators", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 26n }), (value) => {
        const es = formatUsdPrice(value, 18, "es");
        const en = formatUsdPrice(value, 18, "en");
        return (
          /^\d{1,3}(\.\d{3})*(,\d{2})?$/.test(es) &&
          /^\d{1,3}(,\d{3})*(\.\d{2})?$/.test(en) &&
          formatUsdPrice(value, 18, "pt") === es
        );
      }),
    );
  });
});
