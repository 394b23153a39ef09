import type { QuoteRequestBody } from "@ceiba/core";
import type { QueryClient } from "@tanstack/react-query";

/**
 * Every TanStack Query key of the app's lending data, from one factory (DESIGN "Reads"). Keys are arrays
 * from the general to the particular, so that a prefix selects a family:
 *
 *   ["lending", chainId]                                   everything of one chain
 *   ["lending", chainId, "markets"]                        the markets snapshot (no account)
 *   ["lending", chainId, "gas-price"]                      eth_gasPrice
 *   ["lending", chainId, "market-stats"]                   the indexer's market counts and day volumes
 *   ["lending", chainId, "rate-history", market]           the indexer's rate history of one market
 *   ["lending", chainId, "swap-quote", request]            the best of the providers' quotes for a request
 *   ["lending", chainId, "account", address]               everything of one account (accountKeys.all)
 *   ["lending", chainId, "account", address, "snapshot"]   markets + positions + wallet balances (one eth_call)
 *   ["lending", chainId, "account", address, "activity", filters]
 *   ["lending", chainId, "account", address, "latest-activity" | "balances" | "liquidations" | "year-in-review", ...]
 *   ["lending", chainId, "account", address, "plan-gas", action, market, block]  an action's gas estimate
 *
 * Addresses are lowercased (Rootstock's EIP-1191 checksums differ from Ethereum's): the wallet session's
 * disconnect removes every query whose key names the address, and these keys do.
 *
 * Wallet balances (rBTC and the markets' underlying tokens) have no key of their own: the Lens returns
 * them with the account's positions (Position.walletBalance, .allowance), so they live in the account
 * snapshot and refresh with it.
 */
export type ChainKey = readonly ["lending", number];

export const lendingKeys = {
  all: ["lending"] as const,
  chain: (chainId: number) => ["lending", chainId] as const,
  markets: (chainId: number) => ["lending", chainId, "markets"] as const,
  gasPrice: (chainId: number) => ["lending", chainId, "gas-price"] as const,
  marketStats: (chainId: number) => ["lending", chainId, "market-stats"] as const,
  rateHistory: (chainId: number, market: string) => ["lending", chainId, "rate-history", market.toLowerCase()] as const,
  /** The request as it goes on the wire (decimal strings: a key is hashed as JSON, which has no bigint). */
  swapQuote: (chainId: number, request: QuoteRequestBody) => ["lending", chainId, "swap-quote", request] as const,
};

/** Activity filters as they go in a key (plain JSON: dates as ISO strings, never Date objects). */
export interface ActivityKeyFilters {
  tab?: string;
  from?: string;
  to?: string;
  actions?: readonly string[];
  page?: number;
}

export const accountKeys = {
  /** The prefix of every query of one account on one chain. */
  all: (chainId: number, address: string) => ["lending", chainId, "account", address.toLowerCase()] as const,
  snapshot: (chainId: number, address: string) => [...accountKeys.all(chainId, address), "snapshot"] as const,
  activity: (chainId: number, address: string, filters: ActivityKeyFilters = {}) =>
    [...accountKeys.all(chainId, address), "activity", filters] as const,
  /** /balance: the newest activity row (the "liquidated" level), deposit principals, liquidations, year in review. */
  latestActivity: (chainId: number, address: string) =>
    [...accountKeys.all(chainId, address), "latest-activity"] as const,
  balances: (chainId: number, address: string) => [...accountKeys.all(chainId, address), "balances"] as const,
  liquidations: (chainId: number, address: string, page: number) =>
    [...accountKeys.all(chainId, address), "liquidations", page] as const,
  yearInReview: (chainId: number, address: string, year: number) =>
    [...accountKeys.all(chainId, address), "year-in-review", year] as const,
  /** The node's gas estimate of an action's first step, at a snapshot block (use-plan-gas-estimates.ts). */
  planGas: (chainId: number, address: string, action: string, market: string, block: bigint) =>
    [...accountKeys.all(chainId, address), "plan-gas", action, market.toLowerCase(), String(block)] as const,
};

export interface TransactionScope {
  chainId: number;
  /** The account that sent the transaction. */
  address: string;
}

/**
 * After a receipt (lending-engine §4 step 5: "refresh markets, withdraw limits, wallet balance and
 * totals"): the markets and everything of the account (snapshot with positions, limits and wallet
 * balances, activity), by key. Other accounts, other chains
 * and the gas price are left alone. Resolves when the active queries have refetched.
 */
export async function invalidateAfterTransaction(queryClient: QueryClient, scope: TransactionScope): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: lendingKeys.markets(scope.chainId) }),
    queryClient.invalidateQueries({ queryKey: accountKeys.all(scope.chainId, scope.address) }),
  ]);
}

/** Drops every cached query of an account (disconnect: app-shell §4 "clears ... market data"). */
export function removeAccountData(queryClient: QueryClient, scope: TransactionScope): void {
  queryClient.removeQueries({ queryKey: accountKeys.all(scope.chainId, scope.address) });
}
