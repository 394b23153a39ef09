import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches } from "react-router";
import { tKey } from "../i18n/translate";
import { applyDocumentHead, canonicalUrl } from "./document-head";
import { resolveRoute } from "./route-handle";

/**
 * Re-render when a language's texts arrive: they load on demand, and a head in a fixed language (the
 * market chart's Spanish) may need texts other than the interface language's.
 */
const TRANSLATION_OPTIONS = { bindI18n: "languageChanged loaded" } as const;

/** Keeps the title, meta description and canonical link in step with the route and the language. */
export function RouteHead() {
  const matches = useMatches();
  const location = useLocation();
  const { t, i18n } = useTranslation(undefined, TRANSLATION_OPTIONS);
  const { head, canonical } = resolveRoute(matches);
  const fixedLanguage = head?.language;
  const fixedLanguageMissing = fixedLanguage !== undefined && !i18n.hasResourceBundle(fixedLanguage, "translation");

  useEffect(() => {
    if (fixedLanguage !== undefined && fixedLanguageMissing) void i18n.loadLanguages(fixedLanguage);
  }, [fixedLanguage, fixedLanguageMissing, i18n]);

  let title: string | undefined;
  let description = "";
  // Until a fixed language's texts are in, the document keeps its previous head (never a message key).
  if (head && !fixedLanguageMissing) {
    // The route's own language (the market chart: Spanish), else the interface language.
    const translate = head.language ? i18n.getFixedT(head.language) : t;
    const values = head.values ?? {};
    title = tKey(translate, "head.title", { page: tKey(translate, head.title, values) });
    description = tKey(translate, head.description, values);
  }
  const { pathname, search } = location;

  useEffect(() => {
    if (title === undefined) return;
    const canonicalHref = canonical ? canonicalUrl({ origin: window.location.origin, pathname, search }) : undefined;
    applyDocumentHead(document, { title, description, canonical: canonicalHref });
  }, [title, description, canonical, pathname, search]);
  return null;
}
