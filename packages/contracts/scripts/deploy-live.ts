import path from "node:path";
import hre from "hardhat";
import { deployProtocol } from "./deploy/protocol";
import { deploymentRecord, writeDeployment } from "./deploy/record";
import { DEPLOYMENTS_DIR } from "./export-deployments";

/**
 * Deploys the protocol to a live network: `CEIBA_RPC_URL` and `CEIBA_DEPLOYER_KEY` come from the
 * environment (`npm run deploy:live -w @ceiba/contracts`). It uses the test tokens and the settable
 * price adapter, so it refuses Rootstock mainnet: a mainnet deployment needs the real tokens and feeds.
 */
async function main() {
  if (!process.env.CEIBA_DEPLOYER_KEY) throw new Error("Set CEIBA_DEPLOYER_KEY (and CEIBA_RPC_URL) to deploy");
  const publicClient = await hre.viem.getPublicClient();
  const chainId = await publicClient.getChainId();
  if (chainId === 30) {
    throw new Error("Refusing chain 30: this deployment uses faucet test tokens and settable prices");
  }
  const startBlock = Number(await publicClient.getBlockNumber()) + 1;
  console.log(`Deploying to chain ${chainId} from block ${startBlock}`);
  const protocol = await deployProtocol(hre);
  const file = path.join(DEPLOYMENTS_DIR, "chains", `${chainId}.ceiba.json`);
  writeDeployment(file, deploymentRecord(chainId, startBlock, protocol));
  console.log(`Wrote ${file}; add it to packages/deployments/src/index.ts to ship it to the apps.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
