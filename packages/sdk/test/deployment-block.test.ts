import { describe, expect, it } from "vitest";
import { findDeploymentBlock } from "../src/reads/deployment-block";
import { localDeployment, publicClient } from "./clients";

describe("findDeploymentBlock on the local chain", () => {
  it("finds the comptroller's deployment block: code there, none the block before, at or after the start block", async () => {
    const deployment = localDeployment();
    const address = deployment.contracts.comptroller;
    const found = await findDeploymentBlock(publicClient, address);
    if (found === undefined) throw new Error("no comptroller code");
    expect(found).toBeGreaterThanOrEqual(BigInt(deployment.startBlock));
    expect(await publicClient.getCode({ address, blockNumber: found })).toMatch(/^0x[0-9a-f]{2,}/);
    expect(await publicClient.getCode({ address, blockNumber: found - 1n })).toBeUndefined();
  });
});
