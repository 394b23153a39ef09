import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "vite";
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS } from "../../../packages/core/src/constants/ui.js";
import { configuredChainId, LOCAL_HOSTS, resolveAppChainId } from "../src/config/app-chain-rule.js";
import { EARLY_CLICKS_GLOBAL } from "../src/app/early-clicks.js";
import type { PrerenderedPage } from "../src/prerender/home.js";
import { FIRST_ROUTE_PRELOAD_ID } from "./first-route-preload.js";
import { messagesPerLanguage } from "./messages-per-language.js";
import { preactCompatAliases } from "./preact-compat.js";
import { reactRouterProductionAliases } from "./react-router-production.js";

/**
 * dist/home.html: /home prerendered for a first-time visitor in Spanish (src/prerender/home.tsx), so that a
 * phone paints the page from the HTML instead of after downloading and running the app's code. `vite
 * preview` and static hosts serve it for /home; every other path keeps index.html.
 *
 * The page differs from index.html in three ways:
 *   - #root holds the prerendered markup, and <head> its styles (emotion's tags, which the app's emotion
 *     cache adopts instead of inserting them again) and the page's title and description;
 *   - a script right after #root empties it when this visitor would not see that page (another language
 *     by ?lang= or a stored choice, a stored wallet session, which shows the dashboard, or another chain):
 *     the app then renders from nothing, as on any other route; when the page stays, it holds the clicks
 *     on its buttons until the app can handle them (src/app/early-clicks.ts);
 *   - the app's code (the entry, its modulepreload links and index.html's first-route preload script)
 *     starts after the prerendered page has been painted, and adopts it (src/main.tsx): the HTML and
 *     its styles are the page now, and the code must not compete with them for the network.
 *
 * The prerender is a server-side build of src/prerender/home.tsx, with the client's aliases (Preact), run
 * in this process once the client bundle is written. Not in maintenance builds: /home does not exist there.
 *
 * The page names the chain's markets, so it is for one chain: VITE_CEIBA_DEFAULT_CHAIN_ID's when set (a
 * deployment's build), else the local stack's, which the app picks on the local hosts only.
 */
const ENTRY = "src/prerender/home.tsx";
export const PRERENDERED_FILE = "home.html";

/**
 * The page's own checks, in the page: they mirror src/i18n/init.ts's initialLanguage, the stored session
 * HomePage reads, and the hosts on which the app picks the prerendered chain (null: any host).
 */
function guardScript(hosts: readonly string[] | null): string {
  return `(function () {
  var root = document.getElementById("root"), languages = ${JSON.stringify(LANGUAGES)}, stored = null, session = null;
  var hosts = ${JSON.stringify(hosts)};
  try {
    stored = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)});
    session = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.lastSession)});
  } catch (e) {}
  var language = new URLSearchParams(location.search).get("lang");
  if (languages.indexOf(language) < 0) language = languages.indexOf(stored) < 0 ? ${JSON.stringify(DEFAULT_LANGUAGE)} : stored;
  if (language !== ${JSON.stringify(DEFAULT_LANGUAGE)} || session || (hosts && hosts.indexOf(location.hostname) < 0)) {
    root.textContent = "";
    root.removeAttribute("data-prerendered");
    return;
  }
  var held = [];
  function hold(event) {
    var button = event.target instanceof Element && event.target.closest('button, [role="button"]');
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.indexOf(button) < 0) held.push(button);
  }
  document.addEventListener("click", hold, true);
  window[${JSON.stringify(EARLY_CLICKS_GLOBAL)}] = {
    take: function () {
      document.removeEventListener("click", hold, true);
      return held.splice(0);
    }
  };
})();`;
}

/**
 * Loads the app's code as index.html does (its modulepreload links, its first-route preload script, the
 * entry): after the first paint when the prerendered page stays, else at once.
 */
function entryLoader(src: string, preloads: readonly string[], firstRoutePreload: string): string {
  return `(function () {
  function load() {
    // One insertion for all the links: each insertion into the document costs a style invalidation.
    var links = document.createDocumentFragment();
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
    ${firstRoutePreload}
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = ${JSON.stringify(src)};
    document.head.appendChild(script);
  }
  if (document.getElementById("root").hasAttribute("data-prerendered")) {
    requestAnimationFrame(function () { setTimeout(load, 0); });
  } else load();
})();`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`prerender-home: index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/** Takes every match of `pattern` (global) out of `html`; returns the rest and each match's first group. */
function takeAll(html: string, pattern: RegExp): { rest: string; taken: string[] } {
  const taken: string[] = [];
  const rest = html.replace(pattern, (_match, group: string) => {
    taken.push(group);
    return "";
  });
  return { rest, taken };
}

/** home.html from the built index.html and the prerendered page. */
export function homeHtml(
  indexHtml: string,
  page: PrerenderedPage,
  options: { hosts: readonly string[] | null },
): string {
  const entry = takeAll(indexHtml, /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g);
  const src = entry.taken[0];
  if (src === undefined || entry.taken.length > 1)
    throw new Error("prerender-home: index.html has no single entry script");
  const preloads = takeAll(entry.rest, /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g);
  const firstRoute = takeAll(
    preloads.rest,
    new RegExp(`<script id="${FIRST_ROUTE_PRELOAD_ID}">([\\s\\S]*?)</script>\\s*`, "g"),
  );
  const firstRoutePreload = firstRoute.taken[0];
  if (firstRoutePreload === undefined) throw new Error("prerender-home: index.html has no first-route preload script");
  let html = firstRoute.rest;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, "<title>");
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    "meta description",
  );
  html = replaceOnce(html, /<\/head>/, `${page.styleTags}\n  </head>`, "</head>");
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="home">${page.html}</div>\n    <script>${guardScript(options.hosts)}</script>\n    <script>${entryLoader(src, preloads.taken, firstRoutePreload)}</script>`,
    '<div id="root"></div>',
  );
  return html;
}

async function renderPage(webDir: string, cacheDir: string, chainId: number): Promise<PrerenderedPage> {
  const outDir = path.join(cacheDir, "prerender");
  await build({
    configFile: false,
    root: webDir,
    mode: "production",
    logLevel: "warn",
    plugins: [messagesPerLanguage(webDir)],
    resolve: { alias: [...preactCompatAliases, ...reactRouterProductionAliases] },
    ssr: { noExternal: true, target: "node" },
    define: { "import.meta.env.VITE_CEIBA_DEFAULT_CHAIN_ID": JSON.stringify(String(chainId)) },
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: {
        output: { entryFileNames: "home.mjs" },
        onLog(level, log, handler) {
          // Libraries' "use client" directives mean nothing to a prerender.
          if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
          handler(level, log);
        },
      },
    },
  });
  const module = (await import(`${pathToFileURL(path.join(outDir, "home.mjs")).href}?t=${Date.now()}`)) as {
    prerenderHome: () => Promise<PrerenderedPage>;
  };
  return module.prerenderHome();
}

export function prerenderHome(
  webDir: string,
  options: { enabled: boolean; configuredChainId: string | undefined },
): Plugin {
  const chainId = resolveAppChainId(options.configuredChainId, LOCAL_HOSTS[0] ?? "");
  const hosts = configuredChainId(options.configuredChainId) === undefined ? LOCAL_HOSTS : null;
  let outDir = "";
  let cacheDir = "";
  let enabled = options.enabled;
  return {
    name: "ceiba:prerender-home",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      cacheDir = config.cacheDir;
      if (config.build.ssr) enabled = false;
    },
    async writeBundle(_options, bundle) {
      if (!enabled) return;
      const index = bundle["index.html"];
      if (index?.type !== "asset") throw new Error("prerender-home: the bundle has no index.html");
      const page = await renderPage(webDir, cacheDir, chainId);
      const html = homeHtml(String(index.source), page, { hosts });
      fs.writeFileSync(path.join(outDir, PRERENDERED_FILE), html);
    },
  };
}
