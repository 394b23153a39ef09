import hre from "hardhat";
import { localDeploymentFile, localProtocol, readDeploymentFile } from "@ceiba/deployments/local-protocol";
import { seedProtocol } from "./seed/seed-protocol";
import { seedTropykusShape } from "./seed/seed-tropykus";

/**
 * Seeds the local chain (after deploy-local): demo accounts 1..5 with deposits and loans in every market,
 * the micro market's subsidy, and a month of history when the node started in the past
 * (CEIBA_CHAIN_START_DATE). With CEIBA_PROTOCOL=tropykus, the Tropykus-shaped markets get a minimal seed
 * instead (seed/seed-tropykus.ts: two deposits and two loans, no history). Idempotent: a seeded chain is
 * left as it is.
 * `hardhat run scripts/seed-local.ts --network localhost`
 */
async function main() {
  const { config } = hre.network;
  if (!("url" in config)) throw new Error("seed-local runs against a node: use --network localhost");
  const protocol = localProtocol();
  const file = localDeploymentFile(protocol);
  const deployment = readDeploymentFile(file);
  if (!deployment) throw new Error(`${file} is missing: run deploy-local first`);
  const log = (line: string) => console.log(`Seed: ${line}`);
  if (protocol === "tropykus") await seedTropykusShape({ rpcUrl: config.url, deployment, log });
  else await seedProtocol({ rpcUrl: config.url, deployment, log });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
