/**
 * The two sources of the activity, read from the indexer's REST API (apps/indexer/src/api): GET
 * /users/activity (lending events, lending-engine §7 findManyUser_activities) and GET /swaps (the recorded
 * swaps, §7 getSwaps), both newest first with the filter's total. Answers become core's ActivityRow
 * (bigint amounts); a malformed answer is an ApiError like a failed request.
 */
import {
  isLendingEventName,
  isSwapHistoryStatus,
  isSwapProvider,
  swapTokenDecimals,
  type LendingActivityRow,
  type LendingEventName,
  type SwapActivityRow,
  type SwapHistoryStatus,
} from "@ceiba/core";
import { ApiError, apiJson, type ApiOptions } from "../../lending/data/api-client";

/** A page of one source: its rows and how many match the filter in all. */
export interface SourcePage<T> {
  readonly totalCount: number;
  readonly rows: readonly T[];
}

export interface TimeRange {
  /** Unix seconds, both inclusive. */
  readonly from?: number;
  readonly to?: number;
}

export interface LendingActivityQuery extends TimeRange {
  readonly address: string;
  readonly take: number;
  readonly skip: number;
  /** Undefined: every event name. */
  readonly types?: readonly LendingEventName[];
}

export interface SwapsQuery extends TimeRange {
  readonly address: string;
  readonly take: number;
  readonly skip: number;
  /** Undefined: every status. */
  readonly statuses?: readonly SwapHistoryStatus[];
}

/** A row of GET /users/activity, as this client reads it. */
export interface LendingAnswerItem {
  id: string;
  eventName: string;
  role: string | null;
  amount: string;
  priceAt: string;
  amountUsd: string;
  txHash: string;
  logIndex: number;
  timestamp: string;
  market: { symbol: string; underlyingSymbol?: string; underlyingDecimals?: number } | null;
}

/** A row of GET /swaps, as this client reads it. */
export interface SwapAnswerItem {
  id: string;
  status: string;
  provider: string;
  txHash: string | null;
  fromToken: { symbol: string };
  toToken: { symbol: string };
  fromAmount: string;
  toAmount: string;
  timestamp: number;
  priceAt?: string | null;
  amountUsd?: string | null;
}

interface ListAnswer<T> {
  totalCount: number;
  items: readonly T[];
}

function queryString(params: Record<string, string | number | readonly string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return search.toString();
}

function integer(path: string, text: unknown, field: string): bigint {
  if (typeof text !== "string" || !/^\d+$/.test(text)) throw new ApiError(path, 200, `${field} is not a whole number`);
  return BigInt(text);
}

function lendingRow(path: string, item: LendingAnswerItem): LendingActivityRow {
  if (!isLendingEventName(item.eventName)) throw new ApiError(path, 200, `unknown event ${item.eventName}`);
  const role = item.role === "liquidator" || item.role === "borrower" ? item.role : undefined;
  return {
    kind: "lending",
    id: item.id,
    eventName: item.eventName,
    ...(role && { role }),
    marketSymbol: item.market?.symbol ?? "",
    underlyingSymbol: item.market?.underlyingSymbol ?? "",
    decimals: item.market?.underlyingDecimals ?? 18,
    amount: integer(path, item.amount, "amount"),
    priceAt: integer(path, item.priceAt, "priceAt"),
    amountUsd: integer(path, item.amountUsd, "amountUsd"),
    txHash: item.txHash.toLowerCase(),
    logIndex: item.logIndex,
    timestamp: integer(path, item.timestamp, "timestamp"),
  };
}

function swapRow(path: string, item: SwapAnswerItem): SwapActivityRow {
  if (!isSwapHistoryStatus(item.status)) throw new ApiError(path, 200, `unknown swap status ${item.status}`);
  if (!isSwapProvider(item.provider)) throw new ApiError(path, 200, `unknown swap provider ${item.provider}`);
  const side = (symbol: string, amount: string, field: string) => ({
    symbol,
    decimals: swapTokenDecimals(symbol),
    amount: integer(path, amount, field),
  });
  const usd = (value: string | null | undefined, field: string) =>
    value === null || value === undefined ? undefined : integer(path, value, field);
  const priceAt = usd(item.priceAt, "priceAt");
  const amountUsd = usd(item.amountUsd, "amountUsd");
  return {
    kind: "swap",
    id: item.id,
    status: item.status,
    provider: item.provider,
    from: side(item.fromToken.symbol, item.fromAmount, "fromAmount"),
    to: side(item.toToken.symbol, item.toAmount, "toAmount"),
    ...(priceAt !== undefined && { priceAt }),
    ...(amountUsd !== undefined && { amountUsd }),
    ...(item.txHash && { txHash: item.txHash.toLowerCase() }),
    timestamp: BigInt(item.timestamp),
  };
}

/** One page of the account's lending events. */
export async function fetchLendingActivity(
  query: LendingActivityQuery,
  options: ApiOptions = {},
): Promise<SourcePage<LendingActivityRow>> {
  const path = `/users/activity?${queryString({
    address: query.address.toLowerCase(),
    take: query.take,
    skip: query.skip,
    from: query.from,
    to: query.to,
    types: query.types,
  })}`;
  const answer = await apiJson<ListAnswer<LendingAnswerItem>>(path, options);
  return { totalCount: answer.totalCount, rows: answer.items.map((item) => lendingRow(path, item)) };
}

/** One page of the account's recorded swaps. */
export async function fetchSwaps(query: SwapsQuery, options: ApiOptions = {}): Promise<SourcePage<SwapActivityRow>> {
  const path = `/swaps?${queryString({
    address: query.address.toLowerCase(),
    take: query.take,
    skip: query.skip,
    from: query.from,
    to: query.to,
    status: query.statuses,
  })}`;
  const answer = await apiJson<ListAnswer<SwapAnswerItem>>(path, options);
  return { totalCount: answer.totalCount, rows: answer.items.map((item) => swapRow(path, item)) };
}
