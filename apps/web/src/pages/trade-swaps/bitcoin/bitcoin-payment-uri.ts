import { toDecimalString } from "@ceiba/core";

/**
 * The BIP-21 URI of a payment of `amountSat` to `address` ("bitcoin:bcrt1q…?amount=0.0005"): built from the
 * address and amount the screen shows, so the QR a wallet scans asks for exactly what is written beside it
 * (Boltz's own bip21 is not parsed or trusted for that). BIP-21 amounts are BTC with a "." decimal mark.
 */
export function bitcoinPaymentUri(address: string, amountSat: bigint): string {
  return `bitcoin:${address}?amount=${toDecimalString(amountSat, 8)}`;
}
