import { type Address, createPublicClient, createTestClient, createWalletClient, defineChain, http } from "viem";

/** The local chain (1337) as viem sees it; its accounts are the node's unlocked ones (JSON-RPC accounts). */
export function localChain(rpcUrl: string) {
  return defineChain({
    id: 1337,
    name: "Ceiba local",
    nativeCurrency: { name: "Rootstock Bitcoin", symbol: "RBTC", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/**
 * Clients for a local node: reads, Hardhat's test methods (mine, set the next timestamp) and one wallet per
 * unlocked account. The node mines each transaction at once, so receipts are polled quickly.
 */
export async function localClients(rpcUrl: string) {
  const chain = localChain(rpcUrl);
  const transport = http(rpcUrl, { retryCount: 0 });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 20 });
  const testClient = createTestClient({ chain, transport, mode: "hardhat" });
  const addresses = await createWalletClient({ chain, transport }).getAddresses();
  const wallet = (account: Address) => createWalletClient({ chain, transport, account });
  return { chain, publicClient, testClient, addresses, wallet };
}

export type LocalClients = Awaited<ReturnType<typeof localClients>>;
export type LocalWallet = ReturnType<LocalClients["wallet"]>;
