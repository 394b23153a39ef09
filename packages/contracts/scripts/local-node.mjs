// This package's side of a local chain, for the local stack (@ceiba/local-stack): Hardhat's node with this
// package's config (chain 1337, hardhat.config.ts) and the local deploy (scripts/deploy-local.ts, which
// compiles first). Each is Hardhat's CLI run by this Node directly, not through npx, so a signal reaches the
// real process. Plain ESM (types in local-node.d.mts).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const hardhatCli = createRequire(import.meta.url).resolve("hardhat/internal/cli/cli");

/**
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function spawnHardhat(args, env) {
  return spawn(process.execPath, [hardhatCli, ...args], { cwd: contractsDir, env, stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * `hardhat node` on host:port: a new chain 1337 with Hardhat's default accounts, mining each transaction, and a
 * block every `blockIntervalMs` as well when above 0. `startDate` starts its clock there (never in tests); without
 * it the clock is now, whatever CEIBA_CHAIN_START_DATE `env` holds.
 * @param {{ host?: string, port?: number, blockIntervalMs?: number, startDate?: Date, env?: NodeJS.ProcessEnv }} options
 */
export function spawnHardhatNode({
  host = "127.0.0.1",
  port = 8545,
  blockIntervalMs = 0,
  startDate,
  env = process.env,
}) {
  const nodeEnv = { ...env, CEIBA_BLOCK_INTERVAL_MS: String(blockIntervalMs) };
  delete nodeEnv.CEIBA_CHAIN_START_DATE;
  if (startDate) nodeEnv.CEIBA_CHAIN_START_DATE = startDate.toISOString();
  return spawnHardhat(["node", "--hostname", host, "--port", String(port)], nodeEnv);
}

/**
 * deploy-local against the node at `rpcUrl`: deploys `protocol` (ours by default) and writes its record in
 * @ceiba/deployments, or does nothing when that record's contracts are already there.
 * @param {{ rpcUrl: string, protocol?: "ceiba" | "tropykus", env?: NodeJS.ProcessEnv }} options
 */
export function spawnLocalDeploy({ rpcUrl, protocol = "ceiba", env = process.env }) {
  // It runs no node of its own: the config's node settings are left at their defaults.
  const deployEnv = { ...env, CEIBA_LOCAL_RPC: rpcUrl, CEIBA_PROTOCOL: protocol, CEIBA_BLOCK_INTERVAL_MS: "0" };
  delete deployEnv.CEIBA_CHAIN_START_DATE;
  return spawnHardhat(["run", "scripts/deploy-local.ts", "--network", "localhost"], deployEnv);
}
