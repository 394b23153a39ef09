import { describe, expect, it } from "vitest";
import type { Address } from "viem";
import { findDeploymentBlock } from "./deployment-block";

const address: Address = "0x0000000000000000000000000000000000000042";

/** A node whose contract appears at `deployedAt`, counting the getCode calls. */
function node(deployedAt: bigint | undefined, head: bigint) {
  const calls: bigint[] = [];
  return {
    calls,
    client: {
      getBlockNumber: async () => head,
      getCode: async ({ blockNumber }: { blockNumber?: bigint }) => {
        const at = blockNumber ?? head;
        calls.push(at);
        return deployedAt !== undefined && at >= deployedAt ? ("0x6080" as const) : undefined;
      },
    },
  };
}

describe("findDeploymentBlock", () => {
  it("finds the deployment block of a contract among Rootstock's ~7 M blocks in at most 25 calls", async () => {
    const { client, calls } = node(3_318_742n, 7_000_000n);
    expect(await findDeploymentBlock(client, address)).toBe(3_318_742n);
    expect(calls.length).toBeLessThanOrEqual(25);
  });

  it("finds a contract deployed in the first or the last block of the range", async () => {
    expect(await findDeploymentBlock(node(0n, 100n).client, address)).toBe(0n);
    expect(await findDeploymentBlock(node(100n, 100n).client, address)).toBe(100n);
    expect(await findDeploymentBlock(node(50n, 100n).client, address, { low: 20n, high: 80n })).toBe(50n);
  });

  it("answers undefined for an address without code", async () => {
    expect(await findDeploymentBlock(node(undefined, 100n).client, address)).toBeUndefined();
  });
});
