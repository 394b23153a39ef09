import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { localDeploymentFile, localProtocol, readDeploymentFile } from "@ceiba/deployments/local-protocol";
import { LocalToolError, defaultLocalRpcUrl } from "./local-tools/local-connection";
import { localClients } from "./seed/local-clients";
import { createLocalPools } from "./uniswap/create-pools";
import { deployUniswap } from "./uniswap/deploy-uniswap";
import { permit2Artifact } from "./uniswap/permit2-build";

/**
 * Puts Uniswap on the local chain (after deploy-local, and after the seed when there is one, so the pools
 * start at the oracle's latest prices): v3, Permit2 and the Universal Router from their npm artifacts, and the
 * spec's pools with liquidity. Writes their addresses to @ceiba/deployments' chains/1337.uniswap.json (the
 * same on every fresh chain). Idempotent. The chain is CEIBA_LOCAL_RPC, else 127.0.0.1 on CEIBA_RPC_PORT.
 */
async function main() {
  const started = Date.now();
  // Permit2 is compiled (~13 s, blocking this process) before the first request: a connection to the node
  // opened earlier is closed by the node meanwhile, and the next request fails ("fetch failed").
  permit2Artifact();
  const rpcUrl = defaultLocalRpcUrl();
  const file = localDeploymentFile(localProtocol());
  const deployment = readDeploymentFile(file);
  if (!deployment) throw new LocalToolError(`${file} is missing: run deploy-local first`);
  const clients = await localClients(rpcUrl);
  if ((await clients.publicClient.getChainId()) !== 1337) throw new LocalToolError("Uniswap is deployed on 1337 only");
  const { record, deployed } = await deployUniswap(clients, rpcUrl);
  const pools = await createLocalPools({ clients, rpcUrl, deployment, uniswap: record });
  const require = createRequire(import.meta.url);
  const out = path.join(
    path.dirname(require.resolve("@ceiba/deployments/package.json")),
    "chains",
    "1337.uniswap.json",
  );
  const json = `${JSON.stringify(record, null, 2)}\n`;
  if (!fs.existsSync(out) || fs.readFileSync(out, "utf8") !== json) fs.writeFileSync(out, json);
  const made = pools.filter((p) => p.created).length;
  console.log(
    `Uniswap: ${deployed ? "deployed" : "already deployed"} (Universal Router ${record.universalRouter}), ` +
      `${made} of ${pools.length} pools filled, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
