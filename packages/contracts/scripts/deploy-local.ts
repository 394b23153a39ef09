import path from "node:path";
import hre from "hardhat";
import type { Address } from "viem";
import type { Deployment } from "@ceiba/deployments";
import { deployProtocol } from "./deploy/protocol";
import { MARKETS } from "./deploy/parameters";
import { deployTropykusShape } from "./deploy/tropykus-shape";
import { TROPYKUS_MARKETS } from "./deploy/tropykus-shape-parameters";
import { deploymentRecord, writeDeployment } from "./deploy/record";
import { localDeploymentFile, localProtocol, readDeploymentFile } from "@ceiba/deployments/local-protocol";

/**
 * Deploys and configures the whole protocol on the local chain (1337) and writes its record:
 * packages/deployments/chains/1337.ceiba.json for ours (the default), or, with CEIBA_PROTOCOL=tropykus,
 * the Tropykus-shaped contracts (contracts/tropykus-shape, no Lens: read deployless as on 30 and 31) and
 * 1337.tropykus.json. Idempotent: when that file's contracts are already on the chain, it does nothing.
 */
async function main() {
  const protocol = localProtocol();
  const publicClient = await hre.viem.getPublicClient();
  const chainId = await publicClient.getChainId();
  if (chainId !== 1337) throw new Error(`deploy-local targets chain 1337, this node is chain ${chainId}`);
  const file = localDeploymentFile(protocol);
  const existing = readDeploymentFile(file);
  if (existing && (await isDeployed(protocol, existing))) {
    console.log(`${protocol} already deployed on chain 1337 (comptroller ${existing.contracts.comptroller})`);
    return;
  }
  let record: Deployment;
  if (protocol === "tropykus") {
    record = (await deployTropykusShape(hre)).deployment;
  } else {
    const startBlock = Number(await publicClient.getBlockNumber()) + 1;
    record = deploymentRecord(chainId, startBlock, await deployProtocol(hre));
  }
  writeDeployment(file, record);
  console.log(`Deployed ${protocol} on chain 1337: comptroller ${record.contracts.comptroller}`);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);

  /**
   * The record's protocol is on this chain: its comptroller (and Lens) hold code and list every market. Both
   * protocols deploy from the same account at nonce 0, so on the other protocol's chain the recorded
   * comptroller address holds code too: the Tropykus-shaped one is told apart by its bytecode.
   */
  async function isDeployed(kind: typeof protocol, record: Deployment): Promise<boolean> {
    const { comptroller, lens } = record.contracts;
    if (kind === "tropykus") {
      const code = await publicClient.getCode({ address: comptroller });
      const { deployedBytecode } = await hre.artifacts.readArtifact("TkComptroller");
      if (code?.toLowerCase() !== deployedBytecode.toLowerCase()) return false;
      const tk = await hre.viem.getContractAt("TkComptroller", comptroller);
      return (await tk.read.getAllMarkets()).length === TROPYKUS_MARKETS.length;
    }
    if (!(await hasCode(comptroller, lens))) return false;
    const ours = await hre.viem.getContractAt("Comptroller", comptroller);
    // On the Tropykus-shaped chain that address is a TkComptroller, which has no marketCount().
    const count = await ours.read.marketCount().catch(() => undefined);
    return count === BigInt(MARKETS.length);
  }

  async function hasCode(...addresses: (Address | null)[]) {
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
