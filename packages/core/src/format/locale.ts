/**
 * The interface languages (app-shell §1: Spanish by default, English, Portuguese) and their number
 * separators. Fixed tables rather than Intl: Intl formats JS numbers, and our amounts are bigints that a
 * float would round; the tables also keep the output identical on every browser and on Node.
 */

import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "../constants/ui";

/** The languages of the interface are the formatting locales: one list, in constants/ui. */
export const FORMAT_LOCALES = LANGUAGES;

export type FormatLocale = Language;

/** Spanish is the default and the fallback (app-shell §1). */
export const DEFAULT_FORMAT_LOCALE: FormatLocale = DEFAULT_LANGUAGE;

export interface NumberSeparators {
  /** Between the whole part and the decimals. */
  readonly decimal: string;
  /** Between groups of three digits of the whole part. */
  readonly group: string;
}

export const NUMBER_SEPARATORS: Readonly<Record<FormatLocale, NumberSeparators>> = {
  es: { decimal: ",", group: "." },
  en: { decimal: ".", group: "," },
  pt: { decimal: ",", group: "." },
};

export const isFormatLocale = isLanguage;
