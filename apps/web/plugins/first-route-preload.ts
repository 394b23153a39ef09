import type { Plugin, Rolldown } from "vite";
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS } from "../../../packages/core/src/constants/ui.js";

/**
 * The first route's lazy code starts downloading with the entry instead of after it: an inline script in
 * index.html adds modulepreload links for the start language's texts (virtual:ceiba-messages/…, chosen as
 * src/i18n/init.ts chooses: ?lang=, then the stored choice, then Spanish) and, on the landing route, for
 * the home page's chunk and what it imports. Without it these wait until the entry has run (the router
 * and i18n ask for them), one round trip later on a phone's network.
 */
const HOME_PAGE = "/src/pages/home/HomePage.tsx";
const LANDING_PATHS = /^\/(home\/?)?$/;

type Chunk = Rolldown.OutputChunk;

function staticClosure(start: Chunk, byFile: Map<string, Chunk>, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const file of start.imports) {
    const chunk = byFile.get(file);
    if (chunk) staticClosure(chunk, byFile, into);
  }
  return into;
}

/** The id of index.html's preload script, which the prerendered /home replaces (plugins/prerender-home.ts). */
export const FIRST_ROUTE_PRELOAD_ID = "ceiba-first-route-preload";

export function firstRoutePreload(): Plugin {
  let base = "/";
  return {
    name: "ceiba:first-route-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        if (!context.bundle) return;
        const chunks = Object.values(context.bundle).filter((item): item is Chunk => item.type === "chunk");
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(HOME_PAGE));
        if (!entry || !home) throw new Error("first-route-preload: no entry or home page chunk in the build");
        const loadedWithEntry = staticClosure(entry, byFile);
        const homeFiles = [...staticClosure(home, byFile)].filter((file) => !loadedWithEntry.has(file));
        const messages = Object.fromEntries(
          LANGUAGES.map((language) => {
            const chunk = chunks.find((item) => item.facadeModuleId === `\0virtual:ceiba-messages/${language}`);
            if (!chunk) throw new Error(`first-route-preload: no ${language} messages chunk`);
            return [language, chunk.fileName];
          }),
        );
        const script = `(function () {
  var base = ${JSON.stringify(base)}, messages = ${JSON.stringify(messages)}, home = ${JSON.stringify(homeFiles)};
  var links = document.createDocumentFragment(); // one insertion into the document for all of them
  function preload(file) {
    var link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = base + file;
    links.appendChild(link);
  }
  var language = new URLSearchParams(location.search).get("lang"), stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)}); } catch (e) {}
  if (!messages.hasOwnProperty(language)) language = messages.hasOwnProperty(stored) ? stored : ${JSON.stringify(DEFAULT_LANGUAGE)};
  preload(messages[language]);
  if (${LANDING_PATHS}.test(location.pathname)) home.forEach(preload);
  document.head.appendChild(links);
})();`;
        return [{ tag: "script", attrs: { id: FIRST_ROUTE_PRELOAD_ID }, children: script, injectTo: "head" }];
      },
    },
  };
}
