/**
 * The web app's budget (issue: first route ≤ 150 kB gzip of JS; Lighthouse mobile on /home: performance
 * ≥ 0.95, accessibility ≥ 0.98). Builds the app into a folder of its own (never under a running
 * `npm start`), adds up the first route's JavaScript, serves the build with `vite preview` on a free port
 * without the local stack, runs Lighthouse 3 times on /home and takes the medians. Prints the machine's
 * load first (simulated throttling still feels a busy CPU), one line per figure, and last one JSON line.
 * Then (issue 6; request-count.ts) counts the HTTP requests and JSON-RPC calls of one dashboard load and one
 * refresh on the local stack (started on free ports like the end-to-end tests', or the running one that
 * CEIBA_E2E_WEB_URL names): target 1 eth_call per refresh.
 *
 *   npm run bench -w @ceiba/web
 *   npm run bench -w @ceiba/web -- --no-build --out-dir=dist --runs=5 --no-lighthouse --no-requests
 *   npm run bench -w @ceiba/web -- --cpu-slowdown=5.5   (a slower host: see README, "Measurements")
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { measureFirstRouteJs } from "./first-route-js";
import { DEFAULT_CPU_SLOWDOWN, median, runLighthouse, type LighthouseRun } from "./lighthouse";
import { servePreview } from "./preview-server";
import { measureRequests, requestTable, type PhaseCounts, type RequestCountResult } from "./request-count";

const BUDGET = { firstRouteJsKB: 150, performance: 0.95, accessibility: 0.98 } as const;
/** Issue 6: one eth_call per dashboard refresh, whatever the number of markets. */
const REQUEST_TARGET = { ethCallPerRefresh: 1 } as const;
const ROUTE = "/home";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const flag = (name: string) => process.argv.includes(`--${name}`);
const outDir = path.resolve(webDir, option("out-dir") ?? "node_modules/.cache/ceiba-bench/dist");
const runs = Number(option("runs") ?? 3);
const cpuSlowdown = Number(option("cpu-slowdown") ?? DEFAULT_CPU_SLOWDOWN);
if (!(cpuSlowdown >= 1))
  throw new Error(`--cpu-slowdown must be a number of at least 1, not ${option("cpu-slowdown")}`);

const kB = (bytes: number) => Number((bytes / 1000).toFixed(2));
const load = () => os.loadavg().map((value) => Number(value.toFixed(2)));

async function lighthouseMedians(): Promise<{ runs: LighthouseRun[]; performance: number; accessibility: number }> {
  const served = await servePreview(webDir, outDir);
  try {
    const reports = path.join(outDir, "..", "lighthouse");
    const results = await runLighthouse(`${served.url}${ROUTE}`, runs, reports, cpuSlowdown);
    return {
      runs: results,
      performance: median(results.map((run) => run.performance)),
      accessibility: median(results.map((run) => run.accessibility)),
    };
  } finally {
    await served.close();
  }
}

/** Counts the dashboard's requests; a failure (no stack, no browser) is reported, not thrown. */
async function countRequests(): Promise<RequestCountResult | { error: string }> {
  try {
    const result = await measureRequests((line) => console.log(line));
    for (const line of requestTable(result)) console.log(line);
    console.log(
      `requests: ${result.markets} markets, ${result.positions.deposits} deposits and ${result.positions.loans} ` +
        `loans on screen; refresh = ${result.refreshTrigger}`,
    );
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`requests: not measured: ${message}`);
    return { error: message };
  }
}

const phaseSummary = (counts: PhaseCounts) => ({ http: counts.http, rpc: counts.rpc, ethCall: counts.ethCall });

async function main(): Promise<void> {
  const loadBefore = load();
  console.log(`machine: ${os.cpus().length} CPU, load average ${loadBefore.join(" / ")} (1 / 5 / 15 min)`);
  if (!flag("no-build")) {
    await build({
      root: webDir,
      configFile: path.join(webDir, "vite.config.ts"),
      logLevel: "warn",
      build: { outDir, emptyOutDir: true },
    });
  }

  const js = measureFirstRouteJs(outDir);
  for (const row of js.files)
    console.log(
      `${kB(row.gzip).toFixed(2).padStart(8)} kB gzip  ${kB(row.bytes).toFixed(2).padStart(8)} kB  ${row.file}`,
    );
  console.log(
    `${kB(js.gzipBytes).toFixed(2).padStart(8)} kB gzip  first route (${ROUTE}) JS, budget ${BUDGET.firstRouteJsKB} kB`,
  );

  const lh = flag("no-lighthouse") ? undefined : await lighthouseMedians();
  if (lh) {
    lh.runs.forEach((run, i) => {
      const m = run.metrics;
      console.log(
        `lighthouse ${i + 1}: performance ${run.performance} accessibility ${run.accessibility}  ` +
          `FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, ` +
          `CLS ${m.cls.toFixed(3)}, SI ${Math.round(m.si)} ms  (CPU benchmark index ${Math.round(run.benchmarkIndex)})`,
      );
      if (run.flagged.length) console.log(`  flagged: ${run.flagged.join("; ")}`);
    });
    console.log(
      `lighthouse median of ${runs} (CPU ${cpuSlowdown}× slower): performance ${lh.performance}, accessibility ${lh.accessibility}`,
    );
    console.log(`reports: ${path.dirname(lh.runs[0]?.reportFile ?? outDir)}`);
  }
  const counted = flag("no-requests") ? undefined : await countRequests();
  const loadAfter = load();
  console.log(`machine load average after: ${loadAfter.join(" / ")}`);

  const withinJs = js.gzipBytes <= BUDGET.firstRouteJsKB * 1000;
  const lighthouse = lh && {
    runs,
    cpuSlowdown,
    performance: lh.performance,
    accessibility: lh.accessibility,
    performanceRuns: lh.runs.map((run) => run.performance),
    accessibilityRuns: lh.runs.map((run) => run.accessibility),
    lcpMs: Math.round(median(lh.runs.map((run) => run.metrics.lcp))),
    tbtMs: Math.round(median(lh.runs.map((run) => run.metrics.tbt))),
    benchmarkIndex: Math.round(median(lh.runs.map((run) => run.benchmarkIndex))),
  };
  const verdicts = {
    firstRouteJs: withinJs,
    // The budget is Lighthouse's default run; another slowdown is a diagnosis, not a verdict.
    performance: lh && cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? lh.performance >= BUDGET.performance : null,
    accessibility: lh ? lh.accessibility >= BUDGET.accessibility : null,
    ethCallPerRefresh: counted
      ? "error" in counted
        ? false
        : counted.refresh.ethCall === REQUEST_TARGET.ethCallPerRefresh
      : null,
  };
  const requests =
    counted &&
    ("error" in counted
      ? { error: counted.error, target: REQUEST_TARGET, met: false }
      : {
          load: phaseSummary(counted.load),
          refresh: phaseSummary(counted.refresh),
          idle: phaseSummary(counted.idle),
          refreshTrigger: "visibilitychange after a block (refetch on focus of stale queries)",
          markets: counted.markets,
          target: REQUEST_TARGET,
          met: counted.refresh.ethCall === REQUEST_TARGET.ethCallPerRefresh,
        });
  console.log(
    JSON.stringify({
      metric: "web.budget",
      route: ROUTE,
      firstRouteJs: {
        gzipBytes: js.gzipBytes,
        gzipKB: kB(js.gzipBytes),
        rawBytes: js.rawBytes,
        files: js.files.length,
      },
      lighthouse: lighthouse ?? null,
      requests: requests ?? null,
      budget: BUDGET,
      verdicts,
      withinBudget: Object.values(verdicts).every((verdict) => verdict !== false),
      machine: { cpus: os.cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
    }),
  );
}

await main();
