/**
 * The liquidation price of a collateral: the highest price of its underlying at which the account has a
 * shortfall, every other price unchanged, by the exact liquidity maths. At that price the account can be
 * liquidated; one wei of price above it, it cannot.
 */
import { accountLiquidity, type LiquidityOptions } from "./account-liquidity";
import { isSameMarket, type AccountMarket } from "./account-market";

/** No search goes above this price (2^192, far above any oracle price). */
const PRICE_CEILING = 2n ** 192n;

/**
 * undefined when no price of this collateral brings a shortfall while prices fall: no debt, the market is
 * not an entered collateral of the account, other collateral covers every debt, or a debt in the same
 * asset grows with the price as fast as the collateral does; also when the liquidity cannot be computed.
 * `options.whatIf` prices a draft (e.g. the loan being simulated on the borrow screen).
 */
export function liquidationPrice(
  account: readonly AccountMarket[],
  collateralMarket: string,
  options: LiquidityOptions = {},
): bigint | undefined {
  const target = account.find((m) => isSameMarket(m.market, collateralMarket));
  if (target === undefined || !target.entered || target.tokens === 0n) return undefined;
  const shortAt = (price: bigint): boolean | undefined => {
    const priced = account.map((m) => (m === target ? { ...m, underlyingPrice: price } : m));
    const result = accountLiquidity(priced, options);
    return result === undefined ? undefined : result.shortfall > 0n;
  };
  // At 1 wei the collateral is worth nothing: no shortfall there means none at any lower price.
  if (shortAt(1n) !== true) return undefined;
  let high = target.underlyingPrice > 1n ? target.underlyingPrice : 2n;
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
