import { createPublicClient, custom, http, type Chain, type EIP1193Provider, type PublicClient } from "viem";
import { RPC_BATCH_LIMIT } from "@ceiba/core";

export interface ProviderChoice {
  client: PublicClient;
  /** Which provider answered: our own node, or the wallet's. */
  source: "own" | "wallet";
}

export interface SelectProviderOptions {
  chain: Chain;
  /** Our own JSON-RPC node (tried first). */
  ownRpcUrl: string;
  /** The connected wallet's EIP-1193 provider (the fallback). */
  walletProvider?: EIP1193Provider;
  /** How long our node has to answer the block number (default 5 s). */
  timeoutMs?: number;
}

/**
 * Provider selection of lending-engine §4: our own node is tried first; if it fails to answer the block
 * number, the wallet's provider is used. Rootstock nodes cap JSON-RPC batches at 100 requests.
 */
export async function selectProvider(options: SelectProviderOptions): Promise<ProviderChoice> {
  const own = createPublicClient({
    chain: options.chain,
    transport: http(options.ownRpcUrl, {
      batch: { batchSize: RPC_BATCH_LIMIT },
      retryCount: 0,
      timeout: options.timeoutMs ?? 5_000,
    }),
  });
  try {
    await own.getBlockNumber({ cacheTime: 0 });
    return { client: own, source: "own" };
  } catch (error) {
    if (!options.walletProvider) throw error;
    const wallet = createPublicClient({ chain: options.chain, transport: custom(options.walletProvider) });
    await wallet.getBlockNumber({ cacheTime: 0 });
    return { client: wallet, source: "wallet" };
  }
}
