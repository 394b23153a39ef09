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
import type { ApiOptions } from "../lending/data/api-client";
import { bigintOf, indexerGraphql } from "./indexer-graphql";

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

const LIST = `orderBy: "timestamp", orderDirection: "desc", limit: $limit) {
    totalCount
    items {
      id txHash timestamp blockNumber repaidAmount repaidAmountUsd seizedAmount seizedAmountUsd
      repaidMarket { id symbol underlyingSymbol underlyingDecimals }
      seizedMarket { id symbol underlyingSymbol underlyingDecimals }
    }
  }`;

export const LIQUIDATIONS_QUERY = `query Liquidations($account: String!, $limit: Int!) {
  asLiquidator: liquidations(where: { liquidator: $account }, ${LIST}
  asBorrower: liquidations(where: { borrower: $account }, ${LIST}
}`;

interface MarketAnswer {
  id: string;
  symbol: string;
  underlyingSymbol: string;
  underlyingDecimals: number;
}

interface ItemAnswer {
  id: string;
  txHash: string;
  timestamp: string;
  blockNumber: string;
  repaidAmount: string;
  repaidAmountUsd: string;
  seizedAmount: string;
  seizedAmountUsd: string;
  repaidMarket: MarketAnswer | null;
  seizedMarket: MarketAnswer | null;
}

interface ListAnswer {
  totalCount: number;
  items: ItemAnswer[];
}

interface LiquidationsAnswer {
  asLiquidator: ListAnswer;
  asBorrower: ListAnswer;
}

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
  const data = await indexerGraphql<LiquidationsAnswer>(
    LIQUIDATIONS_QUERY,
    { account: account.toLowerCase(), limit: liquidationsFetchLimit(page) },
    options,
  );
  const merged = mergeLiquidations(data.asLiquidator.items.map(entryOf), data.asBorrower.items.map(entryOf));
  return {
    rows: liquidationsPage(merged, page),
    total: data.asLiquidator.totalCount + data.asBorrower.totalCount,
  };
}
