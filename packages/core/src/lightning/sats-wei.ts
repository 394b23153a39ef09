/**
 * Satoshis ⇄ wei. Boltz quotes and reports RBTC amounts in satoshis; EtherSwap locks wei. 1 rBTC = 1e18 wei
 * is pegged to 1 BTC = 1e8 sat, so 1 sat = 1e10 wei exactly.
 */
import { WEI_PER_SATOSHI } from "../address/swap-invoice";

export function satsToWei(sats: bigint): bigint {
  return sats * WEI_PER_SATOSHI;
}

/** The whole satoshis in `wei`, or undefined when `wei` holds a fraction of a satoshi (no silent rounding). */
export function weiToSats(wei: bigint): bigint | undefined {
  return wei % WEI_PER_SATOSHI === 0n ? wei / WEI_PER_SATOSHI : undefined;
}

/** The whole satoshis in `wei`, dust below a satoshi dropped (for showing a balance, never for a lock). */
export function weiToSatsFloor(wei: bigint): bigint {
  return wei / WEI_PER_SATOSHI;
}
