/**
 * The swap form's figures (pure): the typed amount read in the interface's language, the quote request it
 * makes (only for two different tokens and an amount above 0), the amounts on both sides, the Max, and core's
 * validateSwap over the wallet and the quote.
 */
import { EXP, formatAmount, maxSwapAmount, validateSwap, type Language, type ValidationResult } from "@ceiba/core";
import { amountToSpend, type BestQuote, type SwapQuote, type SwapQuoteInput } from "@ceiba/sdk";
import type { Address } from "viem";
import { UNPARSEABLE_AMOUNT, readAmountText, type AmountFieldValue } from "../../lending/components/amount-field";
import type { SwapFormState } from "./swap-form-state";
import { findSwapToken, type SwapToken } from "./swap-tokens";

/** Where the quote for the current request is. */
export type QuoteState =
  | { status: "idle" }
  /** Typed but not asked yet (the debounce), or asked and not answered. */
  | { status: "loading" }
  | { status: "done"; best: BestQuote };

export interface SwapFigureInput {
  form: SwapFormState;
  tokens: readonly SwapToken[];
  language: Language;
  chainId: number;
  account: Address | undefined;
}

export interface SwapFigures {
  inToken: SwapToken | undefined;
  outToken: SwapToken | undefined;
  /** What was typed on the exact side, read with that side's decimals. */
  typed: AmountFieldValue;
  /** The quote request, when there is something to quote. */
  request: SwapQuoteInput | undefined;
}

export function swapFigures(input: SwapFigureInput): SwapFigures {
  const { form, tokens } = input;
  const inToken = findSwapToken(tokens, form.inSymbol);
  const outToken = findSwapToken(tokens, form.outSymbol);
  const exactToken = form.exact === "in" ? inToken : outToken;
  const typed = readAmountText(form.text, exactToken?.decimals ?? 18, input.language, form.isMax);
  const quotable =
    inToken !== undefined &&
    outToken !== undefined &&
    inToken.address !== outToken.address &&
    typed.errorId === undefined &&
    typed.amount > 0n;
  return {
    inToken,
    outToken,
    typed,
    request: quotable
      ? {
          chainId: input.chainId,
          account: input.account,
          inToken: inToken.address,
          outToken: outToken.address,
          isExactIn: form.exact === "in",
          amount: typed.amount,
        }
      : undefined,
  };
}

/** The chosen quote, when the providers gave one. */
export const chosenQuote = (state: QuoteState): SwapQuote | undefined =>
  state.status === "done" && state.best.ok ? state.best.quote : undefined;

/** A quote's network fee in wei: its gas at its gas price. */
export const quoteFeeWei = (quote: SwapQuote): bigint => BigInt(quote.gasEstimate) * BigInt(quote.gasPrice);

/** The amounts on both sides: the typed one, and the quote's on the other side (undefined until quoted). */
export function swapAmounts(
  figures: SwapFigures,
  form: SwapFormState,
  quote: SwapQuote | undefined,
): { in: bigint | undefined; out: bigint | undefined } {
  if (form.exact === "in") return { in: figures.typed.amount, out: quote ? BigInt(quote.outTokenAmount) : undefined };
  return { in: quote ? BigInt(quote.inTokenAmount) : undefined, out: figures.typed.amount };
}

/** The Max of the token sold: its balance, for rBTC less the fee and the 2 USD left (core maxSwapAmount). */
export function swapMax(
  inToken: SwapToken | undefined,
  rbtcPrice: bigint | undefined,
  estimatedFee: bigint | undefined,
): bigint | undefined {
  if (!inToken || inToken.balance === undefined) return undefined;
  return maxSwapAmount({ balance: inToken.balance, fromNative: inToken.native, estimatedFee, rbtcPrice });
}

/**
 * core's validateSwap for what the form shows; undefined while there is nothing to decide yet (the quote is
 * on its way, or unavailable: the screen says so and offers a retry). The funds rules need a wallet, and for
 * an exact out the quote (what it may sell); the liquidity rules need the quote.
 */
export function swapValidation(
  figures: SwapFigures,
  form: SwapFormState,
  quoteState: QuoteState,
  context: { rbtcPrice: bigint | undefined; rbtcBalance: bigint | undefined },
): ValidationResult | undefined {
  const { inToken, outToken, typed } = figures;
  if (!inToken || !outToken) return undefined;
  if (typed.errorId) return UNPARSEABLE_AMOUNT;
  const quote = chosenQuote(quoteState);
  const base = {
    fromToken: inToken.address,
    toToken: outToken.address,
    fromNative: inToken.native,
    rbtcPrice: context.rbtcPrice,
    rbtcBalance: context.rbtcBalance,
  };
  if (!quote) {
    // Before a quote: what holds whatever it says (same token, nothing typed, more than the wallet has).
    const before = validateSwap({
      ...base,
      amount: typed.amount,
      balance: form.exact === "in" ? inToken.balance : undefined,
    });
    if (!before.ok) return before;
    if (quoteState.status === "done" && !quoteState.best.ok && quoteState.best.reason === "noLiquidity") {
      return validateSwap({ ...base, amount: typed.amount, balance: undefined, quotedOut: 0n });
    }
    return undefined;
  }
  return validateSwap({
    ...base,
    amount: form.exact === "in" ? typed.amount : amountToSpend(quote),
    balance: inToken.balance,
    estimatedFee: quoteFeeWei(quote),
    quotedOut: BigInt(quote.outTokenAmount),
    priceImpact: BigInt(quote.market.priceImpact),
  });
}

/**
 * The quote's price in the direction that reads best: "1 RBTC = 95.000 DOC" rather than "1 DOC = 0,00001
 * RBTC". The quote's price is out per one in (1e18); the inverse is computed in bigint.
 */
export function priceText(
  quote: Pick<SwapQuote, "market">,
  inToken: Pick<SwapToken, "symbol">,
  outToken: Pick<SwapToken, "symbol">,
  language: Language,
): { base: string; price: string; quote: string } {
  const price = BigInt(quote.market.price);
  if (price >= EXP || price === 0n) {
    return { base: inToken.symbol, price: formatAmount(price, 18, outToken.symbol, language), quote: outToken.symbol };
  }
  const inverse = (EXP * EXP) / price;
  return { base: outToken.symbol, price: formatAmount(inverse, 18, inToken.symbol, language), quote: inToken.symbol };
}
