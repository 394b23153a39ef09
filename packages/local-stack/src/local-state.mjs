// Files of the local stack under `.ceiba/` at the repository root (git-ignored), or under CEIBA_STATE_DIR
// when set (the end-to-end tests run a second stack beside a developer's `npm start`).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const LOCAL_STATE_DIR = process.env.CEIBA_STATE_DIR
  ? path.resolve(process.env.CEIBA_STATE_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../.ceiba");
/**
 * Everything derived from the local chain (the indexer's tables, caches): `npm start` starts a clean chain,
 * so it empties this folder first and nothing of the previous chain is served. Data that must outlive the
 * chain (off-chain settings, terms) belongs elsewhere under `.ceiba/`.
 */
export const LOCAL_CHAIN_STATE_DIR = path.join(LOCAL_STATE_DIR, "local-chain");
/** Identity of the running chain (chain id, genesis hash, RPC URL, start time), for the services that follow it. */
export const LOCAL_CHAIN_FILE = path.join(LOCAL_CHAIN_STATE_DIR, "chain.json");

/** Empties the chain-derived state; tells whether there was any. */
export function resetLocalChainState() {
  const existed = fs.existsSync(LOCAL_CHAIN_STATE_DIR);
  fs.rmSync(LOCAL_CHAIN_STATE_DIR, { recursive: true, force: true });
  fs.mkdirSync(LOCAL_CHAIN_STATE_DIR, { recursive: true });
  return existed;
}

/** @param {{ rpcUrl: string, chainId: number, genesisHash: string }} chain */
export function writeLocalChainIdentity(chain) {
  const record = { ...chain, startedAt: new Date().toISOString() };
  fs.writeFileSync(LOCAL_CHAIN_FILE, `${JSON.stringify(record, null, 2)}\n`);
}
