/**
 * What a market can lend or pay out now: its cash less its reserves. Ceiba's markets never lend the
 * reserves' cash nor let suppliers withdraw it (CToken._borrowFresh, _redeemFresh: T4), so utilisation never
 * passes 100 %. (Tropykus' markets lend it; this bound is then the prudent one.) Never negative.
 */
export interface CashFigures {
  /** getCash. */
  cash: bigint;
  /** totalReserves. */
  totalReserves: bigint;
}

export function lendableCash(market: CashFigures): bigint {
  return market.cash > market.totalReserves ? market.cash - market.totalReserves : 0n;
}
