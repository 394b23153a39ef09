/**
 * The Bitcoin side of /trade-swaps as the specs use it: its form and swap view by their Spanish names (the
 * app's texts, imported), the Boltz stand-in's controls (the local Lightning wallet's invoices, paying a
 * reverse swap's invoice, failing a payment, confirming a chain swap's BTC transaction, mining), and the
 * EtherSwap events that prove what happened on the chain.
 */
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { parseAbiItem, type Address, type Hex } from "viem";
import { bitcoinSwaps } from "@ceiba/web/i18n/areas/bitcoin-swaps";
import type { ChainClient } from "./chain-client";
import type { Stack } from "./stack";

export const B = bitcoinSwaps.es;

/** packages/deployments/chains/1337.boltz.json: the EtherSwap the local stack deploys from boltz-core. */
export const boltz = JSON.parse(
  readFileSync(new URL("../../packages/deployments/chains/1337.boltz.json", import.meta.url), "utf8"),
) as { etherSwap: Address };

export const bitcoinForm = (page: Page): Locator => page.getByRole("region", { name: B.form.label });
export const swapView = (page: Page): Locator => page.getByTestId("btc-swap-view");
export const amountField = (page: Page): Locator => bitcoinForm(page).getByRole("textbox", { name: B.form.amount });
export const invoiceField = (page: Page): Locator => bitcoinForm(page).getByRole("textbox", { name: B.form.invoice });
export const mySwaps = (page: Page): Locator => page.getByRole("region", { name: B.mySwaps.title });

/** The open swap's id, from the page's address (`?swap=<id>`). */
export function openSwapId(page: Page): string {
  const id = new URL(page.url()).searchParams.get("swap");
  expect(id, "the page's address names the open swap").toBeTruthy();
  return id ?? "";
}

/** Picks a direction in the form and types the amount in sats. */
export async function fillBitcoinForm(page: Page, direction: "btcToRbtc" | "rbtcToBtc", sats: bigint): Promise<void> {
  await bitcoinForm(page).getByRole("button", { name: B.form[direction], exact: true }).click();
  await amountField(page).fill(sats.toString());
}

/** Picks the On-chain route in the form (BTC → RBTC, its only direction there) and types the amount in sats. */
export async function fillOnchainForm(page: Page, sats: bigint): Promise<void> {
  await bitcoinForm(page).getByRole("button", { name: B.form.onchain, exact: true }).click();
  await expect(bitcoinForm(page).getByRole("button", { name: B.form.onchainBtcToRbtc, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await amountField(page).fill(sats.toString());
}

/**
 * Waits until the swap view asks for `action` (its data-action, @ceiba/lightning's next step). A new swap gets
 * there after several round trips (the pair, Boltz's POST, the EtherSwap check, the first read of Boltz and the
 * chain): 2-3 s on an idle machine, over 10 s on two loaded cores (a CI run failed on a 10 s wait).
 */
export async function expectSwapAction(page: Page, action: string): Promise<void> {
  await expect(swapView(page)).toHaveAttribute("data-action", action, { timeout: 30_000 });
}

/** Waits until the swap view's screen status is `status` (a key of bitcoinSwaps.status). */
export async function expectSwapStatus(page: Page, status: string, timeout = 60_000): Promise<void> {
  await expect(swapView(page).getByTestId("btc-status")).toHaveAttribute("data-status", status, { timeout });
}

/** A control of the stand-in: POST with `body`, or GET without one. Fails the test on a refusal. */
async function control<T>(stack: Stack, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.boltzUrl}/__standin${path}`, {
    ...(body !== undefined && {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  });
  const answer = (await res.json()) as T & { error?: string };
  expect(res.ok, `the Boltz stand-in took ${path}: ${answer.error ?? res.status}`).toBe(true);
  return answer;
}

/** An invoice of the stand-in's local Lightning wallet (what a submarine swap pays). */
export const walletInvoice = (stack: Stack, amount: bigint, expiry?: number) =>
  control<{ invoice: string; paymentHash: string }>(stack, "/invoices", {
    amount: Number(amount),
    ...(expiry !== undefined && { expiry }),
  });

/** Pays a reverse swap's invoice from the "user's Lightning wallet": the stand-in then locks the RBTC. */
export const payInvoice = (stack: Stack, invoice: string) => control(stack, "/invoices/pay", { invoice });

/** Makes a submarine swap's Lightning payment fail when the user's lock arrives. */
export const failPayment = (stack: Stack, id: string) => control(stack, `/swaps/${id}/fail-payment`, {});

/**
 * Confirms a chain swap's BTC lock (the stand-in's simulated Bitcoin side; `amount` defaults to the swap's):
 * the stand-in then locks the RBTC for the user's claim before it answers.
 */
export const confirmBtcTransaction = (stack: Stack, id: string, amount?: bigint) =>
  control(stack, `/swaps/${id}/btc-transaction`, amount === undefined ? {} : { amount: Number(amount) });

/** Mines `blocks` blocks on the local chain. */
export const mine = (stack: Stack, blocks: number) =>
  control<{ mined: number; height: number }>(stack, "/mine", { blocks });

export interface StandinSwap {
  id: string;
  kind: string;
  status: string;
  timeoutBlockHeight: number;
  /** Without 0x. */
  preimageHash: string;
  invoice?: string;
  onchainAmount?: number;
  expectedAmount?: number;
  /** A chain swap's BTC lock asked of the user and the RBTC the stand-in locks for the claim, in sats. */
  userLockAmount?: number;
  serverLockAmount?: number;
  /** A chain swap's BIP-21 URI of its BTC lockup address. */
  bip21?: string;
  /** RBTC → BTC: the user's claim of the BTC lockup, as the stand-in checked it (its outputs in sats). */
  btcClaimTransaction?: { id: string; outputs: { address: string; amount: number }[] };
  /** BTC → RBTC: the Bitcoin block from which the user's BTC lock is refundable, and the user's refund of it. */
  btcTimeoutBlockHeight?: number;
  btcRefundTransaction?: { id: string; outputs: { address: string; amount: number }[] };
}

/** A chain swap whose server lock never comes (the stand-in's no-server-lock control). */
export const refuseServerLock = (stack: Stack, id: string) => control(stack, `/swaps/${id}/no-server-lock`, {});

/** The simulated Bitcoin chain's height (one block per 20 of the local chain's), as Boltz's API answers it. */
export async function bitcoinHeight(stack: Stack): Promise<number> {
  const res = await fetch(`${stack.boltzUrl}/v2/chain/BTC/height`);
  expect(res.ok).toBe(true);
  return ((await res.json()) as { height: number }).height;
}

/** The stand-in's view of a swap (its preimage hash as the EtherSwap's events index it). */
export async function standinSwap(stack: Stack, id: string): Promise<StandinSwap> {
  const swaps = await control<StandinSwap[]>(stack, "/swaps");
  const swap = swaps.find((s) => s.id === id);
  expect(swap, `the stand-in knows swap ${id}`).toBeDefined();
  return swap as StandinSwap;
}

export const preimageHashOf = (swap: StandinSwap): Hex => `0x${swap.preimageHash}`;

const EVENTS = {
  Lockup: parseAbiItem(
    "event Lockup(bytes32 indexed preimageHash, uint256 amount, address indexed claimAddress, address indexed refundAddress, uint256 timelock)",
  ),
  Claim: parseAbiItem("event Claim(bytes32 indexed preimageHash, bytes32 preimage)"),
  Refund: parseAbiItem("event Refund(bytes32 indexed preimageHash)"),
} as const;

/** The EtherSwap's events of one kind for a preimage hash: each with its transaction's hash. */
export async function etherSwapEvents(
  chain: ChainClient,
  name: keyof typeof EVENTS,
  preimageHash: Hex,
): Promise<{ transactionHash: Hex; amount?: bigint }[]> {
  const logs = await chain.getLogs({
    address: boltz.etherSwap,
    event: EVENTS[name],
    args: { preimageHash },
    fromBlock: 0n,
  });
  return logs.map((log) => ({
    transactionHash: log.transactionHash,
    ...("amount" in log.args && { amount: log.args.amount }),
  }));
}

/**
 * The claim, once the view says it succeeded: the view asks the wallet for it as soon as the provider's lock is
 * seen (once; its "Reclamar RBTC" button is there if that prompt is refused). Returns the claim's transaction,
 * the one EtherSwap Claim of the preimage hash.
 */
export async function claimedTx(page: Page, preimageHash: Hex, chain: ChainClient): Promise<Hex> {
  await expect(swapView(page).getByTestId("btc-success")).toBeVisible({ timeout: 60_000 });
  const claims = await etherSwapEvents(chain, "Claim", preimageHash);
  expect(claims).toHaveLength(1);
  return claims[0]?.transactionHash as Hex;
}

/** What a transaction cost its sender in gas, in wei. */
export async function gasCost(chain: ChainClient, hash: Hex): Promise<bigint> {
  const receipt = await chain.getTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  return receipt.gasUsed * receipt.effectiveGasPrice;
}
