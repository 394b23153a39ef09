/**
 * The checks a Lightning invoice passes before a swap pays it (lending-engine §5): present, valid, of the
 * chain's Bitcoin network, and for exactly the swap amount.
 */
import type { ErrorId } from "../errors/catalogue";
import type { BitcoinNetwork } from "./bitcoin-address";
import { decodeLightningInvoice, type LightningInvoice } from "./lightning-invoice";

/** Wei per satoshi: 1 rBTC = 1e18 wei is pegged to 1 BTC = 1e8 sat, so 1 sat = 1e10 wei. */
export const WEI_PER_SATOSHI = 10_000_000_000n;

/**
 * Whether the invoice asks for exactly `amountSat` satoshis. An invoice without an amount, or one that asks
 * for a fraction of a satoshi more or less, does not match.
 */
export function invoiceMatchesAmount(invoice: LightningInvoice, amountSat: bigint): boolean {
  return invoice.amountMsat !== undefined && invoice.amountMsat === amountSat * 1000n;
}

/** Whether the invoice has expired at `nowSeconds` (Unix time). */
export function isInvoiceExpired(invoice: LightningInvoice, nowSeconds: number): boolean {
  return nowSeconds >= invoice.expiresAt;
}

export type SwapInvoiceFailure = "required" | "invalid" | "wrongNetwork" | "noAmount" | "amountMismatch" | "expired";

export type SwapInvoiceCheck =
  | { readonly ok: true; readonly invoice: LightningInvoice }
  | { readonly ok: false; readonly reason: SwapInvoiceFailure };

export interface SwapInvoiceExpectation {
  readonly network: BitcoinNetwork;
  /** The swap amount the invoice must ask for, in satoshis. */
  readonly amountSat: bigint;
  /** Unix time in seconds; when given, an expired invoice is refused. */
  readonly nowSeconds?: number;
}

/** Checks an invoice typed or pasted for a swap, and says which rule failed first. */
export function checkSwapInvoice(input: string, expected: SwapInvoiceExpectation): SwapInvoiceCheck {
  const decoded = decodeLightningInvoice(input);
  if (!decoded.ok) return { ok: false, reason: decoded.reason === "empty" ? "required" : "invalid" };
  const invoice = decoded.invoice;
  if (invoice.network !== expected.network) return { ok: false, reason: "wrongNetwork" };
  if (invoice.amountMsat === undefined) return { ok: false, reason: "noAmount" };
  if (!invoiceMatchesAmount(invoice, expected.amountSat)) return { ok: false, reason: "amountMismatch" };
  if (expected.nowSeconds !== undefined && isInvoiceExpired(invoice, expected.nowSeconds)) {
    return { ok: false, reason: "expired" };
  }
  return { ok: true, invoice };
}

/** The catalogue id of each failure. */
export const SWAP_INVOICE_ERROR_IDS = {
  required: "validation.invoiceRequired",
  invalid: "validation.invoiceInvalid",
  wrongNetwork: "validation.invoiceWrongNetwork",
  noAmount: "validation.invoiceNoAmount",
  amountMismatch: "validation.invoiceAmountMismatch",
  expired: "validation.invoiceExpired",
} as const satisfies Record<SwapInvoiceFailure, ErrorId>;
