import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { RATE_DECIMALS, formatFractionAsPercent, formatPercent } from "./percent-format";
import { FORMAT_LOCALES, type FormatLocale } from "./locale";
import { parseFormattedNumber } from "./parse-formatted-number";

const E18 = 10n ** 18n;
const E16 = 10n ** 16n;
const localeArb = fc.constantFrom<FormatLocale>(...FORMAT_LOCALES);
const SUFFIX: Record<FormatLocale, string> = { es: "\u00a0%", en: "%", pt: "%" };

describe("formatPercent", () => {
  it("shows 2 decimals with each language's percent sign", () => {
    expect(RATE_DECIMALS).toBe(2);
    expect(formatPercent(5n * E18, 18, "es")).toBe("5,00\u00a0%");
    expect(formatPercent(5n * E18, 18, "en")).toBe("5.00%");
    expect(formatPercent(5n * E18, 18, "pt")).toBe("5,00%");
  });

  it("truncates", () => {
    expect(formatPercent(3_999_999n * 10n ** 12n, 18, "en")).toBe("3.99%");
    expect(formatPercent(E16 - 1n, 18, "en")).toBe("0.00%");
    expect(formatPercent(1_234_567n * 10n ** 15n, 18, "es")).toBe("1.234,56\u00a0%");
  });

  it("can leave the sign out", () => {
    expect(formatPercent(5n * E18, 18, "es", { percentSign: false })).toBe("5,00");
    expect(formatPercent(5n * E18, 18, "en", { percentSign: true })).toBe("5.00%");
  });

  it("shows negative percentages as zero", () => {
    expect(formatPercent(-E18, 18, "en")).toBe("0.00%");
  });

  it("takes percentages with other decimals", () => {
    expect(formatPercent(1234n, 2, "en")).toBe("12.34%");
    expect(formatPercent(3n, 0, "es")).toBe("3,00\u00a0%");
  });
});

describe("formatFractionAsPercent", () => {
  it("shows the spec's fractions as percentages", () => {
    expect(formatFractionAsPercent(850_000_000_000_000_000n, 18, "es")).toBe("85,00\u00a0%"); // borrow max factor
    expect(formatFractionAsPercent(10_000_000_000_000_000n, 18, "en")).toBe("1.00%"); // slippage
    expect(formatFractionAsPercent(50_000_000_000_000_000n, 18, "pt")).toBe("5,00%"); // max price impact
    expect(formatFractionAsPercent(20_000_000_000_000_000n, 18, "en")).toBe("2.00%"); // gas overhead
    expect(formatFractionAsPercent(1_040_000_000_000_000_000n, 18, "en")).toBe("104.00%"); // safety margin
    expect(formatFractionAsPercent(30_000_000_000_000_000n, 18, "es")).toBe("3,00\u00a0%"); // micro-market yield
  });

  it("truncates a utilisation to 2 decimals", () => {
    expect(formatFractionAsPercent(123_456_789_000_000_000n, 18, "es")).toBe("12,34\u00a0%");
    expect(formatFractionAsPercent(99_999n, 18, "en")).toBe("0.00%");
    expect(formatFractionAsPercent(E18, 18, "en", { percentSign: false })).toBe("100.00");
  });

  it("never rounds up and stays within a hundredth of a percent", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 22n }), localeArb, (fraction, locale) => {
        const text = formatFractionAsPercent(fraction, 18, locale);
        if (!text.endsWith(SUFFIX[locale])) return false;
        const parsed = parseFormattedNumber(text.slice(0, -SUFFIX[locale].length), 18, locale);
        const percent = fraction * 100n;
        return parsed.ok && parsed.value <= percent && percent - parsed.value < E16;
      }),
    );
  });

  it("round-trips percentages in hundredths", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 8n }), localeArb, (hundredths, locale) => {
        const value = hundredths * E16;
        const parsed = parseFormattedNumber(formatPercent(value, 18, locale, { percentSign: false }), 18, locale);
        return parsed.ok && parsed.value === value;
      }),
    );
  });
});
