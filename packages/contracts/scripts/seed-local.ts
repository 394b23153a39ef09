import path from "node:path";
import hre from "hardhat";
import { DEPLOYMENTS_DIR } from "./export-deployments";
import { readDeployment } from "./deploy/record";
import { seedProtocol } from "./seed/seed-protocol";

/**
 * Seeds the local chain (after deploy-local): demo accounts 1..5 with deposits and loans in every market,
 * the micro market's subsidy, and a month of history when the node started in the past
 * (CEIBA_CHAIN_START_DATE). Idempotent: a seeded chain is left as it is.
 * `hardhat run scripts/seed-local.ts --network localhost`
 */
async function main() {
  const { config } = hre.network;
  if (!("url" in config)) throw new Error("seed-local runs against a node: use --network localhost");
  const file = path.join(DEPLOYMENTS_DIR, "chains", "1337.ceiba.json");
  const deployment = readDeployment(file);
  if (!deployment) throw new Error(`${file} is missing: run deploy-local first`);
  await seedProtocol({ rpcUrl: config.url, deployment, log: (line) => console.log(`Seed: ${line}`) });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
