// The swap screen's quotes against the whole local stack (lending-engine §5 swap rules, §7 quote aggregator):
// a quote refused for its price impact (no wallet needed: the page quotes without one), one provider down
// (the other answers, whichever it is), both down (the message, and the retry once they are back).
// The OpenOcean stand-in's mode is the stack's own switch; Uniswap's failure is its route answering 502 to
// the browser. Both are put back after each test.
import path from "node:path";
import type { Page } from "@playwright/test";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { translateError } from "@ceiba/core";
import { expect, test } from "../fixtures";
import { OUTPUT_DIR } from "../global/paths";
import { acceptTermsOnServer, connectAndOpen } from "../support/app";
import {
  S,
  failUniswapQuotes,
  payField,
  pickToken,
  quoteRow,
  quotedProvider,
  setOpenOceanMode,
  swapForm,
} from "../support/swap";

const SCREENSHOTS = path.join(OUTPUT_DIR, "screenshots");
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `swap-quotes-${name}.png`), fullPage: true });

const KEY = generatePrivateKey();
const me = privateKeyToAccount(KEY);
test.describe.configure({ mode: "serial" });

test.afterEach(async ({ stack, page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await setOpenOceanMode(stack, "ok");
});

test("refuses a quote whose price impact is above 5 %, without a wallet too", async ({ page, stack }) => {
  await page.goto(`${stack.webUrl}/trade-swaps`);
  await pickToken(page, "in", "DOC");
  await pickToken(page, "out", "RBTC");
  // 200,000 DOC against pools of 1 M USD a side.
  await payField(page).fill("200.000");
  await quotedProvider(page);
  const impact = (await quoteRow(page, "price-impact").textContent()) ?? "";
  expect(Number(/([\d]+),(\d+)/.exec(impact)?.slice(1).join(".") ?? "0")).toBeGreaterThan(5);
  const refusal = translateError("validation.priceImpactTooHigh", "es");
  await expect(swapForm(page).getByRole("button", { name: "Falta de liquidez" })).toBeDisabled();
  await expect(swapForm(page).getByRole("alert")).toContainText(refusal.message);
  await shot(page, "impact");
  // A small amount of the same pair goes: the button asks for a wallet.
  await payField(page).fill("100");
  await expect(quoteRow(page, "price-impact")).toHaveText(/0,\d\d\s?%/, { timeout: 30_000 });
  await expect(swapForm(page).getByRole("button", { name: S.action.connect })).toBeEnabled();
});

test.describe("with a wallet", () => {
  test.use({ walletOptions: { account: KEY } });
  test.beforeAll(async ({ api, faucet }) => {
    await faucet.drip(me.address);
    await acceptTermsOnServer(api, me);
  });

  test("one provider down: the other's quote is used", async ({ page, stack, wallet }) => {
    await connectAndOpen(page, stack.webUrl, wallet.address, "/trade-swaps");
    await setOpenOceanMode(stack, "down");
    await payField(page).fill("0,01");
    expect(await quotedProvider(page)).toContain("Uniswap");
    await setOpenOceanMode(stack, "ok");
    await failUniswapQuotes(page);
    await payField(page).fill("0,02");
    await expect(quoteRow(page, "provider")).toContainText("OpenOcean", { timeout: 30_000 });
    await expect(swapForm(page).getByRole("button", { name: S.action.swap, exact: true })).toBeEnabled();
    await shot(page, "openocean-only");
  });

  test("both down: the message, then a quote on retry once they are back", async ({ page, stack, wallet }) => {
    await connectAndOpen(page, stack.webUrl, wallet.address, "/trade-swaps");
    await setOpenOceanMode(stack, "down");
    await failUniswapQuotes(page);
    await payField(page).fill("0,01");
    const unavailable = page.getByTestId("quote-unavailable");
    await expect(unavailable).toContainText(S.quote.unavailable, { timeout: 30_000 });
    await expect(swapForm(page).getByRole("button", { name: S.action.swap, exact: true })).toBeDisabled();
    await shot(page, "both-down");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await setOpenOceanMode(stack, "ok");
    await unavailable.getByRole("button", { name: S.quote.retry }).click();
    await expect(unavailable).toBeHidden({ timeout: 30_000 });
    await quotedProvider(page);
  });
});
