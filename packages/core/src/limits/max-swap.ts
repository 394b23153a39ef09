/**
 * The most a swap can sell (the swap screen's Max): a token's whole balance; of rBTC, the balance minus the
 * trade's fee and the 2 USD of rBTC a swap must leave in the wallet (lending-engine §5, §9).
 */
import { MIN_RBTC_KEPT_USD } from "../constants/swap";
import { EXP } from "../fixed-point/index";

/** rBTC (wei) worth 2 USD at `rbtcPrice`, rounded up: what a swap leaves in the wallet; undefined without a price. */
export function swapRbtcReserve(rbtcPrice: bigint | undefined): bigint | undefined {
  if (rbtcPrice === undefined || rbtcPrice <= 0n) return undefined;
  return (MIN_RBTC_KEPT_USD * EXP + rbtcPrice - 1n) / rbtcPrice;
}

export interface MaxSwapInput {
  /** Wallet balance of the token sold. */
  balance: bigint;
  /** The token sold is rBTC: the fee and the reserve come out of the same balance. */
  fromNative: boolean;
  /** The trade's estimated fee (wei); 0 when not known yet. */
  estimatedFee?: bigint;
  /** USD per rBTC (1e18); without it the reserve cannot be sized and nothing is kept back but the fee. */
  rbtcPrice?: bigint;
}

export function maxSwapAmount(input: MaxSwapInput): bigint {
  if (!input.fromNative) return input.balance > 0n ? input.balance : 0n;
  const max = input.balance - (input.estimatedFee ?? 0n) - (swapRbtcReserve(input.rbtcPrice) ?? 0n);
  return max > 0n ? max : 0n;
}
