import { describe, expect, it, vi } from "vitest";
import { fetchYearInReview } from "./year-in-review-data";

const ALICE = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

function api(counts: { mint: number; borrow: number }, firstSeen: string | null) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes("/graphql")) {
      return new Response(
        JSON.stringify({ data: { user: firstSeen === null ? null : { firstSeenTimestamp: firstSeen } } }),
      );
    }
    const types = new URL(url).searchParams.get("types") as "mint" | "borrow";
    expect(init?.method).toBe("GET");
    return new Response(JSON.stringify({ totalCount: counts[types], take: 1, skip: 0, items: [] }));
  });
}

describe("fetchYearInReview", () => {
  it("counts the year's deposits and loans with the activity route, between the year's first and last second", async () => {
    const fetchImpl = api({ mint: 4, borrow: 2 }, "1600000000");
    const review = await fetchYearInReview(ALICE, 2025, { fetchImpl, baseUrl: "http://api" });
    expect(review).toMatchObject({ deposits: 4, borrows: 2, firstSeenTimestamp: 1_600_000_000n, variant: "returning" });
    const urls = fetchImpl.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("/users/activity"));
    expect(urls.sort()).toEqual([
      `http://api/users/activity?address=${ALICE.toLowerCase()}&take=1&from=1735689600&to=1767225599&types=borrow`,
      `http://api/users/activity?address=${ALICE.toLowerCase()}&take=1&from=1735689600&to=1767225599&types=mint`,
    ]);
  });

  it("is the new-user variant for an account first seen in the year", async () => {
    const review = await fetchYearInReview(ALICE, 2025, { fetchImpl: api({ mint: 1, borrow: 0 }, "1750000000") });
    expect(review.variant).toBe("newUser");
  });

  it("is the no-activity variant without deposits and loans in the year", async () => {
    const review = await fetchYearInReview(ALICE, 2025, { fetchImpl: api({ mint: 0, borrow: 0 }, null) });
    expect(review).toMatchObject({ deposits: 0, borrows: 0, firstSeenTimestamp: undefined, variant: "noActivity" });
  });
});
