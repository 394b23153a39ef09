/**
 * The user's refund of their own BTC lock (BTC → RBTC chain swap that Boltz never completed), built and signed in
 * the browser: a script-path spend of the refund leaf, witness [Schnorr signature of the refund key, refund leaf,
 * control block], with the transaction's lock time at the lockup's timeout (the leaf's OP_CHECKLOCKTIMEVERIFY
 * needs it, and miners take it only from that Bitcoin block on). It needs no cooperation from Boltz.
 */
import type { BitcoinNetwork } from "@ceiba/core";
import { TaprootControlBlock, Transaction } from "@scure/btc-signer";
import { hexToBytes, type Hex } from "viem";
import type { BtcLockupOutput, BtcSignedTransaction } from "./btc-claim-transaction";
import { BTC_SIGNER_NETWORKS } from "./btc-network";
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
  const amountSat = request.output.amountSat - request.feeSat;
  if (amountSat <= 0n) throw new RangeError(`the lock of ${request.output.amountSat} sat does not cover the fee`);
  const tx = new Transaction({ lockTime: Number(request.timeoutBlockHeight) });
  tx.addInput({
    txid: request.output.txid,
    index: request.output.vout,
    witnessUtxo: { script: request.lockup.outputScript, amount: request.output.amountSat },
    tapLeafScript: [request.lockup.refundLeafScript],
    // Below final, so the lock time counts; replaceable, so a stuck refund can be bumped.
    sequence: 0xfffffffd,
  });
  tx.addOutputAddress(request.destinationAddress, amountSat, BTC_SIGNER_NETWORKS[request.network]);
  tx.signIdx(hexToBytes(request.refundPrivateKey), 0);
  const signature = tx.getInput(0).tapScriptSig?.[0]?.[1];
  if (!signature) throw new Error("the refund leaf was not signed: the key is not the leaf's");
  const [controlBlock, scriptWithVersion] = request.lockup.refundLeafScript;
  tx.updateInput(
    0,
    { finalScriptWitness: [signature, scriptWithVersion.subarray(0, -1), TaprootControlBlock.encode(controlBlock)] },
    true,
  );
  return { hex: tx.hex, txid: tx.id, amountSat };
}
