/** The second local chain of the run, with the Tropykus-shaped contracts deployed (chain 1337 too). */
import { inject } from "vitest";
import { createPublicClient, createTestClient, createWalletClient, http, type Address, type Chain } from "viem";
import { getDeployment, type Deployment } from "@ceiba/deployments";
import { account } from "../clients";

export const tropykusRpcUrl = inject("tropykusRpcUrl");

export const tropykusChain: Chain = {
  id: 1337,
  name: "Local (Tropykus-shaped)",
  nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
  rpcUrls: { default: { http: [tropykusRpcUrl] } },
};

const transport = http(tropykusRpcUrl);
export const publicClient = createPublicClient({ chain: tropykusChain, transport, cacheTime: 0 });
export const testClient = createTestClient({ chain: tropykusChain, transport, mode: "hardhat" });
/** Hardhat's accounts (../clients): 0 deployed the shape and is its feeds' guardian. */
export const walletFor = (index: number) =>
  createWalletClient({ chain: tropykusChain, transport, account: account(index) });

/** packages/deployments/chains/1337.tropykus.json, as `getDeployment(1337, "tropykus")` gives it. */
export function tropykusDeployment(): Deployment {
  const d = getDeployment(1337, "tropykus");
  if (!d) throw new Error("no Tropykus-shaped local deployment in @ceiba/deployments");
  return d;
}

export const deployment = tropykusDeployment();

export function marketAddress(symbol: string): Address {
  const m = deployment.markets[symbol];
  if (!m) throw new Error(`no market ${symbol} in the Tropykus-shaped deployment`);
  return m.address;
}

export function tokenAddress(symbol: string): Address {
  const t = deployment.tokens[symbol];
  if (!t) throw new Error(`no token ${symbol} in the Tropykus-shaped deployment`);
  return t;
}
