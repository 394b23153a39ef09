import { MarketUnreadable } from "../../../lending/components/MarketUnreadable";
import type { ValidationResult } from "@ceiba/core";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { zeroAddress } from "viem";
import { formatTokenAmount } from "../../../i18n/formatters";
import { useLanguage } from "../../../i18n/use-language";
import {
  InterestCalculator,
  UNPARSEABLE_AMOUNT,
  useAmountField,
  useMarketSnapshot,
  type MarketSnapshot,
} from "../../../lending/components";
import { useLendingChain } from "../../../lending/data/lending-chain";
import { TransactionDialog, useLendingTransaction } from "../../../lending/transactions";
import type { AppMarket } from "../../../markets/app-markets";
import { LendingLayout } from "../LendingLayout";
import { BorrowSkeleton } from "./BorrowSkeleton";
import { BorrowUnavailable } from "./BorrowUnavailable";
import { LoanAmountCard } from "./LoanAmountCard";
import { usePlanGasEstimates } from "../../../lending/data/use-plan-gas-estimates";
import { repayFigures } from "./repay-figures";

/**
 * /borrows/:id/repay once the account's snapshot is there: the debt, the amount with Max = the whole borrow
 * balance (sent as the full-repay marker; an amount equal to the balance too), the button with the spec's
 * alert labels (no debt, T17 above the debt, a full repay the wallet cannot cover, funds, fee), and the
 * T12 rule: no deposit in this market while owing.
 */
/** The repay form of the route's market, once the account's snapshot is there. */
export function RepayForm({ appMarket }: { appMarket: AppMarket }) {
  const state = useMarketSnapshot(appMarket.address);
  if (state.status === "loading") return <BorrowSkeleton />;
  if (state.status === "unreadable") return <MarketUnreadable market={state.market} />;
  if (state.status !== "ready") return <BorrowUnavailable failed={state.status === "error"} />;
  return <ReadyRepayForm key={state.market.market} {...state} />;
}

function ReadyRepayForm(marketSnapshot: MarketSnapshot) {
  const { snapshot, market, gasPrice } = marketSnapshot;
  const { deployment } = useLendingChain();
  const comptroller = deployment?.contracts.comptroller ?? zeroAddress;
  const { t } = useTranslation();
  const language = useLanguage();
  const tx = useLendingTransaction();
  const field = useAmountField(market.underlyingDecimals);
  const busy = tx.state.status === "running";
  const gasEstimates = usePlanGasEstimates("repay", market.market, snapshot);
  const figures = useMemo(
    () => repayFigures({ snapshot, market, comptroller, gasPrice, gasEstimates }),
    [snapshot, market, comptroller, gasPrice, gasEstimates],
  );
  const typed = field.errorId ? 0n : field.amount;
  const resolved = figures.resolve(typed, field.isMax);
  const validation: ValidationResult = field.errorId ? UNPARSEABLE_AMOUNT : figures.validate(resolved.amount);
  const unit = { decimals: market.underlyingDecimals, symbol: market.underlyingSymbol };
  const show = (value: bigint) => formatTokenAmount({ value, ...unit }, language);
  const partial = !resolved.fullRepay && validation.ok && resolved.amount > 0n;

  const repay = () => {
    void tx.run({ action: "repay", market: market.market, amount: resolved.request }).then((end) => {
      if (end.status === "success") field.reset();
    });
  };

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <LendingLayout
        forms={
          <LoanAmountCard
            action="repay"
            marketSnapshot={marketSnapshot}
            debt={figures.debt}
            field={field}
            max={figures.debt}
            limits={[{ id: "repay-wallet", label: t("borrow.repay.wallet"), amount: figures.walletBalance, ...unit }]}
            validation={validation}
            busy={busy}
            onRun={repay}
          >
            {resolved.fullRepay && validation.ok && (
              <Alert severity="info" role="status" data-testid="full-repay">
                {t("borrow.repay.fullRepay")}
              </Alert>
            )}
            {partial && (
              <Alert severity="info" role="status" data-testid="partial-repay">
                {t("borrow.repay.partial", { rest: show(figures.debt - resolved.amount) })}
              </Alert>
            )}
          </LoanAmountCard>
        }
        aside={
          <>
            <InterestCalculator kind="debt" amount={figures.debt} market={market} />
            {figures.debt > 0n && (
              <>
                <Divider />
                <Alert severity="info" variant="outlined" data-testid="deposit-rule">
                  {t("borrow.repay.depositRule", { underlying: market.underlyingSymbol })}
                </Alert>
              </>
            )}
          </>
        }
      />
      <TransactionDialog transaction={tx} />
    </Box>
  );
}
