import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { COMPACT_SUFFIXES, formatCompactUsd } from "./compact-usd-format";
import { FORMAT_LOCALES, type FormatLocale } from "./locale";
import { parseFormattedNumber } from "./parse-formatted-number";

const E18 = 10n ** 18n;
const usd = (dollars: bigint, cents = 0n): bigint => dollars * E18 + cents * 10n ** 16n;
const localeArb = fc.constantFrom<FormatLocale>(...FORMAT_LOCALES);

/** Reads "1,23 M" back as USD with 18 decimals. */
function readCompact(text: string, locale: FormatLocale): bigint | undefined {
  const joiner = locale === "en" ? "" : "\u00a0";
  const suffixes = COMPACT_SUFFIXES[locale];
  // Longest suffix first: Spanish "mil M" ends like "M".
  const ordered = suffixes.map((s, i) => ({ s, i })).sort((a, b) => b.s.length - a.s.length);
  let multiplier = 1n;
  let digits = text;
  for (const { s, i } of ordered) {
    if (text.endsWith(joiner + s)) {
      multiplier = 1000n ** BigInt(i + 1);
      digits = text.slice(0, -(joiner + s).length);
      break;
    }
  }
  const parsed = parseFormattedNumber(digits, 18, locale);
  return parsed.ok ? parsed.value * multiplier : undefined;
}

describe("formatCompactUsd", () => {
  it("shows totals under a thousand with 2 decimals", () => {
    expect(formatCompactUsd(usd(999n, 99n) + 9n, 18, "es")).toBe("999,99");
    expect(formatCompactUsd(usd(2n), 18, "en")).toBe("2.00");
    expect(formatCompactUsd(0n, 18, "pt")).toBe("0,00");
  });

  it("uses each language's short scale", () => {
    expect(formatCompactUsd(usd(1_000n), 18, "es")).toBe("1\u00a0mil");
    expect(formatCompactUsd(usd(1_000n), 18, "en")).toBe("1K");
    expect(formatCompactUsd(usd(1_000n), 18, "pt")).toBe("1\u00a0mil");
    expect(formatCompactUsd(usd(1_234_567n, 89n), 18, "es")).toBe("1,23\u00a0M");
    expect(formatCompactUsd(usd(1_234_567n, 89n), 18, "en")).toBe("1.23M");
    expect(formatCompactUsd(usd(1_234_567n, 89n), 18, "pt")).toBe("1,23\u00a0mi");
    expect(formatCompactUsd(usd(1_999_999_999n), 18, "es")).toBe("1,99\u00a0mil\u00a0M");
    expect(formatCompactUsd(usd(1_999_999_999n), 18, "en")).toBe("1.99B");
    expect(formatCompactUsd(usd(1_999_999_999n), 18, "pt")).toBe("1,99\u00a0bi");
    expect(formatCompactUsd(usd(10n ** 12n), 18, "es")).toBe("1\u00a0B");
    expect(formatCompactUsd(usd(10n ** 12n), 18, "en")).toBe("1T");
    expect(formatCompactUsd(usd(10n ** 12n), 18, "pt")).toBe("1\u00a0tri");
  });

  it("truncates and trims trailing zeros", () => {
    expect(formatCompactUsd(usd(1_209_999n), 18, "en")).toBe("1.2M");
    expect(formatCompactUsd(usd(999_999n), 18, "en")).toBe("999.99K");
    expect(formatCompactUsd(usd(12_345n), 18, "es")).toBe("12,34\u00a0mil");
  });

  it("groups beyond the largest suffix", () => {
    expect(formatCompactUsd(usd(1_500n * 10n ** 12n), 18, "es")).toBe("1.500\u00a0B");
    expect(formatCompactUsd(usd(1_500n * 10n ** 12n), 18, "en")).toBe("1,500T");
  });

  it("takes totals with other decimals and clamps negatives", () => {
    expect(formatCompactUsd(1_234n, 0, "en")).toBe("1.23K");
    expect(formatCompactUsd(123_456_789n, 6, "en")).toBe("123.45");
    expect(formatCompactUsd(-usd(5n), 18, "en")).toBe("0.00");
  });

  it("never rounds up and stays within a hundredth of the suffix's unit", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 36n }), localeArb, (value, locale) => {
        const shown = readCompact(formatCompactUsd(value, 18, locale), locale);
        const whole = value / E18;
        let unit = 10n ** 16n;
        for (let k = 1n; k <= 4n && whole >= 1000n ** k; k++) unit = 10n ** 16n * 1000n ** k;
        return shown !== undefined && shown <= value && value - shown < unit;
      }),
    );
  });
});
