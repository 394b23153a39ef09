import { inject } from "vitest";
import { createPublicClient, createWalletClient, http, type Chain } from "viem";
import { getDeployment, type Deployment } from "@ceiba/deployments";
import { account } from "../clients";

/** The second local chain, running the Tropykus-shaped contracts (chain 1337 too). */
export const tropykusChain: Chain = {
  id: 1337,
  name: "Local (Tropykus-shaped)",
  nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
  rpcUrls: { default: { http: [inject("tropykusRpcUrl")] } },
};

export const transport = http(inject("tropykusRpcUrl"));
export const publicClient = createPublicClient({ chain: tropykusChain, transport, cacheTime: 0 });
export const walletFor = (index: number) =>
  createWalletClient({ chain: tropykusChain, transport, account: account(index) });

/** packages/deployments/chains/1337.tropykus.json, as `getDeployment(1337, "tropykus")` gives it. */
export function tropykusDeployment(): Deployment {
  const d = getDeployment(1337, "tropykus");
  if (!d) throw new Error("no Tropykus-shaped local deployment in @ceiba/deployments");
  return d;
}
