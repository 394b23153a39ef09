import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { AMOUNT_PARSE_FAILURES, parseAmount, toMantissa, type ParseAmountResult } from "./parse-amount";
import { toDecimalString } from "./decimal-string";
import { EXP, MANTISSA_ERROR } from "./fixed";

const ok = (value: bigint, truncated = false): ParseAmountResult => ({ ok: true, value, truncated });

describe("parseAmount", () => {
  it("accepts both decimal marks", () => {
    expect(parseAmount("1,5", 18)).toEqual(ok(1_500_000_000_000_000_000n));
    expect(parseAmount("1.5", 18)).toEqual(ok(1_500_000_000_000_000_000n));
    expect(parseAmount("0,0004", 18)).toEqual(ok(400_000_000_000_000n));
    expect(parseAmount("0.025", 18)).toEqual(ok(25_000_000_000_000_000n));
  });

  it("accepts a missing whole or fraction part", () => {
    expect(parseAmount(".5", 4)).toEqual(ok(5_000n));
    expect(parseAmount(",5", 4)).toEqual(ok(5_000n));
    expect(parseAmount("5.", 4)).toEqual(ok(50_000n));
    expect(parseAmount("5,", 4)).toEqual(ok(50_000n));
  });

  it("accepts integers, zero and leading zeros", () => {
    expect(parseAmount("1000", 18)).toEqual(ok(1000n * EXP));
    expect(parseAmount("0", 18)).toEqual(ok(0n));
    expect(parseAmount("0.000", 18)).toEqual(ok(0n));
    expect(parseAmount("007", 2)).toEqual(ok(700n));
    expect(parseAmount("12", 0)).toEqual(ok(12n));
  });

  it("ignores surrounding whitespace, including tabs, newlines and no-break spaces", () => {
    expect(parseAmount("  2,5 ", 1)).toEqual(ok(25n));
    expect(parseAmount("\t2.5\n", 1)).toEqual(ok(25n));
    expect(parseAmount("\u00a02.5\u00a0", 1)).toEqual(ok(25n));
  });

  it("truncates decimals beyond the token's, never rounding, and says so", () => {
    expect(parseAmount("1.23456789", 4)).toEqual(ok(12_345n, true));
    expect(parseAmount("0,99999", 4)).toEqual(ok(9_999n, true));
    expect(parseAmount("1.9", 0)).toEqual(ok(1n, true));
    // 19 decimals into an 18-decimal mantissa: the 19th is dropped.
    expect(parseAmount("0.0000000000000000019", 18)).toEqual(ok(1n, true));
    expect(parseAmount("0.0000000000000000009", 18)).toEqual(ok(0n, true));
  });

  it("does not flag trailing zeros beyond the token's decimals as a truncation", () => {
    expect(parseAmount("1.50000", 2)).toEqual(ok(150n));
    expect(parseAmount("3.000", 0)).toEqual(ok(3n));
  });

  it("reports empty input", () => {
    expect(parseAmount("", 18)).toEqual({ ok: false, reason: "empty" });
    expect(parseAmount("   ", 18)).toEqual({ ok: false, reason: "empty" });
  });

  it("reports negative amounts, with either minus sign", () => {
    expect(parseAmount("-1", 18)).toEqual({ ok: false, reason: "negative" });
    expect(parseAmount(" -0,5 ", 18)).toEqual({ ok: false, reason: "negative" });
    expect(parseAmount("\u22121.5", 18)).toEqual({ ok: false, reason: "negative" });
  });

  it("reports more than one decimal mark, which is how thousands separators arrive", () => {
    expect(parseAmount("1.234,56", 18)).toEqual({ ok: false, reason: "tooManyDecimalMarks" });
    expect(parseAmount("1,234.56", 18)).toEqual({ ok: false, reason: "tooManyDecimalMarks" });
    expect(parseAmount("1.2.3", 18)).toEqual({ ok: false, reason: "tooManyDecimalMarks" });
    expect(parseAmount("1,,2", 18)).toEqual({ ok: false, reason: "tooManyDecimalMarks" });
    expect(parseAmount("1.000.000", 18)).toEqual({ ok: false, reason: "tooManyDecimalMarks" });
  });

  it("refuses everything else as invalid", () => {
    const invalid = [
      ".",
      ",",
      "..",
      "-",
      "-abc",
      "+1",
      "1e18",
      "1E-3",
      "0x10",
      "abc",
      "1 000",
      "1_000",
      "1'000",
      "12a",
      "Infinity",
      "NaN",
      "$5",
      "5 RBTC",
      "\u0661", // Arabic-Indic digit one
      "\uff11", // full-width digit one
      "--1",
    ];
    for (const text of invalid) expect(parseAmount(text, 18), text).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses what no uint256 can hold", () => {
    const max = 2n ** 256n - 1n;
    expect(parseAmount(max.toString(), 0)).toEqual(ok(max));
    expect(parseAmount((max + 1n).toString(), 0)).toEqual({ ok: false, reason: "tooLarge" });
    expect(parseAmount("1" + "0".repeat(60), 18)).toEqual({ ok: false, reason: "tooLarge" });
  });

  it("throws the mantissa error for more than 18 decimals", () => {
    expect(() => parseAmount("1", 19)).toThrow(MANTISSA_ERROR);
  });

  it("lists every reason it can give", () => {
    expect([...AMOUNT_PARSE_FAILURES].sort()).toEqual(
      ["empty", "invalid", "negative", "tooLarge", "tooManyDecimalMarks"].sort(),
    );
  });

  it("round-trips toDecimalString with either mark", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 18 }),
        fc.constantFrom<"." | ",">(".", ","),
        (value, decimals, mark) => {
          const parsed = parseAmount(toDecimalString(value, decimals, mark), decimals);
          return parsed.ok && parsed.value === value && !parsed.truncated;
        },
      ),
    );
  });

  it("never exceeds the typed value and keeps it to the last kept decimal", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,20}$/),
        fc.stringMatching(/^\d{0,25}$/),
        fc.integer({ min: 0, max: 18 }),
        (whole, fraction, decimals) => {
          const parsed = parseAmount(`${whole}.${fraction}`, decimals);
          if (!parsed.ok) return false;
          // Compare exactly at 25 + decimals decimal places.
          const exact = BigInt(whole + fraction.padEnd(25, "0"));
          const kept = parsed.value * 10n ** BigInt(25 - decimals);
          return kept <= exact && exact - kept < 10n ** BigInt(25 - decimals);
        },
      ),
    );
  });

  it("never throws on arbitrary text and gives a non-negative value when it accepts", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const parsed = parseAmount(text, 18);
        return parsed.ok ? parsed.value >= 0n : AMOUNT_PARSE_FAILURES.includes(parsed.reason);
      }),
    );
  });
});

describe("toMantissa", () => {
  it("parses to 18 decimals", () => {
    expect(toMantissa("1,04")).toEqual(ok(1_040_000_000_000_000_000n));
    expect(toMantissa("0.85")).toEqual(ok(850_000_000_000_000_000n));
    expect(toMantissa("x")).toEqual({ ok: false, reason: "invalid" });
  });
});
