/**
 * The micro-savings market's cap, exactly as CRBTCMicro.getMarketCap computes it: total deposits,
 * the limit (threshold × USD borrows of the other markets / RBTC price) and what can still be deposited.
 */
import { MICRO_MARKET_CAP_THRESHOLD } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { isSameMarket } from "../risk/account-market";

/** The CeibaLens.MarketData figures of any market the cap reads. */
export interface CapMarketFigures {
  market: string;
  totalBorrows: bigint;
  underlyingPrice: bigint;
}

export interface MicroMarketFigures extends CapMarketFigures {
  cash: bigint;
  totalReserves: bigint;
}

export interface MicroMarketCapInput {
  micro: MicroMarketFigures;
  /** Every market of the comptroller (the micro market itself is skipped). */
  markets: readonly CapMarketFigures[];
  /** marketCapThreshold (default 0.8). */
  threshold?: bigint;
}

/** The spec's market-cap result. */
export interface MarketCap {
  totalDeposit: bigint;
  limit: bigint;
  /** limit − totalDeposit, floored at 0. */
  maxDeposit: bigint;
}

/** undefined where the contract reverts (C6): the micro market, or a market with borrows, has no price. */
export function microMarketCap(input: MicroMarketCapInput): MarketCap | undefined {
  const { micro } = input;
  const threshold = input.threshold ?? MICRO_MARKET_CAP_THRESHOLD;
  const totalDeposit = micro.cash + micro.totalBorrows - micro.totalReserves;
  if (micro.underlyingPrice === 0n) return undefined;
  let borrowsUsd = 0n;
  for (const m of input.markets) {
    if (isSameMarket(m.market, micro.market) || m.totalBorrows === 0n) continue;
    if (m.underlyingPrice === 0n) return undefined;
    borrowsUsd += (m.totalBorrows * m.underlyingPrice) / EXP;
  }
  const limit = (((borrowsUsd * threshold) / EXP) * EXP) / micro.underlyingPrice;
  return { totalDeposit, limit, maxDeposit: limit > totalDeposit ? limit - totalDeposit : 0n };
}
