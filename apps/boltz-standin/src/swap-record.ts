/** What the stand-in keeps about each swap (persisted as JSON; bigint amounts in sats or wei as named). */
import type { BoltzSwapStatus } from "@ceiba/core";

export type Hex = `0x${string}`;
/** `chain` is BTC → RBTC, `chainToBtc` RBTC → BTC (both are Boltz chain swaps, POST /v2/swap/chain). */
export type SwapKind = "submarine" | "reverse" | "chain" | "chainToBtc";

/** Boltz's swap statuses (its SwapUpdateEvent): core's list, the one the client and the app read. */
export type SwapStatus = BoltzSwapStatus;

/** One status as GET /v2/swap/{id} and the WebSocket answer it. */
export interface StatusUpdate {
  status: SwapStatus;
  failureReason?: string;
  zeroConfRejected?: boolean;
  transaction?: { id: string; hex?: string };
}

interface SwapBase {
  id: string;
  kind: SwapKind;
  /** Unix ms. */
  createdAt: number;
  preimageHash: Hex;
  /** Every status it went through, the last one current. */
  history: (StatusUpdate & { at: number })[];
}

/** RBTC → Lightning: the user locks in EtherSwap for the stand-in, which "pays" the invoice and claims. */
export interface SubmarineSwap extends SwapBase {
  kind: "submarine";
  invoice: string;
  invoiceAmount: bigint;
  expectedAmount: bigint;
  timeoutBlockHeight: number;
  /** The user's refund address when given (the lock's sender is what counts on chain). */
  refundAddress?: Hex;
  /** The user's lock, once seen on chain. */
  lockup?: { transactionHash: Hex; refundAddress: Hex; amountWei: bigint; blockNumber: number };
  /** Set by the fail-payment control: the invoice is then not paid. */
  failPayment?: boolean;
}

/** Lightning → RBTC: the user pays the stand-in's invoice, the stand-in locks, the user claims. */
export interface ReverseSwap extends SwapBase {
  kind: "reverse";
  invoice: string;
  invoiceAmount: bigint;
  onchainAmount: bigint;
  claimAddress: Hex;
  timeoutBlockHeight: number;
  /** Unix seconds. */
  invoiceExpiresAt: number;
  invoicePaid?: boolean;
  /** The stand-in's lock, once sent. */
  lockup?: { transactionHash: Hex; blockNumber: number };
}

/** BTC on chain → RBTC: the user "sends" BTC (a control), the stand-in locks RBTC, the user claims. */
export interface ChainSwap extends SwapBase {
  kind: "chain";
  claimAddress: Hex;
  refundPublicKey: Hex;
  userLockAmount: bigint;
  serverLockAmount: bigint;
  /** The simulated Bitcoin side: the user's Taproot lockup (absent in swaps stored before it was kept). */
  btcLockupAddress: string;
  btcOutputScript?: string;
  refundLeaf?: string;
  bip21: string;
  btcTimeoutBlockHeight: number;
  /** The RBTC side (EtherSwap block height). */
  timeoutBlockHeight: number;
  /** The user's BTC lock, once "confirmed" by the control: a funding transaction of the simulated chain. */
  btcTransaction?: { id: string; amount: bigint; hex?: string; vout?: number };
  /** Set by the no-server-lock control: the stand-in never locks the RBTC (the user then refunds the BTC). */
  refuseServerLock?: boolean;
  /** The user's refund of their BTC lock, after its timeout. */
  btcRefundTransaction?: { id: string; hex: string; outputs: { address: string; amount: bigint }[] };
  lockup?: { transactionHash: Hex; blockNumber: number };
}

/**
 * RBTC → BTC on chain: the user locks RBTC in EtherSwap for the stand-in, which funds the swap's Taproot lockup on
 * its simulated Bitcoin chain; the user claims that output with the preimage (POST /v2/chain/BTC/transaction),
 * and the stand-in claims the RBTC with the preimage it learns. Or the user refunds the RBTC after the timelock.
 */
export interface ChainToBtcSwap extends SwapBase {
  kind: "chainToBtc";
  /** The user's Rootstock address (refund of the RBTC lock) and BTC claim key. */
  refundAddress: Hex;
  claimPublicKey: Hex;
  /** RBTC the user locks and BTC the stand-in locks, in sats. */
  userLockAmount: bigint;
  serverLockAmount: bigint;
  /** The user's RBTC lock's timelock (EtherSwap block height). */
  timeoutBlockHeight: number;
  /** The Taproot lockup on the simulated Bitcoin chain. */
  btcLockupAddress: string;
  btcOutputScript: string;
  claimLeaf: string;
  btcTimeoutBlockHeight: number;
  /** Set by the no-server-lock control: the stand-in never funds the BTC lockup. */
  refuseServerLock?: boolean;
  /** The user's RBTC lock, once seen on chain. */
  lockup?: { transactionHash: Hex; amountWei: bigint; blockNumber: number };
  btcLockupTransaction?: { id: string; hex: string; vout: number };
  btcClaimTransaction?: { id: string; hex: string; outputs: { address: string; amount: bigint }[] };
}

export type StoredSwap = SubmarineSwap | ReverseSwap | ChainSwap | ChainToBtcSwap;

/** An invoice of the stand-in's "local Lightning wallet": it knows the preimage, so it can "pay" it. */
export interface WalletInvoice {
  invoice: string;
  preimage: Hex;
  paymentHash: Hex;
  amountSats: bigint;
  expiresAt: number;
}

export const currentStatus = (swap: StoredSwap): StatusUpdate => {
  const last = swap.history[swap.history.length - 1];
  if (!last) return { status: "swap.created" };
  const { at: _at, ...update } = last;
  return update;
};
