import { inject } from "vitest";
import { createPublicClient, createTestClient, createWalletClient, http, type Chain } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { getDeployment, type Deployment } from "@ceiba/deployments";

export const rpcUrl = inject("rpcUrl");

/** The local chain as viem sees it (Hardhat node, chain 1337). */
export const localChain: Chain = {
  id: 1337,
  name: "Local",
  nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
};

/** Hardhat's default test accounts (its well-known public test mnemonic); 0 deployed the protocol. */
const MNEMONIC = "test test test test test test test test test test test junk";
export const account = (index: number) => mnemonicToAccount(MNEMONIC, { addressIndex: index });

const transport = http(rpcUrl);
export const publicClient = createPublicClient({ chain: localChain, transport, cacheTime: 0 });
export const testClient = createTestClient({ chain: localChain, transport, mode: "hardhat" });
export const walletFor = (index: number) =>
  createWalletClient({ chain: localChain, transport, account: account(index) });

export function localDeployment(): Deployment {
  const d = getDeployment(1337, "ceiba");
  if (!d) throw new Error("no local deployment in @ceiba/deployments");
  return d;
}
