import { describe, it, expect } from "vitest";
import { parseFormattedNumber } from "./parse-formatted-number";

describe("parseFormattedNumber", () => {
  it("reads each language's grouping and decimal mark", () => {
    expect(parseFormattedNumber("1.234,56", 2, "es")).toEqual({ ok: true, value: 123_456n, truncated: false });
    expect(parseFormattedNumber("1.234,56", 2, "pt")).toEqual({ ok: true, value: 123_456n, truncated: false });
    expect(parseFormattedNumber("1,234.56", 2, "en")).toEqual({ ok: true, value: 123_456n, truncated: false });
    expect(parseFormattedNumber("1.234.567", 0, "es")).toEqual({ ok: true, value: 1_234_567n, truncated: false });
    expect(parseFormattedNumber("0,5", 1, "es")).toEqual({ ok: true, value: 5n, truncated: false });
    expect(parseFormattedNumber("12", 0, "en")).toEqual({ ok: true, value: 12n, truncated: false });
  });

  it("reads the other language's mark as grouping, so only well-formed groups pass", () => {
    expect(parseFormattedNumber("1.500", 0, "es")).toEqual({ ok: true, value: 1_500n, truncated: false });
    expect(parseFormattedNumber("1.5", 1, "es")).toEqual({ ok: false, reason: "invalid" });
    expect(parseFormattedNumber("1,5", 1, "en")).toEqual({ ok: false, reason: "invalid" });
    expect(parseFormattedNumber("12.34.567", 0, "es")).toEqual({ ok: false, reason: "invalid" });
    expect(parseFormattedNumber(".123", 0, "es")).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses two decimal marks, signs, suffixes and empty text", () => {
    expect(parseFormattedNumber("1,2,3", 2, "es")).toEqual({ ok: false, reason: "tooManyDecimalMarks" });
    expect(parseFormattedNumber("-1,5", 2, "es")).toEqual({ ok: false, reason: "negative" });
    expect(parseFormattedNumber("5,00\u00a0%", 2, "es")).toEqual({ ok: false, reason: "invalid" });
    expect(parseFormattedNumber("1,23\u00a0M", 2, "es")).toEqual({ ok: false, reason: "invalid" });
    expect(parseFormattedNumber(" ", 2, "en")).toEqual({ ok: false, reason: "empty" });
  });
});
