import {
  borrowFlowDeposit,
  isSameMarket,
  maxBorrow,
  microCaps,
  microMarketCap,
  nextBlockExchangeRate,
  validateBorrow,
  validateDeposit,
  type AccountMarket,
  type BorrowFlowDeposit,
  type ValidationResult,
} from "@ceiba/core";
import type { Address } from "viem";
import { depositLimit } from "../../../lending/data/deposit-limit";
import { findPosition, type LendingMarket, type LendingSnapshot } from "../../../lending/data/lending-snapshot";
import { walletBalancesFromSnapshot } from "../../../lending/data/wallet-balances";
import { actionGasUnits, type StepGasEstimates } from "@ceiba/sdk";
import { accountMarketsOf, borrowFee } from "./borrow-figures";
import { withDeposit } from "./risk-figures";

/** Markets that can back a loan from `borrowMarket`: listed, priced, with a collateral factor, not itself. */
export function collateralOptions(snapshot: LendingSnapshot, borrowMarket: Address): LendingMarket[] {
  return snapshot.markets.filter(
    (m) =>
      !isSameMarket(m.market, borrowMarket) &&
      m.collateralFactorMantissa > 0n &&
      m.underlyingPrice > 0n &&
      !m.deprecated,
  );
}

/** The option picked first: the standard rBTC market when there is one (the usual collateral), else the first. */
export function defaultCollateral(options: readonly LendingMarket[]): LendingMarket | undefined {
  return options.find((m) => m.kind === "native") ?? options[0];
}

export interface BorrowFlowInput {
  snapshot: LendingSnapshot;
  /** The market to borrow from, and the loan in its underlying units. */
  market: LendingMarket;
  loanAmount: bigint;
  /** Where the collateral goes. */
  collateral: LendingMarket;
  comptroller: Address;
  gasPrice: bigint | undefined;
  /** The node's estimates of the deposit's first step and of the loan (fixed limits where absent). */
  depositGasEstimates?: StepGasEstimates;
  loanGasEstimates?: StepGasEstimates;
}

export interface BorrowFlowFigures {
  /** core borrowFlowDeposit: collateralNeeded (× 1.04) of the borrowing power the loan lacks. */
  deposit: BorrowFlowDeposit | undefined;
  /** The account once the deposit is minted (every market entered, the collateral's tokens added). */
  accountAfterDeposit: AccountMarket[];
  /**
   * First the deposit's rules (paused, T12, funds, micro caps, minimum, fee), then the loan's on the state
   * after the deposit: the box's button shows the first failure.
   */
  validation: ValidationResult;
  /** Which transaction the failure is about: its bound is in that market's underlying. */
  failingStep: "deposit" | "borrow" | undefined;
}

/**
 * The "deposit then borrow" box (lending-engine §2, §4 "A deposit inside the borrow flow"): how much to
 * deposit in the collateral market for the loan, and whether both transactions would pass.
 */
export function borrowFlowFigures(input: BorrowFlowInput): BorrowFlowFigures {
  const { snapshot, market, collateral, loanAmount } = input;
  const account = accountMarketsOf(snapshot, market);
  const position = findPosition(snapshot, collateral.market);
  // The liquidity borrowAllowed would see for the loan now (0 when it cannot be computed).
  const liquidityNow = maxBorrow({ account, market }).liquidity;
  const deposit =
    loanAmount > 0n
      ? borrowFlowDeposit({
          loanAmount,
          loanPrice: market.underlyingPrice,
          liquidity: liquidityNow,
          collateral,
        })
      : undefined;
  const amount = deposit?.amount ?? 0n;
  const accountAfterDeposit = withDeposit(account, collateral.market, amount);

  const nativeBalance = walletBalancesFromSnapshot(snapshot).native ?? 0n;
  const rbtc = collateral.kind !== "erc20";
  const limit =
    input.gasPrice === undefined
      ? undefined
      : depositLimit({
          snapshot,
          market: collateral.market,
          comptroller: input.comptroller,
          gasPrice: input.gasPrice,
          gasEstimates: input.depositGasEstimates,
        });
  const depositGas = input.gasPrice === undefined ? undefined : depositFee(input, amount) * input.gasPrice;

  let validation: ValidationResult = validateDeposit({
    amount,
    kind: collateral.kind,
    walletBalance: position?.walletBalance ?? 0n,
    borrowBalance: position?.borrowBalance ?? 0n,
    exchangeRate: nextBlockExchangeRate(collateral, snapshot.blockNumber),
    mintPaused: collateral.mintPaused,
    underlyingPrice: collateral.underlyingPrice,
    estimatedFee: rbtc ? limit?.feeReserve : undefined,
    fee: rbtc || depositGas === undefined ? undefined : { nativeBalance, estimatedFee: depositGas },
    micro: collateral.kind === "micro" ? borrowFlowMicro(collateral, snapshot, position?.tokens ?? 0n) : undefined,
  });
  let failingStep: BorrowFlowFigures["failingStep"] = validation.ok ? undefined : "deposit";
  if (validation.ok) {
    const loanFee = borrowFee({ ...input, gasPrice: input.gasPrice, gasEstimates: input.loanGasEstimates });
    const left = nativeBalance - (rbtc ? amount : 0n) - (depositGas ?? 0n);
    validation = validateBorrow({
      amount: loanAmount,
      account: accountAfterDeposit,
      market,
      fee: loanFee === undefined ? undefined : { nativeBalance: left > 0n ? left : 0n, estimatedFee: loanFee },
    });
    failingStep = validation.ok ? undefined : "borrow";
  }
  return { deposit, accountAfterDeposit, validation, failingStep };
}

/**
 * Gas units of the deposit's transactions as the app will send them (enter markets, approve, mint): the
 * node's estimates where it gave them, the fixed limits otherwise (plan-gas.ts).
 */
function depositFee(input: BorrowFlowInput, amount: bigint): bigint {
  const request = {
    action: "deposit",
    chainId: input.snapshot.chainId,
    snapshot: input.snapshot.raw,
    comptroller: input.comptroller,
    market: input.collateral.market,
    amount,
  } as const;
  return actionGasUnits(request, input.depositGasEstimates);
}

/** The micro market's state validateDeposit checks (its caps as the chain holds them). */
function borrowFlowMicro(collateral: LendingMarket, snapshot: LendingSnapshot, tokens: bigint) {
  const { accountCap, threshold } = microCaps(collateral);
  return {
    tokens,
    accountCap,
    marketCap: microMarketCap({ micro: collateral, markets: snapshot.raw.markets, threshold }),
  };
}
