// The web app on the Tropykus-shaped contracts (the protocol live on Rootstock; `npm start -- --protocol
// tropykus`), as a new user meets it with an address nobody has used: the markets and the seed's figures, a
// first DOC deposit and its activity (Tropykus' event layout, indexed), an rBTC loan against it repaid in
// full, a loan the chain refuses after every check of the screen (the comptroller's error code, read as C5
// and translated, nothing sent), a market whose Money-on-Chain price expires and comes back, and the
// deposit withdrawn in two steps. The tests run in order and share the address.
import path from "node:path";
import type { Page, Route } from "@playwright/test";
import { formatEther, parseUnits, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { expect, test } from "../fixtures";
import { OUTPUT_DIR } from "../global/paths";
import { acceptTermsOnServer, connectAndOpen, elementsOutsideViewport } from "../support/app";
import type { ChainClient } from "../support/chain-client";
import { deployedMarket, localDeployment } from "../support/local-deployment";
import { expectTransactionSuccess, marketReadAbi, simulatesCall } from "../support/lending";
import { oraclePrice, setPrice } from "../support/local-tools";

const tropykus = localDeployment("tropykus");
const kDOC = deployedMarket("kDOC", tropykus);
const kRBTC = deployedMarket("kRBTC", tropykus);
const kBPRO = deployedMarket("kBPRO", tropykus);

const abi = marketReadAbi;

const SCREENSHOTS = path.join(OUTPUT_DIR, "screenshots");
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `tropykus-${name}.png`), fullPage: true });

const ACCOUNT_KEY = generatePrivateKey();
test.use({ walletOptions: { account: ACCOUNT_KEY } });
test.describe.configure({ mode: "serial" });

const read = (
  chain: ChainClient,
  market: Address,
  functionName: "balanceOfUnderlying" | "borrowBalanceStored",
  owner: Address,
) => chain.readContract({ address: market, abi, functionName, args: [owner] });
const tropykusPrice = (chain: ChainClient, market: Address) => oraclePrice(chain, market, tropykus.contracts.oracle);
const sends = (requests: readonly { method: string }[]) =>
  requests.filter((r) => r.method === "eth_sendTransaction").length;
/** A market's row of the /markets table. */
const marketRow = (page: Page, symbol: string) =>
  page
    .getByTestId("markets-table")
    .getByRole("row")
    .filter({ has: page.getByText(symbol, { exact: true }) });

test("the markets page lists the Tropykus-shaped markets with the seed's deposits and loans", async ({
  page,
  stack,
  chain,
}) => {
  await page.goto(`${stack.webUrl}/markets`);
  for (const symbol of Object.keys(tropykus.markets)) await expect(marketRow(page, symbol)).toHaveCount(1);
  // The seed: 50,000 DOC deposited in kDOC (at 1 USD), 1,000 DOC borrowed from it (plus the interest since).
  const row = marketRow(page, "kDOC");
  await expect(row).toContainText(/1\.000,\d\d USD/);
  const [supply, rate] = await Promise.all([
    chain.readContract({ address: kDOC.address, abi, functionName: "totalSupply" }),
    chain.readContract({ address: kDOC.address, abi, functionName: "exchangeRateStored" }),
  ]);
  const depositsUsd = (supply * rate) / 10n ** 36n; // whole USD, as the table shows sizes past 10,000
  expect(depositsUsd).toBeGreaterThanOrEqual(50_000n);
  await expect(row).toContainText(`${depositsUsd.toLocaleString("de-DE")} USD`);
  await expect(page.getByText("no está disponible")).toHaveCount(0);
  // kSAT's Hurricane model publishes no base rate or multiplier: none is shown (not 0 %), nor a curve.
  const ksat = page.getByTestId("market-parameters-ksat");
  await expect(ksat.getByRole("cell")).toHaveText([/%$/, /%$/, "No tiene", "No tiene", "No tiene", "No tiene"]);
  await page.getByLabel("Mercado de los gráficos").selectOption("ksat");
  await expect(page.getByTestId("utilization-unpublished")).toContainText(
    /El modelo de tasas de kSAT no publica sus parámetros.*Hoy: depósito \d+,\d\d\s%, préstamo \d+,\d\d\s%/,
  );
  await shot(page, "markets");
});

test("a fresh address deposits DOC after the three authorisations; its activity shows it", async ({
  page,
  stack,
  wallet,
  faucet,
  chain,
}) => {
  test.setTimeout(120_000);
  await faucet.drip(wallet.address);
  await connectAndOpen(page, stack.webUrl, wallet.address);
  const terms = page.getByRole("dialog", { name: "Términos y condiciones" });
  await expect(terms).toBeVisible({ timeout: 30_000 });
  await terms.getByRole("checkbox", { name: "Leí y acepto los términos y condiciones" }).check();
  await terms.getByRole("checkbox", { name: "Leí y acepto la política de privacidad" }).check();
  await terms.getByRole("button", { name: "Aceptar y firmar" }).click();
  await expect(terms).toBeHidden();

  await page.goto(`${stack.webUrl}/deposits/kdoc`);
  await expect(page.getByTestId("limit-wallet")).toContainText("10.000 DOC");
  await page.getByRole("textbox", { name: "Monto" }).fill("100");
  await page.getByRole("button", { name: "Depositar" }).click();
  const authorisations = page.getByRole("dialog", { name: "Antes de tu primer depósito" });
  for (const box of await authorisations.getByRole("checkbox").all()) await box.check();
  await authorisations.getByRole("button", { name: "Continuar" }).click();
  const success = await expectTransactionSuccess(page, "Depositaste 100 DOC.");
  // enterMarkets, approve, mint: each sent with the node's own gas estimate (a kDOC mint needs more than
  // our contracts' fixed limits), none refused.
  expect(sends(wallet.requests)).toBe(3);
  await success.getByRole("button", { name: "Ver mi actividad" }).click();

  const deposited = await read(chain, kDOC.address, "balanceOfUnderlying", wallet.address);
  expect(deposited).toBeGreaterThan(parseUnits("99.999999", 18));
  expect(deposited).toBeLessThan(parseUnits("100.001", 18));
  // The indexer decoded the Tropykus Mint (its minter indexed): the activity lists the deposit.
  await expect(page.getByRole("main")).toContainText("100 DOC", { timeout: 30_000 });
  // Counted once in the totals, without a reload (it showed 200 USD: the market listed twice).
  await expect(page.getByTestId("balance-total-deposits")).toContainText("100,00 USD");
  await shot(page, "activity");
});

test("borrows rBTC against the deposit, then repays all of it with Max: 0 on chain", async ({
  page,
  stack,
  wallet,
  chain,
}) => {
  test.setTimeout(180_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, "/borrows/krbtc");
  const loanForm = page.getByRole("form", { name: "Pedir prestado RBTC" });
  await expect(page.getByTestId("debt")).toHaveText("0 RBTC");
  await loanForm.getByRole("textbox", { name: "Monto a pedir prestado" }).fill("0,0002");
  await loanForm.getByRole("button", { name: "Pedir prestado" }).click();
  let success = await expectTransactionSuccess(page, "Recibiste un préstamo de 0,0002 RBTC.");
  await success.getByRole("button", { name: "Ver mi actividad" }).click();
  // The indexer decoded the Tropykus Borrow (its borrower indexed).
  await expect(page.getByRole("main")).toContainText("0,0002 RBTC", { timeout: 30_000 });
  await page.goto(`${stack.webUrl}/borrows/krbtc`);
  expect(await read(chain, kRBTC.address, "borrowBalanceStored", wallet.address)).toBeGreaterThanOrEqual(
    parseUnits("0.0002", 18),
  );
  // The debt on screen is the chain's at the block it shows, without a reload.
  const debt = page.getByTestId("debt");
  await expect(debt).not.toHaveText("0 RBTC");
  const [value, block] = await Promise.all([debt.getAttribute("value"), debt.getAttribute("data-block")]);
  expect(BigInt(value ?? "-1")).toBe(
    await chain.readContract({
      address: kRBTC.address,
      abi,
      functionName: "borrowBalanceStored",
      args: [wallet.address],
      blockNumber: BigInt(block ?? "0"),
    }),
  );

  await page.goto(`${stack.webUrl}/borrows/krbtc/repay`);
  const repayForm = page.getByRole("form", { name: "Pagar RBTC" });
  await repayForm.getByRole("button", { name: "Máx.: usar el máximo de RBTC" }).click();
  await repayForm.getByRole("button", { name: "Pagar" }).click();
  success = await expectTransactionSuccess(page, "Pagaste toda tu deuda de RBTC.");
  await success.getByRole("button", { name: "Ver mi actividad" }).click();
  expect(await read(chain, kRBTC.address, "borrowBalanceStored", wallet.address)).toBe(0n);
  await page.goto(`${stack.webUrl}/borrows/krbtc/repay`);
  await expect(repayForm.getByRole("button", { name: "Sin deuda" })).toBeDisabled();
});

test("a loan the comptroller refuses after the screen's checks says why (C5), and nothing is sent", async ({
  page,
  stack,
  wallet,
  chain,
}) => {
  test.setTimeout(120_000);
  const priceBefore = await tropykusPrice(chain, kRBTC.address);
  await connectAndOpen(page, stack.webUrl, wallet.address, "/borrows/krbtc");
  const loanForm = page.getByRole("form", { name: "Pedir prestado RBTC" });
  // 0.0006 RBTC (57 USD) is within the limit of 100 DOC at 0.8; at +50 % it is 85.5 USD, past the 80.
  await loanForm.getByRole("textbox", { name: "Monto a pedir prestado" }).fill("0,0006");
  const button = loanForm.getByRole("button", { name: "Pedir prestado" });
  await expect(button).toBeEnabled();

  // RBTC rises by half just before the app simulates the loan: the comptroller then refuses it with an
  // error code (Tropykus does not revert), which the app must read as the reason.
  // Every matching request waits for the one move (a retried simulation too: under load the first may time out
  // in the app while the price command runs, and an unheld retry would then see the old price).
  let moving: Promise<void> | undefined;
  const moveOnSimulation = async (route: Route) => {
    if (simulatesCall(route, kRBTC.address, "borrow(uint256)")) {
      moving ??= setPrice(stack.rpcUrl, "RBTC", "+50%");
      await moving;
    }
    await route.continue();
  };
  const sentBefore = sends(wallet.requests);
  await page.route("**/rpc", moveOnSimulation);
  try {
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Préstamo" });
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText(
      "Liquidez insuficiente: la operación dejaría tu cuenta sin garantía suficiente.",
      {
        timeout: 60_000,
      },
    );
    await shot(page, "refused-c5");
    expect(moving).toBeDefined();
    expect(sends(wallet.requests)).toBe(sentBefore);
    expect(await read(chain, kRBTC.address, "borrowBalanceStored", wallet.address)).toBe(0n);
    await dialog.getByRole("button", { name: "Cerrar" }).click();
  } finally {
    await page.unroute("**/rpc", moveOnSimulation);
    if (moving) await setPrice(stack.rpcUrl, "kRBTC", formatEther(priceBefore));
  }
  expect(await tropykusPrice(chain, kRBTC.address)).toBe(priceBefore);
});

test("a market whose price expires reads 'Sin precio' in every language and blocks loans with the reason (C6), until it has a price again", async ({
  page,
  stack,
  wallet,
  chain,
}) => {
  test.setTimeout(120_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, "/markets");
  const row = marketRow(page, "kBPRO");
  await expect(row).toContainText("USD");
  const bproPrice = formatEther(await tropykusPrice(chain, kBPRO.address));
  await setPrice(stack.rpcUrl, "kBPRO", "expire");
  try {
    // The markets are read on demand, not polled (DESIGN "Reads": no per-block polling): a user who opens the page sees it.
    await page.goto(`${stack.webUrl}/markets`);
    await expect(row).toContainText("Sin precio");
    await expect(marketRow(page, "kDOC")).toContainText(/\d USD/); // the other markets still read
    await shot(page, "expired-price");
    await page.getByRole("button", { name: "ES, idioma: Español. Cambiar a English" }).click();
    await expect(row).toContainText("No price");
    await page.getByRole("button", { name: "EN, language: English. Switch to Português" }).click();
    await expect(row).toContainText("Sem preço");
    await page.getByRole("button", { name: "PT, idioma: Português. Mudar para Español" }).click();
    await expect(row).toContainText("Sin precio");

    // The address entered every market with its first deposit (lending-engine §4), so the comptroller cannot
    // value it while one price is missing: a loan is refused before anything is sent, and the dialog says why.
    await page.goto(`${stack.webUrl}/borrows/krbtc`);
    const loanForm = page.getByRole("form", { name: "Pedir prestado RBTC" });
    await loanForm.getByRole("textbox", { name: "Monto a pedir prestado" }).fill("0,0001");
    const sentBefore = sends(wallet.requests);
    await loanForm.getByRole("button", { name: "Pedir prestado" }).click();
    const dialog = page.getByRole("dialog", { name: "Préstamo" });
    await expect(dialog.getByRole("alert")).toContainText(
      "El precio del oráculo no está disponible o está desactualizado.",
      {
        timeout: 60_000,
      },
    );
    expect(sends(wallet.requests)).toBe(sentBefore);
    await dialog.getByRole("button", { name: "Cerrar" }).click();
  } finally {
    await setPrice(stack.rpcUrl, "kBPRO", bproPrice);
  }
  await page.goto(`${stack.webUrl}/markets`);
  await expect(row).not.toContainText("Sin precio");
  await expect(row).toContainText(/\d USD/);
});

test("withdraws part of the deposit, then the maximum: no kDOC left on chain", async ({
  page,
  stack,
  wallet,
  chain,
}) => {
  test.setTimeout(120_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, "/deposits/kdoc/withdraw");
  await expect(page.getByRole("heading", { level: 1, name: "Retirar DOC" })).toBeVisible();
  await page.getByRole("textbox", { name: "Monto" }).fill("40,5");
  await page.getByRole("button", { name: "Retirar" }).click();
  let success = await expectTransactionSuccess(page, "Retiraste 40,5 DOC.");
  await success.getByRole("button", { name: "Ver mi actividad" }).click();
  const left = await read(chain, kDOC.address, "balanceOfUnderlying", wallet.address);
  expect(left).toBeGreaterThan(parseUnits("59.49", 18));
  expect(left).toBeLessThan(parseUnits("59.51", 18));

  await page.goto(`${stack.webUrl}/deposits/kdoc/withdraw`);
  await page.getByRole("button", { name: "Máx.: usar el máximo de DOC" }).click();
  await page.getByRole("button", { name: "Retirar" }).click();
  success = await expectTransactionSuccess(page, "Retiraste 59,");
  await success.getByRole("button", { name: "Ver mi actividad" }).click();
  expect(
    await chain.readContract({ address: kDOC.address, abi, functionName: "balanceOf", args: [wallet.address] }),
  ).toBe(0n);
});

test("@mobile at 360 px the markets page and a deposit page fit the screen", async ({ page, stack, wallet, api }) => {
  await acceptTermsOnServer(api, privateKeyToAccount(ACCOUNT_KEY));
  await connectAndOpen(page, stack.webUrl, wallet.address, "/markets");
  await expect(marketRow(page, "kRBTC")).toBeVisible();
  await page.goto(`${stack.webUrl}/deposits/kdoc`);
  await expect(page.getByRole("heading", { level: 1, name: "Depositar DOC" })).toBeVisible();
  expect(await elementsOutsideViewport(page.getByRole("main"))).toEqual([]);
  await shot(page, "deposit-360");
});
