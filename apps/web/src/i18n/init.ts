import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, STORAGE_KEYS, type Language } from "@ceiba/core";
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import loaders from "virtual:ceiba-messages/loaders";
import { isTextGroup, ROUTE_TEXT_GROUPS, SHELL_GROUP, type RouteTextGroup } from "./text-groups";

/**
 * The texts are split by language and by route group (text-groups.ts, plugins/messages-per-language.ts):
 * the page loads the shell's texts in the language it starts in, a route group's texts with the routes that
 * use it (loadRouteTexts), and another language when the user switches to it.
 *
 * In i18next, the shell's texts are the default namespace, "translation", and each route group is a
 * namespace of its own that every lookup tries next (fallbackNS). So a key reads the same (markets.title)
 * wherever its texts live, and i18next does the bookkeeping: a language switch and the Spanish fallback load
 * every namespace loaded so far before they complete.
 */
const SHELL_NAMESPACE = "translation";

function loadMessages(language: string, namespace: string): Promise<ResourceKey> {
  const group = namespace === SHELL_NAMESPACE ? SHELL_GROUP : namespace;
  const load = isLanguage(language) && isTextGroup(group) ? loaders[language]?.[group] : undefined;
  if (!load) return Promise.reject(new Error(`no texts for the language "${language}" and the group "${group}"`));
  return load().then((module) => module.default);
}

/** i18next asks this backend for a language's namespace it has not got yet; changeLanguage() waits for it. */
const messagesBackend: BackendModule = {
  type: "backend",
  callbackApi: true,
  init: () => {},
  read: (language, namespace, callback) => {
    loadMessages(language, namespace).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The instances initI18n set up, which load route groups (the tests' instance holds every text at once). */
const splitInstances = new WeakSet<I18n>();
/** The language an instance is switching to, while the switch loads its texts. */
const switchingTo = new WeakMap<I18n, string>();

/** Resolves once `i18n` is initialised (at once if it is). */
function initialised(i18n: I18n): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.off("initialized", done);
      resolve();
    };
    i18n.on("initialized", done);
  });
}

/**
 * Loads route groups' texts (a route's lazy code awaits this, routes/route-texts.ts): in the current
 * language, in Spanish too once Spanish is loaded as the fallback, and from then on with every language
 * switch. Rejects when they could not load, so the route shows its error instead of message keys.
 * The first route asks before initI18n has run (the router starts with App.tsx's import): it waits for it.
 */
export async function loadRouteTexts(groups: readonly RouteTextGroup[], i18n: I18n = i18next): Promise<void> {
  if (groups.length === 0) return;
  await initialised(i18n);
  if (!splitInstances.has(i18n)) return;
  await i18n.loadNamespaces(groups);
  // A switch that began before these groups were asked for loads only the namespaces it knew of; a load that
  // failed (offline for a moment) is not tried again by loadNamespaces. Both want a load of what is missing.
  const next = switchingTo.get(i18n);
  for (const language of new Set([i18n.language, ...(next === undefined ? [] : [next])])) {
    const missing = groups.filter((group) => !i18n.hasResourceBundle(language, group));
    if (missing.length > 0) await i18n.reloadResources([language], missing);
  }
  const failed = groups.filter((group) => !i18n.hasResourceBundle(i18n.language, group));
  if (failed.length > 0) throw new Error(`the ${failed.join(", ")} texts did not load in "${i18n.language}"`);
}

/**
 * Spanish is the fallback for a text missing in another language. The keys are complete (TypeScript's
 * defineArea check and messages.test.ts), so a page in English or Portuguese does not wait for Spanish: the
 * fallback applies once Spanish is in the store, which it is soon after the page has loaded (see initI18n).
 * As a function, i18next asks it on every lookup instead of loading Spanish with the start language.
 */
const spanishFallback = (i18n: I18n) => (): Language[] =>
  i18n.hasResourceBundle(DEFAULT_LANGUAGE, SHELL_NAMESPACE) ? [DEFAULT_LANGUAGE] : [];

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
 * them; render once it resolves. The language is the page's (initialLanguage) unless one is given (the
 * build's prerender, which has no page).
 */
export async function initI18n(i18n: I18n = i18next, options: { language?: Language } = {}): Promise<I18n> {
  const lng = options.language ?? initialLanguage(window.location.search, readStoredLanguage());
  const messages = await loadMessages(lng, SHELL_NAMESPACE);
  splitInstances.add(i18n);
  await i18n
    .use(messagesBackend)
    .use(initReactI18next)
    .init({
      resources: { [lng]: { [SHELL_NAMESPACE]: messages } },
      partialBundledLanguages: true, // the other languages and the route groups come from messagesBackend
      ns: [SHELL_NAMESPACE],
      defaultNS: SHELL_NAMESPACE,
      fallbackNS: [...ROUTE_TEXT_GROUPS],
      lng,
      fallbackLng: spanishFallback(i18n),
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  if (typeof document === "undefined") return i18n; // the prerender: no page to follow
  document.documentElement.lang = lng;
  i18n.on("languageChanging", (language) => switchingTo.set(i18n, language));
  i18n.on("languageChanged", (language) => {
    switchingTo.delete(i18n);
    document.documentElement.lang = language;
    storeLanguage(language);
  });
  // A language from `?lang=` is a choice like the language button's: kept after in-app navigation drops
  // the parameter, and after a reload.
  if (!options.language && isLanguage(new URLSearchParams(window.location.search).get("lang"))) storeLanguage(lng);
  // Spanish then loads every namespace loaded by then, and (a preloaded language for i18next) each one after.
  if (lng !== DEFAULT_LANGUAGE) afterLoad(() => void i18n.loadLanguages(DEFAULT_LANGUAGE));
  return i18n;
}

function storeLanguage(language: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/** Runs `task` once the page has loaded (the fallback texts must not compete with the first route). */
function afterLoad(task: () => void): void {
  if (document.readyState === "complete") setTimeout(task, 0);
  else window.addEventListener("load", task, { once: true });
}
