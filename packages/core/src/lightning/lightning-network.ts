/**
 * Which Bitcoin network a Rootstock chain swaps against (30 → mainnet, 31 → testnet, 1337 → regtest), and
 * the spec's invoice and address rules (lending-engine §5) asked by chain id, as the swap screens know it.
 */
import {
  BITCOIN_NETWORK_BY_CHAIN,
  checkBitcoinAddress,
  type BitcoinAddressCheck,
  type BitcoinNetwork,
} from "../address/bitcoin-address";
import { LIGHTNING_PREFIXES, type LightningPrefix } from "../address/lightning-invoice";
import { checkSwapInvoice, type SwapInvoiceCheck } from "../address/swap-invoice";

/** The Bitcoin network of a chain, or undefined for a chain without Lightning swaps. */
export function bitcoinNetworkForChain(chainId: number): BitcoinNetwork | undefined {
  return BITCOIN_NETWORK_BY_CHAIN[chainId];
}

/** The invoice prefix a chain's swaps accept: lnbc, lntb or lnbcrt. */
export function lightningPrefixForChain(chainId: number): LightningPrefix | undefined {
  const network = bitcoinNetworkForChain(chainId);
  const entry = Object.entries(LIGHTNING_PREFIXES).find(([, n]) => n === network);
  return entry?.[0] as LightningPrefix | undefined;
}

function networkOrThrow(chainId: number): BitcoinNetwork {
  const network = bitcoinNetworkForChain(chainId);
  if (network === undefined) throw new RangeError(`Chain ${chainId} has no Lightning swaps`);
  return network;
}

export interface ChainInvoiceExpectation {
  readonly chainId: number;
  /** The swap amount the invoice must ask for, in satoshis. */
  readonly amountSat: bigint;
  /** Unix seconds; an invoice expired at this time is refused. */
  readonly nowSeconds: number;
}

/**
 * Checks an invoice for a swap on `chainId`: required, a valid BOLT 11 (Bech32 checksum, known prefix, a
 * payment hash), optional `lightning:` prefix in any case, the chain's network, exactly the swap amount,
 * not expired. The failure's catalogue id is SWAP_INVOICE_ERROR_IDS[reason].
 */
export function checkInvoiceForChain(input: string, expected: ChainInvoiceExpectation): SwapInvoiceCheck {
  return checkSwapInvoice(input, {
    network: networkOrThrow(expected.chainId),
    amountSat: expected.amountSat,
    nowSeconds: expected.nowSeconds,
  });
}

/** Checks a Bitcoin address (checksums verified) for the network of `chainId`. */
export function checkBitcoinAddressForChain(input: string, chainId: number): BitcoinAddressCheck {
  return checkBitcoinAddress(input, networkOrThrow(chainId));
}
