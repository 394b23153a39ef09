/**
 * The Bitcoin side of a chain swap, simulated: no Bitcoin node runs locally. The user is shown a real regtest
 * address (bech32 "bcrt1", a P2WSH of the swap's claim script, so each swap has its own) and a BIP-21 to "pay";
 * a developer or a test then confirms a BTC transaction with a control. The swap tree carries the leaf
 * scripts Boltz documents (claim with the preimage, refund after the timeout), but the address is not the
 * Taproot output Boltz would derive from them: a client must not check one against the other on this stand-in.
 */
import { ripemd160 } from "@noble/hashes/ripemd160";
import { sha256 } from "@noble/hashes/sha256";
import { bech32 } from "@scure/base";
import { bytesToHex, concatBytes, hexToBytes } from "viem";
import { satsToBtcText } from "./amounts";
import type { Hex } from "./swap-record";

/** A BTC block every 20 RSK blocks (10 minutes at Rootstock's 30 s): the simulated chain's height. */
export const simulatedBitcoinHeight = (rskBlock: number): number => 100 + Math.floor(rskBlock / 20);

/** A minimal script number push (for the timeout in the refund leaf). */
function pushNumber(value: number): Uint8Array {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0) {
    bytes.push(rest & 0xff);
    rest = Math.floor(rest / 256);
  }
  if ((bytes[bytes.length - 1] ?? 0) & 0x80) bytes.push(0);
  return Uint8Array.from([bytes.length, ...bytes]);
}

const push = (data: Uint8Array) => Uint8Array.from([data.length, ...data]);
const xOnly = (publicKey: Hex) => hexToBytes(publicKey).slice(1);

/** Boltz's swap tree leaves (Tapscript version 0xc0) for a BTC lock the server claims with the preimage. */
export function swapTree(preimageHash: Hex, serverPublicKey: Hex, userRefundPublicKey: Hex, timeout: number) {
  const OP = { SIZE: 0x82, EQUALVERIFY: 0x88, HASH160: 0xa9, CHECKSIG: 0xac, CHECKSIGVERIFY: 0xad, CLTV: 0xb1 };
  const claim = concatBytes([
    Uint8Array.from([OP.SIZE, 0x01, 0x20, OP.EQUALVERIFY, OP.HASH160]),
    push(ripemd160(hexToBytes(preimageHash))),
    Uint8Array.from([OP.EQUALVERIFY]),
    push(xOnly(serverPublicKey)),
    Uint8Array.from([OP.CHECKSIG]),
  ]);
  const refund = concatBytes([
    push(xOnly(userRefundPublicKey)),
    Uint8Array.from([OP.CHECKSIGVERIFY]),
    pushNumber(timeout),
    Uint8Array.from([OP.CLTV]),
  ]);
  return {
    claimLeaf: { version: 0xc0, output: bytesToHex(claim).slice(2) },
    refundLeaf: { version: 0xc0, output: bytesToHex(refund).slice(2) },
  };
}

/** A regtest P2WSH address of a script. */
export const regtestAddress = (scriptHex: string): string =>
  bech32.encode("bcrt", [0, ...bech32.toWords(sha256(hexToBytes(`0x${scriptHex}`)))]);

export const bip21 = (address: string, sats: bigint, label: string): string =>
  `bitcoin:${address}?amount=${satsToBtcText(sats)}&label=${encodeURIComponent(label)}`;

/** A made-up BTC transaction id for a confirmed simulated payment. */
export const simulatedTransactionId = (): string =>
  bytesToHex(sha256(crypto.getRandomValues(new Uint8Array(32)))).slice(2);
