/**
 * Deploys Boltz's EtherSwap (boltz-core's published artifact) on the local chain from a deployer of its own, a
 * fixed key funded with hardhat_setBalance, at its first nonce: every fresh chain has it at the same address,
 * whatever the lending protocol or Uniswap deployed. Does nothing when it is already there.
 */
import {
  type Address,
  createWalletClient,
  getContractAddress,
  http,
  keccak256,
  parseAbi,
  parseEther,
  toBytes,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { BoltzDeployment } from "@ceiba/deployments";
import type { LocalClients } from "../seed/local-clients";
import { etherSwapArtifact } from "./ether-swap-artifact";

/** Not a secret: a local-only key, derived from a phrase so every chain gets the same address. */
export const BOLTZ_DEPLOYER = privateKeyToAccount(keccak256(toBytes("ceiba local boltz etherswap deployer")));

/** The EtherSwap address on every local chain: the deployer's first CREATE. */
export const LOCAL_ETHER_SWAP = getContractAddress({
  from: BOLTZ_DEPLOYER.address,
  nonce: 0n,
}).toLowerCase() as Address;

/** What boltz-core 4.0.1's EtherSwap answers to version(); the Boltz client checks it before use. */
export const ETHER_SWAP_VERSION = 6;

const versionAbi = parseAbi(["function version() pure returns (uint8)"]);

/**
 * The EtherSwap on the chain: deploys it when missing, then reads its version and its deploy block (from the
 * deployer's one transaction) for the record.
 */
export async function deployEtherSwap(
  clients: LocalClients,
  rpcUrl: string,
  /** The record written before (its deploy block is checked against the chain and kept). */
  known?: BoltzDeployment,
): Promise<{ record: BoltzDeployment; deployed: boolean }> {
  const { publicClient, testClient } = clients;
  let deployedIn: number | undefined;
  if (!(await publicClient.getCode({ address: LOCAL_ETHER_SWAP }))) {
    const nonce = await publicClient.getTransactionCount({ address: BOLTZ_DEPLOYER.address });
    if (nonce !== 0) throw new Error(`the EtherSwap deployer is at nonce ${nonce}, not 0: restart the chain clean`);
    await testClient.setBalance({ address: BOLTZ_DEPLOYER.address, value: parseEther("10") });
    const wallet = createWalletClient({
      chain: clients.chain,
      transport: http(rpcUrl, { retryCount: 0 }),
      account: BOLTZ_DEPLOYER,
    });
    const { abi, bytecode } = etherSwapArtifact();
    const hash = await wallet.deployContract({ abi, bytecode });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success" || receipt.contractAddress?.toLowerCase() !== LOCAL_ETHER_SWAP) {
      throw new Error(`deploying EtherSwap failed (${receipt.status}, at ${receipt.contractAddress})`);
    }
    deployedIn = Number(receipt.blockNumber);
  }
  const version = await publicClient.readContract({
    address: LOCAL_ETHER_SWAP,
    abi: versionAbi,
    functionName: "version",
  });
  if (version !== ETHER_SWAP_VERSION) {
    throw new Error(`EtherSwap at ${LOCAL_ETHER_SWAP} answers version ${version}, not ${ETHER_SWAP_VERSION}`);
  }
  return {
    record: {
      chainId: 1337,
      source: "deployed by @ceiba/local-stack from boltz-core@4.0.1's published artifact (out/EtherSwap.sol)",
      etherSwap: LOCAL_ETHER_SWAP,
      deployBlock: deployedIn ?? recordedDeployBlock(known),
      contractVersion: version,
    },
    deployed: deployedIn !== undefined,
  };
}

/**
 * The deploy block of an EtherSwap deployed by an earlier run: the recorded one for this address, else 0 (a
 * scan from genesis is always right). Hardhat's answers about past blocks after the seed's time travel cannot
 * be trusted to find it again.
 */
function recordedDeployBlock(known: BoltzDeployment | undefined): number {
  return known?.etherSwap === LOCAL_ETHER_SWAP ? known.deployBlock : 0;
}
