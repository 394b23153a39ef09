import { describe, expect, it } from "vitest";
import { checkDayRange, compareDays, formatDayInput, isoDay, parseDayInput } from "./calendar-day";

const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe("parseDayInput", () => {
  it("reads DD/MM/YYYY and d/m/yyyy, around spaces", () => {
    expect(parseDayInput("09/03/2026")).toEqual({ ok: true, day: day(2026, 3, 9) });
    expect(parseDayInput("9/3/2026")).toEqual({ ok: true, day: day(2026, 3, 9) });
    expect(parseDayInput(" 31/12/1999 ")).toEqual({ ok: true, day: day(1999, 12, 31) });
  });

  it("accepts 29 February only in leap years (every 4, not every 100, every 400)", () => {
    expect(parseDayInput("29/02/2024").ok).toBe(true);
    expect(parseDayInput("29/02/2000").ok).toBe(true);
    expect(parseDayInput("29/02/2026")).toEqual({ ok: false, error: "activity.dateInvalid" });
    expect(parseDayInput("29/02/1900")).toEqual({ ok: false, error: "activity.dateInvalid" });
  });

  it("refuses days that do not exist", () => {
    for (const text of [
      "31/02/2026",
      "31/04/2026",
      "31/06/2026",
      "31/09/2026",
      "31/11/2026",
      "00/01/2026",
      "01/13/2026",
      "01/00/2026",
      "32/01/2026",
      "01/01/0999",
    ]) {
      expect(parseDayInput(text), text).toEqual({ ok: false, error: "activity.dateInvalid" });
    }
    expect(parseDayInput("31/01/2026").ok).toBe(true);
    expect(parseDayInput("30/04/2026").ok).toBe(true);
  });

  it("refuses other shapes: two-digit years, other separators, missing parts, words", () => {
    for (const text of [
      "",
      "1/1/26",
      "01-01-2026",
      "2026/01/01",
      "01/01",
      "001/01/2026",
      "01/01/20261",
      "hoy",
      "1.1.2026",
    ]) {
      expect(parseDayInput(text), text).toEqual({ ok: false, error: "activity.dateFormat" });
    }
  });
});

describe("day ranges", () => {
  it("orders days by year, month and day", () => {
    expect(compareDays(day(2025, 12, 31), day(2026, 1, 1))).toBeLessThan(0);
    expect(compareDays(day(2026, 2, 1), day(2026, 1, 31))).toBeGreaterThan(0);
    expect(compareDays(day(2026, 1, 1), day(2026, 1, 1))).toBe(0);
  });

  it("refuses a start after the end, and accepts one day or an open side", () => {
    expect(checkDayRange(day(2026, 1, 2), day(2026, 1, 1))).toBe("activity.dateRange");
    expect(checkDayRange(day(2026, 1, 1), day(2026, 1, 1))).toBeUndefined();
    expect(checkDayRange(day(2026, 1, 1), undefined)).toBeUndefined();
    expect(checkDayRange(undefined, day(2020, 1, 1))).toBeUndefined();
  });

  it("writes a day as an ISO key and as the field's text", () => {
    expect(isoDay(day(2026, 3, 9))).toBe("2026-03-09");
    expect(formatDayInput(day(2026, 3, 9))).toBe("09/03/2026");
  });
});
