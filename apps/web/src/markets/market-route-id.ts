/**
 * A market's id in the address bar: its symbol in lower case (kRBTC → "krbtc", kDOC → "kdoc"), stable
 * across chains because the deployments name markets by symbol. Lookups ignore case.
 */
export function marketRouteId(symbol: string): string {
  return symbol.trim().toLowerCase();
}

/** The route id a market of the XUSD token would have. */
export const XUSD_MARKET_ROUTE_ID = "kxusd";

/**
 * The XUSD rule (app-shell §2): deposit and borrow pages of the XUSD market redirect to /home. The one
 * place that decides which ids and markets it covers: "kxusd" (the market) and "xusd" (its token).
 */
export function isXusdMarketRouteId(id: string | undefined): boolean {
  if (id === undefined) return false;
  const normalized = marketRouteId(id);
  return normalized === XUSD_MARKET_ROUTE_ID || normalized === "xusd";
}

export function isXusdMarket(market: { symbol: string; underlyingSymbol: string }): boolean {
  return isXusdMarketRouteId(market.symbol) || market.underlyingSymbol.trim().toUpperCase() === "XUSD";
}
