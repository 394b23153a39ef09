/**
 * The README's screenshots (docs/screenshots/<route>-<width>.png): /home and /markets without a wallet,
 * then /home, a deposit page, a borrow page, /balance (its activity) and /trade-swaps (a 100 DOC → RBTC quote)
 * with the test wallet connected as a seeded demo account
 * (Hardhat's 1: deposits in kRBTC, kDOC, kUSDT and kSAT, loans in kUSDRIF and krDOC) whose terms are
 * accepted. Run by `npm run screenshots` (screenshots/playwright.config.ts), never by `npm test`.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "../fixtures";
import { REPO_ROOT } from "../global/paths";
import { walletPages } from "@ceiba/web/i18n/areas/wallet-pages";
import { acceptTermsOnServer, connectTestWallet, mainHeading } from "../support/app";
import { S as swaps, payField, pickToken, quotedProvider } from "../support/swap";

const SCREENSHOTS_DIR = path.join(REPO_ROOT, "docs", "screenshots");

// A read-only visit: the demo account's positions make the connected pages worth a picture.
test.use({ walletOptions: { account: 1 }, serviceWorkers: "block" });

/** Waits until the page has its data (no skeleton, no dialog), then saves what the screen shows. */
async function shoot(page: Page, testInfo: TestInfo, name: string, heading: string): Promise<void> {
  await expect(mainHeading(page)).toHaveText(heading);
  await expect(page.locator(".MuiSkeleton-root")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0); // no hover state on whatever is under the pointer
  const width = page.viewportSize()?.width ?? Number(testInfo.project.name);
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, animations: "disabled", caret: "hide" });
  console.log(`  ${path.relative(REPO_ROOT, file)}`);
}

test("without a wallet: /home and /markets", async ({ page, stack }, testInfo) => {
  await page.goto(`${stack.webUrl}/home`);
  await shoot(page, testInfo, "home", "Tu resumen");
  await page.goto(`${stack.webUrl}/markets`);
  await shoot(page, testInfo, "markets", "Mercados");
});

test("with the test wallet: /home, /deposits/kdoc, /borrows/kusdrif, /balance and /trade-swaps", async ({
  page,
  stack,
  api,
  wallet,
}, testInfo) => {
  await acceptTermsOnServer(api, wallet.account);
  await page.goto(`${stack.webUrl}/home`);
  await connectTestWallet(page, wallet.address);
  await shoot(page, testInfo, "home-connected", "Tu resumen");
  await page.goto(`${stack.webUrl}/deposits/kdoc`);
  await shoot(page, testInfo, "deposits-kdoc", "Depositar DOC");
  await page.goto(`${stack.webUrl}/borrows/kusdrif`);
  await shoot(page, testInfo, "borrows-kusdrif", "Pedir prestado USDRIF");
  await page.goto(`${stack.webUrl}/balance`);
  await expect(page.getByTestId("activity-row").first()).toBeVisible({ timeout: 30_000 });
  await shoot(page, testInfo, "balance", walletPages.es.balance.title);
  await page.goto(`${stack.webUrl}/trade-swaps`);
  await pickToken(page, "in", "DOC");
  await pickToken(page, "out", "RBTC");
  await payField(page).fill("100");
  await quotedProvider(page);
  await shoot(page, testInfo, "trade-swaps", swaps.title);
});
