import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { BoltzDeployment } from "@ceiba/deployments";
import { deployEtherSwap } from "./boltz/deploy-ether-swap";
import { LocalToolError, defaultLocalRpcUrl } from "./local-tools/local-connection";
import { localClients } from "./seed/local-clients";

/**
 * Puts Boltz's EtherSwap on the local chain (first, before deploy-local and the seed, so it is deployed in
 * block 1 of every fresh chain) and writes @ceiba/deployments' chains/1337.boltz.json.
 * Idempotent. The chain is CEIBA_LOCAL_RPC, else 127.0.0.1 on CEIBA_RPC_PORT.
 */
async function main() {
  const rpcUrl = defaultLocalRpcUrl();
  const clients = await localClients(rpcUrl);
  if ((await clients.publicClient.getChainId()) !== 1337)
    throw new LocalToolError("EtherSwap is deployed on 1337 only");
  const require = createRequire(import.meta.url);
  const out = path.join(path.dirname(require.resolve("@ceiba/deployments/package.json")), "chains", "1337.boltz.json");
  const known = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, "utf8")) as BoltzDeployment) : undefined;
  const { record, deployed } = await deployEtherSwap(clients, rpcUrl, known);
  const json = `${JSON.stringify(record, null, 2)}\n`;
  if (!fs.existsSync(out) || fs.readFileSync(out, "utf8") !== json) fs.writeFileSync(out, json);
  console.log(
    `Boltz: EtherSwap v${record.contractVersion} ${deployed ? "deployed" : "already deployed"} at ` +
      `${record.etherSwap} (block ${record.deployBlock})`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
