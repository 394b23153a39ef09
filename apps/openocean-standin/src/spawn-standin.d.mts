// Types of spawn-standin.mjs, for TypeScript callers.
import type { ChildProcess } from "node:child_process";

export interface SpawnStandinOptions {
  /** The local chain's JSON-RPC (CEIBA_LOCAL_RPC of the child). */
  rpcUrl: string;
  /** Its port on 127.0.0.1 (CEIBA_OPENOCEAN_PORT). */
  port: number;
  /** ok (default), down, slow, malformed or error. */
  mode?: string;
  /** Each line it prints. */
  onLine?: (line: string) => void;
  timeoutMs?: number;
}

export interface SpawnedStandin {
  /** http://127.0.0.1:port */
  url: string;
  /** `${url}/v4/1337`: what the server's CEIBA_OPENOCEAN_URL is on 1337. */
  chainBaseUrl: string;
  child: ChildProcess;
}

/** Starts the stand-in as a child process; resolves once it answers. */
export declare function spawnOpenOceanStandin(options: SpawnStandinOptions): Promise<SpawnedStandin>;
