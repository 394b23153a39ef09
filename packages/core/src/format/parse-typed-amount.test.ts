import { describe, expect, it } from "vitest";
import { parseTypedAmount } from "./parse-typed-amount";

const E = (text: string) => {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, "0"));
};
const read = (text: string, locale: "es" | "en" | "pt") => parseTypedAmount(text, 18, locale);

describe("parseTypedAmount", () => {
  it("reads the language's grouping as the screen writes it: 1.000 is a thousand in es and pt", () => {
    expect(read("1.000", "es")).toEqual({ ok: true, value: E("1000"), truncated: false, ambiguous: true });
    expect(read("1.000", "pt")).toMatchObject({ ok: true, value: E("1000") });
    expect(read("1,000", "en")).toEqual({ ok: true, value: E("1000"), truncated: false, ambiguous: true });
    // Unambiguous: the decimal mark is there too, or the groups can only be groups.
    expect(read("1.234,56", "es")).toEqual({ ok: true, value: E("1234.56"), truncated: false, ambiguous: false });
    expect(read("1,234.56", "en")).toMatchObject({ value: E("1234.56"), ambiguous: false });
    expect(read("1.234.567", "es")).toMatchObject({ value: E("1234567"), ambiguous: false });
  });

  it("reads the language's decimal mark, or none, plainly", () => {
    expect(read("1,5", "es")).toEqual({ ok: true, value: E("1.5"), truncated: false, ambiguous: false });
    expect(read("1.5", "en")).toMatchObject({ value: E("1.5"), ambiguous: false });
    expect(read("250", "pt")).toMatchObject({ value: E("250"), ambiguous: false });
    expect(read(",5", "es")).toMatchObject({ value: E("0.5"), ambiguous: false });
  });

  it("reads a mark that cannot be a group separator as the other convention's decimal, and says so", () => {
    expect(read("1.5", "es")).toEqual({ ok: true, value: E("1.5"), truncated: false, ambiguous: true });
    expect(read("0.0004", "pt")).toMatchObject({ value: E("0.0004"), ambiguous: true });
    expect(read("1,5", "en")).toMatchObject({ value: E("1.5"), ambiguous: true });
  });

  it("refuses misplaced groups and mixed marks it cannot read one way", () => {
    expect(read("1.23.4", "es")).toMatchObject({ ok: false });
    expect(read("1,234,5", "en")).toMatchObject({ ok: false });
    expect(read("1,5,6", "es")).toMatchObject({ ok: false, reason: "tooManyDecimalMarks" });
    expect(read("", "es")).toEqual({ ok: false, reason: "empty" });
    expect(read("-1.000", "es")).toMatchObject({ ok: false });
  });

  it("truncates decimals beyond the token's", () => {
    expect(parseTypedAmount("1,1234567", 6, "es")).toEqual({
      ok: true,
      value: 1_123_456n,
      truncated: true,
      ambiguous: false,
    });
  });
});
