import { type LiquidationRefusal, formatAmount, formatDecimal } from "@ceiba/core";
import type { LiquidationTarget } from "./choose-liquidation";
import type { LiquidationResult, LiquidatorAction } from "./send-liquidation";

/** "1,234.5 DOC": an amount as the app displays it, with its unit. */
export function amountText(value: bigint, decimals: number, symbol: string): string {
  return `${formatAmount(value, decimals, symbol, "en")} ${symbol}`;
}

/** "1,234.56 USD" (or "-12.00 USD") from a USD 1e18 mantissa, truncated. */
export function usdText(value: bigint): string {
  return `${formatDecimal(value, 18, "en", { maxDecimals: 2, minDecimals: 2 })} USD`;
}

const REFUSALS: Readonly<Record<LiquidationRefusal, string>> = {
  noShortfall: "it is no longer short",
  unpriced: "one of its markets has no price (the comptroller refuses: C6)",
  noCollateral: "it has no entered collateral left to seize",
  tooSmall: "the part of its debt a liquidation may repay rounds to nothing",
};

export function refusalText(reason: LiquidationRefusal): string {
  return REFUSALS[reason];
}

/** One line per transaction of the liquidator. */
export function actionLine(action: LiquidatorAction): string {
  return action.kind === "faucet"
    ? `minted ${amountText(action.amount, action.decimals, action.symbol)} for the liquidator from the test faucet, tx ${action.txHash}`
    : `approved ${action.market} to spend the liquidator's ${action.symbol}, tx ${action.txHash}`;
}

/** "liquidated 0x…: repaid 5,500 DOC to kDOC (5,500.00 USD), seized 3.4415 kRBTC = 0.06883 RBTC (…), profit …, tx 0x…". */
export function liquidationLine(target: LiquidationTarget, result: LiquidationResult): string {
  const { borrowed, collateral } = target;
  return (
    `liquidated ${result.borrower}: repaid ${amountText(result.repayAmount, borrowed.underlyingDecimals, borrowed.underlyingSymbol)}` +
    ` to ${borrowed.symbol} (${usdText(result.repayUsd)}), seized ${amountText(result.seizeTokens, collateral.decimals, collateral.symbol)}` +
    ` = ${amountText(result.seizedUnderlying, collateral.underlyingDecimals, collateral.underlyingSymbol)} (${usdText(result.seizeUsd)}),` +
    ` profit ${usdText(result.profitUsd)} before gas, tx ${result.txHash}`
  );
}
