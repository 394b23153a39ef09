/** The bench's human-readable tables (Markdown), printed before its one JSON line. */
import type { BackfillResult } from "./backfill";
import type { EventCount } from "./count-events";
import type { Generated } from "./generate-events";
import type { LatencyFigures, LoadTarget } from "./latency";
import type { BackfillBreakdown } from "./ponder-metrics";

const log = (line = "") => console.log(line);

export function printChain(generated: Generated, ours: EventCount, all: EventCount, startBlock: number): void {
  const byEvent = Object.entries(all.byName)
    .sort(([, a], [, b]) => b - a)
    .map(([name, n]) => `${name} ${n}`)
    .join(", ");
  log(`\n| chain | value |\n|---|---:|`);
  log(`| transactions sent | ${generated.transactions} (${generated.traders.length} accounts) |`);
  log(`| blocks | ${generated.blocks} (${generated.fromBlock}–${generated.toBlock}) |`);
  log(`| generation time | ${generated.seconds.toFixed(1)} s |`);
  log(`| handled events generated | ${ours.total} |`);
  log(`| handled events since start block ${startBlock} (indexed) | ${all.total} in ${all.blocks} blocks |`);
  log(`| by event | ${byEvent} |`);
}

export function printBackfill(
  backfill: BackfillResult,
  events: number,
  breakdown: BackfillBreakdown,
  target: number,
): void {
  const { indexer } = backfill;
  const at = (msg: string) => {
    const t = indexer.firstSeen(msg);
    return t === undefined ? "–" : `${((t - indexer.spawnedAt) / 1000).toFixed(1)} s`;
  };
  const timeline = [
    at("Finished fetching backfill JSON-RPC data"),
    at("Completed backfill indexing across all chains"),
    at("Started live indexing"),
    `${backfill.totalSeconds.toFixed(1)} s`,
  ].join(" / ");
  const rpc = Object.entries(breakdown.rpc)
    .map(([method, r]) => `${method} ${r.count} × ${r.meanMs.toFixed(0)}`)
    .join(", ");
  const { backfill: ranges, live } = backfill.ponderCounted;
  log(`\n| backfill (${indexer.database}) | value |\n|---|---:|`);
  log(`| events indexed | ${events} |`);
  log(
    `| start-up (spawn → first backfill request: build, codegen, migrations) | ${backfill.startupSeconds.toFixed(1)} s |`,
  );
  log(`| backfill (first backfill request → head block indexed) | ${backfill.backfillSeconds.toFixed(1)} s |`);
  log(`| **throughput** | **${(events / backfill.backfillSeconds).toFixed(0)} events/s** (target ≥ ${target}) |`);
  log(`| total (spawn → head block indexed) | ${backfill.totalSeconds.toFixed(1)} s |`);
  log(`| from spawn: fetch done / backfill done / live from / head indexed | ${timeline} |`);
  log(`| events in Ponder's logs: backfill ranges / live blocks (with its block events) | ${ranges} / ${live} |`);
  log(
    `| time in handlers / of which awaiting the Lens eth_call | ${breakdown.handlerSeconds.toFixed(1)} s / ` +
      `${breakdown.lensWaitSeconds.toFixed(1)} s (${breakdown.lensReads} reads, ${breakdown.lensPrefetched} prefetched) |`,
  );
  log(`| JSON-RPC requests (count × mean ms, concurrent) | ${rpc} |`);
}

export function printLatency(
  results: readonly { target: LoadTarget; loaded: LatencyFigures; serial: LatencyFigures }[],
) {
  log(`\n| request | p50 | p99 | req/s | non-2xx | errors/timeouts | 1 connection, serial: p50 / p99 | req/s |`);
  log(`|---|---:|---:|---:|---:|---:|---:|---:|`);
  for (const { target, loaded, serial } of results) {
    log(
      `| ${target.name} | ${loaded.p50Ms} ms | ${loaded.p99Ms} ms | ${loaded.reqPerSec.toFixed(0)} | ${loaded.non2xx} | ` +
        `${loaded.errors} | ${serial.p50Ms.toFixed(1)} / ${serial.p99Ms.toFixed(1)} ms | ${serial.reqPerSec.toFixed(0)} |`,
    );
  }
}
