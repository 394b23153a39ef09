// `npm start`: the whole product locally. A clean local chain (1337 on 127.0.0.1:8545, a block every few
// seconds) with the protocol deployed and seeded (demo accounts, loans in every market, a month of
// history), the faucet on 127.0.0.1:8546, and the indexer + GraphQL API on 127.0.0.1:42069 (its data for
// the previous chain is reset first). Ctrl-C stops everything. The web app joins in its own issue.
import { spawn } from "node:child_process";
import path from "node:path";
import { clearTimeout, setTimeout } from "node:timers";
import { fileURLToPath } from "node:url";
import { createFaucet } from "../packages/contracts/scripts/faucet.mjs";
import { parseOrigins, startFaucetServer } from "../packages/contracts/scripts/faucet-server.mjs";
import { startLocalChain } from "../packages/contracts/scripts/local-chain.mjs";
import {
  LOCAL_CHAIN_STATE_DIR,
  LOCAL_STATE_DIR,
  resetLocalChainState,
  writeLocalChainIdentity,
} from "../packages/contracts/scripts/local-state.mjs";
import { resetChainData } from "../apps/indexer/scripts/reset-chain-data.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const log = (line) => console.log(`[ceiba] ${line}`);
const DAY_MS = 86_400_000;

/** A whole number ≥ 0 from the environment, or the default; anything else stops with a clear message. */
function envCount(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    log(`${name} must be a whole number ≥ 0, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const blockIntervalMs = envCount("CEIBA_BLOCK_INTERVAL_MS", 5000);
const historyDays = envCount("CEIBA_HISTORY_DAYS", 30);
const faucetPort = envCount("CEIBA_FAUCET_PORT", 8546);
const startedAt = Date.now();
const aborted = new globalThis.AbortController();
let chain;
let faucetServer;
let indexer;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  aborted.abort();
  await faucetServer?.close();
  if (indexer && indexer.exitCode === null) {
    const gone = new Promise((resolve) => indexer.once("exit", resolve));
    indexer.kill("SIGTERM");
    const timer = setTimeout(() => indexer.kill("SIGKILL"), 5000);
    await gone;
    clearTimeout(timer);
  }
  if (chain) {
    const exited = new Promise((resolve) => {
      if (chain.node.exitCode !== null || chain.node.signalCode !== null) resolve(undefined);
      else chain.node.once("exit", resolve);
    });
    chain.stop();
    const timer = setTimeout(() => chain.node.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  }
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (!stopping) log("stopping");
    void stop(0);
  });
}

async function main() {
  // The node keeps no state: every start is a new chain, so what was derived from the previous one goes.
  const cleared = resetLocalChainState();
  const where = path.relative(path.dirname(LOCAL_STATE_DIR), LOCAL_CHAIN_STATE_DIR);
  log(`clean start${cleared ? `: removed the previous chain's state in ${where}` : ""}`);
  log(
    `starting the local chain (1337) on 127.0.0.1:8545` +
      (historyDays > 0 ? `, its clock ${historyDays} days back for the seed's history` : ""),
  );
  chain = await startLocalChain({
    blockIntervalMs,
    seed: true,
    startDate: historyDays > 0 ? new Date(Date.now() - historyDays * DAY_MS) : undefined,
    signal: aborted.signal,
    onLine: (line, source) => {
      // Hardhat's node prints every RPC call: keep its errors only. Deploy and seed print progress lines.
      if (source === "node" && !/Error|error/.test(line)) return;
      console.log(`[${source}] ${line.replace(/^Seed: /, "")}`);
    },
  });
  const genesis = await rpc(chain.rpcUrl, "eth_getBlockByNumber", ["0x0", false]);
  writeLocalChainIdentity({ rpcUrl: chain.rpcUrl, chainId: 1337, genesisHash: genesis.hash });
  faucetServer = await startFaucetServer({
    faucet: createFaucet({ rpcUrl: chain.rpcUrl }),
    port: faucetPort,
    allowedOrigins: parseOrigins(process.env.CEIBA_APP_ORIGINS),
    log,
  });

  await startIndexer(chain.rpcUrl);

  log(`ready in ${Math.round((Date.now() - startedAt) / 1000)} s`);
  log(`  JSON-RPC  ${chain.rpcUrl}  (chain 1337, a block every ${blockIntervalMs / 1000} s)`);
  log(`  faucet    POST ${faucetServer.url} {"address": "0x…"}  (1 RBTC and test tokens, once a minute)`);
  log(`  API       http://127.0.0.1:${indexerPort}/graphql  (GraphQL; /health, /ready)`);
  log("  accounts  Hardhat's default accounts: 0 admin, 1..5 demo savers and borrowers");
  log("  addresses packages/deployments/chains/1337.ceiba.json");
  log("press Ctrl-C to stop");
  chain.node.on("exit", (code) => {
    if (stopping) return;
    log(`the local chain stopped (exit ${code})`);
    void stop(code || 1);
  });
}

main().catch((error) => {
  if (stopping) return; // Ctrl-C while starting: stop() is already ending everything
  log(error instanceof Error ? error.message : String(error));
  void stop(1);
});

const indexerPort = envCount("CEIBA_INDEXER_PORT", 42069);

/** Forgets the previous chain's indexed data, starts the indexer and waits until it has caught up. */
async function startIndexer(rpcUrl) {
  const schema = process.env.DATABASE_SCHEMA ?? "ceiba_chain";
  await resetChainData({ chainId: 1337, schema, databaseUrl: process.env.DATABASE_URL });
  log(`indexing the chain into ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (.ceiba/indexer)"}`);
  indexer = spawn(process.execPath, [path.join(repoRoot, "apps/indexer/scripts/ponder.mjs"), "start"], {
    cwd: path.join(repoRoot, "apps/indexer"),
    env: { ...process.env, CEIBA_INDEXER_RPC_URL: rpcUrl, CEIBA_INDEXER_PORT: String(indexerPort) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [indexer.stdout, indexer.stderr]) {
    stream.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) {
        if (/error|Error|ERROR|WARN/.test(line)) console.log(`[indexer] ${line}`);
      }
    });
  }
  indexer.on("exit", (code) => {
    if (stopping) return;
    log(`the indexer stopped (exit ${code})`);
    void stop(code || 1);
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (stopping) return;
    const ready = await fetch(`http://127.0.0.1:${indexerPort}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the indexer did not catch up with the chain within 3 minutes");
}

async function rpc(url, method, params) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = await res.json();
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}
