/**
 * What the lending specs share: the market views they compare the screen with, the transaction dialog's
 * success, and recognising the app's simulation of a call in the JSON-RPC it sends (to change the chain
 * between the screen's checks and the wallet).
 */
import { expect, type Page, type Route } from "@playwright/test";
import { toFunctionSelector, type Address } from "viem";

/** Compound's cToken views the specs read (balanceOfUnderlying accrues, so it is an eth_call). */
export const marketReadAbi = [
  {
    type: "function",
    name: "balanceOfUnderlying",
    stateMutability: "view",
    inputs: [{ name: "owner", type: "address" }],
    outputs: [{ type: "uint256" }],
  },
  {
    type: "function",
    name: "borrowBalanceStored",
    stateMutability: "view",
    inputs: [{ name: "account", type: "address" }],
    outputs: [{ type: "uint256" }],
  },
  {
    type: "function",
    name: "balanceOf",
    stateMutability: "view",
    inputs: [{ name: "owner", type: "address" }],
    outputs: [{ type: "uint256" }],
  },
  { type: "function", name: "totalSupply", stateMutability: "view", inputs: [], outputs: [{ type: "uint256" }] },
  {
    type: "function",
    name: "exchangeRateStored",
    stateMutability: "view",
    inputs: [],
    outputs: [{ type: "uint256" }],
  },
] as const;

/** Waits for the transaction dialog's success naming `text` and returns the dialog. */
export async function expectTransactionSuccess(page: Page, text: string | RegExp) {
  const dialog = page.getByRole("dialog", { name: "Transacción confirmada" });
  await expect(dialog.getByRole("status").first()).toContainText(text, { timeout: 60_000 });
  return dialog;
}

/**
 * Whether the page's JSON-RPC request (single or batched) runs `signature` (e.g. "borrow(uint256)") on
 * `market` with one of `methods`: the app's simulation (eth_call) or gas estimate of that call.
 */
export function simulatesCall(
  route: Route,
  market: Address,
  signature: string,
  methods: readonly string[] = ["eth_call", "eth_estimateGas"],
): boolean {
  const selector = toFunctionSelector(signature);
  const body = route.request().postDataJSON() as unknown;
  const calls = (Array.isArray(body) ? body : [body]) as {
    method?: string;
    params?: { to?: string; data?: string }[];
  }[];
  return calls.some(
    (c) =>
      c.method !== undefined &&
      methods.includes(c.method) &&
      c.params?.[0]?.to?.toLowerCase() === market.toLowerCase() &&
      c.params[0].data?.startsWith(selector) === true,
  );
}
