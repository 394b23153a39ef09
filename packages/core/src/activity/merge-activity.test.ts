import { describe, expect, it } from "vitest";
import type { ActivityRow } from "./activity-row";
import { compareActivityNewestFirst, mergeActivityNewestFirst } from "./merge-activity";
import { lendingRow, swapRow } from "./test-rows";

const ids = (rows: readonly ActivityRow[]) => rows.map((row) => row.id);
const hash = (byte: string) => `0x${byte.repeat(32)}`;

describe("mergeActivityNewestFirst", () => {
  it("interleaves both sources by time, newest first", () => {
    const lending = [lendingRow({ id: "l30", timestamp: 30n }), lendingRow({ id: "l10", timestamp: 10n })];
    const swaps = [
      swapRow({ id: "s40", timestamp: 40n }),
      swapRow({ id: "s20", timestamp: 20n }),
      swapRow({ id: "s5", timestamp: 5n }),
    ];
    expect(ids(mergeActivityNewestFirst<ActivityRow>(lending, swaps))).toEqual(["s40", "l30", "s20", "l10", "s5"]);
  });

  it("keeps each source's own order, even where the tie rule would say otherwise", () => {
    // The indexer orders one second's events by block and log index; the merge never reorders them.
    const lending = [
      lendingRow({ id: "first", timestamp: 10n, txHash: hash("01"), logIndex: 0 }),
      lendingRow({ id: "second", timestamp: 10n, txHash: hash("ff"), logIndex: 9 }),
    ];
    expect(ids(mergeActivityNewestFirst<ActivityRow>(lending, []))).toEqual(["first", "second"]);
  });

  it("orders the same second by transaction hash, then log index, the same way on every read", () => {
    const a = lendingRow({ id: "a", timestamp: 10n, txHash: hash("cc"), logIndex: 2 });
    const b = swapRow({ id: "b", timestamp: 10n, txHash: hash("dd") });
    expect(ids(mergeActivityNewestFirst<ActivityRow>([a], [b]))).toEqual(["b", "a"]);
    expect(ids(mergeActivityNewestFirst<ActivityRow>([b], [a]))).toEqual(["b", "a"]);
    const sameTx = [lendingRow({ id: "log5", logIndex: 5 }), lendingRow({ id: "log3", logIndex: 3 })];
    expect(compareActivityNewestFirst(sameTx[0] as ActivityRow, sameTx[1] as ActivityRow)).toBeLessThan(0);
  });

  it("gives the first n rows of the full merge from the first n of each source (the paging rule)", () => {
    const lending = Array.from({ length: 25 }, (_, i) => lendingRow({ id: `l${i}`, timestamp: BigInt(1000 - i * 3) }));
    const swaps = Array.from({ length: 25 }, (_, i) => swapRow({ id: `s${i}`, timestamp: BigInt(1000 - i * 5) }));
    const full = mergeActivityNewestFirst<ActivityRow>(lending, swaps);
    for (const n of [10, 20, 30]) {
      expect(ids(mergeActivityNewestFirst<ActivityRow>(lending.slice(0, n), swaps.slice(0, n)).slice(0, n))).toEqual(
        ids(full.slice(0, n)),
      );
    }
  });
});
