/**
 * Lighthouse's default (mobile) run: a Moto G Power-sized screen, simulated slow 4G and a 4× slower CPU.
 * Each run gets a fresh Chromium, so no cache or service worker carries over from one run to the next.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import path from "node:path";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** Milliseconds (CLS: unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Audits that did not pass, with their score, for the two categories measured. */
  flagged: string[];
  /** Lighthouse's measure of this machine's CPU speed at the time (higher is faster; ~1000+ is a desktop). */
  benchmarkIndex: number;
  /** The full report (JSON), for the details. */
  reportFile: string;
}

/** Lighthouse's mobile default: the CPU 4× slower than this machine's. */
export const DEFAULT_CPU_SLOWDOWN = 4;

async function runOnce(url: string, reportFile: string, cpuSlowdown: number): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error("Lighthouse returned no result");
    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    fs.writeFileSync(reportFile, JSON.stringify(result.lhr));
    const { categories, audits } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const flagged = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 || ref.group === "diagnostics"))
      .map((ref) => audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit?.id} ${audit?.score}${audit?.displayValue ? ` (${audit.displayValue})` : ""}`);
    return {
      performance: categories.performance?.score ?? Number.NaN,
      accessibility: categories.accessibility?.score ?? Number.NaN,
      metrics: {
        fcp: value("first-contentful-paint"),
        lcp: value("largest-contentful-paint"),
        tbt: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        si: value("speed-index"),
      },
      flagged,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      reportFile,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * `runs` runs one after the other (in parallel they would slow each other down); reports go to `reportDir`.
 * `cpuSlowdown` other than 4 shows how the page fares on a slower host than this one (the score depends on
 * the host's speed: Lighthouse slows this machine's CPU, whatever it is, by that factor).
 */
export async function runLighthouse(
  url: string,
  runs: number,
  reportDir: string,
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let i = 1; i <= runs; i++)
    results.push(await runOnce(url, path.join(reportDir, `lighthouse-${i}.json`), cpuSlowdown));
  return results;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
