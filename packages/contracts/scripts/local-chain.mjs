// Starts a local chain (Hardhat node, chain 1337) and deploys the protocol to it.
// Used by `npm start` and by the test suites of the packages that need a real chain.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Hardhat's CLI run with this Node directly (not through npx), so a signal reaches the real process.
const hardhatCli = createRequire(import.meta.url).resolve("hardhat/internal/cli/cli");

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
 * @param {{ host?: string, port?: number, blockIntervalMs?: number, onLine?: (line: string) => void }} options
 * @returns {Promise<{ rpcUrl: string, node: import("node:child_process").ChildProcess, stop: () => void }>}
 */
export async function startLocalChain({ host = "127.0.0.1", port = 8545, blockIntervalMs = 0, onLine } = {}) {
  const rpcUrl = `http://${host}:${port}`;
  const env = { ...process.env, CEIBA_BLOCK_INTERVAL_MS: String(blockIntervalMs), CEIBA_LOCAL_RPC: rpcUrl };
  const spawnHardhat = (args) => {
    const child = spawn(process.execPath, [hardhatCli, ...args], {
      cwd: contractsDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        for (const line of chunk.toString().split("\n")) if (line.trim() && onLine) onLine(line);
      });
    }
    return child;
  };
  const node = spawnHardhat(["node", "--hostname", host, "--port", String(port)]);
  const stop = () => {
    if (node.exitCode === null) node.kill("SIGTERM");
  };
  try {
    await Promise.race([
      waitForRpc(rpcUrl, 90_000),
      new Promise((_, reject) => node.on("exit", (code) => reject(new Error(`the local chain exited (${code})`)))),
    ]);
    const deploy = spawnHardhat(["run", "scripts/deploy-local.ts", "--network", "localhost"]);
    const code = await new Promise((resolve) => deploy.on("exit", resolve));
    if (code !== 0) throw new Error("deploying the protocol to the local chain failed");
  } catch (error) {
    stop();
    throw error;
  }
  return { rpcUrl, node, stop };
}
