import type { Address, PublicClient } from "viem";

export interface DeploymentBlockOptions {
  /** Lowest block to consider (default 0). */
  low?: bigint;
  /** Highest block to consider (default: the chain head). */
  high?: bigint;
}

/**
 * The block in which the contract at `address` was deployed: the first block at whose end it has code, found
 * by a binary search on `eth_getCode` (about 23 calls over Rootstock's ~7 M blocks; the node must serve the
 * state of old blocks). Undefined when it has no code at `high`. Used where a deployment's start block is not
 * recorded (the Tropykus comptrollers on 30 and 31), so that the indexer does not scan from genesis.
 */
export async function findDeploymentBlock(
  client: Pick<PublicClient, "getCode" | "getBlockNumber">,
  address: Address,
  options: DeploymentBlockOptions = {},
): Promise<bigint | undefined> {
  const hasCode = async (blockNumber: bigint) => {
    const code = await client.getCode({ address, blockNumber });
    return code !== undefined && code !== "0x";
  };
  let low = options.low ?? 0n;
  let high = options.high ?? (await client.getBlockNumber());
  if (low > high || !(await hasCode(high))) return undefined;
  // Invariant: code at `high`; none before `low` (or low is the lowest block considered).
  while (low < high) {
    const middle = low + (high - low) / 2n;
    if (await hasCode(middle)) high = middle;
    else low = middle + 1n;
  }
  return high;
}
