/**
 * `npm run bench -w @ceiba/indexer`: the indexer's backfill throughput and API latency on a private local
 * chain. Fills the chain with ≥ 20,000 handled protocol events, indexes them from scratch (fresh PGlite, or
 * PostgreSQL when DATABASE_URL is set), then load-tests the dashboard and activity GraphQL queries (and the
 * REST /markets/balance) with autocannon. Prints tables, then one JSON line last.
 * Targets: ≥ 2,000 events/s; p99 ≤ 15 ms at 500 req/s.
 *   CEIBA_BENCH_EVENTS (20000) events to generate at least; CEIBA_BENCH_SECONDS (10) per latency run.
 */
import os from "node:os";
import { getDeployment } from "@ceiba/deployments";
// The starter shared with `npm start` and the tests (plain JavaScript in @ceiba/local-stack).
import { startLocalChain } from "@ceiba/local-stack/local-chain";
import { measureBackfill, type BackfillResult } from "./backfill";
import { abortSignal, cleanupAll, onCleanup } from "./cleanup";
import { countHandledEvents } from "./count-events";
import { generateEvents } from "./generate-events";
import { ACTIVITY_QUERY, DASHBOARD_QUERY, graphqlRequest } from "./graphql-queries";
import { freePort } from "./indexer-child";
import { JsonRpc } from "./json-rpc";
import { assertAllGood, autocannonRun, stopLoad, type LatencyFigures, type LoadTarget } from "./latency";
import { serialRun } from "./serial-load";
import { readBreakdown } from "./ponder-metrics";
import { printBackfill, printChain, printLatency } from "./report";

const TARGET_EVENTS_PER_SECOND = 2_000;
const TARGET_P99_MS = 15;
const RATE = 500;
const CONNECTIONS = 100;

function positiveInt(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a whole number > 0, got "${text}"`);
  return value;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const log = (line = "") => console.log(line);

/** A GraphQL POST as autocannon sends it; good answers are 200 with data and no errors. */
function graphqlTarget(
  name: string,
  indexerUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): LoadTarget {
  return {
    name,
    url: `${indexerUrl}/graphql`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
    verify: (body) => body.startsWith('{"data":{') && !body.includes('"errors":'),
  };
}

async function main() {
  const events = positiveInt("CEIBA_BENCH_EVENTS", 20_000);
  const seconds = positiveInt("CEIBA_BENCH_SECONDS", 10);
  const [load1, load5] = os.loadavg();
  log(`# Indexer bench (${new Date().toISOString()})`);
  log(
    `machine: ${os.cpus().length} CPUs, load average ${load1?.toFixed(2)} / ${load5?.toFixed(2)} (1 / 5 min); ` +
      `database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite"}`,
  );

  // 1. A private chain with the protocol deployed.
  const port = await freePort();
  const chain = await startLocalChain({ port, signal: abortSignal });
  const chainExited = new Promise<void>((resolve) => {
    if (chain.node.exitCode !== null || chain.node.signalCode !== null) resolve();
    else chain.node.once("exit", () => resolve());
  });
  onCleanup("local chain", async () => {
    chain.stop();
    await Promise.race([chainExited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
  const deployment = getDeployment(1337, "ceiba");
  if (!deployment) throw new Error("@ceiba/deployments has no local (1337) deployment");
  const rpc = new JsonRpc(chain.rpcUrl);

  // 2. Events, counted on the chain.
  log(`\nGenerating ≥ ${events} protocol events on ${chain.rpcUrl} ...`);
  // 3% above the goal: the per-block AccrueInterest estimate is rounded.
  const generated = await generateEvents({ rpc, deployment, targetEvents: Math.ceil(events * 1.03), onProgress: log });
  const all = await countHandledEvents(rpc, deployment, BigInt(deployment.startBlock), generated.toBlock);
  const ours = await countHandledEvents(rpc, deployment, generated.fromBlock, generated.toBlock);
  const eventOf = { mint: "Mint", redeem: "Redeem", borrow: "Borrow", repay: "RepayBorrow" } as const;
  for (const [kind, name] of Object.entries(eventOf) as [keyof typeof eventOf, string][]) {
    const logged = ours.byName[name] ?? 0;
    if (logged !== generated.actions[kind]) {
      throw new Error(`${generated.actions[kind]} ${kind} transactions sent, ${logged} ${name} events: some reverted`);
    }
  }
  if (ours.total < events) throw new Error(`generated ${ours.total} handled events, fewer than ${events}`);

  printChain(generated, ours, all, deployment.startBlock);

  // 3. Backfill from scratch up to the head block.
  log(`\nIndexing from scratch up to block ${generated.toBlock} ...`);
  const backfill: BackfillResult = await measureBackfill(chain.rpcUrl, generated.toBlock, {
    timeoutMs: 15 * 60_000,
    // The REST route is rate-limited per client address (300/min by default): lifted for the load test.
    extraEnv: { CEIBA_API_RATE_LIMIT_PER_MINUTE: "1000000000" },
    onStart: (indexer) => onCleanup("indexer", () => indexer.stop()),
  });
  const { indexer } = backfill;
  const eventsPerSecond = all.total / backfill.backfillSeconds;
  const breakdown = await readBreakdown(indexer.url);
  printBackfill(backfill, all.total, breakdown, TARGET_EVENTS_PER_SECOND);

  // 4. Latency: every target answers well once, then a serial baseline, then autocannon.
  const user = generated.traders[0]?.toLowerCase(); // activity rows key users by lowercased address
  if (!user) throw new Error("no trader account");
  await graphqlRequest(indexer.url, DASHBOARD_QUERY);
  const activity = await graphqlRequest<{ activityEvents: { items: unknown[]; totalCount: number } }>(
    indexer.url,
    ACTIVITY_QUERY,
    { user },
  );
  if (activity.activityEvents.items.length !== 10) throw new Error(`the activity page of ${user} is not full`);
  const targets: LoadTarget[] = [
    graphqlTarget("dashboard", indexer.url, DASHBOARD_QUERY),
    graphqlTarget("activity", indexer.url, ACTIVITY_QUERY, { user }),
    // The hand-written REST routes for the same reads: markets from the chain (a Lens eth_call per chain block)
    // and, where the API has it, the activity page from the indexed tables.
    {
      name: "REST /markets/balance",
      url: `${indexer.url}/markets/balance`,
      method: "GET",
      verify: (body) => body.includes('"marketsBalance":['),
    },
  ];
  const restActivity: LoadTarget = {
    name: "REST /users/activity",
    url: `${indexer.url}/users/activity?address=${user}&take=10`,
    method: "GET",
    verify: (body) => body.includes('"items":[{'),
  };
  const restActivityStatus = (await fetch(restActivity.url)).status;
  if (restActivityStatus === 200) targets.push(restActivity);
  else log(`(GET /users/activity answered ${restActivityStatus}: not measured)`);
  log(`\nLatency: autocannon, ${CONNECTIONS} connections, ${RATE} req/s for ${seconds} s per request kind ...`);
  const results: { target: LoadTarget; loaded: LatencyFigures; serial: LatencyFigures }[] = [];
  for (const target of targets) {
    // Serial first: the bare cost of one request (and a warm-up).
    const serial = await serialRun(target, 200);
    assertAllGood(`${target.name} (serial)`, serial);
    const loaded = await autocannonRun(target, {
      connections: CONNECTIONS,
      overallRate: RATE,
      durationSeconds: seconds,
    });
    assertAllGood(target.name, loaded);
    results.push({ target, loaded, serial });
  }
  printLatency(results);
  log(
    `(activity of ${user}: ${activity.activityEvents.totalCount} rows; the page is its newest 10, totalCount, pageInfo)`,
  );

  const figures = (f: LatencyFigures) => ({
    p50Ms: round(f.p50Ms),
    p99Ms: round(f.p99Ms),
    reqPerSec: round(f.reqPerSec, 1),
    non2xx: f.non2xx,
    errors: f.errors,
  });
  const [dashboard, activityRun, rest, restActivityRun] = results;
  if (!dashboard || !activityRun || !rest) throw new Error("a latency run is missing");
  // At the rate asked (5% slack for autocannon's per-second sampling), every request answered in time.
  const meetsLatency = (f: LatencyFigures) => f.p99Ms <= TARGET_P99_MS && f.reqPerSec >= RATE * 0.95 && f.errors === 0;
  const met = {
    eventsPerSecond: eventsPerSecond >= TARGET_EVENTS_PER_SECOND,
    dashboard: meetsLatency(dashboard.loaded),
    activity: meetsLatency(activityRun.loaded),
  };
  log(
    `\nTargets: events/s ${met.eventsPerSecond ? "met" : "MISSED"}; dashboard p99 ≤ ${TARGET_P99_MS} ms at ${RATE} req/s ` +
      `${met.dashboard ? "met" : "MISSED"}; activity ${met.activity ? "met" : "MISSED"}`,
  );
  log(
    JSON.stringify({
      bench: "indexer",
      database: indexer.database,
      events: all.total,
      backfillSeconds: round(backfill.backfillSeconds),
      eventsPerSecond: round(eventsPerSecond, 0),
      startupSeconds: round(backfill.startupSeconds),
      totalSeconds: round(backfill.totalSeconds),
      blocks: generated.blocks,
      lensWaitSeconds: round(breakdown.lensWaitSeconds),
      lensReads: breakdown.lensReads,
      dashboard: figures(dashboard.loaded),
      activity: figures(activityRun.loaded),
      restMarketsBalance: figures(rest.loaded),
      restActivity: restActivityRun ? figures(restActivityRun.loaded) : null,
      serialP50Ms: {
        dashboard: round(dashboard.serial.p50Ms),
        activity: round(activityRun.serial.p50Ms),
        restMarketsBalance: round(rest.serial.p50Ms),
        restActivity: restActivityRun ? round(restActivityRun.serial.p50Ms) : null,
      },
      loadAverage: round(load1 ?? 0),
      targets: { eventsPerSecond: TARGET_EVENTS_PER_SECOND, p99Ms: TARGET_P99_MS, reqPerSec: RATE, met },
    }),
  );
}

main()
  .catch((error: unknown) => {
    stopLoad();
    // After SIGINT the steps under way fail as their processes go: the signal is the story, not them.
    if (abortSignal.aborted) return;
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
