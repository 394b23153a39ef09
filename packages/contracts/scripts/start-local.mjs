// `npm start`: runs a local Rootstock-like chain (1337 on 127.0.0.1:8545, a block every few seconds)
// and deploys the protocol to it. Ctrl-C stops everything. Later issues add the indexer, API and web app.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const cwd = path.resolve(here, "..");
const rpc = "http://127.0.0.1:8545";
const env = { ...process.env, CEIBA_BLOCK_INTERVAL_MS: process.env.CEIBA_BLOCK_INTERVAL_MS ?? "5000" };
const children = [];
// Run Hardhat's CLI with this Node directly (not through npx) so a signal reaches the real process.
const hardhatCli = createRequire(import.meta.url).resolve("hardhat/internal/cli/cli");

function log(line) {
  console.log(`[ceiba] ${line}`);
}

function run(args, { prefix, keep } = {}) {
  const child = spawn(process.execPath, [hardhatCli, ...args], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  if (keep) children.push(child);
  const relay = (stream) =>
    stream.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) if (line.trim() && prefix) console.log(`${prefix} ${line}`);
    });
  relay(child.stdout);
  relay(child.stderr);
  return child;
}

async function waitForRpc(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(rpc, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the local chain did not answer on ${rpc}`);
}

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}

process.on("SIGINT", () => {
  log("stopping");
  stop(0);
});
process.on("SIGTERM", () => stop(0));

log("starting the local chain (1337) on 127.0.0.1:8545");
const node = run(["node", "--hostname", "127.0.0.1", "--port", "8545"], { keep: true });
node.on("exit", (code) => {
  if (stopping) return;
  log(`the local chain stopped (exit ${code})`);
  stop(code ?? 1);
});
try {
  await waitForRpc(60_000);
  log("deploying the protocol");
  const deploy = run(["run", "scripts/deploy-local.ts", "--network", "localhost"], { prefix: "[deploy]" });
  const code = await new Promise((resolve) => deploy.on("exit", resolve));
  if (code !== 0) throw new Error("the deployment failed");
  log(`ready: JSON-RPC ${rpc} (chain 1337); addresses in packages/deployments/chains/1337.ceiba.json`);
  log("press Ctrl-C to stop");
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  stop(1);
}
