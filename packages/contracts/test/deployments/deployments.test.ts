import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import hre from "hardhat";
import { mine, reset } from "@nomicfoundation/hardhat-network-helpers";
import type { Deployment } from "@ceiba/deployments";
import { deployProtocol } from "../../scripts/deploy/protocol";
import { deploymentRecord } from "../../scripts/deploy/record";
import { deployTropykusShape } from "../../scripts/deploy/tropykus-shape";
import { DEPLOYMENTS_DIR, renderDeploymentSources } from "../../scripts/export-deployments";

/**
 * A fresh chain as `npm start` makes it: the deployer's nonces at 0, and block 1 taken by Boltz's EtherSwap
 * (@ceiba/local-stack deploys it first, so that its record does not move with what follows): the protocol's
 * deployment starts at block 2.
 */
async function freshLocalChain() {
  await reset();
  await mine(1);
}

describe("@ceiba/deployments", () => {
  it("holds the ABIs of the compiled contracts (run `npm run export -w @ceiba/contracts` after a change)", async () => {
    for (const [rel, content] of await renderDeploymentSources()) {
      const committed = fs.readFileSync(path.join(DEPLOYMENTS_DIR, rel), "utf8");
      assert.equal(committed, content, `${rel} is out of date`);
    }
  });

  // packages/sdk/test/deployments-only.test.ts runs a program with @ceiba/deployments alone on this deployment.
  describe("the local deployment", () => {
    let record: Deployment;

    before(async () => {
      await freshLocalChain();
      const startBlock = Number(await (await hre.viem.getPublicClient()).getBlockNumber()) + 1;
      record = deploymentRecord(1337, startBlock, await deployProtocol(hre));
    });

    after(() => reset());

    it("finds the local deployment at the committed addresses", () => {
      const committed = JSON.parse(
        fs.readFileSync(path.join(DEPLOYMENTS_DIR, "chains", "1337.ceiba.json"), "utf8"),
      ) as Deployment;
      assert.deepEqual(committed, record);
    });
  });

  // CEIBA_PROTOCOL=tropykus: deploy-local deploys the Tropykus-shaped contracts on a fresh chain.
  describe("the local Tropykus-shaped deployment", () => {
    let record: Deployment;

    before(async () => {
      await freshLocalChain();
      record = (await deployTropykusShape(hre)).deployment;
    });

    after(() => reset());

    it("finds it at the committed addresses, without a Lens (read deployless, as on 30 and 31)", () => {
      const committed = JSON.parse(
        fs.readFileSync(path.join(DEPLOYMENTS_DIR, "chains", "1337.tropykus.json"), "utf8"),
      ) as Deployment;
      assert.deepEqual(committed, record);
      assert.equal(committed.protocol, "tropykus");
      assert.equal(committed.contracts.lens, null);
    });
  });
});
