// Starts a local chain (Hardhat node, chain 1337) and deploys the protocol to it; with `seed`, also seeds it
// with demo accounts and a month of history. Used by `npm start` and by the test suites that need a chain.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { localProtocol } from "@ceiba/deployments/local-protocol";

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Hardhat's CLI run with this Node directly (not through npx), so a signal reaches the real process.
const hardhatCli = createRequire(import.meta.url).resolve("hardhat/internal/cli/cli");

async function rpc(rpcUrl, method, params) {
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
 *   onLine?: (line: string, source: "node" | "deploy" | "seed") => void,
 *   seed?: boolean,
 *   startDate?: Date,
 *   signal?: AbortSignal,
 *   protocol?: string,
 * }} options `seed` runs seed-local after the deployment; `startDate` starts the chain's clock in the
 *   past (the seed writes history from it up to now). Without them: an empty protocol on a chain at now.
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
  // The node starts without interval mining, so the deployment (and its recorded start block) and the
  // seed are deterministic; the interval is switched on once they are done.
  const env = { ...process.env, CEIBA_BLOCK_INTERVAL_MS: "0", CEIBA_LOCAL_RPC: rpcUrl, CEIBA_PROTOCOL: chosen };
  delete env.CEIBA_CHAIN_START_DATE; // only an explicit startDate moves the clock (never in tests)
  if (startDate) env.CEIBA_CHAIN_START_DATE = startDate.toISOString();
  /** The deploy or seed run in progress, stopped with the node. */
  let step;
  const spawnHardhat = (args, source) => {
    const child = spawn(process.execPath, [hardhatCli, ...args], {
      cwd: contractsDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        for (const line of chunk.toString().split("\n")) if (line.trim() && onLine) onLine(line, source);
      });
    }
    return child;
  };
  const runStep = async (script, source) => {
    step = spawnHardhat(["run", script, "--network", "localhost"], source);
    const code = await new Promise((resolve) => step.on("exit", (exitCode, signal) => resolve(exitCode ?? signal)));
    step = undefined;
    if (code !== 0) throw new Error(`${script} failed (${code})`);
  };
  const node = spawnHardhat(["node", "--hostname", host, "--port", String(port)], "node");
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
    await Promise.race([runStep("scripts/deploy-local.ts", "deploy"), nodeExit]);
    if (seed) await Promise.race([runStep("scripts/seed-local.ts", "seed"), nodeExit]);
    if (blockIntervalMs > 0) await rpc(rpcUrl, "evm_setIntervalMining", [blockIntervalMs]);
  } catch (error) {
    stop();
    throw error;
  }
  return { rpcUrl, protocol: chosen, node, stop };
}
