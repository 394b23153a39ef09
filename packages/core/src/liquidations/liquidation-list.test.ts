import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LiquidationRecord } from "./liquidation-figures";
import {
  LIQUIDATIONS_MAX_FETCH,
  LIQUIDATIONS_PAGE_SIZE,
  liquidationLogIndex,
  liquidationsFetchLimit,
  liquidationsPage,
  mergeLiquidations,
} from "./liquidation-list";

const row = (tx: string, timestamp: number, block = timestamp, logIndex = 0): LiquidationRecord => ({
  id: `${tx}-${logIndex}`,
  txHash: tx,
  timestamp: BigInt(timestamp),
  blockNumber: BigInt(block),
  repaidAmount: 1n,
  repaidAmountUsd: 1n,
  seizedAmount: 1n,
  seizedAmountUsd: 1n,
});

describe("mergeLiquidations", () => {
  it("merges both lists newest first, each row with the account's role", () => {
    const merged = mergeLiquidations([row("0xa", 300), row("0xb", 100)], [row("0xc", 200), row("0xd", 50)]);
    expect(merged.map((r) => [r.record.txHash, r.role])).toEqual([
      ["0xa", "liquidator"],
      ["0xc", "borrower"],
      ["0xb", "liquidator"],
      ["0xd", "borrower"],
    ]);
  });

  it("orders rows of one block time by block, then by their place in the block", () => {
    const merged = mergeLiquidations(
      [row("0xa", 100, 10, 2), row("0xb", 100, 11, 0)],
      [row("0xc", 100, 10, 11), row("0xd", 100, 10, 3)],
    );
    expect(merged.map((r) => r.record.txHash)).toEqual(["0xb", "0xc", "0xd", "0xa"]);
  });

  it("pages of the merged list need only (page + 1) × page size rows of each list", () => {
    const list = fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 60 });
    fc.assert(
      fc.property(list, list, fc.integer({ min: 0, max: 6 }), (a, b, page) => {
        const sorted = (times: number[], prefix: string) =>
          times.map((t, i) => row(`${prefix}${i}`, t)).sort((x, y) => Number(y.timestamp - x.timestamp));
        const liquidator = sorted(a, "0xl");
        const borrower = sorted(b, "0xb");
        const limit = liquidationsFetchLimit(page);
        const full = liquidationsPage(mergeLiquidations(liquidator, borrower), page);
        const fetched = liquidationsPage(mergeLiquidations(liquidator.slice(0, limit), borrower.slice(0, limit)), page);
        expect(fetched.map((r) => r.record.timestamp)).toEqual(full.map((r) => r.record.timestamp));
      }),
    );
  });
});

describe("paging", () => {
  it("pages by 10", () => {
    expect(LIQUIDATIONS_PAGE_SIZE).toBe(10);
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(liquidationsPage(items, 0)).toEqual(items.slice(0, 10));
    expect(liquidationsPage(items, 2)).toEqual([20, 21, 22]);
    expect(liquidationsPage(items, 3)).toEqual([]);
  });

  it("fetches (page + 1) × 10 rows of each list, never more than one GraphQL list returns", () => {
    expect(liquidationsFetchLimit(0)).toBe(10);
    expect(liquidationsFetchLimit(4)).toBe(50);
    expect(liquidationsFetchLimit(500)).toBe(LIQUIDATIONS_MAX_FETCH);
  });
});

describe("liquidationLogIndex", () => {
  it("reads the log index at the end of the id", () => {
    expect(liquidationLogIndex("0xabc-12")).toBe(12);
    expect(liquidationLogIndex("0xabc")).toBe(0);
  });
});
