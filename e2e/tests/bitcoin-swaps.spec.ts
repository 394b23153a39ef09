// Bitcoin ⇄ RBTC over Lightning on /trade-swaps?side=bitcoin against the whole local stack, with the Boltz
// stand-in (lending-engine §4 "Lightning/on-chain swap", issue 19): each swap checked on the chain through
// the real EtherSwap's events and the wallet's balance, and on the stand-in.
//
// 1. BTC → RBTC (reverse): the invoice to pay (QR, text), paid from the "Lightning wallet"; the stand-in
//    locks; the app claims for the user: exactly the swap's amount arrives (less the claim's gas).
// 2. RBTC → BTC (submarine): an invoice of the local Lightning wallet, the RBTC locked, the invoice paid and
//    the lock claimed by the provider.
// 3. A submarine swap whose payment fails: rejected with the reason, refunded at once with the provider's
//    signature; and when the provider will not sign, refunded alone once the chain passes the timelock. Each
//    time the RBTC is back, less the lock's and the refund's gas.
// 4. A reverse swap interrupted by a reload, resumed from /balance → Exchanges ("My swaps"), then restored
//    from its refund file in a fresh browser profile and claimed there with the button (the automatic claim
//    refused in the wallet).
// 5. Invalid invoices: garbage, another network, another amount, expired, each with its message.
import { readFile } from "node:fs/promises";
import { formatAmount, satsToWei, translateError, type ErrorId } from "@ceiba/core";
import type { Page } from "@playwright/test";
import type { Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { MOBILE_VIEWPORT, expect, test } from "../fixtures";
import { acceptTermsOnServer, connectAndOpen } from "../support/app";
import {
  B,
  amountField,
  claimedTx,
  bitcoinForm,
  etherSwapEvents,
  expectSwapAction,
  expectSwapStatus,
  failPayment,
  fillBitcoinForm,
  gasCost,
  invoiceField,
  mine,
  mySwaps,
  openSwapId,
  payInvoice,
  preimageHashOf,
  standinSwap,
  swapView,
  walletInvoice,
  type StandinSwap,
} from "../support/bitcoin-swaps";
import type { ChainClient } from "../support/chain-client";
import type { IndexerApi } from "../support/indexer-api";
import { attachTestWallet } from "../wallet/attach";
import { LOCAL_CHAIN_ID, type Stack } from "../support/stack";

const KEY = generatePrivateKey();
const me = privateKeyToAccount(KEY);
test.use({ walletOptions: { account: KEY } });
test.describe.configure({ mode: "serial" });

const AMOUNT = 50_000n; // sats: inside the stand-in's limits
// RBTC as the app shows it: core's 6-decimal rule for RBTC (lending-engine §5).
const rbtcText = (sats: bigint) => `${formatAmount(sats, 8, "RBTC", "es")} RBTC`;
const message = (id: ErrorId) => translateError(id, "es").message;
const BITCOIN_SIDE = "/trade-swaps?side=bitcoin";

test.beforeAll(async ({ faucet, api }) => {
  await faucet.drip(me.address);
  await acceptTermsOnServer(api, me);
});

/** Creates a reverse swap of AMOUNT from the form; returns its id and the invoice the view shows. */
async function startReverse(page: Page): Promise<{ id: string; invoice: string }> {
  await fillBitcoinForm(page, "btcToRbtc", AMOUNT);
  await expect(bitcoinForm(page).getByTestId("btc-receive")).toContainText("RBTC");
  await bitcoinForm(page).getByRole("button", { name: B.action.start }).click();
  await expectSwapAction(page, "payInvoice");
  const invoice = (await swapView(page).getByTestId("btc-invoice").textContent()) ?? "";
  expect(invoice).toMatch(/^lnbcrt500u1/);
  return { id: openSwapId(page), invoice };
}

test("BTC → RBTC: the invoice paid over Lightning, the RBTC claimed: the swap's amount arrives", async ({
  page,
  stack,
  wallet,
  chain,
  api,
}) => {
  test.setTimeout(180_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, BITCOIN_SIDE);
  const { id, invoice } = await startReverse(page);
  await expect(swapView(page).getByRole("img", { name: B.view.pay.qr })).toBeVisible();
  await expect(swapView(page).getByTestId("btc-refund-file")).toBeVisible();

  const swap = await standinSwap(stack, id);
  expect(swap.kind).toBe("reverse");
  expect(swap.invoice).toBe(invoice);
  const onchainSat = BigInt(swap.onchainAmount ?? 0);
  await expect(swapView(page)).toContainText(rbtcText(onchainSat));

  const before = await chain.getBalance({ address: me.address });
  await payInvoice(stack, invoice);
  const hash = preimageHashOf(swap);
  const locks = await etherSwapEvents(chain, "Lockup", hash);
  expect(locks.map((l) => l.amount)).toEqual([satsToWei(onchainSat)]);
  const claimTx = await claimedTx(page, hash, chain);
  await expect(swapView(page).getByTestId("btc-success")).toHaveText(
    B.view.success.reverse.replace("{{amount}}", rbtcText(onchainSat)),
  );
  await expectSwapStatus(page, "success");
  const after = await chain.getBalance({ address: me.address });
  expect(after - before).toBe(satsToWei(onchainSat) - (await gasCost(chain, claimTx)));

  // My swaps lists it as completed; the server's history too (another device shows it).
  await expect(mySwaps(page).getByTestId("btc-swap-row").first()).toHaveAttribute("data-status", "Completed");
  await expect
    .poll(async () => (await api.get("swaps", { address: me.address })).items.find((s) => s.id === id)?.status)
    .toBe("Completed");
});

test("RBTC → BTC: an invoice of the Lightning wallet, the RBTC locked, the invoice paid", async ({
  page,
  stack,
  wallet,
  chain,
}) => {
  test.setTimeout(180_000);
  const { invoice } = await walletInvoice(stack, AMOUNT);
  await connectAndOpen(page, stack.webUrl, wallet.address, BITCOIN_SIDE);
  await fillBitcoinForm(page, "rbtcToBtc", AMOUNT);
  await invoiceField(page).fill(`lightning:${invoice.toUpperCase()}`);
  await expect(bitcoinForm(page).getByTestId("btc-send")).toContainText("RBTC");
  await bitcoinForm(page).getByRole("button", { name: B.action.start }).click();
  await expectSwapAction(page, "lock");
  const swap = await standinSwap(stack, openSwapId(page));
  expect(swap.kind).toBe("submarine");
  expect(swap.invoice).toBe(invoice);
  const lockSat = BigInt(swap.expectedAmount ?? 0);
  await expect(swapView(page)).toContainText(rbtcText(lockSat));

  const before = await chain.getBalance({ address: me.address });
  await swapView(page).getByTestId("btc-lock").click();
  await expect(swapView(page).getByTestId("btc-success")).toHaveText(B.view.success.submarine, { timeout: 60_000 });
  await expectSwapStatus(page, "success");
  const [lock] = await etherSwapEvents(chain, "Lockup", preimageHashOf(swap));
  expect(lock?.amount).toBe(satsToWei(lockSat));
  // The provider claimed the lock with the invoice's preimage: the payment happened.
  expect(await etherSwapEvents(chain, "Claim", preimageHashOf(swap))).toHaveLength(1);
  expect((await standinSwap(stack, swap.id)).status).toBe("transaction.claimed");
  const after = await chain.getBalance({ address: me.address });
  expect(before - after).toBe(satsToWei(lockSat) + (await gasCost(chain, lock?.transactionHash as Hex)));
  await expect(mySwaps(page).getByTestId("btc-swap-row").first()).toHaveAttribute("data-status", "Completed");
});

/** Creates a submarine swap of AMOUNT paying a Lightning-wallet invoice whose payment will fail; locks it. */
async function lockFailingSubmarine(page: Page, stack: Stack): Promise<StandinSwap> {
  const { invoice } = await walletInvoice(stack, AMOUNT);
  await fillBitcoinForm(page, "rbtcToBtc", AMOUNT);
  await invoiceField(page).fill(invoice);
  await bitcoinForm(page).getByRole("button", { name: B.action.start }).click();
  await expectSwapAction(page, "lock");
  const swap = await standinSwap(stack, openSwapId(page));
  await failPayment(stack, swap.id);
  await swapView(page).getByTestId("btc-lock").click();
  await expectSwapStatus(page, "rejected");
  await expect(swapView(page).getByTestId("btc-failed")).toHaveText(message("lightning.invoicePaymentFailed"));
  return swap;
}

/**
 * The refund done: the view and My swaps say so, and the wallet holds what it held before the lock less the
 * lock's and the refund's gas (one Refund event on the EtherSwap).
 */
async function expectRefunded(
  page: Page,
  { chain, api }: { chain: ChainClient; api: IndexerApi },
  swap: StandinSwap,
  before: bigint,
): Promise<void> {
  await expect(swapView(page).getByTestId("btc-success")).toHaveText(B.view.success.refunded, { timeout: 60_000 });
  await expect(swapView(page).getByTestId("btc-refund-step")).toHaveAttribute("data-step", "success");
  const [lock] = await etherSwapEvents(chain, "Lockup", preimageHashOf(swap));
  const refunds = await etherSwapEvents(chain, "Refund", preimageHashOf(swap));
  expect(refunds).toHaveLength(1);
  const gas =
    (await gasCost(chain, lock?.transactionHash as Hex)) + (await gasCost(chain, refunds[0]?.transactionHash as Hex));
  expect(before - (await chain.getBalance({ address: me.address }))).toBe(gas);
  await expect(mySwaps(page).getByTestId("btc-swap-row").first()).toHaveAttribute("data-status", "Refunded");
  // The server's history too: it checked the refund transaction on chain (Boltz still says the payment failed).
  await expect
    .poll(async () => (await api.get("swaps", { address: me.address })).items.find((s) => s.id === swap.id)?.status)
    .toBe("Refunded");
}

test("RBTC → BTC whose payment fails: refunded at once with the provider's signature", async ({
  page,
  stack,
  wallet,
  chain,
  api,
}) => {
  test.setTimeout(180_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, BITCOIN_SIDE);
  const before = await chain.getBalance({ address: me.address });
  const swap = await lockFailingSubmarine(page, stack);
  const refund = swapView(page).getByTestId("btc-refund");
  await expect(refund.getByTestId("btc-refund-step")).toHaveAttribute("data-step", "waiting");
  await refund.getByRole("button", { name: B.view.refundCooperative }).click();
  await expectRefunded(page, { chain, api }, swap, before);
});

test("RBTC → BTC whose payment fails and whose provider will not sign: refunded alone after the timelock", async ({
  page,
  stack,
  wallet,
  chain,
  api,
}) => {
  test.setTimeout(240_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, BITCOIN_SIDE);
  // The provider refuses every cooperative refund (as Boltz answers a refusal: 400 with its reason).
  await page.route("**/boltz/v2/swap/submarine/*/refund", (route) =>
    route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: "refused" }) }),
  );
  const before = await chain.getBalance({ address: me.address });
  const swap = await lockFailingSubmarine(page, stack);
  const refund = swapView(page).getByTestId("btc-refund");
  await expect(refund.getByTestId("btc-refund-at")).toContainText(String(swap.timeoutBlockHeight));
  await refund.getByRole("button", { name: B.view.refundCooperative }).click();
  await expect(swapView(page)).toContainText(message("lightning.providerRejected"));
  await expect(refund.getByRole("button", { name: B.view.refund, exact: true })).toHaveCount(0);

  // The chain passes the timelock: the refund needs no one.
  const height = Number(await chain.getBlockNumber());
  await mine(stack, swap.timeoutBlockHeight - height + 1);
  await refund.getByRole("button", { name: B.view.refund, exact: true }).click({ timeout: 60_000 });
  await expectRefunded(page, { chain, api }, swap, before);
});

test("a reverse swap survives a reload, resumes from My swaps, and its refund file restores it in a fresh browser", async ({
  page,
  stack,
  wallet,
  chain,
  browser,
}) => {
  test.setTimeout(240_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, BITCOIN_SIDE);
  const { id, invoice } = await startReverse(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    swapView(page).getByRole("button", { name: B.view.refundFile.download }).click(),
  ]);
  const refundFile = await readFile(await download.path(), "utf8");
  expect(refundFile).toContain(id);

  // A reload opens the same swap where it was.
  await page.reload();
  await expectSwapAction(page, "payInvoice");
  await expect(swapView(page).getByTestId("btc-invoice")).toHaveText(invoice);

  // /balance → Exchanges lists it, pending; "Abrir" brings it back.
  await page.goto(`${stack.webUrl}/balance?tab=exchanges`);
  const row = mySwaps(page).getByTestId("btc-swap-row").filter({ hasText: B.mySwaps.kind.reverse }).first();
  await expect(row).toHaveAttribute("data-status", "Pending");
  await row.getByRole("button", { name: B.mySwaps.open }).click();
  await expect(page).toHaveURL(new RegExp(`/trade-swaps\\?.*swap=${id}`));
  await expectSwapAction(page, "payInvoice");
  await page.close();

  // Another browser profile: nothing stored; the refund file brings the swap back, and it is claimed there.
  const context = await browser.newContext();
  const freshWallet = await attachTestWallet(context, { account: KEY }, new Map([[LOCAL_CHAIN_ID, stack.rpcUrl]]));
  const fresh = await context.newPage();
  await connectAndOpen(fresh, stack.webUrl, me.address, BITCOIN_SIDE);
  await expect(mySwaps(fresh)).toContainText(B.mySwaps.empty);
  await mySwaps(fresh)
    .getByTestId("btc-import-input")
    .setInputFiles({ name: "refund.json", mimeType: "application/json", buffer: Buffer.from(refundFile) });
  await expect(mySwaps(fresh).getByTestId("btc-import-notice")).toHaveText(B.mySwaps.imported.replace("{{id}}", id));
  await expectSwapAction(fresh, "payInvoice");

  const swap = await standinSwap(stack, id);
  const before = await chain.getBalance({ address: me.address });
  // The automatic claim refused in the wallet: the swap waits to be claimed, and its button claims.
  freshWallet.rejectNext("eth_sendTransaction");
  await payInvoice(stack, invoice);
  await expectSwapStatus(fresh, "waitToClaim");
  await swapView(fresh).getByTestId("btc-claim").click();
  const claimTx = await claimedTx(fresh, preimageHashOf(swap), chain);
  const received = satsToWei(BigInt(swap.onchainAmount ?? 0));
  expect((await chain.getBalance({ address: me.address })) - before).toBe(received - (await gasCost(chain, claimTx)));
  await context.close();
});

test("invalid invoices are refused with their reason: garbage, another network, another amount, expired", async ({
  page,
  stack,
  wallet,
}) => {
  test.setTimeout(120_000);
  const otherAmount = await walletInvoice(stack, AMOUNT + 1_000n);
  const expiring = await walletInvoice(stack, AMOUNT, 1);
  const valid = await walletInvoice(stack, AMOUNT);
  await connectAndOpen(page, stack.webUrl, wallet.address, BITCOIN_SIDE);
  await fillBitcoinForm(page, "rbtcToBtc", AMOUNT);
  const create = bitcoinForm(page).getByRole("button", { name: B.action.start });
  const cases: [string, ErrorId][] = [
    ["hola", "validation.invoiceInvalid"],
    // BOLT 11's own example: a mainnet invoice (lnbc), not for the local network (lnbcrt).
    [MAINNET_INVOICE, "validation.invoiceWrongNetwork"],
    [otherAmount.invoice, "validation.invoiceAmountMismatch"],
    [expiring.invoice, "validation.invoiceExpired"],
  ];
  // The one-second invoice is past its expiry by the time it is typed (checked against the page's clock).
  await expect.poll(() => page.evaluate(() => Date.now())).toBeGreaterThan(Date.now() + 1_000);
  for (const [text, id] of cases) {
    await invoiceField(page).fill(text);
    await expect(bitcoinForm(page)).toContainText(message(id));
    await expect(create).toBeDisabled();
  }
  await invoiceField(page).fill("");
  await expect(bitcoinForm(page)).toContainText(message("validation.invoiceRequired"));
  await invoiceField(page).fill(valid.invoice);
  await expect(create).toBeEnabled();
  await expect(amountField(page)).toHaveValue(AMOUNT.toString());
});

const MAINNET_INVOICE =
  "lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp";

test("@mobile the Bitcoin side fits a 360 px phone: the form, then the invoice to pay with its QR", async ({
  page,
  stack,
  wallet,
}) => {
  test.setTimeout(120_000);
  const fits = async (where: string) => {
    const width = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
    expect(width, `${where} scrolls sideways`).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  };
  await connectAndOpen(page, stack.webUrl, wallet.address, BITCOIN_SIDE);
  await fillBitcoinForm(page, "rbtcToBtc", AMOUNT);
  await expect(bitcoinForm(page).getByTestId("btc-send")).toBeVisible();
  await fits("the form");
  await startReverse(page);
  const qr = swapView(page).getByRole("img", { name: B.view.pay.qr });
  await qr.scrollIntoViewIfNeeded();
  await expect(qr).toBeInViewport({ ratio: 1 });
  const box = await qr.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= MOBILE_VIEWPORT.width).toBe(true);
  await fits("the swap's view");
});
