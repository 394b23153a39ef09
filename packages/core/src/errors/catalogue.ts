/**
 * The error catalogue: every message of lending-engine §8 and app-shell §8 (plus §5's validation texts),
 * keyed by stable ids `<namespace>.<name>`:
 *   contract.<CODE>   revert codes of our contracts (Errors.sol) and Tropykus', contract.unknown for others
 *   revert.*          text revert reasons          validation.*   §5 rules and the button alert labels
 *   swap.*            swap failures                dialog.*       transaction dialog texts
 *   quote.*           the quote API's refusals
 *   lightning.*       Boltz swaps: the provider's refusals, unverifiable answers, locks, refunds
 *   notification.*    error notifications          amount.*       parseAmount failures; number.* precision
 *   server.* session.* network.* provider.*  shell  recommendation.*  what the user can do
 *   activity.*        the /balance activity filter (dates)
 *   hardware.*        Ledger and Trezor: the device's states (locked, app closed, rejected)
 *   social.*          e-mail / social login (Web3Auth): popup closed or blocked, service unreachable
 * Each entry has es, en and pt texts; Spanish is the default and the fallback.
 */
import { ACTIVITY_FILTER_ERRORS } from "./activity-filter-errors";
import { AMOUNT_ERRORS } from "./amount-errors";
import { APP_ERRORS } from "./app-errors";
import type { CatalogueEntry } from "./catalogue-entry";
import { CONTRACT_ERRORS } from "./contract-errors";
import { DIALOG_MESSAGES } from "./dialog-messages";
import { HARDWARE_WALLET_ERRORS } from "./hardware-wallet-errors";
import { LIGHTNING_ERRORS } from "./lightning-errors";
import { interpolate, localize, type MessageParams } from "./localized-text";
import { RECOMMENDATIONS } from "./recommendations";
import { QUOTE_ERRORS } from "./quote-errors";
import { REVERT_MESSAGES } from "./revert-messages";
import { SOCIAL_LOGIN_ERRORS } from "./social-login-errors";
import { SWAP_ERRORS } from "./swap-errors";
import { BUTTON_ALERTS, VALIDATION_MESSAGES } from "./validation-errors";

export const ERROR_CATALOGUE = Object.freeze({
  ...CONTRACT_ERRORS,
  ...REVERT_MESSAGES,
  ...BUTTON_ALERTS,
  ...VALIDATION_MESSAGES,
  ...SWAP_ERRORS,
  ...QUOTE_ERRORS,
  ...LIGHTNING_ERRORS,
  ...DIALOG_MESSAGES,
  ...APP_ERRORS,
  ...AMOUNT_ERRORS,
  ...ACTIVITY_FILTER_ERRORS,
  ...HARDWARE_WALLET_ERRORS,
  ...SOCIAL_LOGIN_ERRORS,
  ...RECOMMENDATIONS,
});

export type ErrorId = keyof typeof ERROR_CATALOGUE;

export const ERROR_IDS = Object.keys(ERROR_CATALOGUE) as ErrorId[];

export function isErrorId(value: unknown): value is ErrorId {
  return typeof value === "string" && Object.hasOwn(ERROR_CATALOGUE, value);
}

export function getErrorEntry(id: ErrorId): CatalogueEntry {
  return ERROR_CATALOGUE[id];
}

/** An entry rendered in one language: the texts the UI shows. */
export interface TranslatedError {
  readonly id: ErrorId;
  readonly message: string;
  readonly label?: string;
  readonly recommendation?: string;
}

/** The entry's texts in `language` (Spanish fallback), with `{name}` placeholders filled from `params`. */
export function translateError(id: ErrorId, language?: string, params?: MessageParams): TranslatedError {
  const entry = getErrorEntry(id);
  const render = (text: CatalogueEntry["message"]) => interpolate(localize(text, language), params);
  return {
    id,
    message: render(entry.message),
    ...(entry.label && { label: render(entry.label) }),
    ...(entry.recommendation && { recommendation: render(getErrorEntry(entry.recommendation).message) }),
  };
}

/** Just the message of an entry in `language`. */
export function errorMessage(id: ErrorId, language?: string, params?: MessageParams): string {
  return translateError(id, language, params).message;
}
