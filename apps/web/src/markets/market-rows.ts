/**
 * The markets table's rows (lending-engine §2 "/markets: market table"): one per listed market, from the
 * Lens snapshot (sizes, rates, utilisation) and the indexer (counts), and their sorting by column.
 */
import { apyPercent, marketSize, utilizationRate } from "@ceiba/core";
import type { LendingMarket } from "../lending/data/lending-snapshot";
import { marketBlocksPerYear } from "../lending/components/market-apy";
import type { MarketStats } from "./market-stats";
import { marketRouteId } from "./market-route-id";

export interface MarketRow {
  /** Route id ("kdoc"). */
  id: string;
  address: string;
  symbol: string;
  underlyingSymbol: string;
  /** Position in the spec's display order (core orderMarketsForDisplay). */
  displayIndex: number;
  /** USD, 1e18; undefined when the market has no price (an expired or failing oracle feed). */
  depositsUsd: bigint | undefined;
  borrowsUsd: bigint | undefined;
  /** Percent mantissas. */
  supplyApy: bigint;
  borrowApy: bigint;
  /** 1e18 fraction; undefined when the totals give none. */
  utilization: bigint | undefined;
  /** From the indexer; undefined until it answers. */
  depositors: number | undefined;
  borrowers: number | undefined;
}

export const SORT_COLUMNS = [
  "market",
  "depositsUsd",
  "borrowsUsd",
  "supplyApy",
  "borrowApy",
  "utilization",
  "depositors",
  "borrowers",
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = "ascending" | "descending";
export interface MarketSort {
  column: SortColumn;
  direction: SortDirection;
}

/** The table's first order: the spec's display order. */
export const DEFAULT_SORT: MarketSort = { column: "market", direction: "ascending" };

/** The rows of `markets` (already in display order, deprecated ones out), with the indexer's counts if any. */
export function marketRows(markets: readonly LendingMarket[], stats: MarketStats | undefined): MarketRow[] {
  return markets.map((m, displayIndex) => {
    const size = marketSize({
      totalSupply: m.totalSupply,
      exchangeRate: m.exchangeRateStored,
      totalBorrows: m.totalBorrows,
      underlyingPrice: m.underlyingPrice,
    });
    const activity = stats?.markets.get(m.market.toLowerCase());
    const blocksPerYear = marketBlocksPerYear(m);
    // A price of 0 is the oracle's "no price": the sizes in USD are unknown, not zero.
    const priced = m.underlyingPrice > 0n;
    return {
      id: marketRouteId(m.symbol),
      address: m.market.toLowerCase(),
      symbol: m.symbol,
      underlyingSymbol: m.underlyingSymbol,
      displayIndex,
      depositsUsd: priced ? size.depositsUsd : undefined,
      borrowsUsd: priced ? size.borrowsUsd : undefined,
      supplyApy: apyPercent(m.supplyRatePerBlock, blocksPerYear),
      borrowApy: apyPercent(m.borrowRatePerBlock, blocksPerYear),
      utilization: utilizationRate(m.cash, m.totalBorrows, m.totalReserves),
      depositors: stats ? (activity?.depositors ?? 0) : undefined,
      borrowers: stats ? (activity?.borrowers ?? 0) : undefined,
    };
  });
}

/** A column's value as a sortable key; an unknown value sorts below every known one. */
function key(row: MarketRow, column: SortColumn): bigint | undefined {
  switch (column) {
    case "market":
      return BigInt(row.displayIndex);
    case "depositors":
    case "borrowers": {
      const value = row[column];
      return value === undefined ? undefined : BigInt(value);
    }
    default:
      return row[column];
  }
}

/** The rows sorted by `sort` (a new array); ties keep the display order. */
export function sortMarketRows(rows: readonly MarketRow[], sort: MarketSort): MarketRow[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const ka = key(a, sort.column);
    const kb = key(b, sort.column);
    let order = 0;
    if (ka === undefined || kb === undefined) order = ka === kb ? 0 : ka === undefined ? -1 : 1;
    else order = ka < kb ? -1 : ka > kb ? 1 : 0;
    return order * sign || a.displayIndex - b.displayIndex;
  });
}

/**
 * The sort after a click on `column`'s header: the same column flips its direction; another column starts
 * with its largest values first (the market column with the display order).
 */
export function nextSort(current: MarketSort, column: SortColumn): MarketSort {
  if (current.column === column) {
    return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
  }
  return { column, direction: column === "market" ? "ascending" : "descending" };
}
