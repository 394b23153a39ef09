// `npm start`: a clean local chain (1337 on 127.0.0.1:8545, a block every few seconds) with the protocol
// deployed and seeded (demo accounts, loans in every market, a month of history), and the faucet on
// 127.0.0.1:8546. Ctrl-C stops everything. The indexer, API and web app join in their own issues.
import path from "node:path";
import { clearTimeout, setTimeout } from "node:timers";
import { createFaucet } from "./faucet.mjs";
import { parseOrigins, startFaucetServer } from "./faucet-server.mjs";
import { startLocalChain } from "./local-chain.mjs";
import {
  LOCAL_CHAIN_STATE_DIR,
  LOCAL_STATE_DIR,
  resetLocalChainState,
  writeLocalChainIdentity,
} from "./local-state.mjs";

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
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  aborted.abort();
  await faucetServer?.close();
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

  log(`ready in ${Math.round((Date.now() - startedAt) / 1000)} s`);
  log(`  JSON-RPC  ${chain.rpcUrl}  (chain 1337, a block every ${blockIntervalMs / 1000} s)`);
  log(`  faucet    POST ${faucetServer.url} {"address": "0x…"}  (1 RBTC and test tokens, once a minute)`);
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
