#!/usr/bin/env node
/**
 * Runs one npm script in every workspace that has it, `--jobs` of them at a time (default 2, the cores CI
 * has), each workspace's output printed whole when it ends, with its time. Exits 1 if any failed.
 *
 *   node scripts/run-workspaces.mjs typecheck [--jobs 2]
 *
 * For scripts that use one core each (tsc): `npm run typecheck --workspaces` ran them one after the other,
 * ~5 minutes of a single busy core. The tests stay sequential: they use both cores and time-sensitive stacks.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Buffer } from "node:buffer";
import { URL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const [script, ...rest] = process.argv.slice(2);
const jobsAt = rest.indexOf("--jobs");
const jobs = jobsAt >= 0 ? Number(rest[jobsAt + 1]) : 2;
if (!script || !Number.isInteger(jobs) || jobs < 1) {
  console.error("usage: node scripts/run-workspaces.mjs <script> [--jobs N]");
  process.exit(2);
}

/** The workspace folders of the root package.json ("dir/*" or "dir"), in its order. */
function workspaceFolders() {
  const { workspaces } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  });
}

const targets = workspaceFolders()
  .map((folder) => join(root, folder, "package.json"))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, "utf8")))
  .filter((manifest) => manifest.scripts?.[script] !== undefined)
  .map((manifest) => manifest.name);

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", script, "-w", name], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      console.log(`── ${name} ${script}: ${code === 0 ? "ok" : `failed (exit ${code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const queue = [...targets];
const results = await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    const lane = [];
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) lane.push(await run(name));
    return lane;
  }),
);
const failed = results.flat().filter((ok) => !ok).length;
if (failed > 0) {
  console.error(`${failed} of ${targets.length} workspaces failed ${script}`);
  process.exit(1);
}
