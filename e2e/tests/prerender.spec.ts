// /home is prerendered at build time (apps/web/plugins/prerender-home.ts): a first-time visitor's phone paints
// the page from the HTML, and the app then adopts that page instead of rendering it again. These tests hold
// the promises that makes: the HTML is the page without any script; the app keeps its DOM; the page is the
// one the app renders from nothing (so nothing in it is stale once the app runs), in both colour schemes and
// on a phone; and a tap that comes before the app can handle it is not lost.
import type { Page, Route } from "@playwright/test";
import { expect, test } from "../fixtures";
import { connectDialog, connectButton, mainHeading, mainMenu, shellDialogsLiveRegion, topBar } from "../support/app";

/** The root's markup, with what may differ without any visible or semantic change taken out. */
function normalized(html: string): string {
  return html
    .replace(/<!--[^>]*-->/g, "") // the prerender's Suspense markers
    .replace(/P\d+-\d+/g, "P#") // useId values count the components rendered before them
    .replace(/style="([^"]*)"/g, (_all, style: string) => `style="${style.replace(/\s/g, "")}"`);
}

const rootHtml = (page: Page) => page.evaluate(() => document.getElementById("root")?.innerHTML ?? "");

/**
 * /home once the app runs it and the page has settled: the markets' rates are in and the shell's dialogs
 * (their live region) are mounted, as after any load.
 */
async function settledHome(page: Page): Promise<string> {
  await expect(page.locator("#root[data-started]")).toBeAttached();
  await expect(page.getByTestId("rate-row-kdoc")).toContainText("APY");
  await expect(shellDialogsLiveRegion(page)).toBeAttached();
  return rootHtml(page);
}

/** /home as the app renders it from nothing: index.html served for it instead of the prerendered page. */
async function renderedFromNothing(page: Page, webUrl: string): Promise<string> {
  const index = await (await page.request.get(`${webUrl}/index.html`)).text();
  expect(index).not.toContain("data-prerendered");
  await page.route(`${webUrl}/home`, (route: Route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: index }),
  );
  await page.goto(`${webUrl}/home`);
  const html = await settledHome(page);
  await page.unroute(`${webUrl}/home`);
  return html;
}

/** The prerendered /home once the app has adopted it. */
async function adoptedHome(page: Page, webUrl: string): Promise<string> {
  await page.goto(`${webUrl}/home`);
  await expect(page.locator("#root[data-prerendered]")).toBeAttached();
  return settledHome(page);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/home is the visitor's page: heading, connect prompt, markets, side menu, title and description", async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.webUrl}/home`);
    await expect(mainHeading(page)).toHaveText("Tu resumen");
    await expect(page.getByRole("main").getByRole("button", { name: "Conectar billetera" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Mercados en Ceiba Local" })).toBeVisible();
    await expect(page.getByRole("main").getByText("kDOC", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("main").getByText("kRBTC", { exact: false }).first()).toBeVisible();
    await expect(mainMenu(page).getByRole("link", { name: "Mercados" })).toBeVisible();
    await expect(topBar(page).getByRole("button", { name: "Abrir el menú" })).toBeHidden();
    await expect(page).toHaveTitle(/Ceiba/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    // Any other path is the app's shell, which needs JavaScript.
    await page.goto(`${stack.webUrl}/markets`);
    await expect(page.getByRole("main")).toHaveCount(0);
  });
});

test("the app adopts the prerendered page: the heading the HTML painted is the element it keeps", async ({
  page,
  stack,
}) => {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const heading = document.querySelector("main h1");
      if (heading) Object.assign(heading, { ceibaFromHtml: true });
    });
  });
  await adoptedHome(page, stack.webUrl);
  expect(await mainHeading(page).evaluate((heading) => "ceibaFromHtml" in heading)).toBe(true);
  await connectButton(page).click();
  await expect(connectDialog(page)).toBeVisible();
});

test("the prerendered page is the page the app renders from nothing", async ({ page, stack }) => {
  const adopted = await adoptedHome(page, stack.webUrl);
  expect(normalized(adopted)).toBe(normalized(await renderedFromNothing(page, stack.webUrl)));
});

test.describe("in the dark colour scheme", () => {
  test.use({ colorScheme: "dark" });

  test("the prerendered page is the page the app renders, its theme button included", async ({ page, stack }) => {
    const adopted = await adoptedHome(page, stack.webUrl);
    await expect(page.getByRole("button", { name: /^Tema: oscuro/ })).toBeVisible();
    expect(normalized(adopted)).toBe(normalized(await renderedFromNothing(page, stack.webUrl)));
  });
});

test("on a phone too, the prerendered page is the page the app renders @mobile", async ({ page, stack }) => {
  const adopted = await adoptedHome(page, stack.webUrl);
  expect(normalized(adopted)).toBe(normalized(await renderedFromNothing(page, stack.webUrl)));
});

test("a tap on the page before the app can handle it is kept and handled once the app has started", async ({
  page,
  stack,
}) => {
  // The app's entry is held back until the tap has happened.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  const entry = /\/assets\/index-[^/]+\.js$/;
  await page.route(entry, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto(`${stack.webUrl}/home`, { waitUntil: "domcontentloaded" });
  await expect(mainHeading(page)).toHaveText("Tu resumen");
  await connectButton(page).click();
  await expect(connectDialog(page)).toBeHidden(); // nothing can open it yet
  releaseEntry();
  await expect(connectDialog(page)).toBeVisible();
});
