/**
 * The USD value of a recorded swap at its time (for the activity list and its CSV, lending-engine §3 "USD
 * price at the time"). The swap history keeps no prices, so the given token's price comes from its market in
 * the indexed tables: the oracle price of the swap's UTC day (the last daily stat at or before that day,
 * i.e. the day's last read) or, without one, the market's latest. rBTC and Bitcoin (on-chain or Lightning,
 * pegged 1:1) take the native market's price (rBTC as the quote API names it too: core's NATIVE_TOKEN_ADDRESS);
 * a token without a market has no USD value (null).
 */
import { db } from "ponder:api";
import { dailyMarketStat, market } from "ponder:schema";
import { and, desc, eq, lte } from "ponder";
import {
  displaySymbol,
  isBitcoinSymbol,
  isNativeToken as isQuoteNativeToken,
  oraclePriceToUsdMantissa,
  scale,
  swapTokenDecimals,
} from "@ceiba/core";
import { zeroAddress } from "viem";
import { utcDayStart } from "../lib/daily-stats";
import type { SwapRecord, SwapToken } from "../offchain/store";

const NATIVE_SYMBOLS = new Set(["RBTC", "TRBTC", "RBITCOIN"]);

export interface SwapUsd {
  /** USD per whole from-token at the time (1e18), as a decimal string; null without a market. */
  priceAt: string | null;
  /** The from-amount in USD (1e18), as a decimal string; null without a market. */
  amountUsd: string | null;
}

interface MarketPrice {
  id: string;
  kind: string;
  deprecated: boolean;
  underlyingAddress: string | null;
  underlyingDecimals: number;
  underlyingPriceUsd: bigint;
}

/** rBTC by the zero address, the quote API's native marker (an aggregator swap's), or a symbol id (RBTC, BTC). */
const isNativeToken = (token: SwapToken) =>
  token.id === zeroAddress ||
  isQuoteNativeToken(token.id) ||
  (!token.id.startsWith("0x") && (isBitcoinSymbol(token.symbol) || NATIVE_SYMBOLS.has(displaySymbol(token.symbol))));

/** The market a token is the underlying of: by address, else the (listed first) native market for rBTC/BTC. */
function marketOf(token: SwapToken, markets: readonly MarketPrice[]): MarketPrice | undefined {
  if (isNativeToken(token)) {
    const native = markets.filter((m) => m.kind === "native");
    return native.find((m) => !m.deprecated) ?? native[0];
  }
  return markets.find((m) => m.underlyingAddress?.toLowerCase() === token.id.toLowerCase());
}

/** Each swap's USD price and value at its time (one read per market and day). */
export async function swapUsdValues(swaps: readonly SwapRecord[]): Promise<SwapUsd[]> {
  if (swaps.length === 0) return [];
  const markets: MarketPrice[] = await db
    .select({
      id: market.id,
      kind: market.kind,
      deprecated: market.deprecated,
      underlyingAddress: market.underlyingAddress,
      underlyingDecimals: market.underlyingDecimals,
      underlyingPriceUsd: market.underlyingPriceUsd,
    })
    .from(market);
  const prices = new Map<string, Promise<bigint>>();
  const priceOn = (m: MarketPrice, day: bigint) => {
    const key = `${m.id}-${day}`;
    let price = prices.get(key);
    if (!price) {
      price = db
        .select({ price: dailyMarketStat.underlyingPrice })
        .from(dailyMarketStat)
        .where(and(eq(dailyMarketStat.marketId, m.id), lte(dailyMarketStat.day, day)))
        .orderBy(desc(dailyMarketStat.day))
        .limit(1)
        .then(([row]) =>
          row && row.price > 0n ? oraclePriceToUsdMantissa(row.price, m.underlyingDecimals) : m.underlyingPriceUsd,
        );
      prices.set(key, price);
    }
    return price;
  };

  return Promise.all(
    swaps.map(async (swap): Promise<SwapUsd> => {
      const m = marketOf(swap.fromToken, markets);
      if (!m) return { priceAt: null, amountUsd: null };
      const day = utcDayStart(BigInt(swap.timestamp));
      const priceAt = await priceOn(m, day);
      const decimals = isNativeToken(swap.fromToken) ? swapTokenDecimals(swap.fromToken.symbol) : m.underlyingDecimals;
      const amountUsd = (BigInt(swap.fromAmount) * priceAt) / scale(decimals);
      return { priceAt: String(priceAt), amountUsd: String(amountUsd) };
    }),
  );
}
