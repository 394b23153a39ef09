// BTC on chain → RBTC on /trade-swaps?side=bitcoin against the whole local stack, with the Boltz stand-in
// (lending-engine §4 "Lightning/on-chain swap", issue 19): a Boltz chain swap created from the form's On-chain
// route, its BTC lockup address and amount shown with a BIP-21 QR, the BTC transaction confirmed with the
// stand-in's control (its simulated Bitcoin side), the stand-in's RBTC lock claimed by the app for the user:
// exactly the stand-in's lock arrives, less the claim's gas, checked on the real EtherSwap's events and the
// wallet's balance; My swaps and the server's history say Completed.
import { formatDecimal, satsToWei } from "@ceiba/core";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { expect, test } from "../fixtures";
import { acceptTermsOnServer, connectAndOpen } from "../support/app";
import {
  B,
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
  preimageHashOf,
  standinSwap,
  swapView,
} from "../support/bitcoin-swaps";

const KEY = generatePrivateKey();
const me = privateKeyToAccount(KEY);
test.use({ walletOptions: { account: KEY } });

const AMOUNT = 50_000n; // sats: inside the stand-in's limits
const rbtcText = (sats: bigint) => `${formatDecimal(sats, 8, "es", { maxDecimals: 8 })} RBTC`;
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
  // On chain only BTC → RBTC: RBTC → BTC is disabled, and the form says Lightning does it.
  await expect(bitcoinForm(page).getByRole("button", { name: B.form.onchainRbtcToBtc, exact: true })).toBeDisabled();
  await expect(bitcoinForm(page).getByTestId("btc-onchain-hint")).toHaveText(B.form.onchainDirectionHint);
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
