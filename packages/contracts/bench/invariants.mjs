// The invariant sweep as a benchmark: CEIBA_INVARIANT_ACTIONS random actions (default 100,000) split into
// shards that run side by side, one Hardhat process each (the property run is single-threaded, so on
// 2 cores two shards take half the time of one). Shard i uses seed SEED + i, so the shards explore
// different sequences and each failure prints its own replay line. Prints every shard's summary line,
// then, last, one JSON line with the totals.
import { spawn } from "node:child_process";
import os from "node:os";

const total = Number(process.env.CEIBA_INVARIANT_ACTIONS ?? 100_000);
const shards = Math.max(1, Number(process.env.CEIBA_INVARIANT_SHARDS ?? Math.min(2, os.availableParallelism())));
const seed = Number(process.env.CEIBA_INVARIANT_SEED ?? 0x0ce1ba);
const perShard = Math.ceil(total / shards);
const started = Date.now();

function runShard(i) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["hardhat", "test", "--no-compile", "test/invariant/random-actions.test.ts"], {
      env: { ...process.env, CEIBA_INVARIANT_ACTIONS: String(perShard), CEIBA_INVARIANT_SEED: String(seed + i) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("close", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("[invariant] ") && !l.includes("FAILED"));
      if (code !== 0 || !line) process.stdout.write(out);
      resolve({ code, line });
    });
  });
}

// Compile once up front: the shards read the same artifacts and must not write them concurrently.
const compiled = spawn("npx", ["hardhat", "compile", "--quiet"], { stdio: "inherit" });
const compileCode = await new Promise((resolve) => compiled.on("close", resolve));
if (compileCode !== 0) process.exit(compileCode ?? 1);

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i)));
const seconds = (Date.now() - started) / 1000;
const figures = results.map((r) => {
  const m = /\] (\d+) actions \(\+(\d+) price restores\) in (\d+) runs, ([\d.]+) s, seed (\d+)/.exec(r.line ?? "");
  return m ? { actions: +m[1], restores: +m[2], runs: +m[3], seconds: +m[4], seed: +m[5] } : undefined;
});
for (const r of results) if (r.line) console.log(r.line);
const passed = results.every((r) => r.code === 0) && figures.every(Boolean);
const sum = (key) => figures.reduce((acc, f) => acc + (f?.[key] ?? 0), 0);
console.log(
  JSON.stringify({
    bench: "invariants",
    passed,
    actions: sum("actions"),
    priceRestores: sum("restores"),
    runs: sum("runs"),
    shards,
    seeds: figures.map((f, i) => f?.seed ?? seed + i),
    wallSeconds: Number(seconds.toFixed(1)),
    coreMsPerAction: Number(((seconds * 1000 * shards) / Math.max(1, sum("actions"))).toFixed(1)),
  }),
);
process.exit(passed ? 0 : 1);
