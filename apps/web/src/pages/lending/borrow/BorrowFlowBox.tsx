import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { LimitDisplay } from "../../../lending/components/LimitDisplay";
import { MarketPicker } from "../../../lending/components/MarketPicker";
import { ValidationAlertButton } from "../../../lending/components/ValidationAlertButton";
import { findPosition, type LendingMarket, type LendingSnapshot } from "../../../lending/data/lending-snapshot";
import { formatTokenAmount } from "../../../i18n/formatters";
import { useLanguage } from "../../../i18n/use-language";
import { LendingFormCard } from "../LendingLayout";
import { RiskLevelChip } from "../../common/RiskLevelChip";
import type { BorrowFlowRequest } from "./run-borrow-flow";
import type { BorrowFlow } from "./use-borrow-flow";

export interface BorrowFlowBoxProps {
  snapshot: LendingSnapshot;
  /** The market to borrow from. */
  market: LendingMarket;
  /** The loan typed in the borrow form (its underlying units; 0 when nothing valid is typed). */
  loanAmount: bigint;
  /** The plan the borrow form holds (useBorrowFlow), shared with its risk section. */
  flow: BorrowFlow;
  busy: boolean;
  onRun: (request: BorrowFlowRequest) => void;
}

/**
 * The borrow screen's collateral simulator and action box (lending-engine §2): pick a collateral market,
 * see how much to deposit there for the loan typed above (core borrowFlowDeposit: collateralNeeded with
 * the 1.04 safety margin, of the borrowing power the loan lacks) and the risk with both, then deposit and
 * borrow in one go: the deposit runs in the borrow flow and the loan follows once it is executed.
 */
export function BorrowFlowBox({ snapshot, market, loanAmount, flow, busy, onRun }: BorrowFlowBoxProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { options, collateral, figures, needsDeposit, risk } = flow;

  const loanUnit = { symbol: market.underlyingSymbol, decimals: market.underlyingDecimals };
  const unitOf = (m: LendingMarket) => ({ symbol: m.underlyingSymbol, decimals: m.underlyingDecimals });
  const show = (value: bigint, unit: { symbol: string; decimals: number }) =>
    formatTokenAmount({ value, ...unit }, language);
  const deposit = figures?.deposit;

  return (
    <LendingFormCard label={t("borrow.flow.title")}>
      <Box>
        <Typography component="h2" variant="h3">
          {t("borrow.flow.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t("borrow.flow.intro")}
        </Typography>
      </Box>
      {collateral === undefined ? (
        <Typography color="text.secondary">{t("borrow.flow.noCollateralMarket")}</Typography>
      ) : (
        <>
          <MarketPicker
            label={t("borrow.flow.collateral")}
            markets={options}
            value={collateral.market}
            onChange={(m) => flow.pick(m.market)}
            describe={(m) =>
              t("borrow.flow.balance", {
                amount: show(findPosition(snapshot, m.market)?.walletBalance ?? 0n, unitOf(m)),
              })
            }
            disabled={busy}
          />
          {loanAmount <= 0n ? (
            <Typography variant="body2" color="text.secondary">
              {t("borrow.flow.enterAmount")}
            </Typography>
          ) : deposit !== undefined && !needsDeposit ? (
            <Typography variant="body2" color="text.secondary" role="status">
              {t("borrow.flow.enough")}
            </Typography>
          ) : (
            <>
              <LimitDisplay
                label={t("borrow.flow.limits")}
                items={[
                  {
                    id: "collateral-needed",
                    label: t("borrow.flow.needed"),
                    note: t("borrow.flow.neededNote"),
                    amount: deposit?.amount,
                    ...unitOf(collateral),
                  },
                  {
                    id: "collateral-wallet",
                    label: t("borrow.flow.wallet"),
                    amount: findPosition(snapshot, collateral.market)?.walletBalance ?? 0n,
                    ...unitOf(collateral),
                  },
                ]}
              />
              {deposit && (
                <Typography variant="body2" color="text.secondary">
                  {t("borrow.flow.steps", {
                    deposit: show(deposit.amount, unitOf(collateral)),
                    loan: show(loanAmount, loanUnit),
                  })}
                </Typography>
              )}
              {risk && (
                <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                  <Typography variant="body2" color="text.secondary">
                    {t("borrow.risk.afterDeposit")} · {t("borrow.risk.level")}
                  </Typography>
                  <RiskLevelChip level={risk.level} testId="risk-level-flow" />
                </Box>
              )}
            </>
          )}
          <ValidationAlertButton
            variant="outlined"
            label={t("borrow.flow.button")}
            validation={figures?.validation}
            unit={figures?.failingStep === "deposit" ? unitOf(collateral) : loanUnit}
            quiet={!needsDeposit}
            busy={busy}
            onClick={() => {
              if (!deposit || !needsDeposit) return;
              onRun({
                collateral: collateral.market,
                deposit: deposit.amount,
                market: market.market,
                loan: loanAmount,
              });
            }}
          />
        </>
      )}
    </LendingFormCard>
  );
}
