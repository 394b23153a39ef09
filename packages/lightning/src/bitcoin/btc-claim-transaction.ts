/**
 * The user's claim of Boltz's BTC lock (RBTC → BTC chain swap), built and signed in the browser: a script-path
 * spend of the claim leaf, witness [Schnorr signature of the claim key, preimage, claim leaf, control block].
 * It needs no cooperation from Boltz (the MuSig2 key path would only make the spend smaller and private).
 */
import type { BitcoinNetwork } from "@ceiba/core";
import { TaprootControlBlock, Transaction } from "@scure/btc-signer";
import { hexToBytes, type Hex } from "viem";
import { BTC_SIGNER_NETWORKS } from "./btc-network";
import type { BtcLockup } from "./btc-swap-tree";

/** The output of Boltz's lockup transaction that pays the swap's Taproot address. */
export interface BtcLockupOutput {
  readonly txid: string;
  readonly vout: number;
  readonly amountSat: bigint;
}

/** Finds the output of `transactionHex` paying `outputScript`; undefined when it pays none. */
export function findLockupOutput(transactionHex: string, outputScript: Uint8Array): BtcLockupOutput | undefined {
  const tx = Transaction.fromRaw(hexToBytes(`0x${transactionHex.replace(/^0x/, "")}`), {
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
    disableScriptCheck: true,
  });
  for (let vout = 0; vout < tx.outputsLength; vout++) {
    const output = tx.getOutput(vout);
    if (output.script && output.amount !== undefined && sameBytes(output.script, outputScript)) {
      return { txid: tx.id, vout, amountSat: output.amount };
    }
  }
  return undefined;
}

export interface BtcClaimRequest {
  readonly lockup: BtcLockup;
  readonly output: BtcLockupOutput;
  readonly claimPrivateKey: Hex;
  readonly preimage: Hex;
  /** The user's BTC address (already checked for the network). */
  readonly destinationAddress: string;
  /** The claim transaction's miner fee, in satoshis. */
  readonly feeSat: bigint;
  readonly network: BitcoinNetwork;
}

/** A signed spend of a lockup (claim or refund), ready to broadcast. */
export interface BtcSignedTransaction {
  readonly hex: string;
  readonly txid: string;
  /** What reaches the destination address. */
  readonly amountSat: bigint;
}

export function buildBtcClaimTransaction(request: BtcClaimRequest): BtcSignedTransaction {
  return signLeafSpend({
    ...request,
    leafScript: request.lockup.claimLeafScript,
    privateKey: request.claimPrivateKey,
    // The claim leaf checks the preimage after the signature.
    witnessAfterSignature: [hexToBytes(request.preimage)],
  });
}

type TapLeafScript = BtcLockup["claimLeafScript"];

/** One lockup output spent through `leafScript` to one address, signed with `privateKey` (claim or refund). */
export function signLeafSpend(spend: {
  readonly output: BtcLockupOutput;
  readonly lockup: BtcLockup;
  readonly leafScript: TapLeafScript;
  readonly privateKey: Hex;
  readonly witnessAfterSignature: readonly Uint8Array[];
  readonly destinationAddress: string;
  readonly feeSat: bigint;
  readonly network: BitcoinNetwork;
  readonly lockTime?: number;
}): BtcSignedTransaction {
  const amountSat = spend.output.amountSat - spend.feeSat;
  if (amountSat <= 0n) throw new RangeError(`the lock of ${spend.output.amountSat} sat does not cover the fee`);
  const tx = new Transaction(spend.lockTime === undefined ? {} : { lockTime: spend.lockTime });
  tx.addInput({
    txid: spend.output.txid,
    index: spend.output.vout,
    witnessUtxo: { script: spend.lockup.outputScript, amount: spend.output.amountSat },
    tapLeafScript: [spend.leafScript],
    // Below final (a lock time counts) and replaceable, so a stuck spend can be bumped.
    sequence: 0xfffffffd,
  });
  tx.addOutputAddress(spend.destinationAddress, amountSat, BTC_SIGNER_NETWORKS[spend.network]);
  tx.signIdx(hexToBytes(spend.privateKey), 0);
  const signature = tx.getInput(0).tapScriptSig?.[0]?.[1];
  if (!signature) throw new Error("the leaf was not signed: the key is not the leaf's");
  const [controlBlock, scriptWithVersion] = spend.leafScript;
  tx.updateInput(
    0,
    {
      finalScriptWitness: [
        signature,
        ...spend.witnessAfterSignature,
        scriptWithVersion.subarray(0, -1),
        TaprootControlBlock.encode(controlBlock),
      ],
    },
    true,
  );
  return { hex: tx.hex, txid: tx.id, amountSat };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
