import { isLanguage } from "@ceiba/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";

/**
 * `?lang=es|en|pt` on any route sets the language (app-shell §2) when the parameter appears or changes;
 * the language button still works on a page opened with it.
 */
export function LanguageFromQuery() {
  const [params] = useSearchParams();
  const { i18n } = useTranslation();
  const lang = params.get("lang");
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (lang === applied.current) return;
    applied.current = lang;
    if (isLanguage(lang) && i18n.resolvedLanguage !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
  return null;
}
