// Types of local-node.mjs, for TypeScript callers (the local stack).
import type { ChildProcessByStdio } from "node:child_process";
import type { Readable } from "node:stream";

/** A Hardhat process with its output piped. */
export type HardhatProcess = ChildProcessByStdio<null, Readable, Readable>;

/** `hardhat node` (chain 1337, this package's config) on host:port; `startDate` moves its clock back. */
export declare function spawnHardhatNode(options: {
  host?: string;
  port?: number;
  blockIntervalMs?: number;
  startDate?: Date;
  env?: NodeJS.ProcessEnv;
}): HardhatProcess;

/** deploy-local of `protocol` against the node at `rpcUrl` (compiles first; idempotent). */
export declare function spawnLocalDeploy(options: {
  rpcUrl: string;
  protocol?: "ceiba" | "tropykus";
  env?: NodeJS.ProcessEnv;
}): HardhatProcess;
