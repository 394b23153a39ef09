import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { FOUR_DECIMAL_RULE, SIX_DECIMAL_RULE, amountDisplayRule, formatAmount } from "./amount-format";
import { FORMAT_LOCALES, type FormatLocale } from "./locale";
import { parseFormattedNumber } from "./parse-formatted-number";

const E18 = 10n ** 18n;
/** `text` (a decimal literal with ".") in units of an 18-decimal token. */
const wei = (text: string): bigint => {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole) * E18 + BigInt(fraction.padEnd(18, "0"));
};

const localeArb = fc.constantFrom<FormatLocale>(...FORMAT_LOCALES);
const symbolArb = fc.constantFrom("RBTC", "tRBTC", "rBitcoin", "BPRO", "RIF", "USDRIF", "LN-BTC", "DOC", "USDT", "BRZ");
const GROUPED: Record<FormatLocale, RegExp> = {
  es: /^\d{1,3}(\.\d{3})*(,\d*[1-9])?$/,
  pt: /^\d{1,3}(\.\d{3})*(,\d*[1-9])?$/,
  en: /^\d{1,3}(,\d{3})*(\.\d*[1-9])?$/,
};

/** Decimals a positive amount is shown with, by the spec's rule. */
function shownDecimals(value: bigint, decimals: number, symbol: string): number {
  const rule = amountDisplayRule(symbol);
  const tiny = decimals > rule.fullPrecisionBelow && value < 10n ** BigInt(decimals - rule.fullPrecisionBelow);
  return tiny ? decimals : Math.min(decimals, rule.maxDecimals);
}

describe("formatAmount", () => {
  it("shows RBTC-like amounts with up to 6 decimals, truncated", () => {
    expect(formatAmount(wei("1.23456789"), 18, "RBTC", "es")).toBe("1,234567");
    expect(formatAmount(wei("1.23456789"), 18, "RBTC", "en")).toBe("1.234567");
    expect(formatAmount(wei("1.23456789"), 18, "RBTC", "pt")).toBe("1,234567");
    expect(formatAmount(wei("0.9999999"), 18, "tRBTC", "es")).toBe("0,999999");
    expect(formatAmount(wei("2.5000009"), 18, "BPRO", "en")).toBe("2.5");
    expect(formatAmount(wei("10.1234567"), 18, "RIF", "es")).toBe("10,123456");
    expect(formatAmount(wei("10.1234567"), 18, "USDRIF", "es")).toBe("10,123456");
    expect(formatAmount(wei("0.00012345678"), 18, "LN-BTC", "en")).toBe("0.000123");
  });

  it("shows the spec's rBitcoin limits as written", () => {
    expect(formatAmount(wei("0.025"), 18, "rBitcoin", "es")).toBe("0,025");
    expect(formatAmount(wei("0.0004"), 18, "RBITCOIN", "es")).toBe("0,0004");
    expect(formatAmount(wei("0.0004"), 18, "RBTC", "en")).toBe("0.0004");
  });

  it("trims trailing zeros", () => {
    expect(formatAmount(E18, 18, "RBTC", "es")).toBe("1");
    expect(formatAmount(wei("1.5"), 18, "RBTC", "es")).toBe("1,5");
    expect(formatAmount(wei("1.50001"), 18, "DOC", "en")).toBe("1.5");
  });

  it("shows RBTC-like amounts below 1e-6 unchanged", () => {
    expect(formatAmount(wei("0.0000009"), 18, "RBTC", "es")).toBe("0,0000009");
    expect(formatAmount(wei("0.00000012345678"), 18, "RBTC", "en")).toBe("0.00000012345678");
    expect(formatAmount(1n, 18, "CSAT", "es")).toBe("0,000000000000000001");
    expect(formatAmount(wei("0.000000999999999999"), 18, "RBTC", "en")).toBe("0.000000999999999999");
  });

  it("truncates RBTC-like amounts from 1e-6 on", () => {
    expect(formatAmount(wei("0.000001"), 18, "RBTC", "es")).toBe("0,000001");
    expect(formatAmount(wei("0.0000019"), 18, "RBTC", "es")).toBe("0,000001");
  });

  it("shows other tokens with up to 4 decimals, truncated and grouped", () => {
    expect(formatAmount(wei("1234.56789"), 18, "DOC", "es")).toBe("1.234,5678");
    expect(formatAmount(wei("1234.56789"), 18, "DOC", "en")).toBe("1,234.5678");
    expect(formatAmount(wei("1234.56789"), 18, "DOC", "pt")).toBe("1.234,5678");
    expect(formatAmount(wei("0.99999"), 18, "XUSD", "es")).toBe("0,9999");
    expect(formatAmount(1_234_567n, 6, "USDT", "en")).toBe("1.2345");
  });

  it("shows the spec's maximum loan of 1000 rDOC grouped", () => {
    expect(formatAmount(wei("1000"), 18, "rDOC", "es")).toBe("1.000");
    expect(formatAmount(wei("1000"), 18, "rDOC", "en")).toBe("1,000");
    expect(formatAmount(wei("1234567.891"), 18, "RBTC", "es")).toBe("1.234.567,891");
  });

  it("shows other tokens below 1e-7 unchanged, and truncates from 1e-7 (even to 0)", () => {
    expect(formatAmount(wei("0.00000005"), 18, "DOC", "es")).toBe("0,00000005");
    expect(formatAmount(wei("0.0000000999"), 18, "DOC", "en")).toBe("0.0000000999");
    expect(formatAmount(wei("0.0000001"), 18, "DOC", "es")).toBe("0");
    expect(formatAmount(wei("0.00009999"), 18, "DOC", "es")).toBe("0");
    expect(formatAmount(wei("0.0001"), 18, "DOC", "es")).toBe("0,0001");
  });

  it("handles tokens with few decimals, where nothing is below the threshold", () => {
    expect(formatAmount(1n, 6, "USDT", "es")).toBe("0");
    expect(formatAmount(1n, 6, "RBTC", "es")).toBe("0,000001");
    expect(formatAmount(1_234n, 0, "DOC", "es")).toBe("1.234");
    expect(formatAmount(12_345n, 4, "BRZ", "en")).toBe("1.2345");
  });

  it("shows non-positive amounts as 0", () => {
    expect(formatAmount(0n, 18, "RBTC", "es")).toBe("0");
    expect(formatAmount(-1n, 18, "RBTC", "en")).toBe("0");
    expect(formatAmount(-(10n ** 30n), 18, "DOC", "pt")).toBe("0");
  });

  it("picks the rule by symbol", () => {
    expect(amountDisplayRule("rBitcoin")).toBe(SIX_DECIMAL_RULE);
    expect(amountDisplayRule("DOC")).toBe(FOUR_DECIMAL_RULE);
    expect(SIX_DECIMAL_RULE).toEqual({ maxDecimals: 6, fullPrecisionBelow: 6 });
    expect(FOUR_DECIMAL_RULE).toEqual({ maxDecimals: 4, fullPrecisionBelow: 7 });
  });

  it("never rounds up: the shown value is at most the amount and less than one shown unit below", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        symbolArb,
        localeArb,
        (value, decimals, symbol, locale) => {
          const parsed = parseFormattedNumber(formatAmount(value, decimals, symbol, locale), decimals, locale);
          const lastUnit = 10n ** BigInt(decimals - shownDecimals(value, decimals, symbol));
          return parsed.ok && parsed.value <= value && value - parsed.value < lastUnit;
        },
      ),
    );
  });

  it("never rounds up on tiny amounts either", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 13n }), symbolArb, localeArb, (value, symbol, locale) => {
        const parsed = parseFormattedNumber(formatAmount(value, 18, symbol, locale), 18, locale);
        const lastUnit = 10n ** BigInt(18 - shownDecimals(value, 18, symbol));
        return parsed.ok && parsed.value <= value && value - parsed.value < lastUnit;
      }),
    );
  });

  it("round-trips amounts with no more decimals than shown", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.integer({ min: 0, max: 18 }),
        symbolArb,
        localeArb,
        (units, decimals, symbol, locale) => {
          const value = units * 10n ** BigInt(Math.max(0, decimals - amountDisplayRule(symbol).maxDecimals));
          const parsed = parseFormattedNumber(formatAmount(value, decimals, symbol, locale), decimals, locale);
          return parsed.ok && parsed.value === value;
        },
      ),
    );
  });

  it("writes the language's separators, with no trailing zero", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), symbolArb, localeArb, (value, symbol, locale) =>
        GROUPED[locale].test(formatAmount(value, 18, symbol, locale)),
      ),
    );
  });
});
