import { marketApy } from "../../lending/components/market-apy";
import type { LendingMarket } from "../../lending/data/lending-snapshot";
import { isXusdMarket } from "../../markets/market-route-id";

type RatedMarket = Pick<
  LendingMarket,
  "symbol" | "underlyingSymbol" | "supplyRatePerBlock" | "borrowRatePerBlock" | "interestModel"
>;

/** The spec's yield mention (lending-engine §9): "social-login account above 5 percent annually". */
export const YIELD_MENTION_PERCENT = 5n * 10n ** 18n; // marketApy's scale: percent with 18 decimals

/**
 * The savings market that pays most today (its supply APY), XUSD left out as on the other lists; and whether
 * that beats the spec's 5 %. The mention claims "above 5 %" only when a market pays it now; otherwise the page
 * says today's best rate as it is.
 */
export function bestSavingsRate<M extends RatedMarket>(
  markets: readonly M[],
): { market: M; apy: bigint; aboveMention: boolean } | undefined {
  let best: { market: M; apy: bigint } | undefined;
  for (const market of markets) {
    if (isXusdMarket(market)) continue;
    const apy = marketApy(market, "supply");
    if (!best || apy > best.apy) best = { market, apy };
  }
  if (!best || best.apy <= 0n) return undefined;
  return { ...best, aboveMention: best.apy > YIELD_MENTION_PERCENT };
}
