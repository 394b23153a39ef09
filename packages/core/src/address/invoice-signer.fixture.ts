/**
 * A real secp256k1 signer for test invoices (RFC 6979 deterministic signatures, as lightning nodes use),
 * keyed by BOLT 11's example private key so that the spec's examples can be reproduced byte for byte.
 */
import { secp256k1 } from "@noble/curves/secp256k1";
import { bytesToHex } from "@noble/hashes/utils";
import type { InvoiceSignature } from "./lightning-invoice-encode";

export const BOLT11_PRIVATE_KEY = "e126f68f7eafcc8b74f54d269fe206be715000f94dac067d1c04a8ca3b2db734";
export const BOLT11_NODE_KEY = bytesToHex(secp256k1.getPublicKey(BOLT11_PRIVATE_KEY, true));

export function signInvoiceHash(hash: Uint8Array, privateKey: string = BOLT11_PRIVATE_KEY): InvoiceSignature {
  const signature = secp256k1.sign(hash, privateKey);
  return { compact: signature.toCompactRawBytes(), recoveryId: signature.recovery };
}
