/**
 * The Bitcoin side of a chain swap, simulated: no Bitcoin node runs locally. The user is shown the swap's real
 * regtest Taproot lockup address (simulated-bitcoin-taproot.ts) and a BIP-21 to "pay"; a developer or a test then
 * confirms a BTC transaction with a control.
 */
import { sha256 } from "@noble/hashes/sha256";
import { bytesToHex } from "viem";
import { satsToBtcText } from "./amounts";

/** A BTC block every 20 RSK blocks (10 minutes at Rootstock's 30 s): the simulated chain's height. */
export const simulatedBitcoinHeight = (rskBlock: number): number => 100 + Math.floor(rskBlock / 20);

export const bip21 = (address: string, sats: bigint, label: string): string =>
  `bitcoin:${address}?amount=${satsToBtcText(sats)}&label=${encodeURIComponent(label)}`;

/** A made-up BTC transaction id for a confirmed simulated payment. */
export const simulatedTransactionId = (): string =>
  bytesToHex(sha256(crypto.getRandomValues(new Uint8Array(32)))).slice(2);
