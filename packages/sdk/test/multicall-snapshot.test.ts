import { describe, expect, it } from "vitest";
import { createPublicClient, http } from "viem";
import { inject } from "vitest";
import { MAX_CALLS_PER_BATCH, readSnapshotMulticall } from "../src/reads/multicall-snapshot";
import { readSnapshot } from "../src/reads/snapshot";
import { account, localChain, localDeployment, publicClient } from "./clients";

describe("readSnapshotMulticall (deployments without a Lens)", () => {
  it("returns exactly what the Lens returns, at the same block", async () => {
    const deployment = localDeployment();
    const user = account(2).address;
    const viaLens = await readSnapshot(publicClient, deployment, { account: user });
    const viaMulticall = await readSnapshotMulticall(publicClient, deployment, {
      account: user,
      blockNumber: viaLens.blockNumber,
      deployless: true, // the local node has no Multicall3
    });
    expect(viaMulticall).toEqual(viaLens);
  });

  it("keeps every JSON-RPC batch within Rootstock's limit of 100 requests", async () => {
    const sizes: number[] = [];
    const client = createPublicClient({
      chain: localChain,
      transport: http(inject("rpcUrl"), {
        batch: { batchSize: MAX_CALLS_PER_BATCH },
        onFetchRequest: async (request) => {
          const body = (await request.clone().json()) as unknown;
          sizes.push(Array.isArray(body) ? body.length : 1);
        },
      }),
    });
    const snapshot = await readSnapshotMulticall(client, localDeployment(), {
      account: account(2).address,
      deployless: true,
    });
    expect(snapshot.markets.length).toBe(8);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_CALLS_PER_BATCH);
  });
});
