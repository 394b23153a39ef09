/**
 * A swap's secret: 32 random bytes from the platform's CSPRNG (crypto.getRandomValues, in browsers and
 * Node) and its SHA-256, the hash Boltz's invoice and EtherSwap's lock are bound to. Whoever holds the
 * preimage can claim the lock, so it stays in the browser (and the refund file), never on a server.
 */
import { bytesToHex, sha256, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";

export interface SwapPreimage {
  readonly preimage: Hex;
  readonly preimageHash: Hex;
}

export function randomBytes32(): Hex {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

export function preimageHashOf(preimage: Hex): Hex {
  return sha256(preimage);
}

export function generatePreimage(): SwapPreimage {
  const preimage = randomBytes32();
  return { preimage, preimageHash: preimageHashOf(preimage) };
}

/** Whether `preimage` (32 bytes) hashes to `preimageHash`. */
export function preimageMatches(preimage: Hex, preimageHash: Hex): boolean {
  return /^0x[0-9a-fA-F]{64}$/.test(preimage) && preimageHashOf(preimage).toLowerCase() === preimageHash.toLowerCase();
}

/**
 * A secp256k1 key pair for the Bitcoin side of a chain swap (the BTC refund key of BTC → RBTC, the BTC claim key of
 * RBTC → BTC): the private key and its compressed public key.
 */
export function generateRefundKey(): { readonly privateKey: Hex; readonly publicKey: Hex } {
  const privateKey = randomBytes32();
  return { privateKey, publicKey: compressedPublicKey(privateKey) };
}

export function compressedPublicKey(privateKey: Hex): Hex {
  const uncompressed = privateKeyToAccount(privateKey).publicKey; // 0x04 ‖ x ‖ y
  const x = uncompressed.slice(4, 68);
  const yIsOdd = BigInt(`0x${uncompressed.slice(68)}`) % 2n === 1n;
  return `0x${yIsOdd ? "03" : "02"}${x}`;
}
