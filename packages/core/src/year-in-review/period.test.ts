import { describe, expect, it } from "vitest";
import { isInPeriod, YEAR_IN_REVIEW_EVENTS, yearInReviewPeriod } from "./period";

describe("yearInReviewPeriod", () => {
  it("is the UTC calendar year, both ends included", () => {
    expect(yearInReviewPeriod(2024)).toEqual({ year: 2024, from: 1_704_067_200, to: 1_735_689_599 });
    expect(new Date(yearInReviewPeriod(2025).from * 1000).toISOString()).toBe("2025-01-01T00:00:00.000Z");
    expect(new Date(yearInReviewPeriod(2025).to * 1000).toISOString()).toBe("2025-12-31T23:59:59.000Z");
  });

  it("counts the leap day", () => {
    const leap = yearInReviewPeriod(2024);
    const common = yearInReviewPeriod(2023);
    expect(leap.to - leap.from + 1).toBe(366 * 86_400);
    expect(common.to - common.from + 1).toBe(365 * 86_400);
  });

  it.each([1969, 10_000, 2024.5, Number.NaN])("refuses %s", (year) => {
    expect(() => yearInReviewPeriod(year)).toThrow(RangeError);
  });
});

describe("isInPeriod", () => {
  const period = yearInReviewPeriod(2025);
  it("includes the first and the last second and nothing outside", () => {
    expect(isInPeriod(BigInt(period.from), period)).toBe(true);
    expect(isInPeriod(BigInt(period.to), period)).toBe(true);
    expect(isInPeriod(BigInt(period.from - 1), period)).toBe(false);
    expect(isInPeriod(BigInt(period.to + 1), period)).toBe(false);
  });
});

it("counts deposits (Mint) and loans (Borrow)", () => {
  expect(YEAR_IN_REVIEW_EVENTS).toEqual(["mint", "borrow"]);
});
