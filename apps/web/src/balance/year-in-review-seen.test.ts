import { STORAGE_KEYS } from "@ceiba/core";
import { beforeEach, describe, expect, it } from "vitest";
import { hasSeenYearInReview, rememberYearInReviewSeen } from "./year-in-review-seen";

const ALICE = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

describe("year-in-review seen", () => {
  beforeEach(() => localStorage.clear());

  it("remembers an account and year, whatever the address's checksum", () => {
    expect(hasSeenYearInReview(ALICE, 2025)).toBe(false);
    rememberYearInReviewSeen(ALICE, 2025);
    expect(hasSeenYearInReview(ALICE.toLowerCase(), 2025)).toBe(true);
    expect(hasSeenYearInReview(ALICE, 2024)).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.yearInReviewSeen) ?? "")).toEqual([
      `${ALICE.toLowerCase()}:2025`,
    ]);
  });

  it("reads a damaged entry as nothing seen", () => {
    localStorage.setItem(STORAGE_KEYS.yearInReviewSeen, "{not json");
    expect(hasSeenYearInReview(ALICE, 2025)).toBe(false);
    rememberYearInReviewSeen(ALICE, 2025);
    expect(hasSeenYearInReview(ALICE, 2025)).toBe(true);
  });
});
