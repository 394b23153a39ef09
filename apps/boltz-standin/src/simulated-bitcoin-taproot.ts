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

export interface CheckedSpend {
  id: string;
  outputs: { address: string; amount: bigint }[];
}

export interface CheckedClaim extends CheckedSpend {
  preimage: Hex;
}

export class ClaimRefused extends Error {}

type Lockup = ClaimExpectation["lockup"];

/** Checks that `transactionHex` spends the lockup through the claim leaf; its preimage and outputs. */
export function checkClaimTransaction(transactionHex: string, expected: ClaimExpectation): CheckedClaim {
  const { tx, witness } = parseSpendOf(transactionHex, expected.lockup);
  if (witness.length !== 4)
    throw new ClaimRefused("not a claim-leaf witness (signature, preimage, script, control block)");
  const [signature, preimage, script, controlBlock] = witness as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  if (hex(script) !== expected.claimLeaf) throw new ClaimRefused("the witness script is not the swap's claim leaf");
  if (preimage.length !== 32 || bytesToHex(sha256(preimage)) !== expected.preimageHash.toLowerCase()) {
    throw new ClaimRefused("the preimage does not hash to the swap's preimage hash");
  }
  verifyLeafSpend(tx, expected.lockup, script, controlBlock, signature, expected.userClaimKey, "claim");
  return { ...spendResult(tx, expected.lockup), preimage: bytesToHex(preimage) };
}

export interface RefundExpectation {
  lockup: Lockup;
  refundLeaf: string;
  userRefundKey: Hex;
  /** The refund leaf's timeout (Bitcoin block height). */
  timeout: number;
  /** The simulated chain's height now: a refund is valid from the timeout's block on. */
  height: number;
}

/**
 * Checks that `transactionHex` spends the lockup through the refund leaf with the user's refund key, its lock time
 * at least the timeout and that block reached (BIP-65: a lock time below the timeout fails CHECKLOCKTIMEVERIFY).
 */
export function checkRefundTransaction(transactionHex: string, expected: RefundExpectation): CheckedSpend {
  const { tx, witness } = parseSpendOf(transactionHex, expected.lockup);
  if (witness.length !== 3) throw new ClaimRefused("not a refund-leaf witness (signature, script, control block)");
  const [signature, script, controlBlock] = witness as [Uint8Array, Uint8Array, Uint8Array];
  if (hex(script) !== expected.refundLeaf) throw new ClaimRefused("the witness script is not the swap's refund leaf");
  if (tx.lockTime < expected.timeout) {
    throw new ClaimRefused(`lock time ${tx.lockTime} is below the refund leaf's timeout ${expected.timeout}`);
  }
  if (tx.getInput(0).sequence === 0xffffffff) throw new ClaimRefused("a final sequence disables the lock time");
  if (expected.height < tx.lockTime) {
    throw new ClaimRefused(`non-final: the Bitcoin chain is at block ${expected.height}, the refund at ${tx.lockTime}`);
  }
  verifyLeafSpend(tx, expected.lockup, script, controlBlock, signature, expected.userRefundKey, "refund");
  return spendResult(tx, expected.lockup);
}

function parseSpendOf(transactionHex: string, lockup: Lockup): { tx: Transaction; witness: Uint8Array[] } {
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
  if (tx.inputsLength !== 1) throw new ClaimRefused("the stand-in takes spends of exactly one input");
  const input = tx.getInput(0);
  if (!input.txid || hex(input.txid) !== lockup.id || input.index !== lockup.vout) {
    throw new ClaimRefused("the transaction does not spend the swap's lockup output");
  }
  const witness = input.finalScriptWitness;
  if (!witness) throw new ClaimRefused("the input has no witness");
  return { tx, witness };
}

/** The control block must commit `script` to the lockup's output key (BIP-341), and `key` sign the sighash. */
function verifyLeafSpend(
  tx: Transaction,
  lockup: Lockup,
  script: Uint8Array,
  controlBlockBytes: Uint8Array,
  signature: Uint8Array,
  key: Hex,
  leaf: "claim" | "refund",
): void {
  const controlBlock = TaprootControlBlock.decode(controlBlockBytes);
  let node: Uint8Array = tapLeafHash(script, controlBlock.version & 0xfe);
  for (const sibling of controlBlock.merklePath) {
    const [a, b] = hex(node) < hex(sibling) ? [node, sibling] : [sibling, node];
    node = Uint8Array.from(schnorr.utils.taggedHash("TapBranch", a, b));
  }
  const [outputKey, parity] = taprootTweakPubkey(controlBlock.internalKey, Uint8Array.from(node));
  const lockupScript = hexToBytes(`0x${lockup.outputScript}`);
  if (hex(outputKey) !== hex(lockupScript.subarray(2)) || parity !== (controlBlock.version & 1)) {
    throw new ClaimRefused("the control block does not open the lockup's Taproot output");
  }
  if (signature.length !== 64 && !(signature.length === 65 && signature[64] === 0x01)) {
    throw new ClaimRefused("the signature's sighash type is not DEFAULT or ALL");
  }
  const hashType = signature.length === 65 ? 0x01 : 0x00;
  const message = tx.preimageWitnessV1(0, [lockupScript], hashType, [lockup.amount], undefined, script, LEAF_VERSION);
  if (!schnorr.verify(signature.subarray(0, 64), message, xOnly(hexToBytes(key)))) {
    throw new ClaimRefused(`the ${leaf} signature is not the user's ${leaf} key's over this transaction`);
  }
}

function spendResult(tx: Transaction, lockup: Lockup): CheckedSpend {
  const outputs: CheckedSpend["outputs"] = [];
  for (let i = 0; i < tx.outputsLength; i++) {
    const output = tx.getOutput(i);
    if (!output.script || output.amount === undefined) continue;
    outputs.push({ address: Address(REGTEST).encode(OutScript.decode(output.script)), amount: output.amount });
  }
  const spent = outputs.reduce((sum, output) => sum + output.amount, 0n);
  if (spent > lockup.amount) throw new ClaimRefused("the outputs spend more than the lockup holds");
  return { id: tx.id, outputs };
}
