import { STORAGE_KEYS } from "@ceiba/core";
import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initI18n, initialLanguage, loadRouteTexts } from "./init";
import { areas, messages } from "./messages";

/** While set, the Portuguese shell texts wait for it (a language switch that takes its time). */
const slowPortuguese = vi.hoisted(() => ({ until: undefined as Promise<void> | undefined }));

vi.mock("virtual:ceiba-messages/loaders", async (importOriginal) => {
  type Loaders = typeof import("virtual:ceiba-messages/loaders").default;
  const { default: loaders } = await importOriginal<{ default: Loaders }>();
  const pt = loaders.pt ?? {};
  const shell = pt.shell;
  if (!shell) throw new Error("no Portuguese shell texts");
  const slowShell = async () => {
    await slowPortuguese.until;
    return shell();
  };
  return { default: { ...loaders, pt: { ...pt, shell: slowShell } } };
});

const has = (i18n: typeof i18next, language: string, namespace = "translation") =>
  i18n.hasResourceBundle(language, namespace);

describe("initialLanguage", () => {
  it("takes ?lang= first, then the stored choice, then Spanish", () => {
    expect(initialLanguage("?lang=pt", "en")).toBe("pt");
    expect(initialLanguage("?lang=xx", "en")).toBe("en");
    expect(initialLanguage("", "xx")).toBe("es");
  });
});

describe("initI18n", () => {
  afterEach(() => {
    slowPortuguese.until = undefined;
    window.history.replaceState(null, "", "/");
    window.localStorage.clear();
  });

  it("loads only the start language, then another one when chosen", async () => {
    window.history.replaceState(null, "", "/home?lang=en");
    const i18n = await initI18n(i18next.createInstance());
    expect(i18n.language).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(has(i18n, "en")).toBe(true);
    expect(has(i18n, "pt")).toBe(false);
    expect(i18n.t("nav.home")).toBe(areas.nav.en.home);
    // Kept like the language button's choice: a later page without ?lang= (a reload, a link) starts in it.
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe("en");
    expect(initialLanguage("", window.localStorage.getItem(STORAGE_KEYS.language))).toBe("en");

    await i18n.changeLanguage("pt");
    expect(has(i18n, "pt")).toBe(true);
    expect(i18n.t("nav.home")).toBe(areas.nav.pt.home);
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe("pt");
  });

  it("falls back to Spanish once Spanish has loaded after the page", async () => {
    window.history.replaceState(null, "", "/home?lang=pt");
    const i18n = await initI18n(i18next.createInstance());
    const { nav: _nav, ...withoutNav } = messages.pt; // as if the menu's texts were missing in Portuguese
    i18n.removeResourceBundle("pt", "translation").addResourceBundle("pt", "translation", withoutNav);
    expect(has(i18n, "es")).toBe(false);
    expect(i18n.t("nav.home")).toBe("nav.home");

    await i18n.loadLanguages("es");
    expect(has(i18n, "es")).toBe(true);
    expect(i18n.t("nav.home")).toBe(areas.nav.es.home);
  });

  it("loads a route's texts in the current language, and again with a language switch", async () => {
    window.history.replaceState(null, "", "/markets?lang=en");
    const i18n = await initI18n(i18next.createInstance());
    expect(has(i18n, "en", "markets")).toBe(false);

    await loadRouteTexts(["markets"], i18n);
    expect(i18n.t("markets.title")).toBe(areas.markets.en.title);
    expect(has(i18n, "en", "info")).toBe(false); // a group no route has asked for stays out

    await i18n.changeLanguage("pt");
    expect(has(i18n, "pt", "markets")).toBe(true);
    expect(i18n.t("markets.description", { network: "Rootstock" })).toBe(
      areas.markets.pt.description.replace("{{network}}", "Rootstock"),
    );
    expect(has(i18n, "pt", "info")).toBe(false);
  });

  it("has the first route, which asks before initI18n has run, wait for it and load its texts", async () => {
    window.history.replaceState(null, "", "/markets?lang=en");
    const i18n = i18next.createInstance();
    const routeTexts = loadRouteTexts(["markets"], i18n);
    await initI18n(i18n);
    await routeTexts;
    expect(i18n.t("markets.title")).toBe(areas.markets.en.title);
  });

  it("gives a route entered while the language switches its texts in the new language", async () => {
    window.history.replaceState(null, "", "/bridges?lang=en");
    const i18n = await initI18n(i18next.createInstance());
    let portugueseArrives = () => {};
    slowPortuguese.until = new Promise<void>((resolve) => (portugueseArrives = resolve));
    const switching = i18n.changeLanguage("pt");
    await loadRouteTexts(["info"], i18n); // the route renders now, the switch is still loading
    expect(i18n.language).toBe("en");
    portugueseArrives();
    await switching;
    expect(i18n.language).toBe("pt");
    expect(i18n.t("bridges.title")).toBe(areas.bridges.pt.title);
  });

  it("loads the route groups in Spanish too once Spanish is the fallback", async () => {
    window.history.replaceState(null, "", "/markets?lang=pt");
    const i18n = await initI18n(i18next.createInstance());
    await loadRouteTexts(["markets"], i18n);
    await i18n.loadLanguages("es");
    expect(has(i18n, "es", "markets")).toBe(true);
    await loadRouteTexts(["info"], i18n);
    expect(has(i18n, "es", "info")).toBe(true);
  });
});
