// Token swaps on /trade-swaps against the whole local stack (lending-engine §4 "Swap via aggregator"): real
// trades on the local Uniswap pools, each checked on the chain, then in the swap history.
//
// 1. DOC → RBTC through Permit2: the approval (Permit2, maximum value), the permit signed in the wallet, the
//    Universal Router trade; exactly 100 DOC leave the wallet; the swap toast; the swap in /balance →
//    Exchanges, in the activity's exchanges and in the CSV as "Exchange".
// 2. RBTC → DOC: native in, no approval and no signature, one step; the value sent is the amount typed.
// 3. Exact out: 50 DOC typed in "Recibes" arrive exactly, the RBTC paid within the quote's maximum.
// 4. The permit refused in the wallet: the dialog says so, nothing is sent, no toast.
// The OpenOcean stand-in is put down in 1 and 4 so that Uniswap (the Permit2 path) answers alone; it is back
// up after each test.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { decodeFunctionData, erc20Abi, maxUint256, parseEther, type Address, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { activity } from "@ceiba/web/i18n/areas/activity";
import { balance } from "@ceiba/web/i18n/areas/balance";
import { toast } from "@ceiba/web/i18n/areas/toast";
import { translateError } from "@ceiba/core";
import { expect, test } from "../fixtures";
import { OUTPUT_DIR } from "../global/paths";
import { acceptTermsOnServer, connectAndOpen } from "../support/app";
import { deployedMarket } from "../support/local-deployment";
import {
  S,
  payField,
  pickToken,
  quoteRow,
  quotedProvider,
  receiveField,
  setOpenOceanMode,
  swapForm,
  uniswap,
} from "../support/swap";

const SCREENSHOTS = path.join(OUTPUT_DIR, "screenshots");
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `swap-${name}.png`), fullPage: true });

const DOC = (deployedMarket("kDOC").underlying ?? "") as Address;
const KEY = generatePrivateKey();
const me = privateKeyToAccount(KEY);
test.use({ walletOptions: { account: KEY } });
test.describe.configure({ mode: "serial" });

/** The transactions the wallet sent, in order: to, data and value as the page asked for them. */
function sentTransactions(requests: readonly { method: string; params: readonly unknown[] }[]) {
  return requests
    .filter((r) => r.method === "eth_sendTransaction")
    .map((r) => r.params[0] as { to: Address; data?: Hex; value?: Hex });
}

/**
 * Confirms the quote shown and waits for the transaction dialog's success; returns the trade's hash. `steps`:
 * the "step 1 of y" the dialog shows first.
 */
async function confirmSwap(page: Page, success: RegExp, steps?: number): Promise<Hex> {
  await swapForm(page).getByRole("button", { name: S.action.swap, exact: true }).click();
  const confirm = page.getByRole("dialog", { name: S.confirm.title });
  await expect(confirm.getByTestId("confirm-pay")).toBeVisible();
  await shot(page, "confirm");
  await confirm.getByRole("button", { name: S.confirm.accept }).click();
  if (steps !== undefined) await expect(page.getByText(`Paso 1 de ${steps}`)).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Transacción confirmada" });
  await expect(dialog.getByRole("status").first()).toContainText(success, { timeout: 90_000 });
  return (await dialog.locator("[title^='0x']").first().getAttribute("title")) as Hex;
}

test.beforeAll(async ({ faucet, api }) => {
  await faucet.drip(me.address);
  await acceptTermsOnServer(api, me);
});

test.afterEach(async ({ stack }) => {
  await setOpenOceanMode(stack, "ok");
});

test("DOC → RBTC through Permit2: approve Permit2 once, sign the permit, trade; then in the history and the CSV", async ({
  page,
  stack,
  wallet,
  chain,
  api,
}) => {
  test.setTimeout(180_000);
  await setOpenOceanMode(stack, "down");
  const docBefore = await chain.readContract({
    address: DOC,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [me.address],
  });
  const rbtcBefore = await chain.getBalance({ address: me.address });
  await connectAndOpen(page, stack.webUrl, wallet.address, "/trade-swaps");
  await pickToken(page, "in", "DOC");
  await pickToken(page, "out", "RBTC");
  await expect(page.getByTestId("swap-balance-in")).toHaveText(/10\.000 DOC/);
  await payField(page).fill("100");
  expect(await quotedProvider(page)).toContain("Uniswap");
  await expect(quoteRow(page, "minimum-received")).toContainText("RBTC");
  await shot(page, "doc-rbtc-quote");

  // Approve, sign the permit, trade.
  const hash = await confirmSwap(page, /^Intercambiaste 100 DOC por 0,00\d+ RBTC\./, 3);
  await shot(page, "doc-rbtc-success");
  const [approval, trade] = sentTransactions(wallet.requests);
  // The approval: Permit2, for the maximum value.
  expect(approval?.to.toLowerCase()).toBe(DOC.toLowerCase());
  const approve = decodeFunctionData({ abi: erc20Abi, data: approval?.data ?? "0x" });
  expect(approve.functionName).toBe("approve");
  expect(String(approve.args?.[0]).toLowerCase()).toBe(uniswap.permit2.toLowerCase());
  expect(approve.args?.[1]).toBe(maxUint256);
  // The permit, signed in the wallet, then the trade on the Universal Router.
  expect(wallet.requests.filter((r) => r.method === "eth_signTypedData_v4")).toHaveLength(1);
  expect(trade?.to.toLowerCase()).toBe(uniswap.universalRouter.toLowerCase());
  const receipt = await chain.getTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  const docAfter = await chain.readContract({
    address: DOC,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [me.address],
  });
  expect(docBefore - docAfter).toBe(parseEther("100"));
  expect(await chain.getBalance({ address: me.address })).toBeGreaterThan(rbtcBefore - parseEther("0.001"));
  // The swap toast (its text differs from the lending ones).
  await expect(page.getByTestId("transaction-toast")).toContainText(
    new RegExp(`^${toast.es.successTitle}.*Intercambiaste 100 DOC por`),
  );

  // The history, recorded from the receipt: /balance → Exchanges.
  await page
    .getByRole("dialog", { name: "Transacción confirmada" })
    .getByRole("button", { name: "Ver mis intercambios" })
    .click();
  await expect(page).toHaveURL(/\/balance\?tab=exchanges/);
  const swapRow = page.getByTestId("swap-row").first();
  await expect(swapRow).toHaveAttribute("data-status", "Completed");
  await expect(swapRow).toContainText(activity.es.swaps.gave.replace("{{amount}}", "100 DOC"));
  await expect(swapRow).toContainText(/Recibiste 0,00\d+ RBTC/);
  await shot(page, "history");
  const recorded = await api.get("swaps", { address: me.address });
  expect(recorded.items).toEqual([
    expect.objectContaining({
      provider: "aggregator",
      status: "Completed",
      txHash: hash,
      fromAmount: String(parseEther("100")),
    }),
  ]);

  // The activity lists it as an exchange, and its CSV (in English here) says "Exchange".
  await page.goto(`${stack.webUrl}/balance?tab=operations&lang=en`);
  const A = activity.en;
  await page
    .getByRole("group", { name: A.filters.actions })
    .getByRole("checkbox", { name: A.actions.exchanges })
    .check();
  const rows = page.getByRole("table", { name: A.table.label }).getByTestId("activity-row");
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute("data-event", "exchange");
  await expect(rows).toHaveAttribute("data-tx", hash);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: A.csv.download }).click(),
  ]);
  const csv = (await readFile(await download.path(), "utf8")).slice(1).split("\r\n").filter(Boolean);
  expect(csv).toHaveLength(2);
  const cells = (csv[1] ?? "").split(",");
  expect([cells[1], cells[2], cells[3], cells[4], cells[7]]).toEqual(["Exchange", "DOC/RBTC", "100", "DOC", hash]);
  expect(balance.en.tabs.exchanges).toBeTruthy();
});

test("RBTC → DOC: native in, one step, no approval and no signature", async ({ page, stack, wallet, chain }) => {
  test.setTimeout(120_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, "/trade-swaps");
  await expect(swapForm(page).getByRole("combobox", { name: S.form.token })).toHaveText("RBTC");
  await payField(page).fill("0,01");
  await quotedProvider(page);
  const minimum = await quoteRow(page, "minimum-received").textContent();
  const docBefore = await chain.readContract({
    address: DOC,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [me.address],
  });
  const before = wallet.requests.length;

  await swapForm(page).getByRole("button", { name: S.action.swap, exact: true }).click();
  await page.getByRole("dialog", { name: S.confirm.title }).getByRole("button", { name: S.confirm.accept }).click();
  await expect(page.getByText("Paso 1 de 1")).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Transacción confirmada" });
  await expect(dialog.getByRole("status").first()).toContainText(/^Intercambiaste 0,01 RBTC por [\d.,]+ DOC\./, {
    timeout: 90_000,
  });
  const requests = wallet.requests.slice(before);
  expect(requests.some((r) => r.method === "eth_signTypedData_v4")).toBe(false);
  const sent = sentTransactions(requests);
  expect(sent).toHaveLength(1);
  expect(BigInt(sent[0]?.value ?? "0x0")).toBe(parseEther("0.01"));
  const docAfter = await chain.readContract({
    address: DOC,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [me.address],
  });
  // At least the minimum the screen showed (a DOC amount written "936,7912 DOC").
  const shownMinimum = parseEther(
    (/([\d.]+,?\d*) DOC/.exec(minimum ?? "")?.[1] ?? "0").replaceAll(".", "").replace(",", "."),
  );
  expect(docAfter - docBefore).toBeGreaterThanOrEqual(shownMinimum);
});

test("exact out: 50 DOC typed in 'Recibes' arrive exactly", async ({ page, stack, chain, wallet }) => {
  test.setTimeout(120_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, "/trade-swaps");
  await receiveField(page).fill("50");
  // OpenOcean quotes no exact out: Uniswap answers, with the most RBTC it may take.
  expect(await quotedProvider(page)).toContain("Uniswap");
  await expect(quoteRow(page, "maximum-sold")).toContainText("RBTC");
  await expect(payField(page)).toHaveValue(/^0,000\d+$/);
  await expect(page.getByText(S.form.exactOut)).toBeVisible();
  await shot(page, "exact-out");
  const docBefore = await chain.readContract({
    address: DOC,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [me.address],
  });
  await confirmSwap(page, /^Intercambiaste 0,000\d+ RBTC por 50 DOC\./);
  const docAfter = await chain.readContract({
    address: DOC,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [me.address],
  });
  expect(docAfter - docBefore).toBe(parseEther("50"));
});

test("a permit refused in the wallet: the dialog says so, nothing is sent, no toast", async ({
  page,
  stack,
  wallet,
}) => {
  test.setTimeout(120_000);
  await setOpenOceanMode(stack, "down");
  await connectAndOpen(page, stack.webUrl, wallet.address, "/trade-swaps");
  await pickToken(page, "in", "DOC");
  await pickToken(page, "out", "RBTC");
  await payField(page).fill("10");
  expect(await quotedProvider(page)).toContain("Uniswap");
  const before = wallet.requests.length;
  wallet.rejectNext("eth_signTypedData_v4");
  await swapForm(page).getByRole("button", { name: S.action.swap, exact: true }).click();
  await page.getByRole("dialog", { name: S.confirm.title }).getByRole("button", { name: S.confirm.accept }).click();
  // Permit2 holds the maximum allowance since the first test: the permit is the first step of two.
  const dialog = page.getByRole("dialog", { name: "Intercambio" });
  await expect(dialog.getByRole("alert")).toContainText(translateError("dialog.rejectedInWallet", "es").message, {
    timeout: 30_000,
  });
  const requests = wallet.requests.slice(before);
  expect(requests.filter((r) => r.method === "eth_signTypedData_v4")).toHaveLength(1);
  expect(sentTransactions(requests)).toEqual([]);
  await expect(page.getByTestId("transaction-toast")).toHaveCount(0);
});
