import { BLOCK_TIME_MS } from "@ceiba/core";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { accountKeys, lendingKeys, type TransactionScope } from "./query-keys";

/** The account's reads that come from the indexer, which lags the chain by the blocks it has not indexed. */
const INDEXED_ACCOUNT_READS: ReadonlySet<unknown> = new Set([
  "activity",
  "latest-activity",
  "balances",
  "liquidations",
  "year-in-review",
]);

export interface IndexerCatchUp {
  /** The chain head now (after the receipt). */
  head: () => Promise<bigint>;
  /** The indexer's latest block; a failure counts as "not there yet". */
  indexed: () => Promise<bigint>;
  /** Waits between two questions (default a timer). */
  wait?: (ms: number) => Promise<void>;
  /** How often to ask (default 1.5 s) and for how long at most (default four blocks). */
  intervalMs?: number;
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isIndexedAccountRead(key: QueryKey, scope: TransactionScope): boolean {
  const prefix = accountKeys.all(scope.chainId, scope.address);
  return prefix.every((part, i) => key[i] === part) && INDEXED_ACCOUNT_READS.has(key[prefix.length]);
}

/**
 * After a receipt, invalidateAfterTransaction refetches everything of the account at once, but the indexer
 * has usually not reached the receipt's block yet: the activity, the deposit principals and the market
 * counts would miss the transaction until something else refetched them. This waits until the indexer has
 * the head seen after the receipt, then reads those again, so the screen shows the
 * transaction without a reload. Resolves false when the indexer did not get there in time (its reads then
 * keep their usual once-a-block refresh).
 */
export async function refreshWhenIndexed(
  queryClient: QueryClient,
  scope: TransactionScope,
  catchUp: IndexerCatchUp,
): Promise<boolean> {
  const wait = catchUp.wait ?? sleep;
  const interval = catchUp.intervalMs ?? 1_500;
  const attempts = Math.max(1, Math.ceil((catchUp.timeoutMs ?? 4 * Number(BLOCK_TIME_MS)) / interval));
  const target = await catchUp.head();
  for (let attempt = 0; ; attempt++) {
    const indexed = await catchUp.indexed().catch(() => undefined);
    if (indexed !== undefined && indexed >= target) break;
    if (attempt + 1 >= attempts) return false;
    await wait(interval);
  }
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => isIndexedAccountRead(query.queryKey, scope) }),
    queryClient.invalidateQueries({ queryKey: lendingKeys.marketStats(scope.chainId) }),
  ]);
  return true;
}
