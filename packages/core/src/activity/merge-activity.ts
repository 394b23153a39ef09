/**
 * The Operations list mixes two sources, each already newest first: the indexer's lending events and the
 * recorded swaps. Merging (rather than sorting) keeps each source's own order, so the first n merged rows
 * only need the first n of each source: page p is the merge of both sources' first (p + 1) × 10 rows.
 */
import type { ActivityRow } from "./activity-row";

const logIndexOf = (row: ActivityRow): number => (row.kind === "lending" ? row.logIndex : -1);

/**
 * Newest first: positive when `a` comes after `b`. Rows of the same second are ordered by transaction hash,
 * then log index (both descending), so the order is the same on every read.
 */
export function compareActivityNewestFirst(a: ActivityRow, b: ActivityRow): number {
  if (a.timestamp !== b.timestamp) return a.timestamp > b.timestamp ? -1 : 1;
  const ha = (a.txHash ?? "").toLowerCase();
  const hb = (b.txHash ?? "").toLowerCase();
  if (ha !== hb) return ha > hb ? -1 : 1;
  return logIndexOf(b) - logIndexOf(a);
}

/** Both lists merged newest first, each list's own order kept (a tie takes `first`'s row first). */
export function mergeActivityNewestFirst<T extends ActivityRow>(first: readonly T[], second: readonly T[]): T[] {
  const merged: T[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length) {
    const a = first[i] as T;
    const b = second[j] as T;
    if (compareActivityNewestFirst(a, b) <= 0) {
      merged.push(a);
      i += 1;
    } else {
      merged.push(b);
      j += 1;
    }
  }
  return merged.concat(first.slice(i), second.slice(j));
}
