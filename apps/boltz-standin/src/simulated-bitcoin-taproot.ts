/**
 * The stand-in's Bitcoin side of chain swaps, with real Bitcoin script (no Bitcoin node runs here,
 * so the "chain" is this stand-in's memory): the Taproot lockup Boltz funds (claim leaf: the user's key and the
 * preimage; refund leaf: the stand-in's key after the timeout; internal key: the MuSig2 aggregate of [server,
 * user]), a funding transaction paying it, and the check of the user's claim transaction — it must spend that
 * output through the claim leaf with a valid Schnorr signature over the BIP-341 sighash and the preimage.
 * Written here on its own (not shared with @ceiba/lightning), so the client is checked against a second reading.
 */
import { schnorr } from "@noble/curves/secp256k1";
import { sha256 } from "@noble/hashes/sha256";
import { randomBytes } from "node:crypto";
import {
  Address,
  NETWORK,
  OutScript,
  Script,
  TaprootControlBlock,
  TEST_NETWORK,
  Transaction,
  p2tr,
} from "@scure/btc-signer";
import { keyAggExport, keyAggregate } from "@scure/btc-signer/musig2.js";
import { tapLeafHash } from "@scure/btc-signer/payment.js";
import { taprootTweakPubkey } from "@scure/btc-signer/utils.js";
import { bytesToHex, hexToBytes, ripemd160 } from "viem";
import type { Hex } from "./swap-record";

const REGTEST = { ...TEST_NETWORK, bech32: "bcrt" } satisfies typeof NETWORK;
const LEAF_VERSION = 0xc0;

const xOnly = (key: Uint8Array) => (key.length === 33 ? key.subarray(1) : key);
const hex = (bytes: Uint8Array) => bytesToHex(bytes).slice(2);

export interface TaprootLockup {
  swapTree: { claimLeaf: { version: number; output: string }; refundLeaf: { version: number; output: string } };
  address: string;
  /** The output script (hex) a funding transaction pays. */
  outputScript: string;
}

/**
 * The lockup of a chain swap's BTC side (keys compressed, 33 bytes). `server` says whose leaf the stand-in's key
 * is: the refund leaf when it locks the BTC (RBTC → BTC), the claim leaf when the user does (BTC → RBTC).
 */
export function taprootLockup(
  preimageHash: Hex,
  claimKey: Hex,
  refundKey: Hex,
  timeout: number,
  server: "claim" | "refund",
): TaprootLockup {
  const claim = Script.encode([
    "SIZE",
    32,
    "EQUALVERIFY",
    "HASH160",
    ripemd160(hexToBytes(preimageHash), "bytes"),
    "EQUALVERIFY",
    xOnly(hexToBytes(claimKey)),
    "CHECKSIG",
  ]);
  const refund = Script.encode([xOnly(hexToBytes(refundKey)), "CHECKSIGVERIFY", timeout, "CHECKLOCKTIMEVERIFY"]);
  const [serverKey, userKey] = server === "refund" ? [refundKey, claimKey] : [claimKey, refundKey];
  const internalKey = keyAggExport(keyAggregate([hexToBytes(serverKey), hexToBytes(userKey)]));
  const payment = p2tr(
    internalKey,
    [
      { script: claim, leafVersion: LEAF_VERSION },
      { script: refund, leafVersion: LEAF_VERSION },
    ],
    REGTEST,
    true,
  );
  return {
    swapTree: {
      claimLeaf: { version: LEAF_VERSION, output: hex(claim) },
      refundLeaf: { version: LEAF_VERSION, output: hex(refund) },
    },
    address: payment.address,
    outputScript: hex(payment.script),
  };
}

/** A funding transaction of the simulated chain: `amount` sats to the lockup (its input is made up). */
export function fundingTransaction(outputScript: string, amount: bigint): { id: string; hex: string; vout: number } {
  const tx = new Transaction({ allowUnknownInputs: true });
  tx.addOutput({ script: hexToBytes(`0x${outputScript}`), amount });
  tx.addInput({ txid: randomBytes(32), index: 0, finalScriptWitness: [randomBytes(64)] });
  return { id: tx.id, hex: tx.hex, vout: 0 };
}

export interface ClaimExpectation {
  lockup: { id: string; vout: number; amount: bigint; outputScript: string };
  claimLeaf: string;
  preimageHash: Hex;
  userClaimKey: Hex;
}

export interface CheckedClaim {
  id: string;
  preimage: Hex;
  outputs: { address: string; amount: bigint }[];
}

export class ClaimRefused extends Error {}

/** Checks that `transactionHex` spends the lockup through the claim leaf; its preimage and outputs. */
export function checkClaimTransaction(transactionHex: string, expected: ClaimExpectation): CheckedClaim {
  let tx: Transaction;
  try {
    tx = Transaction.fromRaw(hexToBytes(`0x${transactionHex.replace(/^0x/, "")}`), {
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
      disableScriptCheck: true,
    });
  } catch (error) {
    throw new ClaimRefused(`not a Bitcoin transaction: ${(error as Error).message}`);
  }
  if (tx.inputsLength !== 1) throw new ClaimRefused("the stand-in takes claims of exactly one input");
  const input = tx.getInput(0);
  if (!input.txid || hex(input.txid) !== expected.lockup.id || input.index !== expected.lockup.vout) {
    throw new ClaimRefused("the transaction does not spend the swap's lockup output");
  }
  const witness = input.finalScriptWitness;
  if (!witness || witness.length !== 4)
    throw new ClaimRefused("not a claim-leaf witness (signature, preimage, script, control block)");
  const [signature, preimage, script, controlBlockBytes] = witness as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  if (hex(script) !== expected.claimLeaf) throw new ClaimRefused("the witness script is not the swap's claim leaf");
  if (preimage.length !== 32 || bytesToHex(sha256(preimage)) !== expected.preimageHash.toLowerCase()) {
    throw new ClaimRefused("the preimage does not hash to the swap's preimage hash");
  }
  // The control block must commit the leaf to the lockup's output key (BIP-341).
  const controlBlock = TaprootControlBlock.decode(controlBlockBytes);
  let node: Uint8Array = tapLeafHash(script, controlBlock.version & 0xfe);
  for (const sibling of controlBlock.merklePath) {
    const [a, b] = hex(node) < hex(sibling) ? [node, sibling] : [sibling, node];
    node = Uint8Array.from(schnorr.utils.taggedHash("TapBranch", a, b));
  }
  const [outputKey, parity] = taprootTweakPubkey(controlBlock.internalKey, Uint8Array.from(node));
  const lockupScript = hexToBytes(`0x${expected.lockup.outputScript}`);
  if (hex(outputKey) !== hex(lockupScript.subarray(2)) || parity !== (controlBlock.version & 1)) {
    throw new ClaimRefused("the control block does not open the lockup's Taproot output");
  }
  if (signature.length !== 64 && !(signature.length === 65 && signature[64] === 0x01)) {
    throw new ClaimRefused("the signature's sighash type is not DEFAULT or ALL");
  }
  const hashType = signature.length === 65 ? 0x01 : 0x00;
  const message = tx.preimageWitnessV1(
    0,
    [lockupScript],
    hashType,
    [expected.lockup.amount],
    undefined,
    script,
    LEAF_VERSION,
  );
  if (!schnorr.verify(signature.subarray(0, 64), message, xOnly(hexToBytes(expected.userClaimKey)))) {
    throw new ClaimRefused("the claim signature is not the user's claim key's over this transaction");
  }
  const outputs: CheckedClaim["outputs"] = [];
  for (let i = 0; i < tx.outputsLength; i++) {
    const output = tx.getOutput(i);
    if (!output.script || output.amount === undefined) continue;
    outputs.push({ address: Address(REGTEST).encode(OutScript.decode(output.script)), amount: output.amount });
  }
  const spent = outputs.reduce((sum, output) => sum + output.amount, 0n);
  if (spent > expected.lockup.amount) throw new ClaimRefused("the outputs spend more than the lockup holds");
  return { id: tx.id, preimage: bytesToHex(preimage), outputs };
}
