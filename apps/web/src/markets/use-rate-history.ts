import { useQuery } from "@tanstack/react-query";
import { useLendingChain } from "../lending/data/lending-chain";
import { lendingKeys } from "../lending/data/query-keys";
import { fetchRateHistory } from "./rate-history";

/** A market's last year of rates from the indexer (one query per market, kept a minute). */
export function useRateHistory(market: string) {
  const { chainId } = useLendingChain();
  return useQuery({
    queryKey: lendingKeys.rateHistory(chainId, market),
    queryFn: ({ signal }) => fetchRateHistory(market, { signal }),
    staleTime: 60_000,
    retry: 1,
    retryDelay: 300,
  });
}
