// Starts a local chain (Hardhat node, chain 1337) and deploys the protocol to it; with `seed`, also seeds it
// with demo accounts and a month of history. Used by `npm start` and by the test suites that need a chain.
// The node and the deploy are @ceiba/contracts' (its Hardhat config and deploy script); Boltz's EtherSwap, the
// seed and Uniswap (v3, Permit2, the Universal Router and the swap pools, on every chain it starts) are ours.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { URL, fileURLToPath, pathToFileURL } from "node:url";
import { spawnHardhatNode, spawnLocalDeploy } from "@ceiba/contracts/local-node";
import { localProtocol } from "@ceiba/deployments/local-protocol";

/** boltz-local.ts, seed-local.ts and uniswap-local.ts, run with tsx's loader in this Node (one process, so a signal reaches it). */
const SEED_SCRIPT = fileURLToPath(new URL("./seed-local.ts", import.meta.url));
const UNISWAP_SCRIPT = fileURLToPath(new URL("./uniswap-local.ts", import.meta.url));
const BOLTZ_SCRIPT = fileURLToPath(new URL("./boltz-local.ts", import.meta.url));
// Not import.meta.resolve: the sdk's and indexer's tests load this file through Vite, which has none.
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** One JSON-RPC request to the local node; a JSON-RPC error is thrown with its method. */
export async function rpc(rpcUrl, method, params) {
  const res = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = await res.json();
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

async function waitForRpc(rpcUrl, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the local chain did not answer on ${rpcUrl} within ${timeoutMs / 1000} s`);
}

/**
 * @param {{
 *   host?: string,
 *   port?: number,
 *   blockIntervalMs?: number,
 *   onLine?: (line: string, source: "node" | "deploy" | "boltz" | "seed" | "uniswap") => void,
 *   seed?: boolean,
 *   startDate?: Date,
 *   signal?: AbortSignal,
 *   protocol?: string,
 * }} options `seed` runs seed-local after the deployment; `startDate` starts the chain's clock in the
 *   past (the seed writes history from it up to now). Without them: an empty protocol on a chain at now.
 *   Either way boltz-local first deploys Boltz's EtherSwap (block 1), and uniswap-local then deploys Uniswap and fills the swap pools (~3 s; the first run on a machine
 *   also compiles Permit2, ~13 s, then cached).
 *   `protocol` ("ceiba", the default, or "tropykus") is what deploy-local deploys; not read from
 *   CEIBA_PROTOCOL, so a test suite's chain stays ours whatever the shell exports (npm start passes it).
 *   Aborting `signal` while it starts stops everything it spawned.
 * @returns {Promise<{
 *   rpcUrl: string,
 *   protocol: "ceiba" | "tropykus",
 *   node: import("node:child_process").ChildProcess,
 *   stop: () => void,
 * }>}
 */
export async function startLocalChain({
  host = "127.0.0.1",
  port = 8545,
  blockIntervalMs = 0,
  onLine,
  seed = false,
  startDate,
  signal,
  protocol = "ceiba",
} = {}) {
  const rpcUrl = `http://${host}:${port}`;
  const chosen = localProtocol(protocol); // an unknown name stops here, before a node is started
  /** The deploy or seed run in progress, stopped with the node. */
  let step;
  /** Passes a process's output to onLine, line by line; returns the process. */
  const follow = (child, /** @type {"node" | "deploy" | "boltz" | "seed" | "uniswap"} */ source) => {
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        for (const line of chunk.toString().split("\n")) if (line.trim() && onLine) onLine(line, source);
      });
    }
    return child;
  };
  const runStep = async (child, /** @type {"deploy" | "boltz" | "seed" | "uniswap"} */ source) => {
    step = follow(child, source);
    const code = await new Promise((resolve) => step.on("exit", (exitCode, signal) => resolve(exitCode ?? signal)));
    step = undefined;
    if (code !== 0) throw new Error(`${source === "deploy" ? "deploy-local" : `${source}-local`} failed (${code})`);
  };
  const localScript = (/** @type {string} */ script) =>
    spawn(process.execPath, ["--import", TSX_LOADER, script], {
      env: { ...process.env, CEIBA_LOCAL_RPC: rpcUrl, CEIBA_PROTOCOL: chosen },
      stdio: ["ignore", "pipe", "pipe"],
    });
  // The node starts without interval mining, so the deployment (and its recorded start block) and the
  // seed are deterministic; the interval is switched on once they are done.
  const node = follow(spawnHardhatNode({ host, port, startDate }), "node");
  const stop = () => {
    if (step && step.exitCode === null) step.kill("SIGTERM");
    if (node.exitCode === null && node.signalCode === null) node.kill("SIGTERM");
  };
  const nodeExit = new Promise((_, reject) =>
    node.on("exit", (code, signal) => reject(new Error(`the local chain exited (${code ?? signal})`))),
  );
  nodeExit.catch(() => undefined); // observed by the races below only while starting
  signal?.addEventListener("abort", stop, { once: true });
  try {
    await Promise.race([waitForRpc(rpcUrl, 90_000), nodeExit]);
    // First, on the empty chain: EtherSwap's deploy block is then block 1 on every fresh chain, whatever the
    // protocol and the seed do after it.
    await Promise.race([runStep(localScript(BOLTZ_SCRIPT), "boltz"), nodeExit]);
    await Promise.race([runStep(spawnLocalDeploy({ rpcUrl, protocol: chosen }), "deploy"), nodeExit]);
    if (seed) await Promise.race([runStep(localScript(SEED_SCRIPT), "seed"), nodeExit]);
    // After the seed: the pools start at the oracle's prices as the seed's history left them.
    await Promise.race([runStep(localScript(UNISWAP_SCRIPT), "uniswap"), nodeExit]);
    if (blockIntervalMs > 0) await rpc(rpcUrl, "evm_setIntervalMining", [blockIntervalMs]);
  } catch (error) {
    stop();
    throw error;
  }
  return { rpcUrl, protocol: chosen, node, stop };
}
