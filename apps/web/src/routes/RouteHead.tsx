import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches } from "react-router";
import { tKey } from "../i18n/translate";
import { applyDocumentHead, canonicalUrl } from "./document-head";
import { resolveRoute } from "./route-handle";

/** Keeps the title, meta description and canonical link in step with the route and the language. */
export function RouteHead() {
  const matches = useMatches();
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const { head, canonical } = resolveRoute(matches);

  let title: string | undefined;
  let description = "";
  if (head) {
    // The route's own language (the market chart: Spanish), else the interface language.
    const translate = head.language ? i18n.getFixedT(head.language) : t;
    const values = head.values ?? {};
    title = tKey(translate, "head.title", { page: tKey(translate, head.title, values) });
    description = tKey(translate, head.description, values);
  }
  const canonicalHref = canonical
    ? canonicalUrl({ origin: window.location.origin, pathname: location.pathname, search: location.search })
    : undefined;

  useEffect(() => {
    if (title === undefined) return;
    applyDocumentHead(document, { title, description, canonical: canonicalHref });
  }, [title, description, canonicalHref]);
  return null;
}
