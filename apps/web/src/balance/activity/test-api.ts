/**
 * A fake indexer for the activity tests: GET /users/activity and GET /swaps answered from in-memory rows
 * with the real routes' rules (filters, newest first, take / skip, total). Not shipped: only tests import it.
 */
import { vi } from "vitest";
import type { LendingAnswerItem, SwapAnswerItem } from "./activity-api";

export const E18 = 10n ** 18n;

/** The route's full row: what the client reads and the fields it passes over. */
export interface FakeLendingItem extends LendingAnswerItem {
  userId: string;
  blockNumber: string;
  market: { name: string; symbol: string; underlyingSymbol: string; underlyingDecimals: number } | null;
}

export interface FakeSwapItem extends SwapAnswerItem {
  address: string;
  fromToken: { id: string; symbol: string };
  toToken: { id: string; symbol: string };
  eventName: "Exchange";
  priceAt: string | null;
  amountUsd: string | null;
}

export const txHash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;

/** A deposit of `amount` DOC in kDOC at 1 USD, at unix second `timestamp`. */
export function lendingItem(n: number, timestamp: number, overrides: Partial<FakeLendingItem> = {}): FakeLendingItem {
  const amount = 100n * E18;
  return {
    id: `${txHash(n)}-0`,
    userId: "",
    eventName: "mint",
    role: null,
    amount: String(amount),
    priceAt: String(E18),
    amountUsd: String(amount),
    txHash: txHash(n),
    logIndex: 0,
    blockNumber: String(n),
    timestamp: String(timestamp),
    market: { name: "Ceiba DOC", symbol: "kDOC", underlyingSymbol: "DOC", underlyingDecimals: 18 },
    ...overrides,
  };
}

/** A completed aggregator swap of 0.001 RBTC for 95 DOC at unix second `timestamp`. */
export function swapItem(n: number, timestamp: number, overrides: Partial<FakeSwapItem> = {}): FakeSwapItem {
  return {
    id: `swap-${n}`,
    address: "",
    provider: "aggregator",
    status: "Completed",
    txHash: txHash(n),
    fromToken: { id: "RBTC", symbol: "RBTC" },
    toToken: { id: "0x00000000000000000000000000000000000000d0", symbol: "DOC" },
    fromAmount: String(E18 / 1000n),
    toAmount: String(95n * E18),
    timestamp,
    eventName: "Exchange",
    priceAt: String(95_000n * E18),
    amountUsd: String(95n * E18),
    invoice: null,
    btcAddress: null,
    feeFixedSat: null,
    feePercent: null,
    ...overrides,
  };
}

/** A Lightning invoice's text as the API answers it (lowercase, no prefix): the screens show it, none decodes it. */
export const LIGHTNING_INVOICE =
  "lnbcrt500u1pjqqqqqpp54xk4x4yhxqf6n6zj0pllv9sfwzexmq4ra6rvmt6ymjs3pq4lmdfqdq8w3jhxaqxqrrsszqqqqqqqqqqqqqqqqqq";

/**
 * Overrides making swapItem a Lightning swap in: 50,000 satoshis for 0.0005 RBTC, no Rootstock transaction, its
 * invoice and Boltz's fee (300 sats + 0.25 %).
 */
export const LIGHTNING_SWAP = {
  provider: "lightning",
  txHash: null,
  fromToken: { id: "BTC", symbol: "BTC" },
  toToken: { id: "RBTC", symbol: "RBTC" },
  fromAmount: "50000",
  toAmount: String(E18 / 2000n),
  invoice: LIGHTNING_INVOICE,
  feeFixedSat: "300",
  feePercent: "0.25",
} satisfies Partial<FakeSwapItem>;

/** Overrides making swapItem an on-chain swap in: 80,000 satoshis sent to a Bitcoin address (its text only). */
export const ONCHAIN_SWAP = {
  ...LIGHTNING_SWAP,
  provider: "onchain",
  fromAmount: "80000",
  invoice: null,
  btcAddress: "bcrt1qwpkxzmrhvd3xzmrhvd3xzmrhvd3xzmrh5h4xsk",
  feeFixedSat: "500",
  feePercent: "0.1",
} satisfies Partial<FakeSwapItem>;

const inRange = (time: number, url: URL) => {
  const from = url.searchParams.get("from");
  const to = url.searchParams.get("to");
  return (from === null || time >= Number(from)) && (to === null || time <= Number(to));
};

const list = (name: string, url: URL) => url.searchParams.get(name)?.split(",");

function page<T>(url: URL, rows: T[]) {
  const take = Number(url.searchParams.get("take") ?? "10");
  const skip = Number(url.searchParams.get("skip") ?? "0");
  return {
    address: url.searchParams.get("address"),
    totalCount: rows.length,
    take,
    skip,
    items: rows.slice(skip, skip + take),
  };
}

/** Stubs the global fetch with the fake routes; `failing` makes every request fail like a dropped network. */
export function stubActivityApi(initial: { lending?: FakeLendingItem[]; swaps?: FakeSwapItem[] } = {}) {
  const state = {
    lending: initial.lending ?? [],
    swaps: initial.swaps ?? [],
    failing: false,
    requests: [] as URL[],
  };
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    state.requests.push(url);
    if (state.failing) throw new TypeError("Failed to fetch");
    if (url.pathname.endsWith("/users/activity")) {
      const types = list("types", url);
      const rows = state.lending
        .filter((r) => (!types || types.includes(r.eventName)) && inRange(Number(r.timestamp), url))
        .sort((a, b) => Number(b.timestamp) - Number(a.timestamp) || Number(b.blockNumber) - Number(a.blockNumber));
      return new Response(JSON.stringify(page(url, rows)));
    }
    if (url.pathname.endsWith("/swaps")) {
      const statuses = list("status", url);
      const rows = state.swaps
        .filter((s) => (!statuses || statuses.includes(s.status)) && inRange(s.timestamp, url))
        .sort((a, b) => b.timestamp - a.timestamp);
      return new Response(JSON.stringify(page(url, rows)));
    }
    return new Response("{}", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return state;
}
