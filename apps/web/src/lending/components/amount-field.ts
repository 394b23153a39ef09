import {
  amountErrorId,
  fail,
  formatDecimal,
  NUMBER_SEPARATORS,
  parseTypedAmount,
  toDecimalString,
  type AmountErrorId,
  type DecimalMark,
  type Language,
  type TypedAmountResult,
  type ValidationResult,
} from "@ceiba/core";
import { useCallback, useState } from "react";
import { useLanguage } from "../../i18n/use-language";

/**
 * A typed amount, read as the screen writes numbers in the interface's language (core parseTypedAmount:
 * "1.000" is a thousand in es and pt, "1,000" in en; a mark that cannot group reads as a decimal).
 */
export interface AmountFieldValue {
  /** What the user typed (or what Max wrote). */
  text: string;
  /** Nothing typed: no amount and no error. */
  empty: boolean;
  /** The amount in base units; 0 when empty or invalid. */
  amount: bigint;
  /** The catalogue id of a parse failure (amount.invalid, amount.tooManyDecimalMarks, …). */
  errorId: AmountErrorId | undefined;
  /** The text is what Max wrote and has not been edited since: the request may say "max". */
  isMax: boolean;
  /** How an entry the other convention would read differently was read ("1.000"), for the field to say. */
  readAs: string | undefined;
}

/** Reads `text`, typed in `language`, as an amount of a token with `decimals` decimals. */
export function readAmountText(text: string, decimals: number, language: Language, isMax = false): AmountFieldValue {
  const empty = text.trim() === "";
  const parsed: TypedAmountResult | undefined = empty ? undefined : parseTypedAmount(text, decimals, language);
  return {
    text,
    empty,
    amount: parsed?.ok ? parsed.value : 0n,
    errorId: parsed && !parsed.ok ? amountErrorId(parsed.reason) : undefined,
    isMax,
    readAs:
      parsed?.ok && parsed.ambiguous
        ? formatDecimal(parsed.value, decimals, language, { maxDecimals: decimals })
        : undefined,
  };
}

/**
 * What a form validates when the text does not parse: core's invalidAmount, so that the button reads
 * "Monto inválido" while the field says why (its parse error).
 */
export const UNPARSEABLE_AMOUNT: ValidationResult = fail("invalidAmount", "nonPositiveAmount");

/** An amount as the input shows it after Max: every decimal kept, the language's decimal mark, no grouping. */
export function amountInputText(value: bigint, decimals: number, language: Language): string {
  return toDecimalString(value, decimals, NUMBER_SEPARATORS[language].decimal as DecimalMark);
}

export interface AmountField extends AmountFieldValue {
  /** The user typed. */
  setText: (text: string) => void;
  /** Max: writes `value` and remembers that it is the maximum. */
  setMax: (value: bigint, language: Language) => void;
  reset: () => void;
}

/** The state of an amount input for a token with `decimals` decimals. */
export function useAmountField(decimals: number): AmountField {
  const language = useLanguage();
  const [state, setState] = useState({ text: "", isMax: false });
  const setText = useCallback((text: string) => setState({ text, isMax: false }), []);
  const setMax = useCallback(
    (value: bigint, language: Language) => setState({ text: amountInputText(value, decimals, language), isMax: true }),
    [decimals],
  );
  const reset = useCallback(() => setState({ text: "", isMax: false }), []);
  return { ...readAmountText(state.text, decimals, language, state.isMax), setText, setMax, reset };
}
