import { inject } from "vitest";
import { getDeployment, type Deployment } from "@ceiba/deployments";
import { hardhatAccount, localTestClients } from "@ceiba/local-stack/test-clients";

/** The local chain as viem sees it (Hardhat node, chain 1337), and Hardhat's test accounts. */
export const { localChain, transport, publicClient, testClient, walletFor } = localTestClients(inject("rpcUrl"));
export const account = hardhatAccount;

export function localDeployment(): Deployment {
  const d = getDeployment(1337, "ceiba");
  if (!d) throw new Error("no local deployment in @ceiba/deployments");
  return d;
}
