import { MarketUnreadable } from "../../../lending/components/MarketUnreadable";
import type { ValidationResult } from "@ceiba/core";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { zeroAddress } from "viem";
import { formatTokenAmount } from "../../../i18n/formatters";
import { useLanguage } from "../../../i18n/use-language";
import {
  InterestCalculator,
  UNPARSEABLE_AMOUNT,
  useAmountField,
  useMarketSnapshot,
  type LimitItem,
  type MarketSnapshot,
} from "../../../lending/components";
import { useLendingChain } from "../../../lending/data/lending-chain";
import { TransactionDialog, useLendingTransaction } from "../../../lending/transactions";
import type { AppMarket } from "../../../markets/app-markets";
import { BorrowPausedBanner } from "../../../shell/banners/BorrowPausedBanner";
import { DepositAuthorisationDialog } from "../DepositAuthorisationDialog";
import { needsDepositAuthorisation, rememberDepositAuthorisation } from "../deposit-authorisation";
import { LendingLayout } from "../LendingLayout";
import { usePlanGasEstimates } from "../../../lending/data/use-plan-gas-estimates";
import { borrowFigures } from "./borrow-figures";
import { BorrowFlowBox } from "./BorrowFlowBox";
import { BorrowSkeleton } from "./BorrowSkeleton";
import { BorrowUnavailable } from "./BorrowUnavailable";
import { LoanAmountCard } from "./LoanAmountCard";
import { riskFigures } from "./risk-figures";
import { RiskSection } from "./RiskSection";
import { useBorrowFlow } from "./use-borrow-flow";
import { runBorrowFlow, type BorrowFlowRequest } from "./run-borrow-flow";

/**
 * /borrows/:id once the account's snapshot is there: the loan (amount with Max, limits and why the maximum
 * stops where it does, the button with the spec's alert labels), the "deposit then borrow" box, the debt
 * calculator and the risk section, now and with the loan typed.
 */
/** The borrow form of the route's market, once the account's snapshot is there. */
export function BorrowForm({ appMarket }: { appMarket: AppMarket }) {
  const state = useMarketSnapshot(appMarket.address);
  if (state.status === "loading") return <BorrowSkeleton />;
  if (state.status === "unreadable") return <MarketUnreadable market={state.market} />;
  if (state.status !== "ready") return <BorrowUnavailable failed={state.status === "error"} />;
  return <ReadyBorrowForm key={state.market.market} {...state} />;
}

function ReadyBorrowForm(marketSnapshot: MarketSnapshot) {
  const { snapshot, market, position, gasPrice } = marketSnapshot;
  const { t } = useTranslation();
  const language = useLanguage();
  const { deployment } = useLendingChain();
  const comptroller = deployment?.contracts.comptroller ?? zeroAddress;
  const tx = useLendingTransaction();
  const field = useAmountField(market.underlyingDecimals);
  const [pendingFlow, setPendingFlow] = useState<BorrowFlowRequest | undefined>(undefined);
  const busy = tx.state.status === "running";

  const gasEstimates = usePlanGasEstimates("borrow", market.market, snapshot);
  const figures = useMemo(
    () => borrowFigures({ snapshot, market, position, comptroller, gasPrice, gasEstimates }),
    [snapshot, market, position, comptroller, gasPrice, gasEstimates],
  );
  const amount = field.errorId ? 0n : field.amount;
  const validation: ValidationResult = field.errorId ? UNPARSEABLE_AMOUNT : figures.validate(amount, field.empty);
  const liquidityKnown = snapshot.account?.liquidityKnown ?? false;
  const riskNow = useMemo(
    () => riskFigures({ account: figures.account, markets: snapshot.allMarkets, liquidityKnown }),
    [figures.account, snapshot.allMarkets, liquidityKnown],
  );
  const riskWithLoan = useMemo(
    () =>
      amount > 0n
        ? riskFigures({
            account: figures.account,
            markets: snapshot.allMarkets,
            liquidityKnown,
            borrow: { market: market.market, amount },
          })
        : undefined,
    [amount, figures.account, snapshot.allMarkets, liquidityKnown, market.market],
  );
  const flow = useBorrowFlow({
    snapshot,
    market,
    loanAmount: amount,
    comptroller,
    gasPrice,
    loanGasEstimates: gasEstimates,
  });
  // When the loan needs a deposit first, the risk beside the box is the one after both (the box's own).
  const riskAfter = flow.risk ?? riskWithLoan;

  const unit = { decimals: market.underlyingDecimals, symbol: market.underlyingSymbol };
  const show = (value: bigint) => formatTokenAmount({ value, ...unit }, language);
  const limits: LimitItem[] = [
    {
      id: "max-borrow",
      label: t("borrow.limits.max"),
      note:
        figures.max.limitedBy === "accountCap"
          ? t("borrow.limitedBy.accountCap", { amount: show(figures.max.byAccountCap ?? 0n) })
          : t(`borrow.limitedBy.${figures.max.limitedBy}`),
      amount: figures.max.amount,
      ...unit,
    },
  ];
  if (figures.minimum !== undefined) {
    limits.push({
      id: "min-borrow",
      label: t("borrow.limits.minimum"),
      note: t("borrow.limits.minimumNote"),
      amount: figures.minimum,
      ...unit,
    });
  }

  const borrow = () => {
    void tx.run({ action: "borrow", market: market.market, amount: field.isMax ? "max" : amount }).then((end) => {
      if (end.status === "success") field.reset();
    });
  };
  const runFlow = (request: BorrowFlowRequest) => {
    setPendingFlow(undefined);
    void runBorrowFlow(tx.run, request).then((end) => {
      if (end.status === "success") field.reset();
    });
  };
  const startFlow = (request: BorrowFlowRequest) => {
    if (needsDepositAuthorisation(snapshot)) setPendingFlow(request);
    else runFlow(request);
  };
  const collateral = pendingFlow && snapshot.allMarkets.find((m) => m.market === pendingFlow.collateral);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <BorrowPausedBanner market={market} />
      <LendingLayout
        forms={
          <>
            <LoanAmountCard
              action="borrow"
              marketSnapshot={marketSnapshot}
              debt={figures.debt}
              field={field}
              max={figures.max.amount}
              limits={limits}
              validation={validation}
              busy={busy}
              onRun={borrow}
            />
            <BorrowFlowBox
              snapshot={snapshot}
              market={market}
              loanAmount={amount}
              flow={flow}
              busy={busy}
              onRun={startFlow}
            />
          </>
        }
        aside={
          <>
            <InterestCalculator kind="debt" amount={amount} market={market} />
            <Divider />
            <RiskSection now={riskNow} after={riskAfter} afterDeposit={flow.risk !== undefined} />
          </>
        }
      />
      {collateral && pendingFlow && (
        <DepositAuthorisationDialog
          open
          amount={formatTokenAmount(
            {
              value: pendingFlow.deposit,
              decimals: collateral.underlyingDecimals,
              symbol: collateral.underlyingSymbol,
            },
            language,
          )}
          market={collateral.symbol}
          onCancel={() => setPendingFlow(undefined)}
          onAccept={() => {
            if (snapshot.account) rememberDepositAuthorisation(snapshot.account.address);
            runFlow(pendingFlow);
          }}
        />
      )}
      <TransactionDialog transaction={tx} />
    </Box>
  );
}
