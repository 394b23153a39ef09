import { translateError, type ValidationResult } from "@ceiba/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language";
import { AddTokenButton } from "../../../lending/add-token/AddTokenButton";
import {
  AmountInput,
  LimitDisplay,
  ValidationAlertButton,
  type AmountField,
  type LimitItem,
  type MarketSnapshot,
} from "../../../lending/components";
import { LendingFormCard } from "../LendingLayout";
import { DebtFigure } from "./DebtFigure";

/** Each page's texts: the form's accessible name ("Pedir prestado DOC", "Pagar DOC") and its parts' labels. */
const TEXTS = {
  borrow: {
    form: "borrow.form",
    debt: "borrow.limits.debt",
    amount: "borrow.amountLabel",
    limits: "borrow.limits.label",
  },
  repay: {
    form: "borrow.repay.form",
    debt: "borrow.repay.debt",
    amount: "borrow.repay.amountLabel",
    limits: "borrow.repay.limits",
  },
} as const;

export interface LoanAmountCardProps {
  action: "borrow" | "repay";
  /** The route's market in the account's snapshot (useMarketSnapshot). */
  marketSnapshot: MarketSnapshot;
  /** The account's debt in the market, at the snapshot's block. */
  debt: bigint;
  field: AmountField;
  /** What Max writes; 0 disables it. */
  max: bigint;
  limits: readonly LimitItem[];
  validation: ValidationResult;
  busy: boolean;
  onRun: () => void;
  /** Notes between the limits and the button (repay's full or partial repay). */
  children?: ReactNode;
}

/**
 * The loan card of the borrow and repay pages: the debt, the amount with Max, the limits, the button with
 * the spec's alert labels and the add-token link. The pages differ in texts, Max, the limits and the notes.
 */
export function LoanAmountCard({
  action,
  marketSnapshot,
  debt,
  field,
  max,
  limits,
  validation,
  busy,
  onRun,
  children,
}: LoanAmountCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { market, snapshot } = marketSnapshot;
  const texts = TEXTS[action];
  const unit = { decimals: market.underlyingDecimals, symbol: market.underlyingSymbol };
  return (
    <LendingFormCard label={t(texts.form, { underlying: market.underlyingSymbol })}>
      <DebtFigure debt={debt} unit={unit} blockNumber={snapshot.blockNumber} label={t(texts.debt)} />
      <AmountInput
        readAs={field.readAs}
        label={t(texts.amount)}
        text={field.text}
        onTextChange={field.setText}
        symbol={market.underlyingSymbol}
        onMax={() => field.setMax(max, language)}
        maxDisabled={max === 0n || busy}
        error={field.errorId && translateError(field.errorId, language).message}
        helperText={t("lendingForm.amount.decimalHint")}
      />
      <LimitDisplay label={t(texts.limits)} items={limits} />
      {children}
      <ValidationAlertButton
        label={t(`lendingForm.action.${action}`)}
        unit={unit}
        validation={validation}
        amountEmpty={field.empty}
        busy={busy}
        onClick={onRun}
      />
      <AddTokenButton source={market} />
    </LendingFormCard>
  );
}
