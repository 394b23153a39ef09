// Types of spawn-standin.mjs, for TypeScript callers.
import type { ChildProcess } from "node:child_process";

export interface SpawnWalletConnectStandinOptions {
  /** The local chain's JSON-RPC (CEIBA_LOCAL_RPC of the child). */
  rpcUrl: string;
  /** Its port on 127.0.0.1 (CEIBA_WALLETCONNECT_PORT). */
  port: number;
  /** Added to the child's environment (CEIBA_WEB_PORT for the page's allowed origins). */
  env?: Record<string, string>;
  onLine?: (line: string) => void;
  timeoutMs?: number;
}

export interface SpawnedWalletConnectStandin {
  /** http://127.0.0.1:port (the page; controls under /__standin) */
  url: string;
  /** ws://127.0.0.1:port: the relay (VITE_WALLETCONNECT_RELAY_URL of the local build). */
  relayUrl: string;
  child: ChildProcess;
}

/** Starts the stand-in as a child process; resolves once it answers. */
export declare function spawnWalletConnectStandin(
  options: SpawnWalletConnectStandinOptions,
): Promise<SpawnedWalletConnectStandin>;
