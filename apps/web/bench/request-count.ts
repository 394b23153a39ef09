/**
 * Issue 6: how many HTTP requests and JSON-RPC calls one dashboard load and one refresh cost (target: one
 * `eth_call` per refresh, whatever the number of markets).
 *
 * Starts the whole local stack as the end-to-end tests do (e2e/global/global-setup.ts: free ports, state in a
 * temporary folder; or adopts the one CEIBA_E2E_WEB_URL names), launches Debian's Chromium with the e2e test
 * wallet injected as Hardhat's demo account 1 (positions in several markets; terms accepted on the server),
 * connects it once, then, in a fresh browser context (cold HTTP cache, service workers blocked, the stored
 * session of a returning user):
 *
 * - load: opens /home and waits until the dashboard shows the account's positions and the network is idle
 *   (at the earliest after core's TERMS_CHECK_DELAY_MS, when the app asks whether the terms were accepted);
 * - idle: stays on the page until the snapshot is older than a block (core's BLOCK_TIME_MS): the app does
 *   not poll, so nothing should be asked in between;
 * - refresh: the user comes back to the tab (visibilitychange: hidden, then visible). That is how the
 *   dashboard refreshes without a transaction: TanStack Query refetches the active queries older than
 *   their staleTime (a block) when the window regains focus; there is no refetch interval and no block
 *   watcher. (After a transaction, invalidateAfterTransaction refetches by key the same active account
 *   snapshot, plus the indexer status and the markets when a page shows them: not measured here, since it
 *   would need a transaction.)
 *
 * Every HTTP request of the context is recorded (page.on('request')); requests to the same-origin /rpc
 * proxy are opened and each JSON-RPC call counted by method, batch items one by one. The injected wallet's
 * requests reach Node through a binding, not HTTP: those it forwards to the node count as JSON-RPC calls too
 * (`viaWallet`), those it answers itself (accounts, chain id, signatures) are listed apart.
 */
import type { Browser, BrowserContext, Page, Request } from "@playwright/test";
import { chromium, expect } from "@playwright/test";
import { BLOCK_TIME_MS, TERMS_CHECK_DELAY_MS } from "@ceiba/core";
import { getDeployment } from "@ceiba/deployments";
import globalSetup from "../../../e2e/global/global-setup";
import { CHROMIUM_LAUNCH_OPTIONS } from "../../../e2e/global/browser";
import { createIndexerApi } from "../../../e2e/support/indexer-api";
import { acceptTermsOnServer, connectTestWallet } from "../../../e2e/support/app";
import { LOCAL_CHAIN_ID, currentStack, type Stack } from "../../../e2e/support/stack";
import { attachTestWallet } from "../../../e2e/wallet/attach";
import type { TestWallet } from "../../../e2e/wallet/test-wallet";

/** Hardhat's account 1: a seeded demo account with deposits and loans in several markets (read only here). */
const ACCOUNT = 1;
const ROUTE = "/home";
/** The network counts as idle after this long without a request in flight or a new wallet request. */
const QUIET_MS = 2_500;
const STEP_TIMEOUT_MS = 90_000;
/** Requests the test wallet answers itself (e2e/wallet/test-wallet.ts); it forwards every other to the node. */
const ANSWERED_BY_WALLET = new Set([
  "eth_chainId",
  "net_version",
  "eth_accounts",
  "eth_coinbase",
  "eth_requestAccounts",
  "personal_sign",
  "eth_sign",
  "eth_signTypedData_v4",
]);
const answeredByWallet = (method: string) => ANSWERED_BY_WALLET.has(method) || method.startsWith("wallet_");

/** The requests of one phase. */
export interface PhaseCounts {
  /** HTTP requests the page made. */
  http: number;
  /** HTTP requests by kind: `document`, `script`, `json-rpc`, `api POST /graphql`, ... */
  byKind: Record<string, number>;
  /** JSON-RPC calls by method: the /rpc proxy's (batch items one by one) and the wallet's forwarded ones. */
  rpc: Record<string, number>;
  /** The part of `rpc` the injected wallet sent to the node. */
  viaWallet: Record<string, number>;
  /** Requests the wallet answered itself (no network). */
  walletLocal: Record<string, number>;
  ethCall: number;
  /** How long the phase's requests took from its start to the last one's end (ms). */
  spanMs: number;
  /** The phase's JSON-RPC calls and API requests in order: `+ms method detail`. */
  calls: string[];
}

export interface RequestCountResult {
  url: string;
  stack: "started" | "adopted";
  account: string;
  /** Markets of the local deployment (the Lens reads them all), and the account's positions on screen. */
  markets: number;
  positions: { deposits: number; loans: number };
  refreshTrigger: string;
  idleMs: number;
  load: PhaseCounts;
  idle: PhaseCounts;
  refresh: PhaseCounts;
}

interface Recorded {
  kind: string;
  rpcCalls: RpcCall[];
  startedAt: number;
  endedAt?: number;
}

/** Records a context's HTTP requests and its wallet's requests, phase by phase. */
class Recorder {
  readonly #requests: Recorded[] = [];
  readonly #byRequest = new Map<Request, Recorded>();
  #phaseStart = 0;
  #phaseStartedAt = Date.now();
  #walletStart = 0;
  #walletSeen = 0;
  #walletSeenAt = Date.now();

  constructor(
    context: BrowserContext,
    private readonly origin: string,
    private readonly wallet: TestWallet,
  ) {
    context.on("request", (request) => {
      const recorded: Recorded = { ...this.#classify(request), startedAt: Date.now() };
      this.#requests.push(recorded);
      this.#byRequest.set(request, recorded);
    });
    const end = (request: Request) => {
      const recorded = this.#byRequest.get(request);
      if (recorded) recorded.endedAt = Date.now();
    };
    context.on("requestfinished", end);
    context.on("requestfailed", end);
  }

  #classify(request: Request): Omit<Recorded, "startedAt"> {
    const url = new URL(request.url());
    if (url.origin !== this.origin) return { kind: `external ${url.host}`, rpcCalls: [] };
    if (url.pathname === "/rpc" || url.pathname.startsWith("/rpc/")) {
      return { kind: "json-rpc", rpcCalls: rpcCalls(request.postData(), this.wallet.address) };
    }
    if (url.pathname.startsWith("/api/")) {
      return { kind: `api ${request.method()} ${url.pathname.slice("/api".length)}`, rpcCalls: [] };
    }
    return { kind: request.resourceType(), rpcCalls: [] };
  }

  /** Starts a new phase: what follows is counted apart. */
  startPhase(): void {
    this.#phaseStart = this.#requests.length;
    this.#phaseStartedAt = Date.now();
    this.#walletStart = this.wallet.requests.length;
  }

  /**
   * Waits until no request has been in flight, and the wallet has had no request, for QUIET_MS (and not
   * before `notBefore`, ms since the epoch).
   */
  async waitForQuiet(notBefore = 0, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
    const deadline = Math.max(Date.now(), notBefore) + timeoutMs;
    for (;;) {
      const now = Date.now();
      if (this.wallet.requests.length !== this.#walletSeen) {
        this.#walletSeen = this.wallet.requests.length;
        this.#walletSeenAt = now;
      }
      const phase = this.#requests.slice(this.#phaseStart);
      const lastEnd = Math.max(this.#phaseStartedAt, this.#walletSeenAt, ...phase.map((r) => r.endedAt ?? now));
      const inFlight = phase.some((r) => r.endedAt === undefined);
      if (!inFlight && now - lastEnd >= QUIET_MS && now >= notBefore) return;
      if (now > deadline) throw new Error(`the network was not idle within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** The counts of the current phase. */
  counts(): PhaseCounts {
    const requests = this.#requests.slice(this.#phaseStart);
    const byKind: Record<string, number> = {};
    const rpc: Record<string, number> = {};
    const calls: string[] = [];
    const at = (time: number) => `+${String(time - this.#phaseStartedAt).padStart(6)} ms`;
    for (const request of requests) {
      increment(byKind, request.kind);
      for (const call of request.rpcCalls) {
        increment(rpc, call.method);
        calls.push(`${at(request.startedAt)}  ${call.method}${call.detail ? ` ${call.detail}` : ""}`);
      }
      if (request.kind.startsWith("api ")) calls.push(`${at(request.startedAt)}  ${request.kind}`);
    }
    const viaWallet: Record<string, number> = {};
    const walletLocal: Record<string, number> = {};
    for (const { method } of this.wallet.requests.slice(this.#walletStart)) {
      if (answeredByWallet(method)) increment(walletLocal, method);
      else {
        increment(viaWallet, method);
        increment(rpc, method);
        calls.push(`(wallet)  ${method}`);
      }
    }
    const lastEnd = Math.max(this.#phaseStartedAt, ...requests.map((r) => r.endedAt ?? r.startedAt));
    return {
      http: requests.length,
      byKind: sorted(byKind),
      rpc: sorted(rpc),
      viaWallet: sorted(viaWallet),
      walletLocal: sorted(walletLocal),
      ethCall: rpc.eth_call ?? 0,
      spanMs: lastEnd - this.#phaseStartedAt,
      calls,
    };
  }
}

export interface RpcCall {
  method: string;
  /** For eth_call: the contract called, the selector, and whether the call data names `account`. */
  detail: string;
}

/** The calls of a JSON-RPC body: one call or a batch (each item counts). */
export function rpcCalls(body: string | null, account: string): RpcCall[] {
  if (!body) return [{ method: "(no body)", detail: "" }];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [{ method: "(not JSON)", detail: "" }];
  }
  const needle = account.toLowerCase().slice(2);
  return (Array.isArray(parsed) ? parsed : [parsed]).map((call) => {
    const { method, params } = (call ?? {}) as { method?: unknown; params?: unknown };
    if (typeof method !== "string") return { method: "(no method)", detail: "" };
    const tx = method === "eth_call" && Array.isArray(params) ? (params[0] as { to?: unknown; data?: unknown }) : {};
    const data = typeof tx?.data === "string" ? tx.data.toLowerCase() : "";
    const detail =
      method === "eth_call"
        ? `to ${typeof tx?.to === "string" ? tx.to.slice(0, 10) : "(deployless)"} ${data.slice(0, 10)} ` +
          `(${data.length / 2 - 1} bytes${data.includes(needle) ? ", names the account" : ""})`
        : "";
    return { method, detail };
  });
}

function increment(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

function sorted(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

const dashboardBlock = (page: Page) => page.locator('[data-testid="dashboard-block"][data-block]');
const rows = (page: Page, kind: "deposits" | "loans") => page.locator(`[data-testid^="${kind}-row-"]`);

/** Waits until the dashboard shows the account's positions at some block. */
async function waitForDashboard(page: Page): Promise<void> {
  await expect(dashboardBlock(page)).toHaveCount(1, { timeout: STEP_TIMEOUT_MS });
  await expect(rows(page, "deposits").first()).toBeVisible({ timeout: STEP_TIMEOUT_MS });
}

/** The tab goes to the background and comes back, as when the user switches tabs. */
async function leaveAndComeBack(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      Object.defineProperty(document, "hidden", { configurable: true, get: () => state === "hidden" });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    };
    setVisibility("hidden");
    await new Promise((resolve) => setTimeout(resolve, 100));
    setVisibility("visible");
  });
}

async function newContext(browser: Browser, stack: Stack, connected: boolean, storageState?: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: "block",
    ...(storageState === undefined ? {} : { storageState: JSON.parse(storageState) as never }),
  });
  // tsx (esbuild, keepNames) wraps named functions in `__name(...)`: the functions Playwright serialises
  // into the page (the wallet's provider, page.evaluate) need the helper there too. Playwright's test
  // runner compiles with Babel and has no such helper.
  await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
  const wallet = await attachTestWallet(
    context,
    { account: ACCOUNT, connected },
    new Map([[LOCAL_CHAIN_ID, stack.rpcUrl]]),
  );
  return { context, wallet };
}

/**
 * Measures one dashboard load and one refresh (see the file's comment). Starts the stack unless
 * CEIBA_E2E_WEB_URL names one, and stops what it started.
 */
export async function measureRequests(say: (line: string) => void = console.log): Promise<RequestCountResult> {
  const adopted = Boolean(process.env.CEIBA_E2E_WEB_URL);
  const teardown = await globalSetup();
  let browser: Browser | undefined;
  try {
    const stack = currentStack();
    const api = createIndexerApi(stack.apiUrl);
    browser = await chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, headless: true });

    // A first visit: connect the wallet once (the session the app stores is a returning user's).
    const first = await newContext(browser, stack, false);
    await acceptTermsOnServer(api, first.wallet.account);
    const firstPage = await first.context.newPage();
    await firstPage.goto(`${stack.webUrl}${ROUTE}`);
    await connectTestWallet(firstPage, first.wallet.address);
    await waitForDashboard(firstPage);
    const storageState = JSON.stringify(await first.context.storageState());
    await first.context.close();

    // The measured visit: a fresh context (cold cache) with the stored session and the site authorised.
    const { context, wallet } = await newContext(browser, stack, true, storageState);
    const recorder = new Recorder(context, new URL(stack.webUrl).origin, wallet);
    const page = await context.newPage();
    say(`requests: loading ${ROUTE} as ${wallet.address} (Hardhat account ${ACCOUNT}) on ${stack.webUrl}`);
    recorder.startPhase();
    await page.goto(`${stack.webUrl}${ROUTE}`);
    await waitForDashboard(page);
    // The load includes the terms check the app makes TERMS_CHECK_DELAY_MS after the wallet connects.
    await recorder.waitForQuiet(Date.now() + TERMS_CHECK_DELAY_MS);
    const load = recorder.counts();
    const positions = { deposits: await rows(page, "deposits").count(), loans: await rows(page, "loans").count() };
    const markets = Object.keys(getDeployment(LOCAL_CHAIN_ID)?.markets ?? {}).length;

    // Until the snapshot is older than a block (measured from the end of the load's last request).
    const idleMs = Number(BLOCK_TIME_MS) + 1_000;
    say(`requests: waiting ${Math.round(idleMs / 1000)} s for the data to be older than a block`);
    recorder.startPhase();
    await page.waitForTimeout(idleMs);
    const idle = recorder.counts();

    recorder.startPhase();
    await leaveAndComeBack(page);
    await recorder.waitForQuiet();
    const refresh = recorder.counts();
    await context.close();

    return {
      url: `${stack.webUrl}${ROUTE}`,
      stack: adopted ? "adopted" : "started",
      account: wallet.address,
      markets,
      positions,
      refreshTrigger:
        "the tab is hidden then shown again once the data is older than a block (visibilitychange): " +
        "TanStack Query refetches the stale active queries on focus; the app has no refetch interval",
      idleMs,
      load,
      idle,
      refresh,
    };
  } finally {
    await browser?.close();
    await teardown();
  }
}

/** The table: one row per kind of request and per JSON-RPC method, one column per phase. */
export function requestTable(result: RequestCountResult): string[] {
  const phases = [
    ["load", result.load],
    [`idle ${Math.round(result.idleMs / 1000)} s`, result.idle],
    ["refresh", result.refresh],
  ] as const;
  const keys = <K extends "byKind" | "rpc" | "viaWallet" | "walletLocal">(field: K) =>
    [...new Set(phases.flatMap(([, counts]) => Object.keys(counts[field])))].sort((a, b) => a.localeCompare(b));
  const lines: [string, ...number[]][] = [];
  lines.push(["HTTP requests", ...phases.map(([, c]) => c.http)]);
  for (const kind of keys("byKind")) lines.push([`  ${kind}`, ...phases.map(([, c]) => c.byKind[kind] ?? 0)]);
  lines.push(["JSON-RPC calls", ...phases.map(([, c]) => sum(c.rpc))]);
  for (const method of keys("rpc")) {
    const wallet = phases.some(([, c]) => c.viaWallet[method]) ? " (some via the wallet)" : "";
    lines.push([`  ${method}${wallet}`, ...phases.map(([, c]) => c.rpc[method] ?? 0)]);
  }
  lines.push(["wallet, answered locally", ...phases.map(([, c]) => sum(c.walletLocal))]);
  for (const method of keys("walletLocal")) {
    lines.push([`  ${method}`, ...phases.map(([, c]) => c.walletLocal[method] ?? 0)]);
  }
  const width = Math.max(...lines.map(([label]) => label.length));
  const header = ["", ...phases.map(([name]) => name)];
  const row = (cells: readonly (string | number)[]) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(width) : String(cell).padStart(10))).join("  ");
  const timelines = phases.flatMap(([name, counts]) =>
    counts.calls.length === 0 ? [] : [`${name}, JSON-RPC and API in order:`, ...counts.calls.map((c) => `  ${c}`)],
  );
  return [row(header), ...lines.map(row), ...timelines];
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
