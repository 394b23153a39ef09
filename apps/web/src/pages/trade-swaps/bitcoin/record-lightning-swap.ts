/**
 * The server's swap history for a Lightning swap (lending-engine §3, issue 19): POST /swaps when the swap is
 * created, PATCH /swaps/:id with Boltz's status as it moves, so another device lists it. Only public facts
 * go: the swap's id, who made it, what is given and received (BTC in sats, RBTC in wei, as the activity
 * reads them: core swapTokenDecimals), the provider's status. Never the preimage or the refund data.
 *
 * The API's body has no field yet for the invoice, the fee (fixed + percentage) or a chain swap's BTC
 * address (see the branch's report): they stay in this browser's store and refund file.
 */
import { satsToWei } from "@ceiba/core";
import type { StoredSwap } from "@ceiba/lightning";
import type { RecordSwapBody, UpdateSwapBody } from "@ceiba/sdk/api";

const BTC = { id: "BTC", symbol: "BTC" } as const;
const RBTC = { id: "RBTC", symbol: "RBTC" } as const;

/** The account that owns a swap: the RBTC receiver (reverse, chain) or the RBTC sender (submarine). */
export const swapAccount = (swap: StoredSwap): string =>
  (swap.kind === "submarine" ? swap.refundAddress : swap.claimAddress).toLowerCase();

export function lightningSwapRecord(swap: StoredSwap): RecordSwapBody {
  const base = {
    id: swap.id,
    address: swapAccount(swap),
    ...(swap.providerStatus !== undefined && { providerStatus: swap.providerStatus }),
  };
  switch (swap.kind) {
    case "reverse":
      return {
        ...base,
        provider: "lightning",
        fromToken: BTC,
        toToken: RBTC,
        fromAmount: swap.invoiceAmountSat.toString(),
        toAmount: satsToWei(swap.onchainAmountSat).toString(),
      };
    case "submarine":
      return {
        ...base,
        provider: "lightning",
        fromToken: RBTC,
        toToken: BTC,
        fromAmount: satsToWei(swap.lockAmountSat).toString(),
        toAmount: swap.invoiceAmountSat.toString(),
      };
    case "chain":
      return {
        ...base,
        provider: "onchain",
        fromToken: BTC,
        toToken: RBTC,
        fromAmount: swap.userLockAmountSat.toString(),
        toAmount: satsToWei(swap.onchainAmountSat).toString(),
      };
  }
}

export function lightningSwapStatusUpdate(swap: StoredSwap, providerStatus: string): UpdateSwapBody {
  return { address: swapAccount(swap), providerStatus };
}
