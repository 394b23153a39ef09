/**
 * The Taproot output of a chain swap's BTC lock, recomputed here from our own secrets and Boltz's key, so the
 * client never trusts the address or the tree Boltz answers. Both sides of a chain swap use Boltz's "reverse
 * swap tree" (boltz-core's reverseSwapTree; Boltz's web app checks chain swaps against it):
 *   claim leaf   OP_SIZE 32 OP_EQUALVERIFY OP_HASH160 <ripemd160(preimageHash)> OP_EQUALVERIFY <claim key> OP_CHECKSIG
 *   refund leaf  <refund key> OP_CHECKSIGVERIFY <timeout> OP_CHECKLOCKTIMEVERIFY
 * both at depth 1 with leaf version 0xc0, under the MuSig2 aggregate of [Boltz's key, the user's key] in that
 * order as the internal key. RBTC → BTC: Boltz locks, the user's key claims and Boltz's refunds. BTC → RBTC:
 * the user locks, Boltz's key claims (with the preimage the user reveals on Rootstock) and the user's refunds
 * after the timeout. Boltz's docs (Claim & Refund details) describe it.
 */
import { bytesToHex, hexToBytes, ripemd160, type Hex } from "viem";
import { Script, type Transaction, p2tr } from "@scure/btc-signer";
import { keyAggExport, keyAggregate } from "@scure/btc-signer/musig2.js";
import { TAP_LEAF_VERSION } from "@scure/btc-signer/payment.js";
import { BTC_SIGNER_NETWORKS } from "./btc-network";
import type { BitcoinNetwork } from "@ceiba/core";

export interface BtcSwapTreeInputs {
  readonly preimageHash: Hex;
  /** The claim leaf's compressed key (33 bytes). */
  readonly claimPublicKey: Hex;
  /** The refund leaf's compressed key (33 bytes). */
  readonly refundPublicKey: Hex;
  /** Bitcoin block height from which the refund key may spend. */
  readonly timeoutBlockHeight: bigint;
}

/** Whose key is Boltz's: the claim leaf's (the user locked BTC) or the refund leaf's (Boltz locked BTC). */
export type BtcServerLeaf = "claim" | "refund";

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
  /** Each leaf as a PSBT tapLeafScript entry: its control block, and its script followed by its version. */
  readonly claimLeafScript: TapLeafScriptInput;
  readonly refundLeafScript: TapLeafScriptInput;
}

const xOnly = (key: Uint8Array) => (key.length === 33 ? key.subarray(1) : key);
const leafOf = (script: Uint8Array): SerializedLeaf => ({
  version: TAP_LEAF_VERSION,
  output: bytesToHex(script).slice(2),
});

/** The two leaves Boltz must have built for our preimage hash and the two keys. */
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
    xOnly(hexToBytes(inputs.refundPublicKey)),
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

/** The lockup's Taproot output for `inputs` on `network`; `server` says which leaf's key is Boltz's. */
export function btcLockupOf(inputs: BtcSwapTreeInputs, network: BitcoinNetwork, server: BtcServerLeaf): BtcLockup {
  const tree = expectedBtcSwapTree(inputs);
  const [serverKey, userKey] =
    server === "claim"
      ? [inputs.claimPublicKey, inputs.refundPublicKey]
      : [inputs.refundPublicKey, inputs.claimPublicKey];
  const internalKey = keyAggExport(keyAggregate([hexToBytes(serverKey), hexToBytes(userKey)]));
  const leaf = (l: SerializedLeaf) => ({ script: hexToBytes(`0x${l.output}`), leafVersion: l.version });
  const payment = p2tr(internalKey, [leaf(tree.claimLeaf), leaf(tree.refundLeaf)], BTC_SIGNER_NETWORKS[network], true);
  const leafScript = (serialized: SerializedLeaf): TapLeafScriptInput => {
    const script = hexToBytes(`0x${serialized.output}`);
    const found = payment.tapLeafScript?.find(([, scriptWithVersion]) =>
      equalBytes(scriptWithVersion.subarray(0, -1), script),
    );
    if (!found) throw new Error("a leaf is not in its own tree");
    return found as TapLeafScriptInput;
  };
  return {
    tree,
    internalKey,
    address: payment.address,
    outputScript: payment.script,
    claimLeafScript: leafScript(tree.claimLeaf),
    refundLeafScript: leafScript(tree.refundLeaf),
  };
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
