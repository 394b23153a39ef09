// Types of spawn-standin.mjs, for TypeScript callers.
import type { ChildProcess } from "node:child_process";

export interface SpawnStandinOptions {
  /** How errors name it ("Boltz stand-in"). */
  name: string;
  /** Its main.ts (run through tsx's loader). */
  main: URL;
  /** The local chain's JSON-RPC (the child's CEIBA_LOCAL_RPC). */
  rpcUrl: string;
  /** Its port on 127.0.0.1, passed to the child as `portVariable` (CEIBA_BOLTZ_PORT, …). */
  port: number;
  portVariable: string;
  /** A GET answered 2xx once it is ready. */
  healthPath: string;
  /** Added to this process's environment. */
  env?: Record<string, string>;
  onLine?: (line: string) => void;
  timeoutMs?: number;
}

/** Starts a stand-in as a child process; resolves once `healthPath` answers. */
export declare function spawnStandin(options: SpawnStandinOptions): Promise<{ url: string; child: ChildProcess }>;
