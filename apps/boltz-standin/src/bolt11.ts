/**
 * The stand-in's BOLT11 invoices: encoded and decoded by @ceiba/core (one BOLT11 implementation for the app,
 * the client and the stand-in); only what needs secp256k1 lives here — signing with the local node key (the
 * reverse swaps' invoices and the "local Lightning wallet") and checking the signature of an invoice a
 * submarine swap is asked to pay, as Boltz does.
 */
import { secp256k1 } from "@noble/curves/secp256k1";
import { type LightningInvoice, decodeLightningInvoice, encodeLightningInvoice } from "@ceiba/core";
import { bytesToHex, hexToBytes } from "viem";

export class InvoiceRefused extends Error {
  override readonly name = "InvoiceRefused";
}

/** A decoded invoice whose signature was checked; `signer` is the key that signed it (recovered), 0x-hex. */
export interface CheckedInvoice extends LightningInvoice {
  readonly signer: `0x${string}`;
}

export interface InvoiceToSign {
  amountSats: bigint;
  paymentHash: `0x${string}`;
  description: string;
  expirySeconds: number;
  /** Unix seconds; now by default. */
  timestamp?: number;
  nodeKey: `0x${string}`;
}

/** Feature bits LND sets: var_onion_optin (8) and payment_secret (14), both "required" bits. */
const FEATURES = (1n << 8n) | (1n << 14n);
/** The min_final_cltv_expiry the stand-in's invoices ask for (LND's default is 80). */
const MIN_FINAL_CLTV_EXPIRY = 80;

/** The node's compressed public key for a private key. */
export const nodePublicKey = (nodeKey: `0x${string}`): `0x${string}` =>
  bytesToHex(secp256k1.getPublicKey(hexToBytes(nodeKey), true));

/** A signed regtest (lnbcrt) invoice, with a payment secret and the features that require it, as LND writes them. */
export function encodeInvoice(request: InvoiceToSign): string {
  if (request.amountSats <= 0n) throw new InvoiceRefused("an invoice needs a positive amount");
  return encodeLightningInvoice(
    {
      prefix: "lnbcrt",
      amountMsat: request.amountSats * 1000n,
      timestamp: request.timestamp ?? Math.floor(Date.now() / 1000),
      paymentHash: request.paymentHash.slice(2),
      paymentSecret: bytesToHex(secp256k1.utils.randomPrivateKey()).slice(2),
      description: request.description,
      expiry: request.expirySeconds,
      minFinalCltvExpiry: MIN_FINAL_CLTV_EXPIRY,
      features: FEATURES,
    },
    (hash) => {
      const signature = secp256k1.sign(hash, hexToBytes(request.nodeKey));
      return { compact: signature.toCompactRawBytes(), recoveryId: signature.recovery };
    },
  );
}

/** Decodes an invoice (core's decoder) and checks its signature and named payee; throws InvoiceRefused. */
export function decodeInvoice(text: string): CheckedInvoice {
  const decoded = decodeLightningInvoice(text);
  if (!decoded.ok) throw new InvoiceRefused(`not a valid BOLT11 invoice (${decoded.reason})`);
  const invoice = decoded.invoice;
  if (invoice.recoveryId > 3) throw new InvoiceRefused("the invoice's signature has no valid recovery id");
  let signer: `0x${string}`;
  try {
    const signature = secp256k1.Signature.fromCompact(invoice.signature).addRecoveryBit(invoice.recoveryId);
    const recovered = signature.recoverPublicKey(invoice.signedHash).toRawBytes(true);
    if (!secp256k1.verify(invoice.signature, invoice.signedHash, recovered)) throw new Error("no match");
    signer = bytesToHex(recovered);
  } catch {
    throw new InvoiceRefused("the invoice's signature is not valid");
  }
  if (invoice.payeeNodeKey !== undefined && `0x${invoice.payeeNodeKey}` !== signer) {
    throw new InvoiceRefused("the invoice is not signed by the node it names");
  }
  return { ...invoice, signer };
}
