import { beforeEach, describe, expect, it } from "vitest";
import { applyDocumentHead, canonicalUrl } from "./document-head";

const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');

beforeEach(() => {
  document.head.innerHTML = '<title>Ceiba</title><meta name="description" content="x" />';
});

describe("applyDocumentHead", () => {
  it("sets the title, the description and the canonical link, reusing the page's elements", () => {
    applyDocumentHead(document, {
      title: "Mercados · Ceiba",
      description: "Los mercados",
      canonical: "https://app.test/markets",
    });
    expect(document.title).toBe("Mercados · Ceiba");
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe("Los mercados");
    expect(canonical()?.href).toBe("https://app.test/markets");
  });

  it("removes the canonical link on a page without one", () => {
    applyDocumentHead(document, { title: "a", description: "b", canonical: "https://app.test/home" });
    applyDocumentHead(document, { title: "a", description: "b", canonical: undefined });
    expect(canonical()).toBeNull();
  });
});

describe("canonicalUrl", () => {
  it("is the current URL without its fragment", () => {
    expect(canonicalUrl({ origin: "https://app.test", pathname: "/markets/kdoc", search: "?lang=en" })).toBe(
      "https://app.test/markets/kdoc?lang=en",
    );
  });
});
