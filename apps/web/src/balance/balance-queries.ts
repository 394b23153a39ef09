/**
 * /balance's reads of the indexer, each a TanStack query under the account's key (query-keys.ts): a
 * receipt invalidates them with the rest of the account, a disconnect drops them. Read at most once a
 * block; one quick retry, then the tab shows its error with a retry of its own.
 */
import { BLOCK_TIME_MS, liquidatedByLatestActivity } from "@ceiba/core";
import { useQuery } from "@tanstack/react-query";
import { useLendingChain } from "../lending/data/lending-chain";
import { accountKeys } from "../lending/data/query-keys";
import { fetchLatestActivity } from "./account-activity";
import { fetchDepositPrincipals } from "./deposit-principals";
import { fetchLiquidations } from "./liquidations";
import { fetchYearInReview } from "./year-in-review-data";

const INDEXER_READ = { staleTime: Number(BLOCK_TIME_MS), retry: 1, retryDelay: 300 } as const;

/**
 * Whether the account shows as liquidated (core liquidatedByLatestActivity on its newest activity row):
 * undefined while the row loads; false when the indexer cannot be read (the chain's level stands).
 */
export function useAccountLiquidated(): boolean | undefined {
  const { chainId, account } = useLendingChain();
  const query = useQuery({
    queryKey: accountKeys.latestActivity(chainId, account ?? ""),
    queryFn: ({ signal }) => fetchLatestActivity(account ?? "", { signal }),
    enabled: account !== undefined,
    ...INDEXER_READ,
  });
  if (query.isError) return false;
  if (query.isPending) return undefined;
  return liquidatedByLatestActivity(query.data);
}

/** The principal of each deposit (for the interest earned); undefined while loading or when unreadable. */
export function useDepositPrincipals() {
  const { chainId, account } = useLendingChain();
  return useQuery({
    queryKey: accountKeys.balances(chainId, account ?? ""),
    queryFn: ({ signal }) => fetchDepositPrincipals(account ?? "", { signal }),
    enabled: account !== undefined,
    ...INDEXER_READ,
  });
}

/** Page `page` (from 0) of the account's liquidations; the previous page stays while the next loads. */
export function useLiquidations(page: number) {
  const { chainId, account } = useLendingChain();
  return useQuery({
    queryKey: accountKeys.liquidations(chainId, account ?? "", page),
    queryFn: ({ signal }) => fetchLiquidations(account ?? "", page, { signal }),
    enabled: account !== undefined,
    // The previous page stays on screen while the next loads; never another account's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === account?.toLowerCase() ? previous : undefined,
    ...INDEXER_READ,
  });
}

/** The year-in-review of `year` for the account (disabled when the switch is off). */
export function useYearInReview(year: number | undefined) {
  const { chainId, account } = useLendingChain();
  return useQuery({
    queryKey: accountKeys.yearInReview(chainId, account ?? "", year ?? 0),
    queryFn: ({ signal }) => fetchYearInReview(account ?? "", year ?? 0, { signal }),
    enabled: account !== undefined && year !== undefined,
    ...INDEXER_READ,
  });
}
