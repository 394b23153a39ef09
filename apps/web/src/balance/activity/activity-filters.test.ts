import { describe, expect, it } from "vitest";
import { dayEndSeconds, dayStartSeconds, filtersKey, sameFilters, timeRange } from "./activity-filters";

const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe("activity filter days", () => {
  it("run from 00:00:00 of the first day to 23:59:59 of the last, in the user's time zone", () => {
    expect(dayStartSeconds(day(2026, 3, 9))).toBe(new Date(2026, 2, 9, 0, 0, 0).getTime() / 1000);
    expect(dayEndSeconds(day(2026, 3, 9))).toBe(new Date(2026, 2, 9, 23, 59, 59).getTime() / 1000);
    expect(timeRange({ from: day(2026, 3, 9), to: day(2026, 3, 10) })).toEqual({
      from: new Date(2026, 2, 9).getTime() / 1000,
      to: new Date(2026, 2, 10, 23, 59, 59).getTime() / 1000,
    });
  });

  it("leave an open side open, and never go before 1970", () => {
    expect(timeRange({})).toEqual({});
    expect(timeRange({ to: day(2026, 1, 1) })).not.toHaveProperty("from");
    expect(dayStartSeconds(day(1000, 1, 1))).toBe(0);
  });
});

describe("activity filter keys", () => {
  it("are plain JSON, the same whatever order the actions were ticked in", () => {
    const a = filtersKey({ from: day(2026, 1, 2), actions: ["loans", "deposits"] }, "operations", 1);
    const b = filtersKey({ from: day(2026, 1, 2), actions: ["deposits", "loans"] }, "operations", 1);
    expect(a).toEqual(b);
    expect(a).toEqual({ tab: "operations", from: "2026-01-02", actions: ["deposits", "loans"], page: 1 });
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it("tell equal filters from different ones", () => {
    expect(sameFilters({ actions: ["loans", "deposits"] }, { actions: ["deposits", "loans"] })).toBe(true);
    expect(sameFilters({ actions: [], from: day(2026, 1, 1) }, { actions: [] })).toBe(false);
    expect(sameFilters({ actions: [], to: day(2026, 1, 1) }, { actions: [], to: day(2026, 1, 1) })).toBe(true);
  });
});
