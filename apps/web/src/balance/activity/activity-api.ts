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
  parseFeePercentage,
  swapTokenDecimals,
  type LendingActivityRow,
  type LendingEventName,
  type SwapActivityRow,
  type SwapHistoryStatus,
} from "@ceiba/core";
import { routePath, type ApiRoutes, type ResponseOf } from "@ceiba/sdk/api";
import { ApiError, indexerApi, type ApiOptions } from "../../config/indexer-api";

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

type ActivityItem = ResponseOf<ApiRoutes["usersActivity"]>["items"][number];
type SwapItem = ResponseOf<ApiRoutes["swaps"]>["items"][number];

/**
 * A row of GET /users/activity, as this client reads it (the route table's fields; the event name is checked
 * here, so that an answer of a newer API is an ApiError, not a wrong row).
 */
export type LendingAnswerItem = Pick<
  ActivityItem,
  "id" | "role" | "amount" | "priceAt" | "amountUsd" | "txHash" | "logIndex" | "timestamp" | "market"
> & { eventName: string };

/** A row of GET /swaps, as this client reads it (status and provider checked here, like the event name). */
export type SwapAnswerItem = Pick<
  SwapItem,
  | "id"
  | "txHash"
  | "fromAmount"
  | "toAmount"
  | "timestamp"
  | "priceAt"
  | "amountUsd"
  | "invoice"
  | "btcAddress"
  | "feeFixedSat"
  | "feePercent"
> & {
  status: string;
  provider: string;
  fromToken: Pick<SwapItem["fromToken"], "symbol">;
  toToken: Pick<SwapItem["toToken"], "symbol">;
};

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
  const fee = swapFee(path, item);
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
    ...(item.invoice && { invoice: item.invoice }),
    ...(item.btcAddress && { btcAddress: item.btcAddress }),
    ...(fee && { fee }),
  };
}

/** A Lightning / on-chain swap's fee (fixed sats + Boltz's percentage), or undefined when it has none. */
function swapFee(path: string, item: Pick<SwapAnswerItem, "feeFixedSat" | "feePercent">) {
  if (item.feeFixedSat === null || item.feePercent === null) return undefined;
  const rate = parseFeePercentage(item.feePercent);
  if (rate === undefined) throw new ApiError(path, 200, `feePercent ${item.feePercent} is not a percentage`);
  return { minerFeeSat: integer(path, item.feeFixedSat, "feeFixedSat"), rate };
}

/** One page of the account's lending events. */
export async function fetchLendingActivity(
  query: LendingActivityQuery,
  options: ApiOptions = {},
): Promise<SourcePage<LendingActivityRow>> {
  const request = {
    address: query.address.toLowerCase(),
    take: query.take,
    skip: query.skip,
    from: query.from,
    to: query.to,
    types: query.types,
  };
  const answer = await indexerApi(options).get("usersActivity", request);
  const path = routePath("usersActivity", { query: request });
  return { totalCount: answer.totalCount, rows: answer.items.map((item) => lendingRow(path, item)) };
}

/** One page of the account's recorded swaps. */
export async function fetchSwaps(query: SwapsQuery, options: ApiOptions = {}): Promise<SourcePage<SwapActivityRow>> {
  const request = {
    address: query.address.toLowerCase(),
    take: query.take,
    skip: query.skip,
    from: query.from,
    to: query.to,
    status: query.statuses,
  };
  const answer = await indexerApi(options).get("swaps", request);
  const path = routePath("swaps", { query: request });
  return { totalCount: answer.totalCount, rows: answer.items.map((item) => swapRow(path, item)) };
}
