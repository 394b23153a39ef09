import { afterEach, describe, expect, it, vi } from "vitest";
import { parseYearInReview } from "./year-in-review-flag";

describe("parseYearInReview", () => {
  it.each([undefined, "", "  "])("is off for %j", (value) => {
    expect(parseYearInReview(value)).toBeUndefined();
  });

  it.each([
    ["2024", 2024],
    [" 2025 ", 2025],
  ])("reads %j as the year %d", (value, year) => {
    expect(parseYearInReview(value)).toBe(year);
  });

  it.each(["on", "true", "1", "24", "20245", "2024-01", "0999", "1969"])(
    "refuses %j with a message saying what it takes",
    (value) => {
      expect(() => parseYearInReview(value)).toThrow(
        `VITE_CEIBA_YEAR_IN_REVIEW is "${value}": leave it unset or empty (no year in review), or set it to the 4-digit year to review, such as "2025".`,
      );
    },
  );
});

describe("YEAR_IN_REVIEW", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  const readYear = async () => (await import("./year-in-review")).YEAR_IN_REVIEW;

  it("is off when the variable is unset (the default)", async () => {
    vi.stubEnv("VITE_CEIBA_YEAR_IN_REVIEW", undefined);
    expect(await readYear()).toBeUndefined();
  });

  it("is the year the variable names", async () => {
    vi.stubEnv("VITE_CEIBA_YEAR_IN_REVIEW", "2025");
    expect(await readYear()).toBe(2025);
  });
});
