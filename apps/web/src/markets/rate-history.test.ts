import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fetchRateHistory,
  filterRateHistory,
  MAX_RATE_HISTORY_PAGES,
  periodStart,
  thinPoints,
  type RatePoint,
} from "./rate-history";

const DAY = 86_400n;
const END = 1_750_000_000n;
const point = (daysAgo: number, deposit: bigint, borrow = deposit * 2n): RatePoint => ({
  timestamp: END - BigInt(Math.round(daysAgo * 86_400)),
  depositRate: deposit,
  borrowRate: borrow,
});
// Oldest first, as fetchRateHistory returns them.
const points = [point(400, 1n), point(200, 2n), point(20, 3n), point(10, 4n), point(3, 5n), point(1, 6n)];
const history = { end: END, points };

describe("periodStart", () => {
  it("is the period's days before the end", () => {
    expect(periodStart("week", END)).toBe(END - 7n * DAY);
    expect(periodStart("twoWeeks", END)).toBe(END - 14n * DAY);
    expect(periodStart("month", END)).toBe(END - 30n * DAY);
    expect(periodStart("year", END)).toBe(END - 365n * DAY);
  });
});

describe("filterRateHistory", () => {
  it("keeps the period's points and spans it: the rates in force at its start, the last rates at its end", () => {
    expect(filterRateHistory(history, "week")).toEqual([
      { ...point(10, 4n), timestamp: END - 7n * DAY },
      point(3, 5n),
      point(1, 6n),
      { ...point(1, 6n), timestamp: END },
    ]);
  });

  it("gives each period its own points", () => {
    const deposits = (period: "week" | "twoWeeks" | "month" | "year") =>
      filterRateHistory(history, period).map((p) => p.depositRate);
    expect(deposits("twoWeeks")).toEqual([3n, 4n, 5n, 6n, 6n]);
    expect(deposits("month")).toEqual([2n, 3n, 4n, 5n, 6n, 6n]);
    expect(deposits("year")).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 6n]);
    const year = filterRateHistory(history, "year");
    expect(year[0]?.timestamp).toBe(END - 365n * DAY);
    expect(year.every((p) => p.timestamp >= END - 365n * DAY && p.timestamp <= END)).toBe(true);
  });

  it("starts at the first point when nothing is older, and does not repeat a point already at the end", () => {
    const recent = { end: END, points: [point(2, 7n), { ...point(0, 8n) }] };
    expect(filterRateHistory(recent, "week")).toEqual([point(2, 7n), point(0, 8n)]);
  });

  it("is empty without points, and leaves out points after the end", () => {
    expect(filterRateHistory({ end: END, points: [] }, "month")).toEqual([]);
    expect(filterRateHistory({ end: END - 2n * DAY, points }, "week").map((p) => p.depositRate)).toEqual([4n, 5n, 5n]);
  });
});

describe("thinPoints", () => {
  it("keeps at most `max` points, the first and the last among them", () => {
    const many = Array.from({ length: 1000 }, (_, i) => i);
    const thin = thinPoints(many, 400);
    expect(thin).toHaveLength(400);
    expect(thin[0]).toBe(0);
    expect(thin.at(-1)).toBe(999);
    expect(thinPoints([1, 2, 3], 400)).toEqual([1, 2, 3]);
  });
});

describe("fetchRateHistory", () => {
  afterEach(() => vi.restoreAllMocks());

  const row = (daysAgo: number, apy: string) => ({
    blockTimestamp: String(END - BigInt(daysAgo) * DAY),
    depositApy: apy,
    borrowApy: `${apy}0`,
  });
  const answer = (items: ReturnType<typeof row>[], endCursor: string | null) =>
    new Response(
      JSON.stringify({
        data: {
          setting: { latestMigratedTimestamp: String(END) },
          rates: { items, pageInfo: { hasNextPage: endCursor !== null, endCursor } },
        },
      }),
    );

  it("reads newest first page by page until a row older than the year, and returns them oldest first", async () => {
    const pages = [
      answer([row(1, "3"), row(100, "2")], "c1"),
      answer([row(364, "1"), row(380, "9"), row(390, "8")], "c2"),
    ];
    const fetchImpl = vi.fn(async () => pages.shift() ?? answer([], null));
    const result = await fetchRateHistory("0xABC", { fetchImpl, baseUrl: "http://api" });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const bodies = fetchImpl.mock.calls.map((call) =>
      JSON.parse(String((call as unknown[])[1] && ((call as unknown[])[1] as RequestInit).body)),
    );
    expect(bodies.map((b: { variables: unknown }) => b.variables)).toEqual([
      { market: "0xabc", after: null },
      { market: "0xabc", after: "c1" },
    ]);
    expect(result.end).toBe(END);
    expect(result.truncated).toBe(false);
    expect(result.points.map((p) => p.depositRate)).toEqual([9n, 1n, 2n, 3n]);
    expect(result.points[3]?.borrowRate).toBe(30n);
  });

  it("stops at the last page, and says when the page limit cut the year short", async () => {
    const last = await fetchRateHistory("0xabc", { fetchImpl: async () => answer([row(5, "1")], null) });
    expect(last).toEqual({
      end: END,
      points: [{ timestamp: END - 5n * DAY, depositRate: 1n, borrowRate: 10n }],
      truncated: false,
    });
    const fetchImpl = vi.fn(async () => answer([row(5, "1")], "more"));
    const cut = await fetchRateHistory("0xabc", { fetchImpl });
    expect(fetchImpl).toHaveBeenCalledTimes(MAX_RATE_HISTORY_PAGES);
    expect(cut.truncated).toBe(true);
  });

  it("fails on an answer without data", async () => {
    const fetchImpl = async () => new Response(JSON.stringify({ errors: [{ message: "boom" }] }));
    await expect(fetchRateHistory("0xabc", { fetchImpl })).rejects.toThrow("boom");
  });
});
