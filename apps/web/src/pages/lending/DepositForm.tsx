import { MarketUnreadable } from "../../lending/components/MarketUnreadable";
import { translateError, type ValidationResult } from "@ceiba/core";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatTokenAmount } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import {
  AmountInput,
  InterestCalculator,
  LimitDisplay,
  MarketPicker,
  NATIVE_UNIT,
  UNPARSEABLE_AMOUNT,
  ValidationAlertButton,
  formatMarketApy,
  useAmountField,
  useMarketSnapshot,
  type LimitItem,
  type MarketSnapshot,
} from "../../lending/components";
import { useLendingChain } from "../../lending/data/lending-chain";
import type { LendingMarket } from "../../lending/data/lending-snapshot";
import { TransactionDialog, useLendingTransaction } from "../../lending/transactions";
import type { AppMarket } from "../../markets/app-markets";
import { isXusdMarket, marketRouteId } from "../../markets/market-route-id";
import { depositPath } from "../../routes/paths";
import { DepositPausedBanner } from "../../shell/banners/DepositPausedBanner";
import { DepositAuthorisationDialog } from "./DepositAuthorisationDialog";
import { needsDepositAuthorisation, rememberDepositAuthorisation } from "./deposit-authorisation";
import { usePlanGasEstimates } from "../../lending/data/use-plan-gas-estimates";
import { depositFigures } from "./deposit-figures";
import { DepositSkeleton } from "./DepositSkeleton";
import { DepositTierChoice } from "./DepositTierChoice";
import { DepositUnavailable } from "./DepositUnavailable";
import { LendingFormCard, LendingLayout } from "./LendingLayout";

/** The deposit form of /deposits/:id for the route's market, once the account's snapshot is there. */
export function DepositForm({ appMarket }: { appMarket: AppMarket }) {
  const state = useMarketSnapshot(appMarket.address);
  if (state.status === "loading") return <DepositSkeleton />;
  if (state.status === "unreadable") return <MarketUnreadable market={state.market} />;
  if (state.status !== "ready") return <DepositUnavailable failed={state.status === "error"} />;
  return <ReadyDepositForm key={state.market.market} {...state} />;
}

/** The markets the picker offers: every listed one but kSAT (the rBTC tier choice picks it) and XUSD. */
export function depositPickerMarkets(markets: readonly LendingMarket[], current: LendingMarket): LendingMarket[] {
  const listed = markets.filter((m) => m.kind !== "micro" && !isXusdMarket(m));
  return current.deprecated && current.kind !== "micro" ? [...listed, current] : listed;
}

function ReadyDepositForm({ snapshot, market, position, gasPrice }: MarketSnapshot) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { deployment } = useLendingChain();
  const tx = useLendingTransaction();
  const field = useAmountField(market.underlyingDecimals);
  const [authorising, setAuthorising] = useState(false);
  const comptroller = deployment?.contracts.comptroller;

  const gasEstimates = usePlanGasEstimates("deposit", market.market, snapshot);
  const figures = useMemo(
    () =>
      gasPrice === undefined || comptroller === undefined
        ? undefined
        : depositFigures({ snapshot, market, position, comptroller, gasPrice, gasEstimates }),
    [snapshot, market, position, comptroller, gasPrice, gasEstimates],
  );
  const validation: ValidationResult | undefined =
    market.deprecated || !figures ? undefined : field.errorId ? UNPARSEABLE_AMOUNT : figures.validate(field.amount);

  const unit = { decimals: market.underlyingDecimals, symbol: market.underlyingSymbol };
  const show = (value: bigint) => formatTokenAmount({ value, ...unit }, language);
  const standard = snapshot.markets.find((m) => m.kind === "native");
  const micro = snapshot.markets.find((m) => m.kind === "micro");
  const pickerMarkets = depositPickerMarkets(snapshot.markets, market);
  const pickerValue = market.kind === "micro" && standard ? standard.market : market.market;
  const goTo = (next: LendingMarket) => void navigate(depositPath(marketRouteId(next.symbol)));

  const run = () => {
    const amount = field.isMax ? "max" : field.amount;
    void tx.run({ action: "deposit", market: market.market, amount }).then((end) => {
      if (end.status === "success") field.reset();
    });
  };
  const submit = () => {
    if (needsDepositAuthorisation(snapshot)) setAuthorising(true);
    else run();
  };

  const limits: LimitItem[] = [
    { id: "wallet", label: t("deposit.limits.wallet"), amount: position.walletBalance, ...unit },
    { id: "max", label: t("deposit.limits.max"), amount: figures?.max, ...unit },
  ];
  if (market.native) {
    limits.push({ id: "fee", label: t("deposit.limits.fee"), amount: figures?.fee, ...NATIVE_UNIT });
  }
  if (figures?.micro) {
    limits.push(
      {
        id: "micro-room",
        label: t("deposit.limits.microRoom"),
        note: t("deposit.limits.microCapNote", { cap: show(figures.micro.accountCap) }),
        amount: figures.micro.accountRoom,
        ...unit,
      },
      { id: "minimum", label: t("deposit.limits.minimum"), amount: figures.minimum, ...unit },
    );
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <DepositPausedBanner market={market} />
      {market.deprecated && (
        <Alert severity="info" role="status">
          {t("deposit.deprecated", { symbol: market.symbol })}
        </Alert>
      )}
      <LendingLayout
        forms={
          <LendingFormCard label={t("deposit.formLabel", { underlying: market.underlyingSymbol })}>
            <MarketPicker
              label={t("lendingForm.picker.label")}
              markets={pickerMarkets}
              value={pickerValue}
              onChange={goTo}
              describe={(m) => t("lendingForm.picker.supplyApy", { apy: formatMarketApy(m, "supply", language) })}
            />
            {market.native && micro && standard && (
              <DepositTierChoice micro={micro} standard={standard} selected={market} onChange={goTo} />
            )}
            <AmountInput
              readAs={field.readAs}
              label={t("lendingForm.amount.label")}
              text={field.text}
              onTextChange={field.setText}
              symbol={market.underlyingSymbol}
              onMax={figures ? () => field.setMax(figures.max, language) : undefined}
              maxDisabled={!figures || figures.max === 0n}
              error={field.errorId && translateError(field.errorId, language).message}
              helperText={t("lendingForm.amount.decimalHint")}
            />
            {figures?.leavesTooLittleRbtc(field.amount) && (
              <Alert severity="info" role="status">
                {translateError("validation.lowRbtcBalance", language).message}
              </Alert>
            )}
            <LimitDisplay label={t("deposit.limits.label")} items={limits} />
            <ValidationAlertButton
              label={t("lendingForm.action.deposit")}
              unit={unit}
              validation={validation}
              amountEmpty={field.empty}
              busy={tx.state.status === "running"}
              onClick={submit}
            />
          </LendingFormCard>
        }
        aside={
          <>
            <InterestCalculator kind="savings" amount={field.amount} market={market} />
            <Divider />
            <LimitDisplay
              label={t("deposit.position.label")}
              items={[
                { id: "deposited", label: t("deposit.position.deposited"), amount: position.supplyUnderlying, ...unit },
              ]}
            />
          </>
        }
      />
      <DepositAuthorisationDialog
        open={authorising}
        amount={field.isMax && figures ? show(figures.max) : show(field.amount)}
        market={market.symbol}
        onCancel={() => setAuthorising(false)}
        onAccept={() => {
          setAuthorising(false);
          if (snapshot.account) rememberDepositAuthorisation(snapshot.account.address);
          run();
        }}
      />
      <TransactionDialog transaction={tx} />
    </Box>
  );
}
