import { useMemo, useState } from "react";
import type { Address } from "viem";
import type { LendingMarket, LendingSnapshot } from "../../../lending/data/lending-snapshot";
import type { StepGasEstimates } from "@ceiba/sdk";
import { usePlanGasEstimates } from "../../../lending/data/use-plan-gas-estimates";
import { borrowFlowFigures, collateralOptions, defaultCollateral, type BorrowFlowFigures } from "./borrow-flow-figures";
import { riskFigures, type RiskFigures } from "./risk-figures";

export interface UseBorrowFlowInput {
  snapshot: LendingSnapshot;
  /** The market to borrow from. */
  market: LendingMarket;
  /** The loan typed in the borrow form (its underlying units; 0 when nothing valid is typed). */
  loanAmount: bigint;
  comptroller: Address;
  gasPrice: bigint | undefined;
  /** The node's estimate of the loan (the borrow form's). */
  loanGasEstimates: StepGasEstimates | undefined;
}

export interface BorrowFlow {
  options: LendingMarket[];
  collateral: LendingMarket | undefined;
  pick: (market: Address) => void;
  figures: BorrowFlowFigures | undefined;
  /** The loan needs a deposit first (the box proposes one). */
  needsDeposit: boolean;
  /** The account after the proposed deposit and the loan; undefined when no deposit is needed. */
  risk: RiskFigures | undefined;
}

/**
 * The deposit-and-borrow plan of the borrow screen, held once for the action box and the risk section
 * beside it: both show the state after the same deposit and loan, so they cannot disagree.
 */
export function useBorrowFlow(input: UseBorrowFlowInput): BorrowFlow {
  const { snapshot, market, loanAmount, comptroller, gasPrice, loanGasEstimates } = input;
  const options = useMemo(() => collateralOptions(snapshot, market.market), [snapshot, market.market]);
  const [picked, setPicked] = useState<Address | undefined>(undefined);
  const collateral = options.find((m) => m.market === picked) ?? defaultCollateral(options);
  const depositGasEstimates = usePlanGasEstimates("deposit", collateral?.market ?? market.market, snapshot);
  const figures = useMemo(
    () =>
      collateral
        ? borrowFlowFigures({
            snapshot,
            market,
            loanAmount,
            collateral,
            comptroller,
            gasPrice,
            depositGasEstimates,
            loanGasEstimates,
          })
        : undefined,
    [snapshot, market, loanAmount, collateral, comptroller, gasPrice, depositGasEstimates, loanGasEstimates],
  );
  const needsDeposit = loanAmount > 0n && figures?.deposit !== undefined && figures.deposit.amount > 0n;
  const risk = useMemo(
    () =>
      figures && needsDeposit
        ? riskFigures({
            account: figures.accountAfterDeposit,
            markets: snapshot.allMarkets,
            liquidityKnown: snapshot.account?.liquidityKnown ?? false,
            borrow: { market: market.market, amount: loanAmount },
          })
        : undefined,
    [figures, needsDeposit, snapshot, market.market, loanAmount],
  );
  return { options, collateral, pick: setPicked, figures, needsDeposit, risk };
}
