/**
 * What only the indexer knows of the markets (lending-engine §2 "/markets": daily volumes, counts of
 * depositors and borrowers): the market rows' counts, the protocol's distinct counts and the daily market
 * stats of the indexed chain's current UTC day, in ONE GraphQL request (§7 findManyMarkets).
 */
import { MARKET_STATS_QUERY } from "@ceiba/sdk/api";
import { ApiError, indexerApi, type ApiOptions } from "../config/indexer-api";

const DAY_SECONDS = 86_400n;

export interface MarketActivity {
  /** Accounts holding the market's cTokens / owing in it now. */
  depositors: number;
  borrowers: number;
  /** USD (1e18) deposited and borrowed in the day. */
  depositVolumeUsd: bigint;
  borrowVolumeUsd: bigint;
}

export interface MarketStats {
  /** 00:00 UTC of the indexed chain's day (unix seconds): the day of the volumes. */
  day: bigint;
  /** By lowercased market address. */
  markets: ReadonlyMap<string, MarketActivity>;
  /** Accounts with a deposit / a debt in any market, each counted once (none before the first deposit). */
  protocol: { depositors: number; borrowers: number };
}

const integer = (text: string): bigint => {
  if (!/^\d+$/.test(text)) throw new ApiError("/graphql", 200, `not an integer: ${text}`);
  return BigInt(text);
};

/** The counts and the day's volumes per market; an answer without data is an ApiError. */
export async function fetchMarketStats(options: ApiOptions = {}): Promise<MarketStats> {
  const data = await indexerApi(options).graphql(MARKET_STATS_QUERY, {});
  if (!data.setting) throw new ApiError("/graphql", 200, "no settings row yet");
  const day = (integer(data.setting.latestMigratedTimestamp) / DAY_SECONDS) * DAY_SECONDS;
  const markets = new Map<string, MarketActivity>();
  for (const m of data.markets.items) {
    markets.set(m.id.toLowerCase(), {
      depositors: m.depositorCount,
      borrowers: m.borrowerCount,
      depositVolumeUsd: 0n,
      borrowVolumeUsd: 0n,
    });
  }
  for (const stat of data.dailyMarketStats.items) {
    const market = markets.get(stat.marketId.toLowerCase());
    if (!market || integer(stat.day) !== day) continue;
    market.depositVolumeUsd += integer(stat.depositVolumeUsd);
    market.borrowVolumeUsd += integer(stat.borrowVolumeUsd);
  }
  const protocol = {
    depositors: data.protocolStat?.depositorCount ?? 0,
    borrowers: data.protocolStat?.borrowerCount ?? 0,
  };
  return { day, markets, protocol };
}

/**
 * The totals of the page: the day's volumes summed over `addresses` (the markets it lists), and the
 * protocol's depositors and borrowers, each account once however many markets it is in.
 */
export function totalMarketActivity(stats: MarketStats, addresses: readonly string[]): MarketActivity {
  const total: MarketActivity = {
    depositors: stats.protocol.depositors,
    borrowers: stats.protocol.borrowers,
    depositVolumeUsd: 0n,
    borrowVolumeUsd: 0n,
  };
  for (const address of addresses) {
    const m = stats.markets.get(address.toLowerCase());
    if (!m) continue;
    total.depositVolumeUsd += m.depositVolumeUsd;
    total.borrowVolumeUsd += m.borrowVolumeUsd;
  }
  return total;
}
