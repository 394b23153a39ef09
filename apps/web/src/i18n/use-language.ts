import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@ceiba/core";
import { useTranslation } from "react-i18next";

/** The interface language now (one of es, en, pt). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
