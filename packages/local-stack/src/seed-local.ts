import { localDeploymentFile, localProtocol, readDeploymentFile } from "@ceiba/deployments/local-protocol";
import { LocalToolError, defaultLocalRpcUrl } from "./local-tools/local-connection";
import { seedProtocol } from "./seed/seed-protocol";
import { seedTropykusShape } from "./seed/seed-tropykus";

/**
 * Seeds the local chain (after deploy-local): demo accounts 1..5 with deposits and loans in every market,
 * the micro market's subsidy, and a month of history when the node started in the past
 * (CEIBA_CHAIN_START_DATE). With CEIBA_PROTOCOL=tropykus, the Tropykus-shaped markets get a minimal seed
 * instead (seed/seed-tropykus.ts: two deposits and two loans, no history). Idempotent: a seeded chain is
 * left as it is. The chain is CEIBA_LOCAL_RPC, else 127.0.0.1 on CEIBA_RPC_PORT (8545).
 * `npm run seed -w @ceiba/local-stack`
 */
async function main() {
  const rpcUrl = defaultLocalRpcUrl();
  const protocol = localProtocol();
  const file = localDeploymentFile(protocol);
  const deployment = readDeploymentFile(file);
  if (!deployment) throw new LocalToolError(`${file} is missing: run deploy-local first`);
  const log = (line: string) => console.log(`Seed: ${line}`);
  if (protocol === "tropykus") await seedTropykusShape({ rpcUrl, deployment, log });
  else await seedProtocol({ rpcUrl, deployment, log });
}

main().then(
  () => process.exit(0), // viem's HTTP keep-alive would otherwise hold the process a few seconds
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
