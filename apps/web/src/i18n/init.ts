import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, STORAGE_KEYS, type Language } from "@ceiba/core";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { messages } from "./messages";

export const resources = {
  es: { translation: messages.es },
  en: { translation: messages.en },
  pt: { translation: messages.pt },
} as const;

/** The language to start in: `?lang=` first, then the one chosen last time, then Spanish. */
export function initialLanguage(search: string, stored: string | null): Language {
  const fromQuery = new URLSearchParams(search).get("lang");
  if (isLanguage(fromQuery)) return fromQuery;
  if (isLanguage(stored)) return stored;
  return DEFAULT_LANGUAGE;
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null; // storage disabled (private mode): the default applies
  }
}

export function initI18n(): typeof i18next {
  const lng = initialLanguage(window.location.search, readStoredLanguage());
  void i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  document.documentElement.lang = lng;
  i18next.on("languageChanged", (language) => {
    document.documentElement.lang = language;
    try {
      window.localStorage.setItem(STORAGE_KEYS.language, language);
    } catch {
      // storage disabled: the choice lasts for this page only
    }
  });
  return i18next;
}
