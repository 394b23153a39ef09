import type { Address, ContractFunctionReturnType, PublicClient } from "viem";
import { zeroAddress } from "viem";
import { ceibaLensAbi, ceibaLensBytecode, type Deployment } from "@ceiba/deployments";

/** Every market and (optionally) one account's positions, as returned by CeibaLens.snapshot. */
export type ProtocolSnapshot = ContractFunctionReturnType<typeof ceibaLensAbi, "view", "snapshot">;
export type MarketData = ProtocolSnapshot["markets"][number];
export type Position = ProtocolSnapshot["account"]["positions"][number];

export interface SnapshotOptions {
  /** The account whose positions to read; none reads markets only. */
  account?: Address;
  /** Read at this block (default: latest). */
  blockNumber?: bigint;
}

/**
 * Reads markets and account in ONE eth_call: the deployed Lens when the deployment has one, otherwise the
 * Lens bytecode run deployless (the Tropykus deployments on Rootstock have no Lens of ours).
 */
export async function readSnapshot(
  client: Pick<PublicClient, "readContract">,
  deployment: Pick<Deployment, "contracts">,
  options: SnapshotOptions = {},
): Promise<ProtocolSnapshot> {
  const base = {
    abi: ceibaLensAbi,
    functionName: "snapshot",
    args: [deployment.contracts.comptroller, options.account ?? zeroAddress],
    blockNumber: options.blockNumber,
  } as const;
  const lens = deployment.contracts.lens;
  if (lens) return client.readContract({ ...base, address: lens });
  return client.readContract({ ...base, code: ceibaLensBytecode });
}
