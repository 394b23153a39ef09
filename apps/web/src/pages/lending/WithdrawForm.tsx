import { MarketUnreadable } from "../../lending/components/MarketUnreadable";
import { isSameMarket, translateError, type ValidationResult } from "@ceiba/core";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatTokenAmount } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import {
  AmountInput,
  LimitDisplay,
  MarketPicker,
  UNPARSEABLE_AMOUNT,
  ValidationAlertButton,
  formatMarketApy,
  useAmountField,
  useMarketSnapshot,
  type MarketSnapshot,
} from "../../lending/components";
import type { LendingMarket, LendingSnapshot } from "../../lending/data/lending-snapshot";
import { TransactionDialog, useLendingTransaction } from "../../lending/transactions";
import type { AppMarket } from "../../markets/app-markets";
import { isXusdMarket, marketRouteId } from "../../markets/market-route-id";
import { withdrawPath } from "../../routes/paths";
import { DepositSkeleton } from "./DepositSkeleton";
import { DepositUnavailable } from "./DepositUnavailable";
import { LendingFormCard, LendingLayout } from "./LendingLayout";
import { usePlanGasEstimates } from "../../lending/data/use-plan-gas-estimates";
import { withdrawFigures } from "./withdraw-figures";

/** The withdraw form of /deposits/:id/withdraw for the route's market, once the account's snapshot is there. */
export function WithdrawForm({ appMarket }: { appMarket: AppMarket }) {
  const state = useMarketSnapshot(appMarket.address);
  if (state.status === "loading") return <DepositSkeleton />;
  if (state.status === "unreadable") return <MarketUnreadable market={state.market} />;
  if (state.status !== "ready") return <DepositUnavailable failed={state.status === "error"} />;
  return <ReadyWithdrawForm key={state.market.market} {...state} />;
}

/**
 * The markets the withdraw picker offers: every listed one (kRBTC and kSAT apart: two deposits) but XUSD,
 * then deprecated markets the account still has a deposit in, and the current one whatever it is.
 */
export function withdrawPickerMarkets(snapshot: LendingSnapshot, current: LendingMarket): LendingMarket[] {
  const listed = snapshot.markets.filter((m) => !isXusdMarket(m));
  const withDeposit = snapshot.allMarkets.filter(
    (m) =>
      // By address, not object: the cache may give the lists different objects for one market.
      !listed.some((l) => isSameMarket(l.market, m.market)) &&
      (isSameMarket(m.market, current.market) ||
        snapshot.positions.some((p) => p.market.toLowerCase() === m.market.toLowerCase() && p.tokens > 0n)),
  );
  return [...listed, ...withDeposit];
}

function ReadyWithdrawForm({ snapshot, market, position, gasPrice }: MarketSnapshot) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const tx = useLendingTransaction();
  const field = useAmountField(market.underlyingDecimals);

  const gasEstimates = usePlanGasEstimates("withdraw", market.market, snapshot);
  const figures = useMemo(
    () => withdrawFigures({ snapshot, market, position, gasPrice, gasEstimates }),
    [snapshot, market, position, gasPrice, gasEstimates],
  );
  const validation: ValidationResult | undefined =
    gasPrice === undefined ? undefined : field.errorId ? UNPARSEABLE_AMOUNT : figures.validate(field.amount);
  const unit = { decimals: market.underlyingDecimals, symbol: market.underlyingSymbol };
  const backsDebt = figures.max.limitedBy === "collateral" && figures.deposited > 0n;

  const run = () => {
    const amount = field.isMax ? "max" : field.amount;
    void tx.run({ action: "withdraw", market: market.market, amount }).then((end) => {
      if (end.status === "success") field.reset();
    });
  };

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <LendingLayout
        forms={
          <LendingFormCard label={t("deposit.withdrawFormLabel", { underlying: market.underlyingSymbol })}>
            <MarketPicker
              label={t("lendingForm.picker.label")}
              markets={withdrawPickerMarkets(snapshot, market)}
              value={market.market}
              onChange={(next) => void navigate(withdrawPath(marketRouteId(next.symbol)))}
              describe={(m) => t("lendingForm.picker.supplyApy", { apy: formatMarketApy(m, "supply", language) })}
            />
            <AmountInput
              readAs={field.readAs}
              label={t("lendingForm.amount.label")}
              text={field.text}
              onTextChange={field.setText}
              symbol={market.underlyingSymbol}
              onMax={() => field.setMax(figures.max.underlying, language)}
              maxDisabled={figures.max.underlying === 0n}
              error={field.errorId && translateError(field.errorId, language).message}
              helperText={t("lendingForm.amount.decimalHint")}
            />
            <LimitDisplay
              label={t("deposit.limits.label")}
              items={[
                { id: "deposited", label: t("deposit.position.deposited"), amount: figures.deposited, ...unit },
                {
                  id: "withdrawable",
                  label: t("deposit.limits.withdrawable"),
                  amount: figures.max.underlying,
                  ...unit,
                },
                { id: "cash", label: t("deposit.limits.cash"), amount: figures.cash, ...unit },
              ]}
            />
            {backsDebt && (
              <Alert severity="info" role="status">
                {t("deposit.backsDebt", {
                  amount: formatTokenAmount({ value: figures.max.underlying, ...unit }, language),
                })}
              </Alert>
            )}
            <ValidationAlertButton
              label={t("lendingForm.action.withdraw")}
              unit={unit}
              validation={validation}
              amountEmpty={field.empty}
              busy={tx.state.status === "running"}
              onClick={run}
            />
          </LendingFormCard>
        }
        aside={
          <>
            <Typography component="h2" variant="h3">
              {t("deposit.position.title", { underlying: market.underlyingSymbol })}
            </Typography>
            <LimitDisplay
              label={t("deposit.position.label")}
              items={[
                { id: "position", label: t("deposit.position.deposited"), amount: figures.deposited, ...unit },
                { id: "wallet", label: t("deposit.limits.wallet"), amount: position.walletBalance, ...unit },
              ]}
            />
            <Divider />
            <Typography variant="body2" color="text.secondary">
              {t("deposit.position.apy", { apy: formatMarketApy(market, "supply", language) })}
            </Typography>
          </>
        }
      />
      <TransactionDialog transaction={tx} />
    </Box>
  );
}
