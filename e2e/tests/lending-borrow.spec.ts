// The borrow page (/borrows/:id, repay child) against the whole local stack, with an address nobody has
// used: connect, accept the terms, deposit rBTC as collateral, borrow DOC (the debt on screen is the
// chain's at the block shown), repay part, repay everything with Max (the full-repay marker), the "deposit
// then borrow" box, a borrow that passes every check of the screen but reverts on chain (the admin lowers
// the market's borrow cap between the app's simulation and the wallet's signature) with its decoded reason,
// a loan the comptroller's pre-check refuses (RBTC falls as the app simulates it: C5, nothing sent), and
// adding DOC to the wallet. The tests run in order and share the address; the phone test (@mobile)
// reads a seeded demo account instead, whose limits are long amounts.
import path from "node:path";
import type { Page, Route } from "@playwright/test";
import {
  createWalletClient,
  decodeFunctionData,
  formatEther,
  http,
  maxUint256,
  parseUnits,
  type Address,
  type Hex,
} from "viem";
import { generatePrivateKey } from "viem/accounts";
import { MOBILE_VIEWPORT, expect, hardhatAccount, test, type TestWallet } from "../fixtures";
import { OUTPUT_DIR } from "../global/paths";
import {
  acceptTermsOnServer,
  boxesOverlap,
  connectTestWallet,
  elementsOutsideViewport,
  connectAndOpen,
} from "../support/app";
import { localChain, type ChainClient } from "../support/chain-client";
import { deployedMarket, deployment } from "../support/local-deployment";
import { expectTransactionSuccess, marketReadAbi, simulatesCall } from "../support/lending";
import { oraclePrice, setPrice } from "../support/local-tools";

const kDOC = deployedMarket("kDOC");
const kRBTC = deployedMarket("kRBTC");

/** What the tests read and write of the protocol: Compound's names. */
const abi = [
  ...marketReadAbi,
  {
    type: "function",
    name: "repayBorrow",
    stateMutability: "nonpayable",
    inputs: [{ name: "repayAmount", type: "uint256" }],
    outputs: [{ type: "uint256" }],
  },
  {
    type: "function",
    name: "borrow",
    stateMutability: "nonpayable",
    inputs: [{ name: "borrowAmount", type: "uint256" }],
    outputs: [{ type: "uint256" }],
  },
  {
    type: "function",
    name: "_setMarketBorrowCaps",
    stateMutability: "nonpayable",
    inputs: [
      { name: "cTokens", type: "address[]" },
      { name: "newBorrowCaps", type: "uint256[]" },
    ],
    outputs: [],
  },
] as const;

const SCREENSHOTS = path.join(OUTPUT_DIR, "screenshots");
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `lending-borrow-${name}.png`), fullPage: true });

/** One address for the whole file, funded once by the faucet. */
const ACCOUNT_KEY = generatePrivateKey();
test.use({ walletOptions: { account: ACCOUNT_KEY } });
test.describe.configure({ mode: "serial" });

/** Records every value the transaction dialog's progress bar shows, in order. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const read = () => {
      const bar = document.querySelector('[role="progressbar"][aria-valuenow]');
      const value = Number(bar?.getAttribute("aria-valuenow"));
      if (bar && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  });
}
const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);

/** The debt the page shows: its exact value (the <data> element) and the block it is from. */
async function shownDebt(page: Page): Promise<{ value: bigint; block: bigint; text: string }> {
  const debt = page.getByTestId("debt");
  await expect(debt).toBeVisible();
  const [value, block, text] = await Promise.all([
    debt.getAttribute("value"),
    debt.getAttribute("data-block"),
    debt.textContent(),
  ]);
  return { value: BigInt(value ?? "-1"), block: BigInt(block ?? "-1"), text: text ?? "" };
}

const borrowBalanceAt = (chain: ChainClient, owner: Address, blockNumber?: bigint) =>
  chain.readContract({ address: kDOC.address, abi, functionName: "borrowBalanceStored", args: [owner], blockNumber });

/** The page's debt equals borrowBalanceStored at the block it was read at. */
async function expectDebtOnScreenMatchesChain(page: Page, chain: ChainClient, owner: Address, expected?: bigint) {
  const shown = await shownDebt(page);
  expect(shown.value).toBe(await borrowBalanceAt(chain, owner, shown.block));
  if (expected !== undefined) expect(shown.value).toBe(expected);
  return shown;
}

/** The transactions the app asked the wallet to send, decoded against the market's functions. */
function sentCalls(wallet: TestWallet) {
  return wallet.requests
    .filter((r) => r.method === "eth_sendTransaction")
    .map((r) => r.params[0] as { to: Address; data?: Hex; value?: Hex });
}

/** The status of the account's latest transaction to kDOC among the last blocks. */
async function lastBorrowStatus(chain: ChainClient, from: Address): Promise<string | undefined> {
  const head = await chain.getBlockNumber();
  for (let n = head; n > head - 10n && n > 0n; n--) {
    const block = await chain.getBlock({ blockNumber: n, includeTransactions: true });
    const tx = block.transactions.find(
      (t) => t.from.toLowerCase() === from.toLowerCase() && t.to?.toLowerCase() === kDOC.address,
    );
    if (tx) return (await chain.getTransactionReceipt({ hash: tx.hash })).status;
  }
  return undefined;
}

test("a fresh address deposits rBTC as collateral, then borrows DOC: the debt on screen is the chain's", async ({
  page,
  stack,
  wallet,
  faucet,
  chain,
}) => {
  test.setTimeout(180_000);
  await faucet.drip(wallet.address);
  await connectAndOpen(page, stack.webUrl, wallet.address, "/home");

  // The terms dialog comes after the 3 s terms check that follows the connection.
  const terms = page.getByRole("dialog", { name: "Términos y condiciones" });
  await expect(terms).toBeVisible({ timeout: 20_000 });
  await terms.getByRole("checkbox", { name: "Leí y acepto los términos y condiciones" }).check();
  await terms.getByRole("checkbox", { name: "Leí y acepto la política de privacidad" }).check();
  await terms.getByRole("button", { name: "Aceptar y firmar" }).click();
  await expect(terms).toBeHidden();

  // Before any deposit the borrow page says why no loan is possible.
  await page.goto(`${stack.webUrl}/borrows/kdoc`);
  await expect(page.getByRole("heading", { level: 1, name: "Pedir prestado DOC" })).toBeVisible();
  const loanForm = page.getByRole("form", { name: "Pedir prestado DOC" });
  await expect(loanForm.getByRole("button", { name: "Sin depósitos" })).toBeDisabled();

  // Collateral: 0.05 rBTC in the standard market, through the deposit page (first-deposit authorisations).
  await page.goto(`${stack.webUrl}/deposits/krbtc`);
  await page.getByRole("textbox", { name: "Monto" }).fill("0,05");
  await page.getByRole("button", { name: "Depositar" }).click();
  const authorisations = page.getByRole("dialog", { name: "Antes de tu primer depósito" });
  for (const box of await authorisations.getByRole("checkbox").all()) await box.check();
  await authorisations.getByRole("button", { name: "Continuar" }).click();
  let success = await expectTransactionSuccess(page, "Depositaste 0,05 RBTC.");
  await success.getByRole("button", { name: "Ver mi actividad" }).click();

  await page.goto(`${stack.webUrl}/borrows/kdoc`);
  await expect(loanForm).toBeVisible();
  await expect(page.getByTestId("debt")).toHaveText("0 DOC");
  // 85 % of the collateral's liquidity, in DOC.
  await expect(page.getByTestId("limit-max-borrow")).toContainText("85 % de la liquidez de tu garantía");
  await expect(page.getByTestId("risk-level-now")).toHaveText("Sin riesgo");
  await loanForm.getByRole("textbox", { name: "Monto a pedir prestado" }).fill("500");
  await expect(page.getByTestId("risk-level-after")).not.toHaveText("Sin riesgo");
  await expect(page.getByTestId("calculator-interest")).not.toHaveText("0 DOC");
  await expect(page.getByTestId("liquidation-price-after-RBTC")).toContainText("USD");
  await shot(page, "form");

  await recordProgress(page);
  await loanForm.getByRole("button", { name: "Pedir prestado" }).click();
  success = await expectTransactionSuccess(page, "Recibiste un préstamo de 500 DOC.");
  const seen = await progressSeen(page);
  expect(seen[0]).toBe(10);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  // 10 at the start, 80 once signed and sent, 100 when confirmed (then the success replaces the bar).
  expect(seen).toContain(80);
  expect(seen.at(-1)).toBe(100);
  await shot(page, "borrowed");
  const [borrowCall] = sentCalls(wallet).slice(-1);
  expect(borrowCall?.to.toLowerCase()).toBe(kDOC.address);
  expect(decodeFunctionData({ abi, data: borrowCall?.data ?? "0x" })).toEqual({
    functionName: "borrow",
    args: [parseUnits("500", 18)],
  });
  await success.getByRole("button", { name: "Ver mi actividad" }).click();

  await page.goto(`${stack.webUrl}/borrows/kdoc`);
  const shown = await expectDebtOnScreenMatchesChain(page, chain, wallet.address);
  expect(shown.value).toBeGreaterThanOrEqual(parseUnits("500", 18));
  expect(shown.text).toMatch(/^500(,\d+)? DOC$/);
});

test("repays part of the debt, then all of it with Max (the full-repay marker): 0 on chain", async ({
  page,
  stack,
  wallet,
  chain,
}) => {
  test.setTimeout(180_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, "/borrows/kdoc/repay");
  await expect(page.getByRole("heading", { level: 1, name: "Pagar DOC" })).toBeVisible();
  const form = page.getByRole("form", { name: "Pagar DOC" });
  const before = await expectDebtOnScreenMatchesChain(page, chain, wallet.address);
  await expect(page.getByTestId("deposit-rule")).toContainText("(T12)");

  // More than owed: T17.
  await form.getByRole("textbox", { name: "Monto a pagar" }).fill("600");
  await expect(form.getByRole("button", { name: "Límite alcanzado" })).toBeDisabled();
  await expect(form.getByRole("alert")).toContainText("No puedes pagar más de lo que debes.");

  await form.getByRole("textbox", { name: "Monto a pagar" }).fill("200");
  await expect(page.getByTestId("partial-repay")).toContainText("seguirás debiendo");
  await form.getByRole("button", { name: "Pagar" }).click();
  let success = await expectTransactionSuccess(page, "Pagaste 200 DOC.");
  const partial = sentCalls(wallet).at(-1);
  expect(decodeFunctionData({ abi, data: partial?.data ?? "0x" })).toEqual({
    functionName: "repayBorrow",
    args: [parseUnits("200", 18)],
  });
  await success.getByRole("button", { name: "Ver mi actividad" }).click();

  await page.goto(`${stack.webUrl}/borrows/kdoc/repay`);
  const after = await expectDebtOnScreenMatchesChain(page, chain, wallet.address);
  // 200 less, plus the interest of the blocks in between (a few wei of DOC).
  expect(after.value).toBeGreaterThanOrEqual(before.value - parseUnits("200", 18));
  expect(after.value).toBeLessThan(before.value - parseUnits("199.99", 18));

  await form.getByRole("button", { name: "Máx.: usar el máximo de DOC" }).click();
  await expect(page.getByTestId("full-repay")).toContainText("Pagarás toda tu deuda");
  await shot(page, "repay-max");
  await form.getByRole("button", { name: "Pagar" }).click();
  success = await expectTransactionSuccess(page, "Pagaste toda tu deuda de DOC.");
  const full = sentCalls(wallet).at(-1);
  expect(decodeFunctionData({ abi, data: full?.data ?? "0x" })).toEqual({
    functionName: "repayBorrow",
    args: [maxUint256],
  });
  await success.getByRole("button", { name: "Ver mi actividad" }).click();
  expect(await borrowBalanceAt(chain, wallet.address)).toBe(0n);

  await page.goto(`${stack.webUrl}/borrows/kdoc/repay`);
  await expectDebtOnScreenMatchesChain(page, chain, wallet.address, 0n);
  await expect(page.getByRole("form", { name: "Pagar DOC" }).getByRole("button", { name: "Sin deuda" })).toBeDisabled();
});

test("the action box deposits the collateral the loan lacks, then borrows", async ({ page, stack, wallet, chain }) => {
  test.setTimeout(180_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, "/borrows/kdoc");
  const loanForm = page.getByRole("form", { name: "Pedir prestado DOC" });
  const box = page.getByRole("form", { name: "Depositar y pedir prestado" });
  await expect(page.getByTestId("debt")).toHaveText("0 DOC");

  // Twice the most the collateral allows: the plain borrow refuses, the box offers the deposit.
  const maxText = (await page.getByTestId("limit-max-borrow").locator("dd").textContent()) ?? "";
  const max = Number(maxText.replace(/[^\d,]/g, "").replace(",", "."));
  const loan = String(Math.ceil(max * 2));
  await loanForm.getByRole("textbox", { name: "Monto a pedir prestado" }).fill(loan);
  await expect(loanForm.getByRole("button", { name: "Límite alcanzado" })).toBeDisabled();
  await expect(box.getByRole("combobox", { name: "Mercado de la garantía" })).toContainText("RBTC");
  await expect(box.getByTestId("limit-collateral-needed")).toContainText("RBTC");
  await expect(box.getByText("Incluye un margen de seguridad del 4 %")).toBeVisible();
  await shot(page, "deposit-then-borrow");

  const collateralBefore = await chain.readContract({
    address: kRBTC.address,
    abi,
    functionName: "balanceOfUnderlying",
    args: [wallet.address],
  });
  const sentBefore = sentCalls(wallet).length;
  await box.getByRole("button", { name: "Depositar y pedir prestado" }).click();
  // The deposit's success, then the loan runs in the same dialog.
  await expectTransactionSuccess(page, /Recibiste un préstamo de [\d.]+ DOC\./);
  const calls = sentCalls(wallet).slice(sentBefore);
  expect(calls.map((c) => c.to.toLowerCase())).toEqual([kRBTC.address, kDOC.address]);
  expect(decodeFunctionData({ abi, data: calls[1]?.data ?? "0x" })).toEqual({
    functionName: "borrow",
    args: [parseUnits(loan, 18)],
  });
  const collateralAfter = await chain.readContract({
    address: kRBTC.address,
    abi,
    functionName: "balanceOfUnderlying",
    args: [wallet.address],
  });
  expect(collateralAfter - collateralBefore).toBeGreaterThanOrEqual(BigInt(calls[0]?.value ?? "0x0") - 10n ** 12n);
  expect(await borrowBalanceAt(chain, wallet.address)).toBeGreaterThanOrEqual(parseUnits(loan, 18));
  await page
    .getByRole("dialog", { name: "Transacción confirmada" })
    .getByRole("button", { name: "Ver mi actividad" })
    .click();
  await page.goto(`${stack.webUrl}/borrows/kdoc`);
  await expectDebtOnScreenMatchesChain(page, chain, wallet.address);
});

test("a borrow that reverts on chain after passing the screen's checks shows the decoded reason", async ({
  page,
  stack,
  wallet,
  chain,
}) => {
  test.setTimeout(120_000);
  const admin = createWalletClient({
    account: hardhatAccount(0),
    chain: localChain(stack.rpcUrl),
    transport: http(stack.rpcUrl),
  });
  const setBorrowCap = async (cap: bigint) => {
    const hash = await admin.writeContract({
      address: deployment.contracts.comptroller,
      abi,
      functionName: "_setMarketBorrowCaps",
      args: [[kDOC.address], [cap]],
    });
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe("success");
  };

  await connectAndOpen(page, stack.webUrl, wallet.address, "/borrows/kdoc");
  const loanForm = page.getByRole("form", { name: "Pedir prestado DOC" });
  await loanForm.getByRole("textbox", { name: "Monto a pedir prestado" }).fill("10");
  const button = loanForm.getByRole("button", { name: "Pedir prestado" });
  await expect(button).toBeEnabled();

  // When the app simulates the borrow (its last check before the wallet signs), the admin caps the market's
  // borrows at 1 wei: the simulation passes, the signed transaction is mined after the cap and reverts (C7).
  let capped = false;
  const capOnSimulation = async (route: Route) => {
    const simulatesBorrow = simulatesCall(route, kDOC.address, "borrow(uint256)", ["eth_call"]);
    const response = await route.fetch();
    if (simulatesBorrow && !capped) {
      capped = true;
      await setBorrowCap(1n);
    }
    await route.fulfill({ response });
  };
  await page.route("**/rpc", capOnSimulation);
  try {
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Préstamo" });
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("Error en la transacción", { timeout: 60_000 });
    await expect(alert).toContainText("Se alcanzó el límite de préstamos de este mercado.");
    await expect(alert).toContainText("Intenta con un monto menor.");
    await expect(alert.getByRole("link", { name: "Contactar a soporte" })).toBeVisible();
    await shot(page, "reverted");
    expect(capped).toBe(true);
    // The wallet signed it and the chain mined it, reverted (the local node also answers the send with the
    // revert, so the dialog may have no hash: the reason is decoded from that answer).
    expect(await lastBorrowStatus(chain, wallet.address)).toBe("reverted");
  } finally {
    await page.unroute("**/rpc", capOnSimulation);
    if (capped) await setBorrowCap(0n);
  }
});

test("a loan the comptroller refuses in the app's last check names the reason (C5), and nothing is sent", async ({
  page,
  stack,
  wallet,
  chain,
}) => {
  test.setTimeout(120_000);
  const priceBefore = await oraclePrice(chain, kRBTC.address);
  await connectAndOpen(page, stack.webUrl, wallet.address, "/borrows/kdoc");
  const loanForm = page.getByRole("form", { name: "Pedir prestado DOC" });
  await loanForm.getByRole("textbox", { name: "Monto a pedir prestado" }).fill("10");
  const button = loanForm.getByRole("button", { name: "Pedir prestado" });
  await expect(button).toBeEnabled();

  // Just before the app simulates the loan, RBTC loses 90 %: the rBTC collateral no longer covers the debt,
  // and the comptroller's pre-check refuses the loan (C5) before the wallet is asked anything.
  // Every matching request waits for the one move (a retried simulation too: under load the first may time out
  // in the app while the price command runs, and an unheld retry would then see the old price).
  let moving: Promise<void> | undefined;
  const dropOnSimulation = async (route: Route) => {
    if (simulatesCall(route, kDOC.address, "borrow(uint256)")) {
      moving ??= setPrice(stack.rpcUrl, "RBTC", "-90%");
      await moving;
    }
    await route.continue();
  };
  const sentBefore = sentCalls(wallet).length;
  await page.route("**/rpc", dropOnSimulation);
  try {
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Préstamo" });
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText(
      "Liquidez insuficiente: la operación dejaría tu cuenta sin garantía suficiente.",
      { timeout: 60_000 },
    );
    await expect(alert).toContainText("Deposita más garantía o usa un monto menor.");
    await shot(page, "refused-c5");
    expect(moving).toBeDefined();
    expect(sentCalls(wallet)).toHaveLength(sentBefore);
    await dialog.getByRole("button", { name: "Cerrar" }).click();
  } finally {
    await page.unroute("**/rpc", dropOnSimulation);
    // Back to where it was, for kRBTC and kSAT alike (an 18-decimal underlying: the price is USD × 1e18).
    if (moving) await setPrice(stack.rpcUrl, "RBTC", formatEther(priceBefore));
  }
  expect(await oraclePrice(chain, kRBTC.address)).toBe(priceBefore);
});

test("adds DOC to the wallet's token list from the borrow page", async ({ page, stack, wallet }) => {
  await connectAndOpen(page, stack.webUrl, wallet.address, "/borrows/kdoc");
  const [request] = await Promise.all([
    wallet.waitForRequest("wallet_watchAsset"),
    page.getByRole("button", { name: "Agregar DOC a tu billetera" }).click(),
  ]);
  // EIP-747 passes one object (the test wallet's provider wraps it in the params list).
  const [params] = request.params as [{ type: string; options: { address: string; symbol: string; decimals: number } }];
  expect(params?.type).toBe("ERC20");
  expect({ ...params?.options, address: params?.options.address.toLowerCase() }).toEqual({
    address: kDOC.underlying,
    symbol: "DOC",
    decimals: 18,
  });
  await expect(page.getByText("Tu billetera ya muestra DOC.")).toBeVisible();
});

/** Controls the accessibility tree announces without a name (as in accessibility.spec.ts). */
async function unnamedControls(page: Page): Promise<string[]> {
  const roles = ["button", "link", "textbox", "checkbox", "radio", "combobox", "listbox", "option", "menuitem", "tab"];
  const unnamed = new RegExp(`^\\s*- (${roles.join("|")})(?=$|:| \\[)`);
  const lines = (await page.locator("body").ariaSnapshot()).split("\n");
  return lines.filter((line) => unnamed.test(line)).map((line) => line.trim());
}

test("every control of the borrow, repay and send pages has an accessible name", async ({ page, stack, wallet }) => {
  await connectAndOpen(page, stack.webUrl, wallet.address, "/borrows/kdoc");
  await page.getByRole("textbox", { name: "Monto a pedir prestado" }).fill("100000");
  await expect(page.getByTestId("risk-level-after")).toBeVisible();
  expect(await unnamedControls(page), "/borrows/kdoc").toEqual([]);
  await page.getByRole("combobox", { name: "Mercado de la garantía" }).click();
  await expect(page.getByRole("listbox")).toBeVisible();
  expect(await unnamedControls(page), "the collateral list").toEqual([]);
  await page.keyboard.press("Escape");
  for (const route of ["/borrows/kdoc/repay", "/home/send", "/home/sendWallet", "/home/qr"]) {
    await page.goto(`${stack.webUrl}${route}`);
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await unnamedControls(page), route).toEqual([]);
  }
});

test.describe("on a phone", () => {
  // Hardhat's demo account 1 (seeded: rBTC in kRBTC and in kSAT, a USDRIF debt; terms accepted here): its
  // limits are long amounts, as on the README's screenshot of /borrows/kusdrif. The test only reads.
  test.use({ walletOptions: { account: 1 } });

  test("the borrow and repay pages fit a 360 px phone @mobile", async ({ page, stack, wallet, api }) => {
    await acceptTermsOnServer(api, wallet.account);
    await page.goto(`${stack.webUrl}/home`);
    await connectTestWallet(page, wallet.address);
    for (const route of ["/borrows/kdoc", "/borrows/kdoc/repay", "/borrows/kusdrif", "/home/sendWallet"]) {
      await page.goto(`${stack.webUrl}${route}`);
      await expect(page.getByTestId(route === "/home/sendWallet" ? "send-balance" : "debt")).toBeVisible();
      const width = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
      expect(width, `${route} scrolls sideways`).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    }

    await page.goto(`${stack.webUrl}/borrows/kusdrif`);
    const form = page.getByRole("form", { name: "Pedir prestado USDRIF" });
    const amount = form.getByRole("textbox", { name: "Monto a pedir prestado" });
    const label = form.locator("label", { hasText: "Monto a pedir prestado" });
    const unit = form.getByTestId("amount-unit");
    const maxButton = form.getByRole("button", { name: "Máx.: usar el máximo de USDRIF" });
    await expect(page.getByTestId("limit-max-borrow").locator("dd")).toContainText("USDRIF");
    // The field's label never runs under its unit or the Max button, empty or typed in.
    for (const text of ["", "100"]) {
      await amount.fill(text);
      expect(await boxesOverlap(label, unit), `the label over the unit (field "${text}")`).toBe(false);
      expect(await boxesOverlap(label, maxButton), `the label over Max (field "${text}")`).toBe(false);
    }
    // Nothing of the form sticks out of the screen, and a limit's label keeps at least half the row: its
    // amount wraps under it instead of squeezing it into a column of one word per line.
    expect(await elementsOutsideViewport(form)).toEqual([]);
    for (const row of await form.locator('[data-testid^="limit-"]').all()) {
      const [rowBox, labelBox] = await Promise.all([row.boundingBox(), row.locator("dt").boundingBox()]);
      expect(labelBox?.width ?? 0, `${await row.getAttribute("data-testid")}'s label`).toBeGreaterThanOrEqual(
        (rowBox?.width ?? 0) / 2,
      );
    }
    // One liquidation price per asset: the rBTC of kRBTC and kSAT counts together (lending-engine §2).
    await expect(page.getByTestId("liquidation-price-now-RBTC")).toHaveCount(1);
    await expect(page.getByTestId("liquidation-price-after-RBTC")).toHaveCount(1);
    await shot(page, "mobile");
  });
});
