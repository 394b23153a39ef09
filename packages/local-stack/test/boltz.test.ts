import assert from "node:assert/strict";
import { getBoltzDeployment } from "@ceiba/deployments";
import { localClients } from "../src/seed/local-clients";
import { etherSwapArtifact } from "../src/boltz/ether-swap-artifact";
import { ETHER_SWAP_VERSION, LOCAL_ETHER_SWAP, deployEtherSwap } from "../src/boltz/deploy-ether-swap";
import { seededChain } from "./helpers/seeded-chain";

describe("local stack: Boltz's EtherSwap on the local chain", () => {
  it("is deployed from boltz-core's artifact at the recorded address, answers version 6, and is not redeployed", async () => {
    const { rpcUrl } = await seededChain();
    const clients = await localClients(rpcUrl);
    const recorded = getBoltzDeployment(1337);
    assert.ok(recorded, "chains/1337.boltz.json is exported");
    assert.equal(recorded.etherSwap, LOCAL_ETHER_SWAP);
    assert.equal(recorded.contractVersion, ETHER_SWAP_VERSION);

    // version() read through the published artifact's own ABI.
    const version = await clients.publicClient.readContract({
      address: LOCAL_ETHER_SWAP,
      abi: etherSwapArtifact().abi,
      functionName: "version",
    });
    assert.equal(version, 6);

    // The step runs first on the empty chain: block 1 on every fresh chain.
    assert.equal(recorded.deployBlock, 1);
    // A restarted step sends nothing and writes the same record.
    const again = await deployEtherSwap(clients, rpcUrl, recorded);
    assert.equal(again.deployed, false);
    assert.deepEqual(again.record, recorded);
  });
});
