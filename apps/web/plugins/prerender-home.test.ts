import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../packages/core/src/constants/ui.js";
import { replayEarlyClicks } from "../src/app/early-clicks.js";
import { FIRST_ROUTE_PRELOAD_ID } from "./first-route-preload.js";
import { homeHtml } from "./prerender-home.js";

/** index.html as the build writes it (vite's entry, its modulepreload, first-route-preload's script). */
const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <title>Ceiba</title>
    <meta name="description" content="Ceiba: ahorra." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">
    <script id="${FIRST_ROUTE_PRELOAD_ID}">(function () {
  var links = document.createDocumentFragment();
  var link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = "/assets/es-abc.js";
  links.appendChild(link);
  document.head.appendChild(links);
})();</script>
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE = {
  html:
    "<main><h1>Tu resumen</h1><p>Conecta tu billetera</p>" +
    '<button id="connect"><span>Conectar</span></button><a id="markets" href="#markets">Mercados</a></main>',
  styleTags: '<style data-emotion="css abc">.css-abc{color:red;}</style>',
  title: 'Inicio <y> "más" · Ceiba',
  description: "Tus depósitos & préstamos",
};

const LOCAL = ["127.0.0.1", "localhost"];

/** home.html opened in a browser-like window at `url`, with what the visitor's storage holds. */
function open(url: string, storage: Record<string, string> = {}, hosts: readonly string[] | null = LOCAL) {
  const dom = new JSDOM(homeHtml(INDEX, PAGE, { hosts }), {
    url,
    runScripts: "dangerously",
    pretendToBeVisual: true, // requestAnimationFrame
    beforeParse(window) {
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
    },
  });
  const { document } = dom.window;
  const root = document.getElementById("root");
  if (!root) throw new Error("no #root");
  const entry = () => document.head.querySelector('script[type="module"]')?.getAttribute("src") ?? null;
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));
  /** Lets the page's animation frame and timers run. */
  const settle = () => new Promise((resolve) => dom.window.setTimeout(resolve, 50));
  return { dom, document, root, entry, preloads, settle };
}

describe("home.html", () => {
  it("holds the prerendered page, its styles and its head, and no script or preload that starts before it", () => {
    const html = homeHtml(INDEX, PAGE, { hosts: LOCAL });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain("modulepreload");
    expect(head).not.toContain(FIRST_ROUTE_PRELOAD_ID);
    expect(head).toContain("<title>Inicio &lt;y&gt; &quot;más&quot; · Ceiba</title>");
    expect(head).toContain('<meta name="description" content="Tus depósitos &amp; préstamos" />');
    expect(head).toContain(PAGE.styleTags);
    expect(html).toContain(`<div id="root" data-prerendered="home">${PAGE.html}</div>`);
  });

  it("keeps the page for a Spanish first visit, and loads the app's code only after it is painted", async () => {
    const page = open("http://127.0.0.1:5173/home");
    expect(page.root.getAttribute("data-prerendered")).toBe("home");
    expect(page.root.querySelector("h1")?.textContent).toBe("Tu resumen");
    expect(page.entry()).toBeNull(); // the first frame comes first
    await page.settle();
    expect(page.entry()).toBe("/assets/index-abc.js");
    expect(page.preloads()).toEqual(["/assets/runtime-abc.js", "/assets/es-abc.js"]);
    expect(page.root.querySelector("h1")).not.toBeNull();
    page.dom.window.close();
  });

  it("keeps it for ?lang=es over another stored language, as the app's start language rule says", () => {
    const page = open("http://127.0.0.1:5173/home?lang=es", { [STORAGE_KEYS.language]: "en" });
    expect(page.root.getAttribute("data-prerendered")).toBe("home");
    page.dom.window.close();
  });

  const cleared: [string, string, Record<string, string>, (readonly string[] | null)?][] = [
    ["another language by ?lang=", "http://127.0.0.1:5173/home?lang=en", {}],
    ["another language chosen before", "http://127.0.0.1:5173/home", { [STORAGE_KEYS.language]: "pt" }],
    [
      "a stored wallet session (the dashboard shows)",
      "http://localhost:5173/home",
      { [STORAGE_KEYS.lastSession]: JSON.stringify({ method: "injected", walletId: "io.metamask" }) },
    ],
    ["a host where the app picks another chain", "https://ceiba.example/home", {}],
  ];
  it.each(cleared)("is emptied for %s, and the app's code loads at once", (_what, url, storage, hosts) => {
    const page = open(url, storage, hosts);
    expect(page.root.hasAttribute("data-prerendered")).toBe(false);
    expect(page.root.childNodes.length).toBe(0);
    expect(page.entry()).toBe("/assets/index-abc.js");
    page.dom.window.close();
  });

  it("is kept on any host when the build names its chain", () => {
    const page = open("https://ceiba.example/home", {}, null);
    expect(page.root.getAttribute("data-prerendered")).toBe("home");
    page.dom.window.close();
  });

  it("holds the taps on its buttons until the app has adopted the page, then they reach the app", () => {
    const page = open("http://127.0.0.1:5173/home");
    const button = page.document.getElementById("connect");
    if (!button) throw new Error("no button");
    const label = button.querySelector("span");
    label?.click(); // a tap lands on the button's text, as on a phone
    button.click(); // and the same button again: replayed once
    // A link is not held: before the app, it works as a plain link.
    const link = page.document.getElementById("markets");
    let linkDefault: boolean | undefined;
    link?.addEventListener("click", (event) => (linkDefault = !event.defaultPrevented));
    link?.click();
    expect(linkDefault).toBe(true);

    const reached: string[] = [];
    button.addEventListener("click", () => reached.push("connect")); // the app's handler, once hydrated
    replayEarlyClicks(page.dom.window as unknown as Window);
    expect(reached).toEqual(["connect"]);
    button.click(); // from now on clicks are the app's alone
    expect(reached).toEqual(["connect", "connect"]);
    page.dom.window.close();
  });

  it("holds nothing when the page was emptied for the app", () => {
    const page = open("http://127.0.0.1:5173/home?lang=pt");
    expect(() => replayEarlyClicks(page.dom.window as unknown as Window)).not.toThrow();
    page.dom.window.close();
  });

  it("refuses an index.html it does not recognise, instead of writing a page that never starts", () => {
    expect(() => homeHtml(INDEX.replace(/<script type="module"[^>]*><\/script>/, ""), PAGE, { hosts: LOCAL })).toThrow(
      /entry script/,
    );
    expect(() => homeHtml(INDEX.replace(`id="${FIRST_ROUTE_PRELOAD_ID}"`, ""), PAGE, { hosts: LOCAL })).toThrow(
      /first-route preload/,
    );
  });
});
