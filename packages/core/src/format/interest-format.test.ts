import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { INTEREST_DECIMALS, formatInterest } from "./interest-format";
import { FORMAT_LOCALES, type FormatLocale } from "./locale";
import { parseFormattedNumber } from "./parse-formatted-number";

const E18 = 10n ** 18n;
const localeArb = fc.constantFrom<FormatLocale>(...FORMAT_LOCALES);

describe("formatInterest", () => {
  it("shows DOC, XUSD and USDRIF interest with exactly 4 decimals, truncated", () => {
    expect(INTEREST_DECIMALS).toBe(4);
    expect(formatInterest(1_234_560_000_000_000n, 18, "DOC", "es")).toBe("0,0012");
    expect(formatInterest(E18, 18, "DOC", "en")).toBe("1.0000");
    expect(formatInterest(1_234_500_000_000_000_000_000n, 18, "XUSD", "en")).toBe("1,234.5000");
    expect(formatInterest(1_234_500_000_000_000_000_000n, 18, "XUSD", "pt")).toBe("1.234,5000");
    expect(formatInterest(99_999_000_000_000n, 18, "kDOC", "es")).toBe("0,0000");
  });

  it("shows USDRIF interest with 4 decimals although its amounts get 6", () => {
    expect(formatInterest(123_456_700_000_000_000n, 18, "USDRIF", "es")).toBe("0,1234");
  });

  it("shows other tokens' interest like their amounts", () => {
    expect(formatInterest(120_000_000_000n, 18, "RBTC", "es")).toBe("0,00000012");
    expect(formatInterest(1_234_567_800_000_000_000n, 18, "BPRO", "en")).toBe("1.234567");
    expect(formatInterest(1_500_000_000_000_000_000n, 18, "rDOC", "en")).toBe("1.5");
  });

  it("shows non-positive interest as 0", () => {
    expect(formatInterest(0n, 18, "DOC", "es")).toBe("0");
    expect(formatInterest(-5n, 18, "XUSD", "en")).toBe("0");
    expect(formatInterest(0n, 18, "RBTC", "en")).toBe("0");
  });

  it("never rounds up and always shows 4 decimals for DOC, XUSD, USDRIF", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.constantFrom("DOC", "XUSD", "USDRIF"),
        localeArb,
        (value, symbol, locale) => {
          const text = formatInterest(value, 18, symbol, locale);
          const parsed = parseFormattedNumber(text, 18, locale);
          return /[.,]\d{4}$/.test(text) && parsed.ok && parsed.value <= value && value - parsed.value < 10n ** 14n;
        },
      ),
    );
  });

  it("round-trips interest with at most 4 decimals", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), localeArb, (units, locale) => {
        const value = units * 10n ** 14n;
        const parsed = parseFormattedNumber(formatInterest(value, 18, "DOC", locale), 18, locale);
        return parsed.ok && parsed.value === value;
      }),
    );
  });
});
