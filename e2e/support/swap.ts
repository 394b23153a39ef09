/**
 * The swap screen (/trade-swaps) as the swap specs use it: its fields and buttons by their Spanish names (the
 * app's texts, imported), the providers' failure switches (the OpenOcean stand-in's mode; the browser's
 * request to the Uniswap route answered 502), and the local Uniswap record.
 */
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import type { Address } from "viem";
import { tradeSwaps } from "@ceiba/web/i18n/areas/trade-swaps";
import type { Stack } from "./stack";

export const S = tradeSwaps.es;

/** packages/deployments/chains/1337.uniswap.json: Permit2 and the Universal Router the local stack deploys. */
export const uniswap = JSON.parse(
  readFileSync(new URL("../../packages/deployments/chains/1337.uniswap.json", import.meta.url), "utf8"),
) as { permit2: Address; universalRouter: Address; wrappedNative: Address };

export const swapForm = (page: Page): Locator => page.getByRole("region", { name: S.form.label });
export const payField = (page: Page): Locator => swapForm(page).getByRole("textbox", { name: S.form.from });
export const receiveField = (page: Page): Locator => swapForm(page).getByRole("textbox", { name: S.form.to });
export const quoteRow = (page: Page, id: string): Locator => page.getByTestId(`quote-${id}`).first();

/** Picks a side's token in its select. */
export async function pickToken(page: Page, side: "in" | "out", symbol: string): Promise<void> {
  await swapForm(page)
    .getByRole("combobox", { name: side === "in" ? S.form.token : S.form.tokenTo })
    .click();
  await page.getByRole("listbox").getByRole("option", { name: symbol, exact: true }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
}

/** Waits for the quote's figures and returns the provider the screen says won. */
export async function quotedProvider(page: Page): Promise<string> {
  const row = quoteRow(page, "provider");
  await expect(row).toBeVisible({ timeout: 30_000 });
  return (await row.textContent()) ?? "";
}

export type OpenOceanMode = "ok" | "down" | "slow" | "malformed" | "error";

/** Switches the OpenOcean stand-in (the stack's, shared: put it back to "ok" after the test). */
export async function setOpenOceanMode(stack: Stack, mode: OpenOceanMode): Promise<void> {
  const res = await fetch(`${stack.openoceanUrl}/__standin/mode`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode }),
  });
  expect(res.ok, `the OpenOcean stand-in took mode ${mode}`).toBe(true);
}

/** The browser's requests to POST /quote/uniswap answered as the route answers an unreachable upstream. */
export async function failUniswapQuotes(page: Page): Promise<void> {
  await page.route("**/api/quote/uniswap", (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({ error: "quote.upstreamUnavailable", message: "the test made Uniswap's quote fail" }),
    }),
  );
}
