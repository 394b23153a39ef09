import { BLOCK_TIME_MS } from "@ceiba/core";
import { useQuery } from "@tanstack/react-query";
import { useLendingChain } from "../lending/data/lending-chain";
import { lendingKeys } from "../lending/data/query-keys";
import { fetchMarketStats } from "./market-stats";

/** The indexer's counts and day volumes per market: read once a block at most; the page offers a retry. */
export function useMarketStats() {
  const { chainId } = useLendingChain();
  return useQuery({
    queryKey: lendingKeys.marketStats(chainId),
    queryFn: ({ signal }) => fetchMarketStats({ signal }),
    staleTime: Number(BLOCK_TIME_MS),
    retry: 1,
    retryDelay: 300,
  });
}
