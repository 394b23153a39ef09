import { describe, expect, it } from "vitest";
import { yearInReviewPeriod } from "./period";
import { yearInReviewVariant } from "./variant";

const period = yearInReviewPeriod(2025);
const at = (iso: string) => BigInt(Date.parse(iso) / 1000);

describe("yearInReviewVariant", () => {
  it("is noActivity without deposits and loans in the year, even for an old account", () => {
    expect(
      yearInReviewVariant({ period, deposits: 0, borrows: 0, firstSeenTimestamp: at("2023-05-01T00:00:00Z") }),
    ).toBe("noActivity");
    expect(yearInReviewVariant({ period, deposits: 0, borrows: 0, firstSeenTimestamp: undefined })).toBe("noActivity");
  });

  it("is newUser when the account was first seen during the year", () => {
    expect(
      yearInReviewVariant({ period, deposits: 2, borrows: 0, firstSeenTimestamp: at("2025-01-01T00:00:00Z") }),
    ).toBe("newUser");
    expect(
      yearInReviewVariant({ period, deposits: 0, borrows: 1, firstSeenTimestamp: at("2025-12-31T23:59:59Z") }),
    ).toBe("newUser");
  });

  it("is returning for an account seen before the year began", () => {
    expect(
      yearInReviewVariant({ period, deposits: 3, borrows: 1, firstSeenTimestamp: at("2024-12-31T23:59:59Z") }),
    ).toBe("returning");
  });
});
