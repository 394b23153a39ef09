import type { ActivityRow } from "@ceiba/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchActivityCsvRows, fetchActivityPage, fetchSwapsPage } from "./activity-pages";
import { lendingItem, stubActivityApi, swapItem } from "./test-api";

const ADDRESS = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed";
const ids = (rows: readonly ActivityRow[]) => rows.map((row) => row.id);

afterEach(() => vi.unstubAllGlobals());

/** 15 lending rows at even seconds 1000…1028 and 12 swaps at odd seconds 1001…1023 (one failed). */
function history() {
  const lending = Array.from({ length: 15 }, (_, i) => lendingItem(i + 1, 1000 + 2 * i));
  const swaps = Array.from({ length: 12 }, (_, i) =>
    swapItem(100 + i, 1001 + 2 * i, i === 11 ? { status: "Failed" } : {}),
  );
  return stubActivityApi({ lending, swaps });
}

describe("fetchActivityPage", () => {
  it("merges both sources newest first, 10 a page, with the sum of the totals (completed swaps only)", async () => {
    const api = history();
    // Newest: lending 1028, 1026, 1024, then swap 1021 (the failed one at 1023 is left out), lending 1022...
    const first = await fetchActivityPage(ADDRESS, { actions: [] }, 0);
    expect(first.total).toBe(15 + 11);
    expect(first.rows.map((row) => Number(row.timestamp))).toEqual([
      1028, 1026, 1024, 1022, 1021, 1020, 1019, 1018, 1017, 1016,
    ]);
    const third = await fetchActivityPage(ADDRESS, { actions: [] }, 2);
    expect(third.rows.map((row) => Number(row.timestamp))).toEqual([1005, 1004, 1003, 1002, 1001, 1000]);
    // Page 2 of the merge reads each source's first 30 rows.
    const last = api.requests
      .slice(-2)
      .map((url) => [url.pathname.split("/").pop(), url.searchParams.get("take"), url.searchParams.get("skip")]);
    expect(last.sort()).toEqual([
      ["activity", "30", "0"],
      ["swaps", "30", "0"],
    ]);
    expect(
      api.requests
        .filter((url) => url.pathname.endsWith("/swaps"))
        .every((url) => url.searchParams.get("status") === "Completed"),
    ).toBe(true);
  });

  it("pages one source through the API when the filter picks only it", async () => {
    const api = history();
    const loans = await fetchActivityPage(ADDRESS, { actions: ["deposits", "withdrawals"] }, 1);
    expect(loans.total).toBe(15);
    expect(loans.rows).toHaveLength(5);
    expect(api.requests).toHaveLength(1);
    expect(Object.fromEntries(api.requests[0]?.searchParams ?? [])).toMatchObject({
      take: "10",
      skip: "10",
      types: "mint,redeem",
    });

    const exchanges = await fetchActivityPage(ADDRESS, { actions: ["exchanges"] }, 0);
    expect(exchanges.total).toBe(11);
    expect(exchanges.rows.every((row) => row.kind === "swap")).toBe(true);
    expect(api.requests).toHaveLength(2);
  });

  it("asks both sources for the same days, from 00:00:00 to 23:59:59 local", async () => {
    const api = history();
    await fetchActivityPage(
      ADDRESS,
      { actions: [], from: { year: 2026, month: 3, day: 1 }, to: { year: 2026, month: 3, day: 2 } },
      0,
    );
    const from = String(new Date(2026, 2, 1).getTime() / 1000);
    const to = String(new Date(2026, 2, 2, 23, 59, 59).getTime() / 1000);
    for (const url of api.requests)
      expect([url.searchParams.get("from"), url.searchParams.get("to")]).toEqual([from, to]);
  });

  it("sends no types when every lending event is wanted, so liquidations come too", async () => {
    const api = stubActivityApi({
      lending: [lendingItem(1, 10, { eventName: "liquidateBorrow", role: "liquidator" })],
    });
    const page = await fetchActivityPage(ADDRESS, { actions: [] }, 0);
    expect(api.requests.find((url) => url.pathname.endsWith("/users/activity"))?.searchParams.has("types")).toBe(false);
    expect(page.rows[0]).toMatchObject({ eventName: "liquidateBorrow", role: "liquidator" });
  });
});

describe("fetchActivityCsvRows", () => {
  it("reads up to 1000 of each source with the filters and merges them", async () => {
    const api = history();
    const rows = await fetchActivityCsvRows(ADDRESS, { actions: ["loans", "exchanges"] });
    expect(ids(rows)).toEqual(
      ids((await fetchActivityPage(ADDRESS, { actions: ["exchanges"] }, 0)).rows).concat(["swap-100"]),
    );
    const takes = api.requests.slice(0, 2).map((url) => url.searchParams.get("take"));
    expect(takes).toEqual(["1000", "1000"]);
    expect(api.requests[0]?.searchParams.get("types")).toBe("borrow");
  });
});

describe("fetchSwapsPage", () => {
  it("lists every swap, whatever its status, 10 a page", async () => {
    const api = history();
    const first = await fetchSwapsPage(ADDRESS, {}, 0);
    expect(first.total).toBe(12);
    expect(first.rows[0]).toMatchObject({ status: "Failed" });
    expect((await fetchSwapsPage(ADDRESS, {}, 1)).rows).toHaveLength(2);
    expect(api.requests[0]?.searchParams.has("status")).toBe(false);
  });
});
