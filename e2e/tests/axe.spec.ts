// Issue 22: an axe-core sweep (WCAG 2.0/2.1/2.2 A and AA rules) of every route at 1280 px (desktop project)
// and 360 px (mobile project), without and with a wallet, in Spanish, English and Portuguese, with the
// connect dialog, the first deposit's authorisations and the transaction dialog open once. Fails on any
// serious or critical violation, listing each rule with the elements that break it.
//
// Kept fast: one page load per test; the app's own router moves between routes and its ?lang= parameter
// switches the language in the page (shell/LanguageFromQuery.tsx), so no scan waits for a reload.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { generatePrivateKey } from "viem/accounts";
import { expect, test } from "../fixtures";
import { acceptTermsOnServer, connectDialog, connectTestWallet, mainMenu, topBar } from "../support/app";
import { expectTransactionSuccess } from "../support/lending";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);
const LANGUAGES = ["es", "en", "pt"] as const;
type Language = (typeof LANGUAGES)[number];

/** Routes anyone may open (the wallet routes and the home sections open the connect dialog without a wallet). */
const PUBLIC_ROUTES = [
  "/home",
  "/markets",
  "/markets/kdoc",
  "/bridges",
  "/buy-crypto",
  "/trade-swaps",
  "/auth",
  "/home/xo",
  "/no-such-page",
  "/blocked",
];
/** Routes that need a wallet, and the home sections, which ask a visitor to connect one. */
const WALLET_ROUTES = [
  "/home/section/savings",
  "/home/section/loans",
  "/balance",
  "/home/qr",
  "/home/send",
  "/home/sendWallet",
  "/deposits/kdoc",
  "/deposits/kdoc/withdraw",
  "/borrows/kdoc",
  "/borrows/kdoc/repay",
];
/**
 * The pages scanned in English and Portuguese too (the texts change, not the structure): the dashboard (its
 * rate list, the language button), the savings section's rate rows and the deposit form (its Max button).
 */
const PUBLIC_ROUTES_IN_EVERY_LANGUAGE = ["/home"];
const WALLET_ROUTES_IN_EVERY_LANGUAGE = ["/home/section/savings", "/deposits/kdoc"];

/**
 * axe-core's script (the version @axe-core/playwright brings), put in the page once per document: the
 * builder of @axe-core/playwright injects it again before every scan and returns every passing check too,
 * which made a scan take 1–3 s here. Only the violations come back.
 */
const AXE_SOURCE = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"),
  "utf8",
);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

async function axeViolations(page: Page): Promise<Violation[]> {
  // A dialog or drawer still fading in reads as low contrast: let every finite transition end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
    }));
  }, WCAG_TAGS);
}

/** The serious and critical violations found so far, one line per rule and page, its elements under it. */
class Findings {
  readonly #lines: string[] = [];
  #scans = 0;

  async scan(page: Page, where: string): Promise<void> {
    const violations = await axeViolations(page);
    this.#scans++;
    for (const violation of violations) {
      if (!BLOCKING_IMPACTS.has(violation.impact ?? "")) continue;
      this.#lines.push(`${where}: ${violation.id} (${violation.impact}) ${violation.help}`);
      for (const node of violation.nodes.slice(0, 5)) {
        const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 200);
        this.#lines.push(`    ${node.target.join(" ")}  ${node.html.slice(0, 120)}  — ${summary}`);
      }
      if (violation.nodes.length > 5) this.#lines.push(`    … and ${violation.nodes.length - 5} more`);
    }
  }

  expectNone(): void {
    expect(this.#scans).toBeGreaterThan(0);
    expect(
      this.#lines,
      `serious or critical axe violations in ${this.#scans} scans:\n${this.#lines.join("\n")}`,
    ).toEqual([]);
  }
}

/**
 * Moves to `path` in `language` with the app's router (no reload: the wallet and the loaded code stay),
 * then waits until the route has rendered: the navigation settled or held for a wallet, a heading shown,
 * the document in the language, nothing still loading.
 */
async function visit(page: Page, path: string, language: Language): Promise<void> {
  const target = `${path}?lang=${language}`;
  await page.evaluate((url) => {
    window.history.pushState(null, "", url);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, target);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("h1").first()).toBeVisible();
  // A route's chunk loading, or a list's, table's or chart's figures still arriving.
  await expect(page.locator('[aria-busy="true"]:not([role="progressbar"])')).toHaveCount(0);
  if (!(await connectDialog(page).isVisible())) {
    await expect(page.locator('[role="progressbar"][aria-busy="true"]')).toHaveCount(0);
  }
}

async function sweep(
  page: Page,
  findings: Findings,
  routes: readonly string[],
  routesInEveryLanguage: readonly string[],
): Promise<void> {
  for (const language of LANGUAGES) {
    for (const path of language === "es" ? routes : routesInEveryLanguage) {
      await visit(page, path, language);
      // A dialog left open would hide the page from the scan (its root aria-hidden): only routes that open none.
      await expect(page.getByRole("dialog"), `${path} opened a dialog`).toHaveCount(0);
      await findings.scan(page, `${path} (${language})`);
    }
  }
  await visit(page, "/home", "es");
}

/** Where the side menu is on a phone: in the temporary drawer, behind the top bar's menu button. */
async function scanPhoneDrawer(page: Page, findings: Findings, where: string) {
  await topBar(page).getByRole("button", { name: "Abrir el menú" }).click();
  await expect(mainMenu(page)).toBeVisible();
  await findings.scan(page, where);
  await page.keyboard.press("Escape");
  await expect(mainMenu(page)).toBeHidden();
}

/** A first deposit (the account has none): its authorisations dialog, then the transaction dialog's success. */
async function scanFirstDeposit(page: Page, findings: Findings): Promise<void> {
  await visit(page, "/deposits/kdoc", "es");
  await page.getByRole("textbox", { name: "Monto" }).fill("10");
  await page.getByRole("button", { name: "Depositar" }).click();
  const authorisations = page.getByRole("dialog", { name: "Antes de tu primer depósito" });
  await expect(authorisations).toBeVisible();
  await findings.scan(page, "the first deposit's authorisations");
  for (const box of await authorisations.getByRole("checkbox").all()) await box.check();
  await authorisations.getByRole("button", { name: "Continuar" }).click();
  await expectTransactionSuccess(page, "Depositaste 10 DOC.");
  await findings.scan(page, "the transaction dialog (success)");
}

// A new address: its first deposit shows the authorisations (the 1280 px test makes it).
test.use({ walletOptions: { account: generatePrivateKey() } });

for (const width of ["1280", "360"] as const) {
  const tag = width === "360" ? " @mobile" : "";

  test(`no serious axe violation on a visitor's routes and the connect dialog at ${width} px${tag}`, async ({
    page,
    stack,
  }) => {
    const findings = new Findings();
    await page.goto(`${stack.webUrl}/home`);
    await expect(page.locator("h1").first()).toBeVisible();
    await sweep(page, findings, PUBLIC_ROUTES, PUBLIC_ROUTES_IN_EVERY_LANGUAGE);
    if (width === "360") await scanPhoneDrawer(page, findings, "the side menu's drawer (es)");

    // A wallet route opens the connect dialog over the page (its wallet list), in each language: the
    // navigation is held while it is open, so the language changes first, on /home.
    for (const language of LANGUAGES) {
      await visit(page, "/home", language);
      await page.evaluate(() => {
        window.history.pushState(null, "", "/balance");
        window.dispatchEvent(new PopStateEvent("popstate"));
      });
      await expect(page.getByRole("dialog")).toBeVisible();
      await findings.scan(page, `the connect dialog over /balance (${language})`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }
    findings.expectNone();
  });

  test(`no serious axe violation on the wallet's routes${width === "1280" ? " and a first deposit's dialogs" : ""} at ${width} px${tag}`, async ({
    page,
    stack,
    api,
    wallet,
    faucet,
  }) => {
    const findings = new Findings();
    if (width === "1280") await faucet.drip(wallet.address);
    await acceptTermsOnServer(api, wallet.account);
    await page.goto(`${stack.webUrl}/home`);
    await connectTestWallet(page, wallet.address);
    // The public routes differ with a wallet only by the top bar's account, which every wallet route shows;
    // the dashboard, which lists the positions, is scanned again. The other languages once, at 1280 px.
    await sweep(page, findings, [...WALLET_ROUTES, "/home"], width === "1280" ? WALLET_ROUTES_IN_EVERY_LANGUAGE : []);
    if (width === "360") await scanPhoneDrawer(page, findings, "the side menu's drawer, connected (es)");
    if (width === "1280") await scanFirstDeposit(page, findings);
    findings.expectNone();
  });
}
