/**
 * The app's GraphQL queries of the indexer (Ponder's schema over apps/indexer/ponder.schema.ts), each with its
 * result's and variables' shapes. BigInt columns travel as decimal strings. Every query here is checked against
 * the indexer's real schema and run by its tests: add the app's new queries here, to `APP_GRAPHQL_QUERIES`.
 */
import { graphqlQuery } from "./graphql-query";
import { array, boolean, decimal, integer, nullable, object, string } from "./shape";

const settingLatestBlock = nullable(object({ latestMigratedBlock: decimal() }));

/** The indexer's latest migrated block (lending-engine §7 findFirstSettings). */
export const INDEXED_BLOCK_QUERY = graphqlQuery({
  name: "IndexedBlock",
  text: "{ setting(isSingleton: true) { latestMigratedBlock } }",
  result: object({ setting: settingLatestBlock }),
});

/** GraphQL's page size limit. */
export const GRAPHQL_PAGE_SIZE = 1000;

/** A page of a market's rates, newest first, and the indexed chain's time. */
export const RATE_HISTORY_QUERY = graphqlQuery({
  name: "RateHistory",
  text: `query RateHistory($market: String!, $after: String) {
  setting(isSingleton: true) { latestMigratedTimestamp }
  rates(where: { marketId: $market }, orderBy: "blockTimestamp", orderDirection: "desc", limit: ${GRAPHQL_PAGE_SIZE}, after: $after) {
    items { blockTimestamp depositApy borrowApy }
    pageInfo { hasNextPage endCursor }
  }
}`,
  variables: object({ market: string(), after: nullable(string()) }),
  result: object({
    setting: nullable(object({ latestMigratedTimestamp: decimal() })),
    rates: object({
      items: array(object({ blockTimestamp: decimal(), depositApy: decimal(), borrowApy: decimal() })),
      pageInfo: object({ hasNextPage: boolean(), endCursor: nullable(string()) }),
    }),
  }),
});

/**
 * The market rows' counts, the protocol's distinct counts and the latest daily market stats, in one request
 * (lending-engine §7 findManyMarkets).
 */
export const MARKET_STATS_QUERY = graphqlQuery({
  name: "MarketStats",
  text: `query MarketStats {
  setting(isSingleton: true) { latestMigratedTimestamp }
  protocolStat(isSingleton: true) { depositorCount borrowerCount }
  markets(limit: 100) { items { id depositorCount borrowerCount } }
  dailyMarketStats(orderBy: "day", orderDirection: "desc", limit: 500) {
    items { marketId day depositVolumeUsd borrowVolumeUsd }
  }
}`,
  result: object({
    setting: nullable(object({ latestMigratedTimestamp: decimal() })),
    protocolStat: nullable(object({ depositorCount: integer(), borrowerCount: integer() })),
    markets: object({ items: array(object({ id: string(), depositorCount: integer(), borrowerCount: integer() })) }),
    dailyMarketStats: object({
      items: array(
        object({ marketId: string(), day: decimal(), depositVolumeUsd: decimal(), borrowVolumeUsd: decimal() }),
      ),
    }),
  }),
});

/** The account's deposit principals (lending-engine §7 getUserBalance: brute deposits). */
export const USER_BALANCES_QUERY = graphqlQuery({
  name: "UserBalances",
  text: `query UserBalances($user: String!) {
  userBalances(where: { userId: $user }, limit: 100) { items { marketId tokens bruteDeposits } }
}`,
  variables: object({ user: string() }),
  result: object({
    userBalances: object({ items: array(object({ marketId: string(), tokens: decimal(), bruteDeposits: decimal() })) }),
  }),
});

/** When the indexer first saw the account. */
export const FIRST_SEEN_QUERY = graphqlQuery({
  name: "FirstSeen",
  text: "query FirstSeen($id: String!) { user(id: $id) { firstSeenTimestamp } }",
  variables: object({ id: string() }),
  result: object({ user: nullable(object({ firstSeenTimestamp: decimal() })) }),
});

const liquidationMarket = nullable(
  object({ id: string(), symbol: string(), underlyingSymbol: string(), underlyingDecimals: integer() }),
);
const liquidationList = object({
  totalCount: integer(),
  items: array(
    object({
      id: string(),
      txHash: string(),
      timestamp: decimal(),
      blockNumber: decimal(),
      repaidAmount: decimal(),
      repaidAmountUsd: decimal(),
      seizedAmount: decimal(),
      seizedAmountUsd: decimal(),
      repaidMarket: liquidationMarket,
      seizedMarket: liquidationMarket,
    }),
  ),
});
const LIQUIDATION_LIST = `orderBy: "timestamp", orderDirection: "desc", limit: $limit) {
    totalCount
    items {
      id txHash timestamp blockNumber repaidAmount repaidAmountUsd seizedAmount seizedAmountUsd
      repaidMarket { id symbol underlyingSymbol underlyingDecimals }
      seizedMarket { id symbol underlyingSymbol underlyingDecimals }
    }
  }`;

/** The account's liquidations as liquidator and as borrower (lending-engine §7 getLiquidations). */
export const LIQUIDATIONS_QUERY = graphqlQuery({
  name: "Liquidations",
  text: `query Liquidations($account: String!, $limit: Int!) {
  asLiquidator: liquidations(where: { liquidator: $account }, ${LIQUIDATION_LIST}
  asBorrower: liquidations(where: { borrower: $account }, ${LIQUIDATION_LIST}
}`,
  variables: object({ account: string(), limit: integer() }),
  result: object({ asLiquidator: liquidationList, asBorrower: liquidationList }),
});

/** Every query the app sends (the indexer's tests check each against the schema). */
export const APP_GRAPHQL_QUERIES = [
  INDEXED_BLOCK_QUERY,
  RATE_HISTORY_QUERY,
  MARKET_STATS_QUERY,
  USER_BALANCES_QUERY,
  FIRST_SEEN_QUERY,
  LIQUIDATIONS_QUERY,
] as const;
