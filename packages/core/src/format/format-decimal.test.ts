import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { formatDecimal, groupThousands } from "./format-decimal";
import { FORMAT_LOCALES, type FormatLocale } from "./locale";
import { parseFormattedNumber } from "./parse-formatted-number";
import { MANTISSA_ERROR } from "../fixed-point/index";

const E18 = 10n ** 18n;
const localeArb = fc.constantFrom<FormatLocale>(...FORMAT_LOCALES);
const GROUPED: Record<FormatLocale, RegExp> = {
  es: /^-?\d{1,3}(\.\d{3})*(,\d+)?$/,
  pt: /^-?\d{1,3}(\.\d{3})*(,\d+)?$/,
  en: /^-?\d{1,3}(,\d{3})*(\.\d+)?$/,
};

describe("groupThousands", () => {
  it("groups by three from the right", () => {
    expect(groupThousands("1", ".")).toBe("1");
    expect(groupThousands("123", ".")).toBe("123");
    expect(groupThousands("1234", ".")).toBe("1.234");
    expect(groupThousands("123456", ",")).toBe("123,456");
    expect(groupThousands("1234567", ",")).toBe("1,234,567");
  });
});

describe("formatDecimal", () => {
  it("writes each language's separators", () => {
    const value = 1_234_567_891n * 10n ** 15n; // 1234567.891
    expect(formatDecimal(value, 18, "es", { maxDecimals: 2 })).toBe("1.234.567,89");
    expect(formatDecimal(value, 18, "pt", { maxDecimals: 2 })).toBe("1.234.567,89");
    expect(formatDecimal(value, 18, "en", { maxDecimals: 2 })).toBe("1,234,567.89");
  });

  it("truncates, never rounds up", () => {
    expect(formatDecimal(1_999_999n, 6, "en", { maxDecimals: 2 })).toBe("1.99");
    expect(formatDecimal(999_999n, 6, "en", { maxDecimals: 0 })).toBe("0");
    expect(formatDecimal(E18 - 1n, 18, "es", { maxDecimals: 17 })).toBe("0,99999999999999999");
  });

  it("trims trailing zeros down to minDecimals, padding up to it", () => {
    expect(formatDecimal(1_500_000n, 6, "en", { maxDecimals: 4 })).toBe("1.5");
    expect(formatDecimal(1_500_000n, 6, "en", { maxDecimals: 4, minDecimals: 2 })).toBe("1.50");
    expect(formatDecimal(1_000_000n, 6, "en", { maxDecimals: 4 })).toBe("1");
    expect(formatDecimal(15n, 1, "es", { maxDecimals: 4, minDecimals: 4 })).toBe("1,5000");
    expect(formatDecimal(7n, 0, "es", { maxDecimals: 2, minDecimals: 2 })).toBe("7,00");
  });

  it("shows every decimal the value has at most, even when more are allowed", () => {
    expect(formatDecimal(12_345n, 4, "en", { maxDecimals: 6 })).toBe("1.2345");
  });

  it("writes zero without a sign, and negatives truncated toward zero", () => {
    expect(formatDecimal(0n, 18, "es", { maxDecimals: 2 })).toBe("0");
    expect(formatDecimal(-1_239n, 3, "en", { maxDecimals: 2 })).toBe("-1.23");
    expect(formatDecimal(-1n, 18, "en", { maxDecimals: 2 })).toBe("0");
    expect(formatDecimal(-1n, 18, "en", { maxDecimals: 2, minDecimals: 2 })).toBe("0.00");
  });

  it("refuses impossible decimal ranges and more than 18 decimals", () => {
    expect(() => formatDecimal(1n, 18, "es", { maxDecimals: 1, minDecimals: 2 })).toThrow(RangeError);
    expect(() => formatDecimal(1n, 18, "es", { maxDecimals: 2, minDecimals: -1 })).toThrow(RangeError);
    expect(() => formatDecimal(1n, 18, "es", { maxDecimals: 1.5 })).toThrow(RangeError);
    expect(() => formatDecimal(1n, 19, "es", { maxDecimals: 2 })).toThrow(MANTISSA_ERROR);
  });

  it("never rounds up, and stays within one unit of the last shown decimal", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 18 }),
        fc.integer({ min: 0, max: 18 }),
        localeArb,
        (value, decimals, maxDecimals, locale) => {
          const parsed = parseFormattedNumber(
            formatDecimal(value, decimals, locale, { maxDecimals }),
            decimals,
            locale,
          );
          const lastUnit = 10n ** BigInt(Math.max(0, decimals - maxDecimals));
          return parsed.ok && parsed.value <= value && value - parsed.value < lastUnit;
        },
      ),
    );
  });

  it("round-trips values with no more decimals than shown", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        fc.integer({ min: 0, max: 18 }),
        localeArb,
        (units, decimals, maxDecimals, locale) => {
          const value = units * 10n ** BigInt(Math.max(0, decimals - maxDecimals));
          const parsed = parseFormattedNumber(
            formatDecimal(value, decimals, locale, { maxDecimals }),
            decimals,
            locale,
          );
          return parsed.ok && parsed.value === value;
        },
      ),
    );
  });

  it("always uses the language's separators, Spanish and Portuguese alike, English swapped", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }), (value, d) => {
        const es = formatDecimal(value, d, "es", { maxDecimals: 6 });
        const pt = formatDecimal(value, d, "pt", { maxDecimals: 6 });
        const en = formatDecimal(value, d, "en", { maxDecimals: 6 });
        const swapped = es.replace(/[.,]/g, (c) => (c === "." ? "," : "."));
        return GROUPED.es.test(es) && GROUPED.en.test(en) && pt === es && en === swapped;
      }),
    );
  });
});
