import { useContext, useEffect, useMemo } from "react";
import { loadReadClients, PublicClientContext, readClientsStore, type ReadClient } from "../../app/public-client";
import { useStore } from "../../shared/create-store";

/**
 * The public client to read `chainId` with: the app's read clients (app/read-clients.ts, their HTTP
 * transport batches at most 100 calls, as Rootstock needs), loaded on first use, or the clients a test
 * provides; undefined while the read clients' chunk is loading.
 */
export function useAppPublicClient(chainId: number): ReadClient | undefined {
  const provided = useContext(PublicClientContext);
  const loaded = useStore(readClientsStore, (clients) => clients);
  useEffect(() => {
    if (provided === undefined) void loadReadClients().catch(() => {}); // retried by the next page that reads
  }, [provided]);
  const clientFor = provided ?? loaded;
  return useMemo(() => clientFor?.(chainId), [clientFor, chainId]);
}
