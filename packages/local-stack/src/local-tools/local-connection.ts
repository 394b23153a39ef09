import path from "node:path";
import { type Address, type PublicClient, createPublicClient, http, parseAbi } from "viem";
import { LOCAL_CHAIN_ID, MULTICALL3_ADDRESS } from "@ceiba/core";
import type { Deployment } from "@ceiba/deployments";
import { LOCAL_PROTOCOLS, localDeploymentFile, readDeploymentFile } from "@ceiba/deployments/local-protocol";
import { type LocalClients, localClients } from "../seed/local-clients";
import type { MulticallTarget } from "@ceiba/sdk";

/** The local stack's JSON-RPC port when CEIBA_RPC_PORT is not set (as `npm start`). */
export const DEFAULT_RPC_PORT = 8545;

/** A refusal a command prints as it is (wrong chain, no protocol, bad option), without a stack trace. */
export class LocalToolError extends Error {
  override readonly name = "LocalToolError";
}

/**
 * The local stack's JSON-RPC URL: CEIBA_LOCAL_RPC (as deploy:local and seed:local read it), otherwise
 * 127.0.0.1 on CEIBA_RPC_PORT (the port `npm start` serves the chain on, default 8545).
 */
export function defaultLocalRpcUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CEIBA_LOCAL_RPC) return env.CEIBA_LOCAL_RPC;
  const raw = env.CEIBA_RPC_PORT;
  if (raw === undefined || raw === "") return `http://127.0.0.1:${DEFAULT_RPC_PORT}`;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
    throw new LocalToolError(`CEIBA_RPC_PORT must be a port number, got "${raw}"`);
  }
  return `http://127.0.0.1:${port}`;
}

export type { MulticallTarget };

export interface LocalConnection {
  rpcUrl: string;
  clients: LocalClients;
  deployment: Deployment;
  /** The record `deployment` was read from (the faucet reads the same one). */
  deploymentFile: string;
  multicall: MulticallTarget;
}

const comptrollerOracleAbi = parseAbi(["function oracle() view returns (address)"]);

/**
 * Which local deployment record the chain runs: the one whose comptroller has code and names the recorded
 * oracle (ours and the Tropykus-shaped one are deployed by the same account, so their addresses overlap:
 * code alone does not tell them apart). Undefined when none matches.
 */
async function runningDeployment(
  client: PublicClient,
  files: readonly string[],
): Promise<{ deployment: Deployment; deploymentFile: string } | undefined> {
  for (const deploymentFile of files) {
    const deployment = readDeploymentFile(deploymentFile);
    if (!deployment || deployment.chainId !== LOCAL_CHAIN_ID) continue;
    const oracle = await client
      .readContract({ address: deployment.contracts.comptroller, abi: comptrollerOracleAbi, functionName: "oracle" })
      .catch(() => undefined);
    const recorded = deployment.contracts.oracle;
    if (recorded && oracle?.toLowerCase() === recorded.toLowerCase()) return { deployment, deploymentFile };
  }
  return undefined;
}

/**
 * Connects to the local chain for a command (`what` names it in messages): refuses any chain but 1337
 * before anything else, then finds the local deployment the chain runs (ours or the Tropykus-shaped one,
 * packages/deployments/chains/1337.<protocol>.json; `deploymentFile` names one instead).
 */
export async function connectLocalChain(
  rpcUrl: string,
  what: string,
  deploymentFile?: string,
): Promise<LocalConnection> {
  const probe = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  let chainId: number;
  try {
    chainId = await probe.getChainId();
  } catch {
    throw new LocalToolError(`the chain does not answer at ${rpcUrl}: start the local stack with \`npm start\``);
  }
  if (chainId !== LOCAL_CHAIN_ID) {
    throw new LocalToolError(
      `${what} runs only on the local chain ${LOCAL_CHAIN_ID}; ${rpcUrl} is chain ${chainId}, so nothing was done`,
    );
  }
  const files = deploymentFile ? [deploymentFile] : LOCAL_PROTOCOLS.map(localDeploymentFile);
  const found = await runningDeployment(probe, files);
  if (!found) {
    throw new LocalToolError(
      `no protocol of ${files.map((f) => path.basename(f)).join(" or ")} runs on ${rpcUrl}: \`npm start\` deploys one`,
    );
  }
  const clients = await localClients(rpcUrl);
  const multicallAddress = MULTICALL3_ADDRESS as Address;
  const hasMulticall = Boolean(await clients.publicClient.getCode({ address: multicallAddress }));
  return {
    rpcUrl,
    clients,
    deployment: found.deployment,
    deploymentFile: found.deploymentFile,
    multicall: hasMulticall ? { multicallAddress } : { deployless: true },
  };
}

/** The node's unlocked account `index` (Hardhat's default accounts), or a clear refusal. */
export function unlockedAccount(clients: LocalClients, index: number): Address {
  const address = clients.addresses[index];
  if (!address) {
    throw new LocalToolError(`the node has no unlocked account ${index} (it has ${clients.addresses.length})`);
  }
  return address;
}
