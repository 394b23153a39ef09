// `npm start`: the whole product locally. A clean local chain (1337 on 127.0.0.1:8545, a block every few
// seconds) with the protocol deployed and seeded (demo accounts, loans in every market, a month of
// history), the faucet on 127.0.0.1:8546, the indexer + GraphQL API on 127.0.0.1:42069 (its data for
// the previous chain is reset first), the stand-in of OpenOcean's swap API on 127.0.0.1:8547 (quoting over the
// local Uniswap pools; the indexer's /quote/openocean asks it), the stand-in of Boltz's swap API v2 on 127.0.0.1:9001
// (Lightning and on-chain BTC ⇄ RBTC over the local EtherSwap), the stand-in of WalletConnect (a relay and a wallet
// holding a local key) on 127.0.0.1:9002, and the web app on 127.0.0.1:5173 (a production
// build, rebuilt only when its sources changed, served with same-origin proxies to the chain, the API and the
// faucet).
// Ctrl-C stops everything. Ports and the state folder can be moved (CEIBA_*_PORT, CEIBA_STATE_DIR) so the
// end-to-end tests run a second stack beside a developer's. `--protocol tropykus` (or CEIBA_PROTOCOL=tropykus)
// runs it all on the Tropykus-shaped contracts instead of ours, with a minimal seed and no history.
import { spawn } from "node:child_process";
import path from "node:path";
import { clearTimeout, setTimeout } from "node:timers";
import { fileURLToPath } from "node:url";
import { localDeploymentFile, localProtocol } from "@ceiba/deployments/local-protocol";
import { resetChainData } from "@ceiba/indexer/scripts/reset-chain-data.mjs";
import { spawnBoltzStandin } from "@ceiba/boltz-standin/spawn";
import { spawnOpenOceanStandin } from "@ceiba/openocean-standin/spawn";
import { spawnWalletConnectStandin } from "@ceiba/walletconnect-standin/spawn";
import { createFaucet } from "@ceiba/local-stack/faucet";
import { parseOrigins, startFaucetServer } from "@ceiba/local-stack/faucet-server";
import { rpc, startLocalChain } from "@ceiba/local-stack/local-chain";
import {
  LOCAL_CHAIN_STATE_DIR,
  LOCAL_STATE_DIR,
  resetLocalChainState,
  writeLocalChainIdentity,
} from "@ceiba/local-stack/local-state";
import { buildWebApp, startWebApp } from "./web-app.mjs";

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

/** `--protocol NAME` or `--protocol=NAME`, else CEIBA_PROTOCOL, else ceiba; anything else stops here. */
function chosenProtocol(args) {
  let value = process.env.CEIBA_PROTOCOL;
  for (const [i, arg] of args.entries()) {
    if (arg === "--protocol") value = args[i + 1] ?? "";
    else if (arg.startsWith("--protocol=")) value = arg.slice("--protocol=".length);
    else if (args[i - 1] !== "--protocol") {
      log(`unknown argument "${arg}" (the only one is --protocol ceiba|tropykus)`);
      process.exit(1);
    }
  }
  try {
    return localProtocol(value);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const protocol = chosenProtocol(process.argv.slice(2));
// The chain's deploy and seed, the indexer and the web build all follow it (the web build reads VITE_*).
process.env.CEIBA_PROTOCOL = protocol;
if (protocol === "tropykus") process.env.VITE_CEIBA_PROTOCOL = "tropykus";
const deploymentFile = localDeploymentFile(protocol);
const blockIntervalMs = envCount("CEIBA_BLOCK_INTERVAL_MS", 5000);
// The Tropykus-shaped seed writes no history: its chain starts now.
const historyDays = protocol === "tropykus" ? 0 : envCount("CEIBA_HISTORY_DAYS", 30);
const rpcPort = envCount("CEIBA_RPC_PORT", 8545);
const faucetPort = envCount("CEIBA_FAUCET_PORT", 8546);
const indexerPort = envCount("CEIBA_INDEXER_PORT", 42069);
// The indexer is given it too: its /quote/openocean asks the stand-in there on 1337 (quote/openocean-config.ts).
const openoceanPort = envCount("CEIBA_OPENOCEAN_PORT", 8547);
// The local Boltz stand-in; the indexer and the web app are told its API base (CEIBA_BOLTZ_API_URL).
const boltzPort = envCount("CEIBA_BOLTZ_PORT", 9001);
const boltzApiUrl = process.env.CEIBA_BOLTZ_API_URL || `http://127.0.0.1:${boltzPort}/v2`;
const webPort = envCount("CEIBA_WEB_PORT", 5173);
// The local WalletConnect stand-in (relay + wallet). The web build is pointed at its relay with a project id that
// says it is local (the stand-in accepts any); a developer's own VITE_WALLETCONNECT_* values win.
const walletConnectPort = envCount("CEIBA_WALLETCONNECT_PORT", 9002);
process.env.VITE_WALLETCONNECT_PROJECT_ID ||= "ceiba-local-walletconnect-standin";
process.env.VITE_WALLETCONNECT_RELAY_URL ||= `ws://127.0.0.1:${walletConnectPort}`;
const webMode = process.env.CEIBA_WEB_MODE === "dev" ? "dev" : "preview";
// Every folder of local state follows LOCAL_STATE_DIR (CEIBA_STATE_DIR when set).
const indexerPgliteDir = path.join(LOCAL_STATE_DIR, "indexer", "pglite");
const offchainPgliteDir = path.join(LOCAL_STATE_DIR, "offchain");
// The origins allowed to call the API and the faucet from a browser: the web app's, on its port.
const appOrigins = process.env.CEIBA_APP_ORIGINS ?? `http://127.0.0.1:${webPort},http://localhost:${webPort}`;
const startedAt = Date.now();
const aborted = new globalThis.AbortController();
let chain;
let faucetServer;
let openocean;
let boltz;
let walletConnect;
let indexer;
let web;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  aborted.abort();
  await faucetServer?.close();
  await Promise.all([
    endChild(web),
    endChild(indexer),
    endChild(openocean?.child),
    endChild(boltz?.child),
    endChild(walletConnect?.child),
  ]);
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
/** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
async function endChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await gone;
  clearTimeout(timer);
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
    `starting the local chain (1337) on 127.0.0.1:${rpcPort} with ${protocol === "tropykus" ? "the Tropykus-shaped contracts" : "our protocol"}` +
      (historyDays > 0 ? `, its clock ${historyDays} days back for the seed's history` : ""),
  );
  // The web app builds while the chain starts and seeds (it needs none of it to build).
  const webBuilt = webMode === "preview" ? buildWebApp({ log, signal: aborted.signal }) : Promise.resolve();
  webBuilt.catch(() => {}); // awaited below; this only stops an unhandled rejection while the chain starts
  chain = await startLocalChain({
    port: rpcPort,
    protocol,
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
    faucet: createFaucet({ rpcUrl: chain.rpcUrl, deploymentFile }),
    port: faucetPort,
    allowedOrigins: parseOrigins(appOrigins),
    log,
  });

  openocean = await spawnOpenOceanStandin({
    rpcUrl: chain.rpcUrl,
    port: openoceanPort,
    onLine: (line) => {
      if (/error|Error|mode/.test(line)) console.log(line);
    },
  });
  openocean.child.on("exit", (code) => {
    if (stopping) return;
    log(`the OpenOcean stand-in stopped (exit ${code})`);
    void stop(code || 1);
  });

  // After the chain and its contracts: the stand-in checks EtherSwap is there and funds its key from a
  // Hardhat account.
  boltz = await spawnBoltzStandin({
    rpcUrl: chain.rpcUrl,
    port: boltzPort,
    appOrigins,
    onLine: (line) => {
      if (/error|Error|refused|ready/.test(line)) console.log(line);
    },
  });
  boltz.child.on("exit", (code) => {
    if (stopping) return;
    log(`the Boltz stand-in stopped (exit ${code})`);
    void stop(code || 1);
  });

  walletConnect = await spawnWalletConnectStandin({
    rpcUrl: chain.rpcUrl,
    port: walletConnectPort,
    env: { CEIBA_WEB_PORT: String(webPort) },
    onLine: (line) => {
      if (/error|Error|refused|ready/.test(line)) console.log(line);
    },
  });
  walletConnect.child.on("exit", (code) => {
    if (stopping) return;
    log(`the WalletConnect stand-in stopped (exit ${code})`);
    void stop(code || 1);
  });

  await startIndexer(chain.rpcUrl);
  await webBuilt;
  web = await startWebApp({
    mode: webMode,
    port: webPort,
    targets: {
      rpc: chain.rpcUrl,
      api: `http://127.0.0.1:${indexerPort}`,
      faucet: new globalThis.URL(faucetServer.url).origin,
      boltz: boltzApiUrl,
    },
    log,
    signal: aborted.signal,
  });
  web.on("exit", (code) => {
    if (stopping) return;
    log(`the web app stopped (exit ${code})`);
    void stop(code || 1);
  });

  log(`ready in ${Math.round((Date.now() - startedAt) / 1000)} s`);
  log(`  web app   http://127.0.0.1:${webPort}  (${webMode === "dev" ? "Vite dev server" : "production build"})`);
  log(`  JSON-RPC  ${chain.rpcUrl}  (chain 1337, a block every ${blockIntervalMs / 1000} s)`);
  log(`  faucet    POST ${faucetServer.url} {"address": "0x…"}  (1 RBTC and test tokens, once a minute)`);
  log(`  API       http://127.0.0.1:${indexerPort}/graphql  (GraphQL; /health, /ready)`);
  log(`  openocean ${openocean.chainBaseUrl}  (a stand-in of OpenOcean's swap API over the local Uniswap pools)`);
  log(
    `  boltz     ${boltz.apiUrl}  (a STAND-IN of Boltz's API v2; WebSocket ${boltz.wsUrl}; EtherSwap in 1337.boltz.json)`,
  );
  log(`            ${boltz.url}/  (its page: pay an invoice, see the swaps)`);
  log(`            new local-wallet invoice: curl -X POST ${boltz.url}/__standin/invoices -d '{"amount":50000}'`);
  log(
    `            pay a reverse invoice:    curl -X POST ${boltz.url}/__standin/invoices/pay -d '{"invoice":"lnbcrt…"}'`,
  );
  log(`            fail a payment:           curl -X POST ${boltz.url}/__standin/swaps/ID/fail-payment`);
  log(`            confirm a BTC tx:         curl -X POST ${boltz.url}/__standin/swaps/ID/btc-transaction`);
  log(`            let a swap expire:        curl -X POST ${boltz.url}/__standin/swaps/ID/expire`);
  log(`            mine blocks:              curl -X POST ${boltz.url}/__standin/mine -d '{"blocks":10}'`);
  log(`            list swaps:               curl ${boltz.url}/__standin/swaps`);
  log(
    `  walletconnect ${walletConnect.relayUrl}  (a STAND-IN relay + wallet): in the app pick WalletConnect, copy the wc: link and paste it at ${walletConnect.url}/`,
  );
  log(
    protocol === "tropykus"
      ? "  accounts  Hardhat's default accounts: 0 admin, 1 and 2 one deposit and one loan each"
      : "  accounts  Hardhat's default accounts: 0 admin, 1..5 demo savers and borrowers",
  );
  log(`  addresses ${path.relative(repoRoot, deploymentFile)}`);
  log(
    "  swaps     Uniswap v3, Permit2, the Universal Router and 10 pools: packages/deployments/chains/1337.uniswap.json",
  );
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

/** Forgets the previous chain's indexed data, starts the indexer and waits until it has caught up. */
async function startIndexer(rpcUrl) {
  const schema = process.env.DATABASE_SCHEMA ?? "ceiba_chain";
  await resetChainData({ chainId: 1337, schema, databaseUrl: process.env.DATABASE_URL, pgliteDir: indexerPgliteDir });
  const where = path.relative(repoRoot, indexerPgliteDir);
  log(`indexing the chain into ${process.env.DATABASE_URL ? `PostgreSQL (schema ${schema})` : `PGlite (${where})`}`);
  indexer = spawn(process.execPath, [path.join(repoRoot, "apps/indexer/scripts/ponder.mjs"), "start"], {
    cwd: path.join(repoRoot, "apps/indexer"),
    env: {
      ...process.env,
      CEIBA_INDEXER_RPC_URL: rpcUrl,
      CEIBA_PROTOCOL: protocol,
      CEIBA_INDEXER_PORT: String(indexerPort),
      CEIBA_OPENOCEAN_PORT: String(openoceanPort),
      CEIBA_BOLTZ_API_URL: boltzApiUrl,
      CEIBA_INDEXER_PGLITE_DIR: indexerPgliteDir,
      CEIBA_OFFCHAIN_PGLITE_DIR: offchainPgliteDir,
      CEIBA_APP_ORIGINS: appOrigins,
    },
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
