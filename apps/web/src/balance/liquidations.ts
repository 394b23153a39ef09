/**
 * The account's liquidations (lending-engine §7 getLiquidations: as liquidator and as borrower) in ONE
 * GraphQL request with two aliased lists, merged newest first by core and cut into pages of 10.
 */
import {
  liquidationsFetchLimit,
  liquidationsPage,
  mergeLiquidations,
  type LiquidationRecord,
  type RoledLiquidation,
} from "@ceiba/core";
import { LIQUIDATIONS_QUERY, type ResultOf } from "@ceiba/sdk/api";
import { indexerApi, type ApiOptions } from "../config/indexer-api";
import { bigintOf } from "./indexer-graphql";

/** The market a liquidation repaid or seized in, as the rows name it. */
export interface LiquidationMarket {
  /** Lowercased market address. */
  id: string;
  symbol: string;
  underlyingSymbol: string;
  underlyingDecimals: number;
}

export interface LiquidationEntry extends LiquidationRecord {
  repaidMarket: LiquidationMarket | undefined;
  seizedMarket: LiquidationMarket | undefined;
}

export interface LiquidationsPage {
  /** The page's rows, newest first, each with the account's role in it. */
  rows: RoledLiquidation<LiquidationEntry>[];
  /** Every liquidation of the account, both roles. */
  total: number;
}

/** A row of the liquidations query (@ceiba/sdk/api LIQUIDATIONS_QUERY). */
type ItemAnswer = ResultOf<typeof LIQUIDATIONS_QUERY>["asLiquidator"]["items"][number];
type MarketAnswer = NonNullable<ItemAnswer["repaidMarket"]>;

const marketOf = (m: MarketAnswer | null): LiquidationMarket | undefined =>
  m ? { ...m, id: m.id.toLowerCase() } : undefined;

function entryOf(item: ItemAnswer): LiquidationEntry {
  return {
    id: item.id,
    txHash: item.txHash.toLowerCase(),
    timestamp: bigintOf(item.timestamp, "timestamp"),
    blockNumber: bigintOf(item.blockNumber, "blockNumber"),
    repaidAmount: bigintOf(item.repaidAmount, "repaidAmount"),
    repaidAmountUsd: bigintOf(item.repaidAmountUsd, "repaidAmountUsd"),
    seizedAmount: bigintOf(item.seizedAmount, "seizedAmount"),
    seizedAmountUsd: bigintOf(item.seizedAmountUsd, "seizedAmountUsd"),
    repaidMarket: marketOf(item.repaidMarket),
    seizedMarket: marketOf(item.seizedMarket),
  };
}

/** Page `page` (from 0) of the account's liquidations, both roles merged. */
export async function fetchLiquidations(
  account: string,
  page: number,
  options: ApiOptions = {},
): Promise<LiquidationsPage> {
  const data = await indexerApi(options).graphql(LIQUIDATIONS_QUERY, {
    account: account.toLowerCase(),
    limit: liquidationsFetchLimit(page),
  });
  const merged = mergeLiquidations(data.asLiquidator.items.map(entryOf), data.asBorrower.items.map(entryOf));
  return {
    rows: liquidationsPage(merged, page),
    total: data.asLiquidator.totalCount + data.asBorrower.totalCount,
  };
}
