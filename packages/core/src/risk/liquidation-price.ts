/**
 * Liquidation prices: the highest price of an underlying asset at which the account has a shortfall, every
 * other price unchanged, by the exact liquidity maths. At that price the account can be liquidated; one wei
 * of price above it, it cannot.
 *
 * Several markets may share one underlying (kRBTC and kSAT both hold rBTC): when that asset's price falls,
 * it falls in all of them at once, so a liquidation price per underlying reprices every one of its markets
 * together (`underlyingLiquidationPrice`). Repricing one market alone (`liquidationPrice`) answers another
 * question — what if only this market's oracle fell — and overstates the safety of an account whose
 * collateral of one asset is split across markets.
 */
import { accountLiquidity, type LiquidityOptions } from "./account-liquidity";
import { isSameMarket, type AccountMarket } from "./account-market";

/** No search goes above this price (2^192, far above any oracle price). */
const PRICE_CEILING = 2n ** 192n;

/**
 * The liquidation price of the underlying asset of `underlyingMarkets` (every market of the account whose
 * underlying is that asset): the highest price p such that, with each of those markets priced at p and
 * every other market unchanged, the account has a shortfall. Collateral and debts in those markets all
 * move with p.
 *
 * undefined when no price of the asset brings a shortfall while prices fall: no debt, none of the markets
 * is an entered collateral of the account, other collateral covers every debt, or a debt in the same asset
 * grows with the price as fast as the collateral does; also when the liquidity cannot be computed.
 * `options.whatIf` prices a draft (e.g. the loan being simulated on the borrow screen).
 */
export function underlyingLiquidationPrice(
  account: readonly AccountMarket[],
  underlyingMarkets: readonly string[],
  options: LiquidityOptions = {},
): bigint | undefined {
  const inGroup = (m: AccountMarket): boolean => underlyingMarkets.some((market) => isSameMarket(m.market, market));
  const group = account.filter(inGroup);
  if (!group.some((m) => m.entered && m.tokens > 0n)) return undefined;
  const shortAt = (price: bigint): boolean | undefined => {
    const priced = account.map((m) => (inGroup(m) ? { ...m, underlyingPrice: price } : m));
    const result = accountLiquidity(priced, options);
    return result === undefined ? undefined : result.shortfall > 0n;
  };
  // At 1 wei the collateral is worth nothing: no shortfall there means none at any lower price.
  if (shortAt(1n) !== true) return undefined;
  const highest = group.reduce((max, m) => (m.underlyingPrice > max ? m.underlyingPrice : max), 0n);
  let high = highest > 1n ? highest : 2n;
  for (;;) {
    const short = shortAt(high);
    if (short === undefined) return undefined;
    if (!short) break;
    if (high >= PRICE_CEILING) return undefined;
    high *= 2n;
  }
  // Invariant: short at low, not short at high.
  let low = 1n;
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    const short = shortAt(mid);
    if (short === undefined) return undefined;
    if (short) low = mid;
    else high = mid;
  }
  return low;
}

/**
 * The liquidation price of one collateral market: `underlyingLiquidationPrice` with that market alone
 * repriced. Right when no other market of the account shares its underlying; otherwise use
 * `underlyingLiquidationPrice` with all of them.
 */
export function liquidationPrice(
  account: readonly AccountMarket[],
  collateralMarket: string,
  options: LiquidityOptions = {},
): bigint | undefined {
  return underlyingLiquidationPrice(account, [collateralMarket], options);
}
