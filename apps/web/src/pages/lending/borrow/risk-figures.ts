import {
  accountLiquidity,
  accountRisk,
  EXP,
  isSameMarket,
  sameAddress,
  underlyingLiquidationPrice,
  withMarketEntered,
  type AccountMarket,
  type AccountRisk,
  type WhatIf,
} from "@ceiba/core";
import type { Address } from "viem";

/**
 * What the risk section shows of one collateral asset: its price now and the price that liquidates. One row
 * per underlying: kRBTC and kSAT both hold rBTC, so their collateral counts together and shows once.
 */
export interface LiquidationRow {
  /** The underlying asset (the zero address for the native coin). */
  underlying: Address;
  underlyingSymbol: string;
  /** The account's markets of this underlying, in the account's order. */
  markets: Address[];
  /** The oracle price now (USD 1e18 per unit), as the first collateral market of the asset reads it. */
  price: bigint;
  /**
   * The highest price of the asset at which the account is short, all its markets repriced together (core
   * underlyingLiquidationPrice); undefined: none in sight.
   */
  liquidationPrice: bigint | undefined;
}

/** The account's risk (core accountRisk: level, spec health factor, power used) and its liquidation prices. */
export interface RiskFigures extends AccountRisk {
  /** Each collateral asset (of an entered market with tokens), in the account's order of its first market. */
  liquidation: LiquidationRow[];
}

/** A market's figures the rows name. */
export interface RiskMarketInfo {
  market: Address;
  /** The underlying token (the zero address for the native coin): markets that share it share a row. */
  underlying: Address;
  underlyingSymbol: string;
}

export interface RiskInput {
  account: readonly AccountMarket[];
  markets: readonly RiskMarketInfo[];
  /** The Lens could compute the account's liquidity (false when a price is missing). */
  liquidityKnown: boolean;
  /** A loan being simulated (the market is entered for it, as borrowAllowed does). */
  borrow?: { market: string; amount: bigint };
}

/**
 * The borrow screen's risk section (lending-engine §3 risk levels, §9 health factor): the account's level
 * (no risk … liquidation zone), its health factor and the liquidation price of each collateral asset, now or
 * with a loan being simulated (core's what-if, valued as the state after the loan).
 */
export function riskFigures(input: RiskInput): RiskFigures {
  const whatIf: WhatIf | undefined =
    input.borrow && input.borrow.amount > 0n
      ? { market: input.borrow.market, borrowAmount: input.borrow.amount }
      : undefined;
  const account = whatIf ? withMarketEntered(input.account, whatIf.market) : input.account;
  const liquidity = input.liquidityKnown ? accountLiquidity(account, { whatIf }) : undefined;
  const liquidation = collateralAssets(account, input.markets).map((row) => ({
    ...row,
    liquidationPrice: liquidity ? underlyingLiquidationPrice(account, row.markets, { whatIf }) : undefined,
  }));
  return { ...accountRisk({ liquidity }), liquidation };
}

/**
 * One row per collateral asset: each entered market with tokens and a collateral factor names its
 * underlying; every market of the account with that underlying (collateral or debt) joins the row, since
 * a fall of the asset's price moves them all.
 */
function collateralAssets(
  account: readonly AccountMarket[],
  markets: readonly RiskMarketInfo[],
): Omit<LiquidationRow, "liquidationPrice">[] {
  const infoOf = (m: AccountMarket) => markets.find((candidate) => isSameMarket(candidate.market, m.market));
  const rows: Omit<LiquidationRow, "liquidationPrice">[] = [];
  for (const m of account) {
    if (!m.entered || m.tokens === 0n || m.collateralFactorMantissa === 0n) continue;
    const info = infoOf(m);
    if (!info || rows.some((row) => sameAddress(row.underlying, info.underlying))) continue;
    const sameUnderlying = account.flatMap((candidate) => {
      const candidateInfo = infoOf(candidate);
      return candidateInfo && sameAddress(candidateInfo.underlying, info.underlying) ? [candidateInfo.market] : [];
    });
    rows.push({
      underlying: info.underlying,
      underlyingSymbol: info.underlyingSymbol,
      markets: sameUnderlying,
      price: m.underlyingPrice,
    });
  }
  return rows;
}

/**
 * The account after the borrow flow's deposit of `amount` in `market`: the deposit plan enters every
 * market when one is missing, and the mint adds amount / exchange rate tokens (rounded down).
 */
export function withDeposit(account: readonly AccountMarket[], market: string, amount: bigint): AccountMarket[] {
  const enterAll = account.some((m) => !m.entered);
  return account.map((m) => {
    const entered = enterAll ? { ...m, entered: true } : m;
    if (!isSameMarket(m.market, market) || m.exchangeRateStored === 0n) return entered;
    return { ...entered, tokens: m.tokens + (amount * EXP) / m.exchangeRateStored };
  });
}
