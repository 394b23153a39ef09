// Types of spawn-standin.mjs, for TypeScript callers.
import type { ChildProcess } from "node:child_process";

export interface SpawnStandinOptions {
  /** How errors name it ("Boltz stand-in"). */
  name: string;
  /** The absolute path of its main.ts. */
  main: string;
  /** Its port on 127.0.0.1 (the caller also passes it in `env`, under the stand-in's own variable). */
  port: number;
  /** A GET answered 2xx once it is ready. */
  healthPath: string;
  /** Added to this process's environment. */
  env?: Record<string, string>;
  onLine?: (line: string) => void;
  timeoutMs?: number;
}

/** Starts a stand-in as a child process; resolves once `healthPath` answers. */
export declare function spawnStandin(options: SpawnStandinOptions): Promise<{ url: string; child: ChildProcess }>;
