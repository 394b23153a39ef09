import assert from "node:assert/strict";
import { parseAbi, type Address } from "viem";
import { getUniswapDeployment } from "@ceiba/deployments";
import { localDeploymentFile, readDeploymentFile } from "@ceiba/deployments/local-protocol";
import { localClients } from "../src/seed/local-clients";
import { createLocalPools } from "../src/uniswap/create-pools";
import { deployUniswap, localUniswapDeployment } from "../src/uniswap/deploy-uniswap";
import { LOCAL_POOLS } from "../src/uniswap/pool-plan";
import { seededChain } from "./helpers/seeded-chain";

const poolAbi = parseAbi(["function liquidity() view returns (uint128)", "function fee() view returns (uint24)"]);

describe("local stack: Uniswap on the local chain", () => {
  it("deploys v3, Permit2 and the Universal Router at the recorded addresses, and fills the spec's ten pools", async () => {
    const { rpcUrl } = await seededChain();
    const clients = await localClients(rpcUrl);
    const record = localUniswapDeployment();
    assert.deepEqual(getUniswapDeployment(1337), record, "chains/1337.uniswap.json is what the step deploys");
    const { chainId, source, poolInitCodeHash, swapRouter02, universalRouterVersion, ...contracts } = record;
    assert.deepEqual(
      [chainId, swapRouter02, poolInitCodeHash.length, source.length > 0, universalRouterVersion],
      [1337, null, 66, true, "2.1"],
    );
    for (const [name, address] of Object.entries(contracts)) {
      const code = await clients.publicClient.getCode({ address: address as Address });
      assert.ok(code && code.length > 2, `${name} has no code at ${address}`);
    }

    // Run again, as a restarted step would: nothing is sent, every pool is found with its liquidity.
    const deployment = readDeploymentFile(localDeploymentFile("ceiba"));
    if (!deployment) throw new Error("no local deployment");
    assert.equal((await deployUniswap(clients, rpcUrl)).deployed, false);
    const pools = await createLocalPools({ clients, rpcUrl, deployment, uniswap: record });
    assert.deepEqual(
      pools.map((p) => [p.pair, p.created]),
      LOCAL_POOLS.map((p) => [`${p.a}-${p.b}`, false]),
    );
    for (const [i, pool] of pools.entries()) {
      const read = (functionName: "liquidity" | "fee") =>
        clients.publicClient.readContract({ address: pool.address, abi: poolAbi, functionName });
      assert.ok((await read("liquidity")) > 0n, `${pool.pair} has no liquidity`);
      assert.equal(await read("fee"), LOCAL_POOLS[i]?.fee);
    }
  });
});
