// The deposit page (/deposits/:id, withdraw child) and the dashboard against the whole local stack, with an
// address nobody has used: connect, accept the terms, the first deposit's three authorisations, a DOC
// deposit (enter markets + approve + mint), the dashboard's figure against the chain's, a partial and a
// maximum withdrawal, a native rBTC deposit, a validation message and a signature refused in the wallet.
// The tests run in order and share the address (its terms, deposits and balances carry over).
import path from "node:path";
import type { Page } from "@playwright/test";
import { parseUnits, type Address } from "viem";
import { generatePrivateKey } from "viem/accounts";
import { expect, test } from "../fixtures";
import type { ChainClient } from "../support/chain-client";
import { OUTPUT_DIR } from "../global/paths";
import { deployedMarket } from "../support/local-deployment";
import { marketReadAbi } from "../support/lending";
import { connectAndOpen } from "../support/app";

const SCREENSHOTS = path.join(OUTPUT_DIR, "screenshots");
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `lending-deposit-${name}.png`), fullPage: true });

/** One address for the whole file, funded once by the faucet. */
const ACCOUNT_KEY = generatePrivateKey();
test.use({ walletOptions: { account: ACCOUNT_KEY } });
test.describe.configure({ mode: "serial" });

/** Types an amount in the form, as the user would. */
async function typeAmount(page: Page, text: string) {
  const field = page.getByRole("textbox", { name: "Monto" });
  await field.fill(text);
}

/** Records every value the transaction dialog's progress bar and its "step x of y" show, in order. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen = { progress: [] as number[], steps: [] as string[] };
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    const read = () => {
      const bar = document.querySelector('[role="progressbar"][aria-valuenow]');
      const value = Number(bar?.getAttribute("aria-valuenow"));
      if (bar && seen.progress.at(-1) !== value) seen.progress.push(value);
      const step = /Paso \d+ de \d+/.exec(document.querySelector('[role="dialog"]')?.textContent ?? "")?.[0];
      if (step && seen.steps.at(-1) !== step) seen.steps.push(step);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  });
}
const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: { progress: number[]; steps: string[] } }).progressSeen);

/** Waits for the transaction dialog's success and closes it (the app then shows the activity). */
async function expectSuccess(page: Page, text: string) {
  const dialog = page.getByRole("dialog", { name: "Transacción confirmada" });
  await expect(dialog).toBeVisible({ timeout: 45_000 });
  await expect(dialog.getByRole("status").first()).toContainText(text);
  return dialog;
}

/** The deposit in `symbol`'s market at `blockNumber`, as the chain computes it (accrued to that block). */
const depositAt = (chain: ChainClient, symbol: string, owner: Address, blockNumber: bigint) =>
  chain.readContract({
    address: deployedMarket(symbol).address,
    abi: marketReadAbi,
    functionName: "balanceOfUnderlying",
    args: [owner],
    blockNumber,
  });

/** A displayed Spanish amount ("1.234,5678 DOC") in base units. */
const shownAmount = (text: string, decimals = 18) =>
  parseUnits(
    text
      .replace(/\s*[A-Za-z]+$/, "")
      .replaceAll(".", "")
      .replace(",", "."),
    decimals,
  );
/** Truncated to `places` decimals, as the screen shows amounts. */
const truncate = (value: bigint, places: number) => (value / 10n ** BigInt(18 - places)) * 10n ** BigInt(18 - places);

test("a fresh address connects, accepts the terms and deposits DOC after the three authorisations", async ({
  page,
  stack,
  wallet,
  faucet,
  chain,
}) => {
  test.setTimeout(120_000);
  await faucet.drip(wallet.address);
  await connectAndOpen(page, stack.webUrl, wallet.address);

  // The terms dialog comes after the 3 s terms check: both boxes, then accept (the wallet signs).
  const terms = page.getByRole("dialog", { name: "Términos y condiciones" });
  await expect(terms).toBeVisible({ timeout: 30_000 });
  await terms.getByRole("checkbox", { name: "Leí y acepto los términos y condiciones" }).check();
  await terms.getByRole("checkbox", { name: "Leí y acepto la política de privacidad" }).check();
  await terms.getByRole("button", { name: "Aceptar y firmar" }).click();
  await expect(terms).toBeHidden();

  // The dashboard of an address without positions.
  await expect(page.getByText("Aún no tienes depósitos.")).toBeVisible();
  await page.goto(`${stack.webUrl}/deposits/kdoc`);
  await expect(page.getByRole("heading", { level: 1, name: "Depositar DOC" })).toBeVisible();
  await expect(page.getByTestId("limit-wallet")).toContainText("10.000 DOC");
  await typeAmount(page, "100");
  await expect(page.getByTestId("calculator-interest")).not.toHaveText("0 DOC");
  await shot(page, "form");

  await page.getByRole("button", { name: "Depositar" }).click();
  const authorisations = page.getByRole("dialog", { name: "Antes de tu primer depósito" });
  await expect(authorisations).toContainText("Autorizo depositar 100 DOC en el mercado kDOC.");
  const accept = authorisations.getByRole("button", { name: "Continuar" });
  for (const box of await authorisations.getByRole("checkbox").all()) {
    await expect(accept).toBeDisabled();
    await box.check();
  }
  await recordProgress(page);
  await accept.click();

  // enterMarkets, approve, mint: three transactions, the progress moving up to the success.
  const success = await expectSuccess(page, "Depositaste 100 DOC.");
  const seen = await progressSeen(page);
  expect(seen.progress[0]).toBe(10);
  expect(seen.progress).toEqual([...seen.progress].sort((a, b) => a - b));
  expect(seen.progress).toContain(80);
  // No count while the plan is made (never a "Paso 1 de 1" that turns into "1 de 3"), then the plan's three steps.
  expect(seen.steps).toEqual(["Paso 1 de 3", "Paso 2 de 3", "Paso 3 de 3"]);
  await shot(page, "success");
  const sent = wallet.requests.filter((r) => r.method === "eth_sendTransaction");
  expect(sent).toHaveLength(3);
  await success.getByRole("button", { name: "Ver mi actividad" }).click();

  const head = await chain.getBlockNumber();
  const deposited = await depositAt(chain, "kDOC", wallet.address, head);
  // Minting rounds tokens down: the deposit is 100 DOC within a wei of rounding, plus the interest since.
  expect(deposited).toBeGreaterThan(parseUnits("99.999999", 18));
  expect(deposited).toBeLessThan(parseUnits("100.001", 18));
});

test("the dashboard shows the deposit as the chain holds it, ticking with the interest", async ({
  page,
  stack,
  wallet,
  chain,
}) => {
  await connectAndOpen(page, stack.webUrl, wallet.address);
  const row = page.getByTestId("deposits-row-kdoc");
  await expect(row).toBeVisible();
  await expect(row.getByRole("link", { name: "Retirar DOC" })).toHaveAttribute("href", "/deposits/kdoc/withdraw");
  await expect(page.getByTestId("total-deposits")).toContainText("USD");
  await shot(page, "dashboard");

  // The figure and the block it is computed at, read together: it lies between the chain's value at that
  // block and at the next (the ticker moves between them), both as the screen truncates them.
  const [text, block] = await page.evaluate(() => [
    document.querySelector('[data-testid="deposits-amount-kdoc"]')?.textContent ?? "",
    document.querySelector('[data-testid="dashboard-block"]')?.getAttribute("data-block") ?? "",
  ]);
  const shown = shownAmount(text);
  const blockNumber = BigInt(block);
  // The ticker never runs ahead of the chain: the next block may not be mined yet.
  await expect.poll(() => chain.getBlockNumber(), { timeout: 30_000 }).toBeGreaterThan(blockNumber);
  const low = await depositAt(chain, "kDOC", wallet.address, blockNumber - 1n);
  const high = await depositAt(chain, "kDOC", wallet.address, blockNumber + 1n);
  expect(shown).toBeGreaterThanOrEqual(truncate(low, 4));
  expect(shown).toBeLessThanOrEqual(truncate(high, 4));
});

test("withdraws part of the deposit, then the maximum", async ({ page, stack, wallet, chain }) => {
  test.setTimeout(120_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, "/deposits/kdoc/withdraw");
  await expect(page.getByRole("heading", { level: 1, name: "Retirar DOC" })).toBeVisible();
  await typeAmount(page, "40,5");
  await page.getByRole("button", { name: "Retirar" }).click();
  let success = await expectSuccess(page, "Retiraste 40,5 DOC.");
  await success.getByRole("button", { name: "Ver mi actividad" }).click();

  const afterPartial = await depositAt(chain, "kDOC", wallet.address, await chain.getBlockNumber());
  expect(afterPartial).toBeGreaterThan(parseUnits("59.49", 18));
  expect(afterPartial).toBeLessThan(parseUnits("59.51", 18));

  await page.goto(`${stack.webUrl}/deposits/kdoc/withdraw`);
  await expect(page.getByTestId("limit-withdrawable")).toContainText("59,");
  await page.getByRole("button", { name: "Máx.: usar el máximo de DOC" }).click();
  await expect(page.getByRole("textbox", { name: "Monto" })).toHaveValue(/^59,(49|5)/);
  await page.getByRole("button", { name: "Retirar" }).click();
  success = await expectSuccess(page, "Retiraste 59,");
  await success.getByRole("button", { name: "Ver mi actividad" }).click();

  // The maximum redeems every token: nothing is left.
  const tokens = await chain.readContract({
    address: deployedMarket("kDOC").address,
    abi: marketReadAbi,
    functionName: "balanceOf",
    args: [wallet.address],
  });
  expect(tokens).toBe(0n);
});

test("deposits native RBTC in the standard market", async ({ page, stack, wallet, chain }) => {
  test.setTimeout(90_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, "/deposits/krbtc");
  await expect(page.getByRole("radio", { name: /Estándar · kRBTC/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Microahorro · kSAT.*Hasta 0,025 RBTC por usuario/ })).toBeVisible();
  await typeAmount(page, "0,01");
  await page.getByRole("button", { name: "Depositar" }).click();
  // The address has used the protocol: no authorisations this time, one transaction (no approval).
  const before = wallet.requests.filter((r) => r.method === "eth_sendTransaction").length;
  const success = await expectSuccess(page, "Depositaste 0,01 RBTC.");
  expect(wallet.requests.filter((r) => r.method === "eth_sendTransaction").length - before).toBe(1);
  await success.getByRole("button", { name: "Ver mi actividad" }).click();
  const deposited = await depositAt(chain, "kRBTC", wallet.address, await chain.getBlockNumber());
  expect(deposited).toBeGreaterThanOrEqual(parseUnits("0.009999999", 18));
});

test("says why a micro-savings deposit under 0.0004 RBTC is refused", async ({ page, stack, wallet }) => {
  await connectAndOpen(page, stack.webUrl, wallet.address, "/deposits/ksat");
  await expect(page.getByRole("radio", { name: /Microahorro · kSAT/ })).toBeChecked();
  await typeAmount(page, "0,0001");
  await expect(page.getByRole("button", { name: "Monto inválido" })).toBeDisabled();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("El depósito mínimo es de 0,0004 rBTC.");
  await expect(alert).toContainText("Mínimo: 0,0004 RBTC");
  await shot(page, "validation");
});

test("a signature refused in the wallet shows the refusal, without a support link", async ({ page, stack, wallet }) => {
  await connectAndOpen(page, stack.webUrl, wallet.address, "/deposits/kdoc");
  await typeAmount(page, "5");
  wallet.rejectNext("eth_sendTransaction");
  await page.getByRole("button", { name: "Depositar" }).click();
  const dialog = page.getByRole("dialog", { name: "Depósito" });
  await expect(dialog.getByText("Cancelaste la transacción en tu billetera.")).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole("link", { name: "Contactar a soporte" })).toHaveCount(0);
  await shot(page, "rejected");
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();
});
