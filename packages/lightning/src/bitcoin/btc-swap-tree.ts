/**
 * The Taproot output of the BTC lock Boltz funds for an RBTC → BTC chain swap, recomputed here from our own
 * secrets and Boltz's key, so the client never trusts the address or the tree Boltz answers:
 *   claim leaf   OP_SIZE 32 OP_EQUALVERIFY OP_HASH160 <ripemd160(preimageHash)> OP_EQUALVERIFY <user claim key> OP_CHECKSIG
 *   refund leaf  <Boltz's key> OP_CHECKSIGVERIFY <timeout> OP_CHECKLOCKTIMEVERIFY
 * (Boltz's "reverse swap tree": the user claims with the preimage, Boltz refunds after the timeout), both leaves
 * at depth 1 with leaf version 0xc0, under the MuSig2 aggregate of [Boltz's key, the user's key] in that order
 * as the internal key. Boltz's docs (Claim & Refund details) and boltz-core's reverseSwapTree describe it.
 */
import { bytesToHex, hexToBytes, ripemd160, type Hex } from "viem";
import { Script, type Transaction, p2tr } from "@scure/btc-signer";
import { keyAggExport, keyAggregate } from "@scure/btc-signer/musig2.js";
import { TAP_LEAF_VERSION } from "@scure/btc-signer/payment.js";
import { BTC_SIGNER_NETWORKS } from "./btc-network";
import type { BitcoinNetwork } from "@ceiba/core";

export interface BtcSwapTreeInputs {
  readonly preimageHash: Hex;
  /** The user's compressed claim key (33 bytes). */
  readonly claimPublicKey: Hex;
  /** Boltz's compressed key (33 bytes): the refund leaf's, and half of the internal key. */
  readonly serverPublicKey: Hex;
  /** Bitcoin block height from which Boltz may refund. */
  readonly timeoutBlockHeight: bigint;
}

/** A leaf as Boltz serialises it: `{ version, output }` with the script as hex without 0x. */
export interface SerializedLeaf {
  readonly version: number;
  readonly output: string;
}

export interface BtcSwapTree {
  readonly claimLeaf: SerializedLeaf;
  readonly refundLeaf: SerializedLeaf;
}

type TapLeafScriptInput = NonNullable<Parameters<Transaction["addInput"]>[0]["tapLeafScript"]>[number];

export interface BtcLockup {
  readonly tree: BtcSwapTree;
  /** The x-only MuSig2 aggregate of [server, user] keys (untweaked). */
  readonly internalKey: Uint8Array;
  readonly address: string;
  /** The output script (OP_1 <tweaked key>) a funding transaction pays. */
  readonly outputScript: Uint8Array;
  /** The claim leaf as a PSBT tapLeafScript entry: its control block, and its script followed by its version. */
  readonly claimLeafScript: TapLeafScriptInput;
}

const xOnly = (key: Uint8Array) => (key.length === 33 ? key.subarray(1) : key);
const leafOf = (script: Uint8Array): SerializedLeaf => ({
  version: TAP_LEAF_VERSION,
  output: bytesToHex(script).slice(2),
});

/** The two leaves Boltz must have built for our preimage hash and claim key. */
export function expectedBtcSwapTree(inputs: BtcSwapTreeInputs): BtcSwapTree {
  const claim = Script.encode([
    "SIZE",
    32,
    "EQUALVERIFY",
    "HASH160",
    ripemd160(hexToBytes(inputs.preimageHash), "bytes"),
    "EQUALVERIFY",
    xOnly(hexToBytes(inputs.claimPublicKey)),
    "CHECKSIG",
  ]);
  const refund = Script.encode([
    xOnly(hexToBytes(inputs.serverPublicKey)),
    "CHECKSIGVERIFY",
    Number(inputs.timeoutBlockHeight),
    "CHECKLOCKTIMEVERIFY",
  ]);
  return { claimLeaf: leafOf(claim), refundLeaf: leafOf(refund) };
}

/** Whether two trees are the same leaves (hex compared lowercased). */
export function sameBtcSwapTree(a: BtcSwapTree, b: BtcSwapTree): boolean {
  const same = (x: SerializedLeaf, y: SerializedLeaf) =>
    x.version === y.version && x.output.toLowerCase() === y.output.toLowerCase();
  return same(a.claimLeaf, b.claimLeaf) && same(a.refundLeaf, b.refundLeaf);
}

/** The lockup's Taproot output for `inputs` on `network`. */
export function btcLockupOf(inputs: BtcSwapTreeInputs, network: BitcoinNetwork): BtcLockup {
  const tree = expectedBtcSwapTree(inputs);
  const internalKey = keyAggExport(
    keyAggregate([hexToBytes(inputs.serverPublicKey), hexToBytes(inputs.claimPublicKey)]),
  );
  const leaf = (l: SerializedLeaf) => ({ script: hexToBytes(`0x${l.output}`), leafVersion: l.version });
  const payment = p2tr(internalKey, [leaf(tree.claimLeaf), leaf(tree.refundLeaf)], BTC_SIGNER_NETWORKS[network], true);
  const claimScript = hexToBytes(`0x${tree.claimLeaf.output}`);
  const claimLeafScript = payment.tapLeafScript?.find(([, scriptWithVersion]) =>
    equalBytes(scriptWithVersion.subarray(0, -1), claimScript),
  );
  if (!claimLeafScript) throw new Error("the claim leaf is not in its own tree");
  return {
    tree,
    internalKey,
    address: payment.address,
    outputScript: payment.script,
    claimLeafScript: claimLeafScript as TapLeafScriptInput,
  };
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
