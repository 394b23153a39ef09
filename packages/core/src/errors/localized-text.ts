/**
 * A text in every interface language. Spanish is the default and the fallback: a missing or empty
 * translation, or an unknown language, shows the Spanish text rather than nothing.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../constants/ui";

export type LocalizedText = Readonly<Record<Language, string>>;

/** Parameters substituted into `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number | bigint>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text in `language`, falling back to Spanish. */
export function localize(text: LocalizedText, language: string = DEFAULT_LANGUAGE): string {
  const chosen = isLanguage(language) ? text[language] : "";
  return chosen !== "" ? chosen : text[DEFAULT_LANGUAGE];
}

/** Replaces `{name}` placeholders with `params`; a placeholder without a parameter is left as it is. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The placeholder names a text uses, sorted (to check that every translation uses the same ones). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "").sort();
}
