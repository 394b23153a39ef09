/**
 * viem clients of the local chain (Hardhat node, chain 1337) for test suites, and Hardhat's well-known test
 * accounts (its public test mnemonic): one definition for every suite that drives the local chain.
 */
import { createPublicClient, createTestClient, createWalletClient, http, type Chain } from "viem";
import { mnemonicToAccount } from "viem/accounts";

/** Hardhat's default test accounts (its well-known public test mnemonic). */
const MNEMONIC = "test test test test test test test test test test test junk";
export const hardhatAccount = (index: number) => mnemonicToAccount(MNEMONIC, { addressIndex: index });

export function localTestClients(rpcUrl: string) {
  const localChain: Chain = {
    id: 1337,
    name: "Local",
    nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
  const transport = http(rpcUrl);
  return {
    localChain,
    transport,
    publicClient: createPublicClient({ chain: localChain, transport, cacheTime: 0 }),
    testClient: createTestClient({ chain: localChain, transport, mode: "hardhat" }),
    walletFor: (index: number) => createWalletClient({ chain: localChain, transport, account: hardhatAccount(index) }),
  };
}
