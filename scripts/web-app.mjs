// The web app in the local stack: a production build (skipped when nothing it is built from changed since
// the last one) served by `vite preview`, or the Vite dev server (CEIBA_WEB_MODE=dev). Both proxy the
// same-origin paths /rpc (chain JSON-RPC), /api (indexer) and /faucet to the running services, so the
// browser talks to one origin (apps/web/vite.config.ts reads the targets from CEIBA_PROXY_*).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(repoRoot, "apps/web");
const viteCli = path.join(repoRoot, "node_modules/vite/bin/vite.js");
// A second stack (the end-to-end tests, CEIBA_STATE_DIR set) builds into its own folder, so it never
// rebuilds under a developer's running preview.
const outDir = process.env.CEIBA_STATE_DIR
  ? path.resolve(process.env.CEIBA_STATE_DIR, "web-dist")
  : path.join(webDir, "dist");
const STAMP = path.join(outDir, ".ceiba-build-stamp");
/** What the build is made of: a change of size or time in any of these means a new build. */
const BUILD_INPUTS = [
  "apps/web/src",
  "apps/web/plugins",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "packages/core/src",
  "packages/sdk/src",
  "packages/deployments/src",
  "packages/deployments/chains",
  "package-lock.json",
];

function fingerprint() {
  const hash = createHash("sha256");
  const visit = (file) => {
    if (!fs.existsSync(file)) return;
    const stat = fs.statSync(file);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) visit(path.join(file, name));
    } else {
      hash.update(`${path.relative(repoRoot, file)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const input of BUILD_INPUTS) visit(path.join(repoRoot, input));
  // Vite writes VITE_* variables into the build (VITE_CEIBA_MAINTENANCE, VITE_CEIBA_URL_*…): another value
  // is another build.
  const viteVariables = Object.keys(process.env).filter((name) => name.startsWith("VITE_"));
  for (const name of viteVariables.sort()) hash.update(`env ${name}=${process.env[name]}\n`);
  return hash.digest("hex");
}

/** Runs a child to completion, keeping its last lines for the error message. */
function run(args, { env, signal, label }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: webDir, env, stdio: ["ignore", "pipe", "pipe"], signal });
    const tail = [];
    const keep = (chunk) => {
      tail.push(...chunk.toString().split("\n").filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - 30));
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (exit ${code}):\n${tail.join("\n")}`)),
    );
  });
}

/**
 * Builds apps/web into apps/web/dist (or $CEIBA_STATE_DIR/web-dist) unless the last build was made of the
 * same files.
 * @param {{ log: (line: string) => void, signal?: AbortSignal }} options
 */
export async function buildWebApp({ log, signal }) {
  const print = fingerprint();
  if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === print) {
    log("web app: the last build is up to date");
    return;
  }
  log("web app: building (vite build)");
  const startedAt = Date.now();
  await run([viteCli, "build", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"], {
    env: process.env,
    signal,
    label: "the web app's build",
  });
  fs.writeFileSync(STAMP, print);
  log(`web app: built in ${Math.round((Date.now() - startedAt) / 1000)} s`);
}

/**
 * Serves the web app and resolves once it answers.
 * @param {{
 *   mode: "preview" | "dev",
 *   port: number,
 *   targets: { rpc: string, api: string, faucet: string, boltz?: string },
 *   log: (line: string) => void,
 *   signal?: AbortSignal,
 * }} options
 * @returns {Promise<import("node:child_process").ChildProcess>}
 */
export async function startWebApp({ mode, port, targets, log, signal }) {
  const env = {
    ...process.env,
    CEIBA_PROXY_RPC: targets.rpc,
    CEIBA_PROXY_API: targets.api,
    CEIBA_PROXY_FAUCET: targets.faucet,
    ...(targets.boltz ? { CEIBA_BOLTZ_API_URL: targets.boltz } : {}),
  };
  const args = [
    viteCli,
    ...(mode === "dev" ? [] : ["preview", "--outDir", outDir]),
    "--host",
    "127.0.0.1",
    "--port",
    String(port),
  ];
  const child = spawn(process.execPath, [...args, "--strictPort"], {
    cwd: webDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) {
        if (/error|Error|ERROR|already in use/.test(line)) log(`web app: ${line.trim()}`);
      }
    });
  }
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (signal?.aborted) return child;
    if (child.exitCode !== null) throw new Error(`the web app server exited (code ${child.exitCode})`);
    const up = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill("SIGKILL");
  throw new Error(`the web app did not answer on ${url} within 60 s`);
}
