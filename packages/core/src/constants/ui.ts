/**
 * Interface constants of app-shell §9: languages, breakpoints, local-storage keys and the display-only
 * figures of lending-engine §9 (fiat options, rate-history periods, the wrapped summary).
 */

/** The languages the app speaks, in the order the language button cycles through them. */
export const LANGUAGES = ["es", "en", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];
/** Spanish is the default and the fallback of every translation. */
export const DEFAULT_LANGUAGE: Language = "es";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language after `current` in the es → en → pt → es cycle (unknown input restarts at the default). */
export function nextLanguage(current: string): Language {
  const index = (LANGUAGES as readonly string[]).indexOf(current);
  return LANGUAGES[(index + 1) % LANGUAGES.length] ?? DEFAULT_LANGUAGE;
}

/** Layout breakpoints in CSS pixels: below `mobile` is a phone, below `drawer` the side menu becomes a drawer. */
export const BREAKPOINTS = { mobile: 600, drawer: 990 } as const;

/**
 * Browser local-storage keys. The spec names three (terms, install dismissal, last session); the language
 * and first-deposit keys are ours. Prefixed so that they never clash with a wallet SDK's own keys on the same origin.
 */
export const STORAGE_KEYS = {
  termsAccepted: "ceiba.terms-accepted",
  installPromptDismissed: "ceiba.install-prompt-dismissed",
  lastSession: "ceiba.last-session",
  language: "ceiba.language",
  /** The local wallet's key on chain 1337 (`{ privateKey, funded }`): a development wallet, never for real funds. */
  localWallet: "ceiba.local-wallet",
  /** The addresses that gave the first deposit's three authorisations (lending-engine §4 "First deposit"). */
  firstDepositAuthorised: "ceiba.first-deposit-authorised",
  /** The year-in-review dialogs already opened by themselves: a JSON list of "<lowercase address>:<year>". */
  yearInReviewSeen: "ceiba.year-in-review-seen",
} as const;

/** Fiat currencies offered for display. */
export const FIAT_CURRENCIES = ["ARS", "COP", "EUR", "USD"] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

/** Rate-history chart: the window is one year; the selectable periods, in days. */
export const RATE_HISTORY_PERIODS_DAYS = { week: 7, twoWeeks: 14, month: 30, year: 365 } as const;
export type RateHistoryPeriod = keyof typeof RATE_HISTORY_PERIODS_DAYS;

/** The yearly "wrapped" summary (counts Mint and Borrow events). Inactive: kept for when it returns. */
export const WRAPPED_SUMMARY = {
  from: "2024-01-01",
  to: "2024-12-31",
  active: false,
  events: ["Mint", "Borrow"],
} as const;

/** Marketing figures shown in copy (1e18 mantissas): social-login yield "above 5 % a year", a 3,000 USD promo. */
export const YIELD_MENTION = {
  socialLoginMinApy: 5n * 10n ** 16n,
  promoUsd: 3_000n * 10n ** 18n,
} as const;
