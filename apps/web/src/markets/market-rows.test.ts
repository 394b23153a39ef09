import { describe, expect, it } from "vitest";
import { toLendingSnapshot } from "../lending/data/lending-snapshot";
import { E, LOCAL, market, must, snapshot } from "../lending/test-snapshot";
import { DEFAULT_SORT, marketRows, nextSort, sortMarketRows, type MarketRow } from "./market-rows";
import type { MarketStats } from "./market-stats";

const markets = toLendingSnapshot(
  snapshot({
    markets: [
      market("kRBTC", {
        totalSupply: E("50"),
        exchangeRateStored: E("0.02"),
        totalBorrows: E("0.2"),
        supplyRatePerBlock: 3n,
      }),
      market("kDOC", { totalSupply: E("1000000"), totalBorrows: E("5000"), supplyRatePerBlock: 2n }),
      market("kUSDRIF", { totalSupply: E("100"), totalBorrows: 0n, supplyRatePerBlock: 9n }),
      market("kBPRO", { totalSupply: E("10"), totalBorrows: E("1"), supplyRatePerBlock: 2n }),
    ],
  }),
  1337,
  LOCAL,
  0,
).markets;

const stats: MarketStats = {
  day: 0n,
  markets: new Map([
    [
      must(markets[0], "market 0").market.toLowerCase(),
      { depositors: 7, borrowers: 1, depositVolumeUsd: 0n, borrowVolumeUsd: 0n },
    ],
    [
      must(markets[2], "market 2").market.toLowerCase(),
      { depositors: 2, borrowers: 9, depositVolumeUsd: 0n, borrowVolumeUsd: 0n },
    ],
  ]),
  protocol: { depositors: 8, borrowers: 9 },
};
const ids = (rows: MarketRow[]) => rows.map((r) => r.id);

describe("marketRows", () => {
  it("keeps the display order and values each market from the snapshot", () => {
    const rows = marketRows(markets, stats);
    expect(ids(rows)).toEqual(["kdoc", "kusdrif", "krbtc", "kbpro"]);
    const doc = must(rows[0], "row 0");
    expect(doc.depositsUsd).toBe(E("20000")); // 1,000,000 × 0.02 DOC at 1 USD
    expect(doc.borrowsUsd).toBe(E("5000"));
    expect(doc.supplyApy).toBe(2n * 1_051_200n * 100n);
    expect(doc.utilization).toBe((E("5000") * E("1")) / (E("20000") + E("5000") - E("10")));
    expect(must(rows[2], "row 2").depositsUsd).toBe(E("95000")); // 1 RBTC at 95,000 USD
    expect([doc.depositors, doc.borrowers]).toEqual([7, 1]);
    expect(must(rows[3], "row 3").depositors).toBe(0); // no row in the indexer yet
  });

  it("leaves the USD sizes of a market without a price unknown, not zero, and sorts them last", () => {
    const unpriced = toLendingSnapshot(
      snapshot({
        markets: [
          market("kDOC", { totalSupply: E("1000000"), totalBorrows: E("5000") }),
          market("kBPRO", { totalSupply: E("10"), totalBorrows: E("1"), underlyingPrice: 0n }),
        ],
      }),
      1337,
      LOCAL,
      0,
    ).markets;
    const rows = marketRows(unpriced, undefined);
    const bpro = must(rows[1], "kBPRO row");
    expect([bpro.depositsUsd, bpro.borrowsUsd]).toEqual([undefined, undefined]);
    expect(bpro.utilization).toBeDefined(); // the rates and utilisation need no price
    expect(ids(sortMarketRows(rows, { column: "depositsUsd", direction: "descending" }))).toEqual(["kdoc", "kbpro"]);
  });

  it("has no counts before the indexer answers", () => {
    expect(marketRows(markets, undefined).map((r) => r.depositors)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("sortMarketRows", () => {
  const rows = marketRows(markets, stats);

  it("sorts by the display order first", () => {
    expect(ids(sortMarketRows(rows, DEFAULT_SORT))).toEqual(["kdoc", "kusdrif", "krbtc", "kbpro"]);
    expect(ids(sortMarketRows(rows, { column: "market", direction: "descending" }))).toEqual([
      "kbpro",
      "krbtc",
      "kusdrif",
      "kdoc",
    ]);
  });

  it("sorts by a figure in both directions, ties in the display order", () => {
    expect(ids(sortMarketRows(rows, { column: "depositsUsd", direction: "descending" }))).toEqual([
      "krbtc",
      "kdoc",
      "kusdrif",
      "kbpro",
    ]);
    expect(ids(sortMarketRows(rows, { column: "supplyApy", direction: "ascending" }))).toEqual([
      "kdoc",
      "kbpro",
      "krbtc",
      "kusdrif",
    ]);
    expect(ids(sortMarketRows(rows, { column: "borrowers", direction: "descending" }))).toEqual([
      "krbtc",
      "kdoc",
      "kusdrif",
      "kbpro",
    ]);
  });

  it("puts unknown values below every known one", () => {
    const unknown = marketRows(markets, undefined).map((r, i) => (i === 1 ? { ...r, depositors: 3 } : r));
    expect(ids(sortMarketRows(unknown, { column: "depositors", direction: "descending" }))).toEqual([
      "kusdrif",
      "kdoc",
      "krbtc",
      "kbpro",
    ]);
    expect(ids(sortMarketRows(unknown, { column: "depositors", direction: "ascending" }))[3]).toBe("kusdrif");
  });

  it("does not change its input", () => {
    const before = ids(rows);
    sortMarketRows(rows, { column: "borrowsUsd", direction: "descending" });
    expect(ids(rows)).toEqual(before);
  });
});

describe("nextSort", () => {
  it("flips the sorted column and starts another with its largest values", () => {
    expect(nextSort(DEFAULT_SORT, "market")).toEqual({ column: "market", direction: "descending" });
    expect(nextSort(DEFAULT_SORT, "borrowApy")).toEqual({ column: "borrowApy", direction: "descending" });
    expect(nextSort({ column: "borrowApy", direction: "descending" }, "borrowApy")).toEqual({
      column: "borrowApy",
      direction: "ascending",
    });
    expect(nextSort({ column: "borrowApy", direction: "descending" }, "market")).toEqual(DEFAULT_SORT);
  });
});
