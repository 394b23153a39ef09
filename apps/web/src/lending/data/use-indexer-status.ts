import { BLOCK_TIME_MS } from "@ceiba/core";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { reportServerError } from "../../shell/ui-store";
import { useAppPublicClient } from "./app-public-client";
import { loadIndexerStatus, type IndexerStatus } from "./indexer-status";
import { useLendingChain } from "./lending-chain";
import { lendingKeys } from "./query-keys";

/**
 * Is the indexer live (within 1 block of the head)? Read at most once a block and after every
 * transaction (invalidateAfterTransaction). A failed GraphQL answer opens the server-error dialog once
 * (SERVER_CONNECTION_ERROR: "migration status load") and sends reads to the Lens.
 */
export function useIndexerStatus(options: { enabled?: boolean } = {}): UseQueryResult<IndexerStatus, Error> {
  const { chainId } = useLendingChain();
  const client = useAppPublicClient(chainId);
  return useQuery({
    queryKey: lendingKeys.indexerStatus(chainId),
    queryFn: () => {
      if (!client) throw new Error(`No client for chain ${chainId}`);
      return loadIndexerStatus({ client, onApiFailure: () => reportServerError() });
    },
    enabled: (options.enabled ?? true) && client !== undefined,
    staleTime: Number(BLOCK_TIME_MS),
    retry: false,
  });
}
