/**
 * The user's refund of their own BTC lock (BTC → RBTC chain swap that Boltz never completed), built and signed in
 * the browser: a script-path spend of the refund leaf, witness [Schnorr signature of the refund key, refund leaf,
 * control block], with the transaction's lock time at the lockup's timeout (the leaf's OP_CHECKLOCKTIMEVERIFY
 * needs it, and miners take it only from that Bitcoin block on). It needs no cooperation from Boltz.
 */
import type { BitcoinNetwork } from "@ceiba/core";
import type { Hex } from "viem";
import { signLeafSpend, type BtcLockupOutput, type BtcSignedTransaction } from "./btc-claim-transaction";
import type { BtcLockup } from "./btc-swap-tree";

export interface BtcRefundRequest {
  readonly lockup: BtcLockup;
  readonly output: BtcLockupOutput;
  readonly refundPrivateKey: Hex;
  /** The refund leaf's timeout (a Bitcoin block height): the transaction's lock time. */
  readonly timeoutBlockHeight: bigint;
  /** The user's BTC address (already checked for the network). */
  readonly destinationAddress: string;
  /** The refund transaction's miner fee, in satoshis. */
  readonly feeSat: bigint;
  readonly network: BitcoinNetwork;
}

export function buildBtcRefundTransaction(request: BtcRefundRequest): BtcSignedTransaction {
  return signLeafSpend({
    ...request,
    leafScript: request.lockup.refundLeafScript,
    privateKey: request.refundPrivateKey,
    witnessAfterSignature: [],
    lockTime: Number(request.timeoutBlockHeight),
  });
}
