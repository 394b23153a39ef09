import { DEFAULT_LANGUAGE, LANGUAGES } from "@ceiba/core";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { resources } from "../i18n/messages";

/** The app's i18n for tests: the real messages, Spanish, synchronous. */
export function initTestI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18next;
}
