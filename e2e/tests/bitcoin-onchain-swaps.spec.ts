// Both on-chain directions on /trade-swaps?side=bitcoin. BTC on chain → RBTC against the whole local stack, with the Boltz stand-in
// (lending-engine §4 "Lightning/on-chain swap", issue 19): a Boltz chain swap created from the form's On-chain
// route, its BTC lockup address and amount shown with a BIP-21 QR, the BTC transaction confirmed with the
// stand-in's control (its simulated Bitcoin side), the stand-in's RBTC lock claimed by the app for the user:
// exactly the stand-in's lock arrives, less the claim's gas, checked on the real EtherSwap's events and the
// wallet's balance; My swaps and the server's history say Completed. RBTC → BTC on chain: the user locks RBTC, the
// stand-in funds a real Taproot lockup on its simulated Bitcoin chain, the browser signs the claim to the typed BTC
// address (the stand-in checks its signature and preimage and shows what it pays), and the stand-in claims the RBTC.
import { formatAmount, satsToWei, translateError } from "@ceiba/core";
import type { Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { expect, test } from "../fixtures";
import { acceptTermsOnServer, connectAndOpen } from "../support/app";
import {
  B,
  amountField,
  bitcoinHeight,
  bitcoinForm,
  claimedTx,
  confirmBtcTransaction,
  etherSwapEvents,
  expectSwapAction,
  expectSwapStatus,
  fillOnchainForm,
  gasCost,
  mySwaps,
  openSwapId,
  mine,
  preimageHashOf,
  refuseServerLock,
  standinSwap,
  swapView,
} from "../support/bitcoin-swaps";

const KEY = generatePrivateKey();
const me = privateKeyToAccount(KEY);
test.use({ walletOptions: { account: KEY } });

const AMOUNT = 50_000n; // sats: inside the stand-in's limits
// RBTC as the app shows it: core's 6-decimal rule for RBTC (lending-engine §5).
const rbtcText = (sats: bigint) => `${formatAmount(sats, 8, "RBTC", "es")} RBTC`;
const BITCOIN_SIDE = "/trade-swaps?side=bitcoin";

test.beforeAll(async ({ faucet, api }) => {
  await faucet.drip(me.address);
  await acceptTermsOnServer(api, me);
});

test("BTC on chain → RBTC: the BTC sent to the lockup address, the RBTC claimed: the stand-in's lock arrives", async ({
  page,
  stack,
  wallet,
  chain,
  api,
}) => {
  test.setTimeout(180_000);
  await connectAndOpen(page, stack.webUrl, wallet.address, BITCOIN_SIDE);
  await fillOnchainForm(page, AMOUNT);
  // On chain both ways run.
  await expect(bitcoinForm(page).getByRole("button", { name: B.form.onchainRbtcToBtc, exact: true })).toBeEnabled();
  await expect(bitcoinForm(page).getByTestId("btc-receive")).toContainText("RBTC");
  const quoted = (await bitcoinForm(page).getByTestId("btc-receive").textContent()) ?? "";
  await bitcoinForm(page).getByRole("button", { name: B.action.start }).click();
  await expectSwapAction(page, "sendBtc");

  const id = openSwapId(page);
  const swap = await standinSwap(stack, id);
  expect(swap.kind).toBe("chain");
  expect(swap.userLockAmount).toBe(Number(AMOUNT));
  const serverLockSat = BigInt(swap.serverLockAmount ?? 0);
  // The form's "you receive" is what the provider locks for the claim.
  expect(quoted).toContain(rbtcText(serverLockSat));
  const address = /^bitcoin:([^?]+)/.exec(swap.bip21 ?? "")?.[1] ?? "";
  expect(address).toMatch(/^bcrt1/);

  // What to send: the provider's lockup address, the exact amount, a QR and a link of the BIP-21 URI.
  const view = swapView(page);
  await expect(view.getByTestId("btc-address")).toHaveText(address);
  await expect(view.getByTestId("btc-send-amount")).toHaveText(
    B.view.sendBtc.amount.replace("{{btc}}", "0,0005 BTC").replace("{{sats}}", "50.000 sats"),
  );
  await expect(view.getByRole("img", { name: B.view.sendBtc.qr })).toBeVisible();
  await expect(view.getByRole("link", { name: B.view.sendBtc.open })).toHaveAttribute(
    "href",
    `bitcoin:${address}?amount=0.0005`,
  );
  await expect(view.getByTestId("btc-refund-file")).toBeVisible();
  await expect(view).toContainText(rbtcText(serverLockSat));

  const before = await chain.getBalance({ address: me.address });
  await confirmBtcTransaction(stack, id);
  const hash = preimageHashOf(swap);
  const locks = await etherSwapEvents(chain, "Lockup", hash);
  expect(locks.map((l) => l.amount)).toEqual([satsToWei(serverLockSat)]);
  const claimTx = await claimedTx(page, hash, chain);
  await expect(view.getByTestId("btc-success")).toHaveText(
    B.view.success.reverse.replace("{{amount}}", rbtcText(serverLockSat)),
  );
  await expectSwapStatus(page, "success");
  const after = await chain.getBalance({ address: me.address });
  expect(after - before).toBe(satsToWei(serverLockSat) - (await gasCost(chain, claimTx)));

  // My swaps lists it as completed; the server's history too, as an on-chain swap with its BTC address.
  const row = mySwaps(page).getByTestId("btc-swap-row").filter({ hasText: B.mySwaps.kind.chain }).first();
  await expect(row).toHaveAttribute("data-status", "Completed");
  await expect
    .poll(async () => {
      const item = (await api.get("swaps", { address: me.address })).items.find((s) => s.id === id);
      return item && { status: item.status, provider: item.provider, btcAddress: item.btcAddress };
    })
    .toEqual({ status: "Completed", provider: "onchain", btcAddress: address });
});

test("RBTC → BTC on chain: RBTC locked, the provider's BTC lock claimed by the browser to the typed address", async ({
  page,
  stack,
  wallet,
  chain,
  api,
}) => {
  test.setTimeout(180_000);
  const destination = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";
  await connectAndOpen(page, stack.webUrl, wallet.address, BITCOIN_SIDE);
  await bitcoinForm(page).getByRole("button", { name: B.form.onchain, exact: true }).click();
  await bitcoinForm(page).getByRole("button", { name: B.form.onchainRbtcToBtc, exact: true }).click();
  await amountField(page).fill(AMOUNT.toString());
  const addressField = bitcoinForm(page).getByRole("textbox", { name: B.form.btcAddress });
  // The address is required and must be of the chain's network (regtest here), with the catalogue's messages.
  await expect(bitcoinForm(page)).toContainText(translateError("validation.bitcoinAddressRequired", "es").message);
  await addressField.fill("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4");
  await expect(bitcoinForm(page)).toContainText(translateError("validation.bitcoinAddressWrongNetwork", "es").message);
  await addressField.fill(destination);
  // 50,000 less 0.1 % (50) and the server fee (300) is the provider's BTC lock; the claim's fee (150) comes off it.
  await expect(bitcoinForm(page).getByTestId("btc-receive")).toHaveText(/49\.500 sats/);
  await bitcoinForm(page).getByRole("button", { name: B.action.start }).click();
  await expectSwapAction(page, "lock");
  const id = openSwapId(page);
  const swap = await standinSwap(stack, id);
  expect(swap.kind).toBe("chainToBtc");
  expect(swap.userLockAmount).toBe(Number(AMOUNT));

  const before = await chain.getBalance({ address: me.address });
  await swapView(page).getByTestId("btc-lock").click();
  await expect(swapView(page).getByTestId("btc-success")).toHaveText(
    B.view.success.chainToBtc.replace("{{amount}}", "49.500 sats"),
    { timeout: 60_000 },
  );
  await expectSwapStatus(page, "success");
  const hash = preimageHashOf(swap);
  const [lock] = await etherSwapEvents(chain, "Lockup", hash);
  expect(lock?.amount).toBe(satsToWei(AMOUNT));
  // The stand-in took the browser's claim (signature and preimage checked) paying the typed address, then claimed
  // the RBTC with the preimage it revealed.
  const done = await standinSwap(stack, id);
  expect(done.status).toBe("transaction.claimed");
  expect(done.btcClaimTransaction?.outputs).toEqual([{ address: destination, amount: 49_500 }]);
  await expect(swapView(page).getByTestId("btc-claim-sent")).toHaveAttribute(
    "data-txid",
    done.btcClaimTransaction?.id ?? "",
  );
  expect(await etherSwapEvents(chain, "Claim", hash)).toHaveLength(1);
  // The wallet paid the lock and its gas, nothing else (the BTC claim needed no wallet).
  const after = await chain.getBalance({ address: me.address });
  expect(before - after).toBe(satsToWei(AMOUNT) + (await gasCost(chain, lock?.transactionHash as Hex)));

  const row = mySwaps(page).getByTestId("btc-swap-row").filter({ hasText: B.mySwaps.kind.chainToBtc }).first();
  await expect(row).toHaveAttribute("data-status", "Completed");
  await expect
    .poll(async () => {
      const item = (await api.get("swaps", { address: me.address })).items.find((s) => s.id === id);
      return item && { status: item.status, provider: item.provider, btcAddress: item.btcAddress };
    })
    .toEqual({ status: "Completed", provider: "onchain", btcAddress: destination });
});

test("BTC on chain → RBTC given up by the provider: the BTC refunded from the browser to the typed address after its timeout", async ({
  page,
  stack,
  wallet,
  chain,
}) => {
  test.setTimeout(180_000);
  const destination = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";
  await connectAndOpen(page, stack.webUrl, wallet.address, BITCOIN_SIDE);
  await fillOnchainForm(page, AMOUNT);
  await bitcoinForm(page).getByRole("button", { name: B.action.start }).click();
  await expectSwapAction(page, "sendBtc");
  const id = openSwapId(page);
  // The stand-in will never lock the RBTC; the user's BTC arrives.
  await refuseServerLock(stack, id);
  await confirmBtcTransaction(stack, id);
  const swap = await standinSwap(stack, id);
  const timeout = swap.btcTimeoutBlockHeight ?? 0;
  // Past the provider's own timeout it gives the swap up: the refund is offered, not before the BTC timeout.
  await mine(stack, swap.timeoutBlockHeight - Number(await chain.getBlockNumber()) + 2);
  const refund = swapView(page).getByTestId("btc-refund-btc");
  await expect(refund).toBeVisible({ timeout: 60_000 });
  await expect(refund.getByTestId("btc-refund-btc-at")).toContainText(`desde el bloque ${timeout} de Bitcoin`);
  const button = refund.getByRole("button", { name: B.view.refundBtc.button });
  await refund.getByRole("textbox", { name: B.view.refundBtc.address }).fill(destination);
  await expect(button).toBeDisabled();

  // The simulated Bitcoin chain reaches the timeout (one Bitcoin block per 20 local ones): the refund goes.
  await mine(stack, (timeout - (await bitcoinHeight(stack))) * 20 + 20);
  await expect(button).toBeEnabled({ timeout: 30_000 });
  const before = await chain.getBalance({ address: me.address });
  await button.click();
  await expect(swapView(page).getByTestId("btc-success")).toContainText(destination, { timeout: 30_000 });
  // The stand-in took it as a node would and saw it pay the typed address: the lock less Boltz's BTC fee estimate.
  const refunded = await standinSwap(stack, id);
  expect(refunded.btcRefundTransaction?.outputs).toEqual([{ address: destination, amount: Number(AMOUNT) - 150 }]);
  // No wallet was needed: the RBTC balance did not move.
  expect(await chain.getBalance({ address: me.address })).toBe(before);
  const row = mySwaps(page).getByTestId("btc-swap-row").filter({ hasText: B.mySwaps.kind.chain }).first();
  await expect(row).toHaveAttribute("data-status", "Refunded");
});
