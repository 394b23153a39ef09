/**
 * The server's swap history for a Lightning swap (lending-engine §3, issue 19): POST /swaps when the swap is
 * created, PATCH /swaps/:id as it moves, so another device lists it. Only public facts go: the swap's id, who
 * made it, what is given and received (BTC in sats, RBTC in wei, as the activity reads them: core
 * swapTokenDecimals), the invoice (reverse, submarine) or the Bitcoin address (chain: Boltz's lockup the user pays;
 * chainToBtc: the user's own destination), the pair's fee (fixed
 * sats + percentage, as Boltz writes it) and the provider's status. Never the preimage or a refund key: they
 * stay in this browser's store and the refund file (the API refuses a body naming one).
 */
import { feePercentageString, satsToWei, type SwapHistoryStatus } from "@ceiba/core";
import { isUserLockSwap, type StoredSwap, type SwapAction } from "@ceiba/lightning";
import type { RecordSwapBody, UpdateSwapBody } from "@ceiba/sdk/api";

const BTC = { id: "BTC", symbol: "BTC" } as const;
const RBTC = { id: "RBTC", symbol: "RBTC" } as const;

/** The account that owns a swap: the RBTC receiver (reverse, chain) or the RBTC sender (submarine, chainToBtc). */
export const swapAccount = (swap: StoredSwap): string =>
  (isUserLockSwap(swap) ? swap.refundAddress : swap.claimAddress).toLowerCase();

/** The pair's fee as the API takes it; nothing for a swap stored before the fee was kept with it. */
const feeOf = (swap: StoredSwap): Pick<RecordSwapBody, "feeFixedSat" | "feePercent"> =>
  swap.fees === undefined
    ? {}
    : { feeFixedSat: swap.fees.minerFeeSat.toString(), feePercent: feePercentageString(swap.fees.rate) };

export function lightningSwapRecord(swap: StoredSwap): RecordSwapBody {
  const base = {
    id: swap.id,
    address: swapAccount(swap),
    ...feeOf(swap),
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
        invoice: swap.invoice,
      };
    case "submarine":
      return {
        ...base,
        provider: "lightning",
        fromToken: RBTC,
        toToken: BTC,
        fromAmount: satsToWei(swap.lockAmountSat).toString(),
        toAmount: swap.invoiceAmountSat.toString(),
        invoice: swap.invoice,
      };
    case "chain":
      return {
        ...base,
        provider: "onchain",
        fromToken: BTC,
        toToken: RBTC,
        fromAmount: swap.userLockAmountSat.toString(),
        toAmount: satsToWei(swap.onchainAmountSat).toString(),
        btcAddress: swap.btcLockupAddress,
      };
    case "chainToBtc":
      return {
        ...base,
        provider: "onchain",
        fromToken: RBTC,
        toToken: BTC,
        fromAmount: satsToWei(swap.lockAmountSat).toString(),
        toAmount: (swap.serverLockAmountSat - swap.claimFeeSat).toString(),
        btcAddress: swap.btcDestinationAddress,
      };
  }
}

/**
 * The history status the chain settles whatever Boltz says: the user's own refund of a submarine lock (the
 * chain shows the lock refunded) is Refunded. Boltz has no status for it — its last one stays the failure
 * (invoice.failedToPay, swap.expired) — so the server is told to check the refund transaction on chain.
 */
export function chainHistoryStatus(action: SwapAction | undefined): SwapHistoryStatus | undefined {
  return action?.type === "done" && action.outcome === "refunded" ? "Refunded" : undefined;
}

/**
 * PATCH /swaps/:id's body for the swap's state: "re-check this swap". The server reads Boltz's status itself
 * (the one here is only a hint); for the user's refund, which Boltz does not know, it checks the refund
 * transaction this browser sent (`txHash`) on chain. Undefined while there is nothing new to ask about.
 */
export function lightningSwapStatusUpdate(
  swap: StoredSwap,
  state: { readonly providerStatus: string | undefined; readonly action: SwapAction | undefined },
): UpdateSwapBody | undefined {
  const address = swapAccount(swap);
  const status = chainHistoryStatus(state.action);
  // A BTC refund (BTC → RBTC given up) is on Bitcoin, which the server does not read: it keeps Boltz's word.
  if (status !== undefined && swap.kind !== "chain") {
    return { address, status, ...(swap.refundTx !== undefined && { txHash: swap.refundTx }) };
  }
  return state.providerStatus === undefined ? undefined : { address, providerStatus: state.providerStatus };
}
