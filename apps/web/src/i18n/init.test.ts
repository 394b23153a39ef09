import { STORAGE_KEYS } from "@ceiba/core";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { initI18n, initialLanguage } from "./init";
import { areas, messages } from "./messages";

const has = (i18n: typeof i18next, language: string) => i18n.hasResourceBundle(language, "translation");

describe("initialLanguage", () => {
  it("takes ?lang= first, then the stored choice, then Spanish", () => {
    expect(initialLanguage("?lang=pt", "en")).toBe("pt");
    expect(initialLanguage("?lang=xx", "en")).toBe("en");
    expect(initialLanguage("", "xx")).toBe("es");
  });
});

describe("initI18n", () => {
  afterEach(() => {
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
});
