import { CHAINS, type ChainId } from "@ceiba/core";
import type { Address } from "viem";

/** How viem reaches Multicall3: its address on the chain, or its bytecode run deployless (a local chain). */
export type MulticallTarget = { multicallAddress: Address } | { deployless: true };

/** The multicall target of a chain: Multicall3 where core knows one, deployless elsewhere (1337). */
export function multicallTarget(chainId: ChainId): MulticallTarget {
  const address = CHAINS[chainId].multicall3;
  return address ? { multicallAddress: address as Address } : { deployless: true };
}
