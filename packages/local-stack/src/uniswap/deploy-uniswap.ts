/**
 * Deploys Uniswap v3, Permit2 and the Universal Router on the local chain from their npm artifacts, from a
 * deployer of their own (a fixed key funded with hardhat_setBalance), so every fresh chain has them at the same
 * addresses whatever the lending protocol deployed before. Does nothing when they are already there.
 */
import {
  type Address,
  type Hex,
  createWalletClient,
  encodeDeployData,
  getContractAddress,
  http,
  keccak256,
  parseEther,
  toBytes,
  zeroAddress,
  zeroHash,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { UniswapDeployment } from "@ceiba/deployments";
import type { LocalClients } from "../seed/local-clients";
import { type Artifact, uniswapArtifacts } from "./artifacts";
import { permit2Artifact } from "./permit2-build";

/** Not a secret: a local-only key, derived from a phrase so every chain gets the same addresses. */
export const UNISWAP_DEPLOYER = privateKeyToAccount(keccak256(toBytes("ceiba local uniswap deployer")));

/** The deployment order: each contract's address is the deployer's CREATE address at its index. */
const ORDER = ["wrappedNative", "v3Factory", "permit2", "positionManager", "quoterV2", "swapRouter", "universalRouter"];
type Deployed =
  "wrappedNative" | "v3Factory" | "permit2" | "positionManager" | "quoterV2" | "swapRouter" | "universalRouter";

export const uniswapAddress = (name: Deployed): Address =>
  getContractAddress({ from: UNISWAP_DEPLOYER.address, nonce: BigInt(ORDER.indexOf(name)) }).toLowerCase() as Address;

/** The record the local chain gets: the addresses above and the pool init code hash of v3 core's artifact. */
export function localUniswapDeployment(): UniswapDeployment {
  return {
    chainId: 1337,
    source: "deployed by @ceiba/local-stack from Uniswap's npm artifacts",
    v3Factory: uniswapAddress("v3Factory"),
    poolInitCodeHash: keccak256(uniswapArtifacts.pool().bytecode),
    quoterV2: uniswapAddress("quoterV2"),
    positionManager: uniswapAddress("positionManager"),
    swapRouter: uniswapAddress("swapRouter"),
    swapRouter02: null,
    universalRouter: uniswapAddress("universalRouter"),
    universalRouterVersion: "2.1",
    permit2: uniswapAddress("permit2"),
    wrappedNative: uniswapAddress("wrappedNative"),
  };
}

/** A wallet client signing as the Uniswap deployer. */
export const uniswapDeployerWallet = (clients: LocalClients, rpcUrl: string) =>
  createWalletClient({ chain: clients.chain, transport: http(rpcUrl, { retryCount: 0 }), account: UNISWAP_DEPLOYER });

/** Deploys what is missing; returns the record and whether anything was sent. */
export async function deployUniswap(
  clients: LocalClients,
  rpcUrl: string,
): Promise<{ record: UniswapDeployment; deployed: boolean }> {
  const record = localUniswapDeployment();
  const { publicClient, testClient } = clients;
  if (await publicClient.getCode({ address: record.universalRouter as Address })) return { record, deployed: false };
  // Compiled (or read from its cache) before any transaction: the ~13 s build would idle the node's connection.
  const permit2 = permit2Artifact();
  // Enough for the deploys and the wrapped RBTC of the pools; the local chain's coins are free.
  await testClient.setBalance({ address: UNISWAP_DEPLOYER.address, value: parseEther("1000000") });
  const wallet = uniswapDeployerWallet(clients, rpcUrl);
  /** Deploys `name` unless an earlier, interrupted run did: the deployer's nonce must then be its index. */
  const deploy = async (name: Deployed, artifact: Artifact, args: readonly unknown[] = []) => {
    if (await publicClient.getCode({ address: uniswapAddress(name) })) return;
    const nonce = await publicClient.getTransactionCount({ address: UNISWAP_DEPLOYER.address });
    if (nonce !== ORDER.indexOf(name)) {
      throw new Error(`the Uniswap deployer is at nonce ${nonce}, not ${name}'s: restart the chain clean`);
    }
    const hash = await wallet.sendTransaction({
      data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }),
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success" || receipt.contractAddress?.toLowerCase() !== uniswapAddress(name)) {
      throw new Error(`deploying ${name} failed (${receipt.status}, at ${receipt.contractAddress})`);
    }
  };
  const weth = record.wrappedNative as Address;
  const factory = record.v3Factory;
  await deploy("wrappedNative", uniswapArtifacts.weth9());
  await deploy("v3Factory", uniswapArtifacts.factory());
  await deploy("permit2", permit2);
  // No token descriptor: tokenURI is unused here.
  await deploy("positionManager", uniswapArtifacts.positionManager(), [factory, weth, zeroAddress]);
  await deploy("quoterV2", uniswapArtifacts.quoterV2(), [factory, weth]);
  await deploy("swapRouter", uniswapArtifacts.swapRouter(), [factory, weth]);
  // Universal Router 2.1's RouterParameters: v3 only; v2, v4 and Across are left at zero (their commands
  // then fail, and the quotes never use them).
  const routerParameters = {
    permit2: record.permit2 as Address,
    weth9: weth,
    v2Factory: zeroAddress,
    v3Factory: factory,
    pairInitCodeHash: zeroHash as Hex,
    poolInitCodeHash: record.poolInitCodeHash,
    v4PoolManager: zeroAddress,
    v3NFTPositionManager: record.positionManager,
    v4PositionManager: zeroAddress,
    spokePool: zeroAddress,
  };
  await deploy("universalRouter", uniswapArtifacts.universalRouter(), [routerParameters]);
  return { record, deployed: true };
}
