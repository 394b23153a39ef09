// Types of local-chain.mjs, for TypeScript callers (the start script, the sdk's and indexer's test setups).
import type { ChildProcess } from "node:child_process";
import type { LocalProtocol } from "@ceiba/deployments/local-protocol";

export interface LocalChainOptions {
  host?: string;
  /** 8545 by default. */
  port?: number;
  /** A block every so many milliseconds once deployed and seeded (0, the default: only on transactions). */
  blockIntervalMs?: number;
  /** Each line the node, the deploy, the EtherSwap step, the seed and the Uniswap step print. */
  onLine?: (line: string, source: "node" | "deploy" | "boltz" | "seed" | "uniswap") => void;
  /** Seeds the protocol after deploying it (demo accounts, loans, and history from `startDate`). */
  seed?: boolean;
  /** Starts the chain's clock here (in the past, for the seed's history); now by default. */
  startDate?: Date;
  /** Aborting it while the chain starts stops everything started. */
  signal?: AbortSignal;
  /** What to deploy: "ceiba" (the default) or "tropykus"; not read from CEIBA_PROTOCOL. */
  protocol?: string;
}

export interface LocalChain {
  rpcUrl: string;
  protocol: LocalProtocol;
  node: ChildProcess;
  stop: () => void;
}

/**
 * Starts a Hardhat node (chain 1337), deploys the protocol and Boltz's EtherSwap to it and, with `seed`, seeds it; then deploys
 * Uniswap (v3, Permit2, the Universal Router) and the swap pools.
 */
export declare function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown>;
export declare function startLocalChain(options?: LocalChainOptions): Promise<LocalChain>;
