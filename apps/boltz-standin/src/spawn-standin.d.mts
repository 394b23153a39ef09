// Types of spawn-standin.mjs, for TypeScript callers.
import type { ChildProcess } from "node:child_process";

export interface SpawnBoltzStandinOptions {
  /** The local chain's JSON-RPC (CEIBA_LOCAL_RPC of the child). */
  rpcUrl: string;
  /** Its port on 127.0.0.1 (CEIBA_BOLTZ_PORT). */
  port: number;
  /** Browser origins allowed to call it, comma-separated (CEIBA_APP_ORIGINS). */
  appOrigins?: string;
  /** Each line it prints. */
  onLine?: (line: string) => void;
  timeoutMs?: number;
}

export interface SpawnedBoltzStandin {
  /** http://127.0.0.1:port (the page; controls under /__standin) */
  url: string;
  /** `${url}/v2`: Boltz's API base (CEIBA_BOLTZ_API_URL). */
  apiUrl: string;
  /** ws://127.0.0.1:port/v2/ws */
  wsUrl: string;
  child: ChildProcess;
}

/** Starts the stand-in as a child process; resolves once it answers. */
export declare function spawnBoltzStandin(options: SpawnBoltzStandinOptions): Promise<SpawnedBoltzStandin>;
