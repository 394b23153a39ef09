/**
 * The Operations and Exchanges tabs' reads, as TanStack queries under the account's activity key
 * (query-keys.ts): a receipt invalidates them with the rest of the account and a disconnect drops them.
 * Read at most once a block, one quick retry; the previous page stays on screen while the next loads.
 */
import { BLOCK_TIME_MS } from "@ceiba/core";
import { useQuery } from "@tanstack/react-query";
import type { ApiOptions } from "../../config/indexer-api";
import { useLendingChain } from "../../lending/data/lending-chain";
import { accountKeys } from "../../lending/data/query-keys";
import { filtersKey, type ActivityFilters } from "./activity-filters";
import { fetchActivityPage, fetchSwapsPage } from "./activity-pages";

const INDEXER_READ = { staleTime: Number(BLOCK_TIME_MS), retry: 1, retryDelay: 300 } as const;

/** Whose activity a tab shows: the given account and chain, else the connected session's. */
export interface ActivityAccount {
  /** The account's address (any case); default: the connected wallet's. */
  account?: string;
  /** Default: the app's chain. */
  chainId?: number;
}

export function useActivityAccount(given: ActivityAccount): { account: string | undefined; chainId: number } {
  const session = useLendingChain();
  return { account: (given.account ?? session.account)?.toLowerCase(), chainId: given.chainId ?? session.chainId };
}

/** Keeps the tab's previous rows while the next page or filter loads, but never another account's. */
const keepPage =
  (account: string | undefined, tab: string) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined => {
    const key = previousQuery?.queryKey;
    const filters = key?.[5] as { tab?: string } | undefined;
    return key?.[3] === account && filters?.tab === tab ? previous : undefined;
  };

type PageFetcher<T> = (address: string, filters: ActivityFilters, page: number, options: ApiOptions) => Promise<T>;

/** Page `page` (from 0) of a tab's list with `filters`, under the tab's own key. */
function useTabPage<T>(
  tab: string,
  fetchPage: PageFetcher<T>,
  who: ActivityAccount,
  filters: ActivityFilters,
  page: number,
) {
  const { account, chainId } = useActivityAccount(who);
  return useQuery({
    queryKey: accountKeys.activity(chainId, account ?? "", filtersKey(filters, tab, page)),
    queryFn: ({ signal }) => fetchPage(account ?? "", filters, page, { signal }),
    enabled: account !== undefined,
    placeholderData: keepPage(account, tab),
    ...INDEXER_READ,
  });
}

/** Page `page` (from 0) of the Operations list with `filters`. */
export function useActivityPage(who: ActivityAccount, filters: ActivityFilters, page: number) {
  return useTabPage("operations", fetchActivityPage, who, filters, page);
}

/** Page `page` (from 0) of the Exchanges tab within the filter's days. */
export function useSwapsPage(who: ActivityAccount, filters: ActivityFilters, page: number) {
  return useTabPage("exchanges", fetchSwapsPage, who, filters, page);
}
