/** Writes the page's title, meta description and canonical link into the document's <head>. */
export interface DocumentHead {
  title: string;
  description: string;
  /** The canonical URL, or undefined to remove the link. */
  canonical: string | undefined;
}

function metaDescription(doc: Document): HTMLMetaElement {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement("meta");
    meta.name = "description";
    doc.head.append(meta);
  }
  return meta;
}

export function applyDocumentHead(doc: Document, head: DocumentHead): void {
  doc.title = head.title;
  metaDescription(doc).content = head.description;
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.canonical === undefined) {
    link?.remove();
    return;
  }
  if (!link) {
    link = doc.createElement("link");
    link.rel = "canonical";
    doc.head.append(link);
  }
  link.href = head.canonical;
}

/** The current URL as a canonical link: origin, path and query, without the fragment. */
export function canonicalUrl(location: { origin: string; pathname: string; search: string }): string {
  return `${location.origin}${location.pathname}${location.search}`;
}
