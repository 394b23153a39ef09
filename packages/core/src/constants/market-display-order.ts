/**
 * The order markets are listed in (lending-engine §2): "Markets display order: DOC, USDRIF, RBTC, BPRO.
 * Deprecated markets are excluded, krDOC is moved to the end, and the list is reversed."
 *
 * Our reading: the first sentence is the order the user sees; the second describes how the original app
 * built it from a list that arrived the other way round (reversing it is part of producing that order,
 * not a further step on top of it). So: deprecated markets out; the four named underlyings first, in that
 * order; any other market after them in the order given; krDOC always last. Markets sharing an underlying
 * (kRBTC and the micro kSAT) keep the order given. Symbols compare as core's display rules do
 * (`displaySymbol`: trimmed, upper case, so tRBTC and rBitcoin rank as RBTC).
 */
import { displaySymbol } from "../format/token-symbols";

/** Underlying symbols in display order. */
export const MARKET_DISPLAY_ORDER = ["DOC", "USDRIF", "RBTC", "BPRO"] as const;

/** The market listed last whatever its underlying (the rDOC market). */
export const LAST_DISPLAYED_MARKET = "KRDOC";

/** Names of the native coin that rank as RBTC. */
const RBTC_ALIASES: ReadonlySet<string> = new Set(["RBTC", "TRBTC", "RBITCOIN"]);

export interface DisplayOrderMarket {
  /** The market's symbol ("kDOC", "krDOC"). */
  symbol: string;
  /** The underlying's symbol ("DOC", "RBTC"). */
  underlyingSymbol: string;
  /** Listed but closed to new deposits: left out of every list. */
  deprecated: boolean;
}

function rank(market: DisplayOrderMarket): number {
  if (market.symbol.trim().toUpperCase() === LAST_DISPLAYED_MARKET) return MARKET_DISPLAY_ORDER.length + 1;
  const underlying = displaySymbol(market.underlyingSymbol);
  const index = (MARKET_DISPLAY_ORDER as readonly string[]).indexOf(RBTC_ALIASES.has(underlying) ? "RBTC" : underlying);
  return index === -1 ? MARKET_DISPLAY_ORDER.length : index;
}

/** The markets to list, in display order (a new array; the input is not changed). */
export function orderMarketsForDisplay<T extends DisplayOrderMarket>(markets: readonly T[]): T[] {
  return markets
    .map((market, position) => ({ market, position, rank: rank(market) }))
    .filter((entry) => !entry.market.deprecated)
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map((entry) => entry.market);
}
