import path from "node:path";
import hre from "hardhat";
import type { Address } from "viem";
import { deployProtocol } from "./deploy/protocol";
import { MARKETS } from "./deploy/parameters";
import { DEPLOYMENTS_DIR } from "./export-deployments";
import { deploymentRecord, readDeployment, writeDeployment } from "./deploy/record";

/**
 * Deploys and configures the whole protocol on the local chain (1337) and writes
 * packages/deployments/chains/1337.ceiba.json. Idempotent: when that file's contracts are already on
 * the chain, it does nothing.
 */
async function main() {
  const publicClient = await hre.viem.getPublicClient();
  const chainId = await publicClient.getChainId();
  if (chainId !== 1337) throw new Error(`deploy-local targets chain 1337, this node is chain ${chainId}`);
  const file = path.join(DEPLOYMENTS_DIR, "chains", "1337.ceiba.json");
  const existing = readDeployment(file);
  if (existing && (await isDeployed(existing.contracts.comptroller, existing.contracts.lens))) {
    const comptroller = await hre.viem.getContractAt("Comptroller", existing.contracts.comptroller);
    if ((await comptroller.read.marketCount()) === BigInt(MARKETS.length)) {
      console.log(`Protocol already deployed on chain 1337 (comptroller ${existing.contracts.comptroller})`);
      return;
    }
  }
  const startBlock = Number(await publicClient.getBlockNumber()) + 1;
  const protocol = await deployProtocol(hre);
  writeDeployment(file, deploymentRecord(chainId, startBlock, protocol));
  console.log(`Deployed the protocol on chain 1337: comptroller ${protocol.comptroller.address}`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);

  async function isDeployed(...addresses: (Address | null)[]) {
    for (const a of addresses) {
      if (!a || !(await publicClient.getCode({ address: a }))) return false;
    }
    return true;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
