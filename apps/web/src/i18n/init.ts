import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, STORAGE_KEYS, type Language } from "@ceiba/core";
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";

/**
 * Each language's texts are a chunk of their own (plugins/messages-per-language.ts): the page loads the one
 * it starts in, and another when the user switches to it.
 */
const loaders: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  es: () => import("virtual:ceiba-messages/es"),
  en: () => import("virtual:ceiba-messages/en"),
  pt: () => import("virtual:ceiba-messages/pt"),
};

function loadMessages(language: string): Promise<ResourceKey> {
  if (!isLanguage(language)) return Promise.reject(new Error(`no texts for the language "${language}"`));
  return loaders[language]().then((module) => module.default);
}

/** i18next asks this backend for a language it has not got yet; changeLanguage() waits for it. */
const messagesBackend: BackendModule = {
  type: "backend",
  init: () => {},
  read: (language, _namespace, callback) => {
    loadMessages(language).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Spanish is the fallback for a text missing in another language. The keys are complete (TypeScript's
 * defineArea check and messages.test.ts), so a page in English or Portuguese does not wait for Spanish: the
 * fallback applies once Spanish is in the store, which it is soon after the page has loaded (see initI18n).
 * As a function, i18next asks it on every lookup instead of loading Spanish with the start language.
 */
const spanishFallback = (i18n: I18n) => (): Language[] =>
  i18n.hasResourceBundle(DEFAULT_LANGUAGE, "translation") ? [DEFAULT_LANGUAGE] : [];

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

/**
 * Loads the start language's texts and initialises i18next (the app's instance unless one is given) with
 * them; render once it resolves.
 */
export async function initI18n(i18n: I18n = i18next): Promise<I18n> {
  const lng = initialLanguage(window.location.search, readStoredLanguage());
  const messages = await loadMessages(lng);
  await i18n
    .use(messagesBackend)
    .use(initReactI18next)
    .init({
      resources: { [lng]: { translation: messages } },
      partialBundledLanguages: true, // the other languages come from messagesBackend
      lng,
      fallbackLng: spanishFallback(i18n),
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  document.documentElement.lang = lng;
  i18n.on("languageChanged", (language) => {
    document.documentElement.lang = language;
    try {
      window.localStorage.setItem(STORAGE_KEYS.language, language);
    } catch {
      // storage disabled: the choice lasts for this page only
    }
  });
  if (lng !== DEFAULT_LANGUAGE) afterLoad(() => void i18n.loadLanguages(DEFAULT_LANGUAGE));
  return i18n;
}

/** Runs `task` once the page has loaded (the fallback texts must not compete with the first route). */
function afterLoad(task: () => void): void {
  if (document.readyState === "complete") setTimeout(task, 0);
  else window.addEventListener("load", task, { once: true });
}
