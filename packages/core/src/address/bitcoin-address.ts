/**
 * Bitcoin addresses per network: legacy Base58Check (P2PKH, P2SH) and native SegWit (Bech32 for v0,
 * Bech32m for v1+, per BIP-350). Regtest uses testnet's Base58 version bytes (as Bitcoin Core does), so
 * m…, n… and 2… addresses are valid on both; only the SegWit prefix (tb1 / bcrt1) tells them apart.
 */
import type { ErrorId } from "../errors/catalogue";
import { base58CheckDecode, base58CheckEncode } from "./base58";
import { BECH32_ADDRESS_LIMIT, bech32Decode, bech32Encode, convertBits } from "./bech32";

export const BITCOIN_NETWORKS = ["mainnet", "testnet", "regtest"] as const;
export type BitcoinNetwork = (typeof BITCOIN_NETWORKS)[number];

interface NetworkParams {
  readonly p2pkh: number;
  readonly p2sh: number;
  readonly hrp: string;
}

const PARAMS: Readonly<Record<BitcoinNetwork, NetworkParams>> = {
  mainnet: { p2pkh: 0x00, p2sh: 0x05, hrp: "bc" }, // 1…, 3…, bc1…
  testnet: { p2pkh: 0x6f, p2sh: 0xc4, hrp: "tb" }, // m… or n…, 2…, tb1…
  regtest: { p2pkh: 0x6f, p2sh: 0xc4, hrp: "bcrt" }, // as testnet, bcrt1…
};

/** The Bitcoin network that pairs with each Rootstock chain (swaps on 1337 run against a regtest node). */
export const BITCOIN_NETWORK_BY_CHAIN: Readonly<Record<number, BitcoinNetwork>> = {
  30: "mainnet",
  31: "testnet",
  1337: "regtest",
};

export type BitcoinAddressType = "p2pkh" | "p2sh" | "p2wpkh" | "p2wsh" | "p2tr" | "witness";

export interface BitcoinAddress {
  readonly network: BitcoinNetwork;
  readonly type: BitcoinAddressType;
  /** SegWit version 0–16; undefined for Base58 addresses. */
  readonly witnessVersion?: number;
  /** The 20-byte hash (P2PKH, P2SH) or the witness program. */
  readonly program: Uint8Array;
}

function witnessType(version: number, length: number): BitcoinAddressType {
  if (version === 0) return length === 20 ? "p2wpkh" : "p2wsh";
  if (version === 1 && length === 32) return "p2tr";
  return "witness";
}

function decodeSegwit(address: string, network: BitcoinNetwork): BitcoinAddress | undefined {
  const decoded = bech32Decode(address, BECH32_ADDRESS_LIMIT);
  if (decoded === undefined || decoded.hrp !== PARAMS[network].hrp) return undefined;
  const [version, ...rest] = decoded.words;
  if (version === undefined || version > 16) return undefined;
  // v0 uses Bech32, v1+ Bech32m (BIP-350).
  if ((version === 0) !== (decoded.encoding === "bech32")) return undefined;
  const program = convertBits(rest, 5, 8, false);
  if (program === undefined || program.length < 2 || program.length > 40) return undefined;
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined;
  return {
    network,
    type: witnessType(version, program.length),
    witnessVersion: version,
    program: Uint8Array.from(program),
  };
}

function decodeBase58(address: string, network: BitcoinNetwork): BitcoinAddress | undefined {
  const payload = base58CheckDecode(address);
  if (payload === undefined || payload.length !== 21) return undefined;
  const params = PARAMS[network];
  const type = payload[0] === params.p2pkh ? "p2pkh" : payload[0] === params.p2sh ? "p2sh" : undefined;
  return type === undefined ? undefined : { network, type, program: payload.slice(1) };
}

/** The address decoded for `network`, or undefined when it is not a valid address of that network. */
export function decodeBitcoinAddress(address: string, network: BitcoinNetwork): BitcoinAddress | undefined {
  return decodeSegwit(address, network) ?? decodeBase58(address, network);
}

export function isBitcoinAddress(address: string, network: BitcoinNetwork): boolean {
  return decodeBitcoinAddress(address, network) !== undefined;
}

/** The networks on which `address` is valid (testnet and regtest share Base58 addresses). */
export function bitcoinAddressNetworks(address: string): BitcoinNetwork[] {
  return BITCOIN_NETWORKS.filter((network) => isBitcoinAddress(address, network));
}

/** Encodes a hash or witness program as an address of `network` (used for invoice fallback addresses). */
export function encodeBitcoinAddress(
  network: BitcoinNetwork,
  target:
    | { readonly type: "p2pkh" | "p2sh"; readonly program: Uint8Array }
    | { readonly witnessVersion: number; readonly program: Uint8Array },
): string {
  const params = PARAMS[network];
  if ("type" in target) {
    return base58CheckEncode(
      Uint8Array.from([target.type === "p2pkh" ? params.p2pkh : params.p2sh, ...target.program]),
    );
  }
  const words = convertBits([...target.program], 8, 5, true) ?? [];
  return bech32Encode(
    params.hrp,
    [target.witnessVersion, ...words],
    target.witnessVersion === 0 ? "bech32" : "bech32m",
  );
}

export type BitcoinAddressFailure = "required" | "invalid" | "wrongNetwork";

export type BitcoinAddressCheck =
  | { readonly ok: true; readonly address: BitcoinAddress }
  | { readonly ok: false; readonly reason: BitcoinAddressFailure };

/** Checks a typed or pasted address (surrounding spaces ignored) for `network`, with a reason on failure. */
export function checkBitcoinAddress(input: string, network: BitcoinNetwork): BitcoinAddressCheck {
  const address = input.trim();
  if (address === "") return { ok: false, reason: "required" };
  const decoded = decodeBitcoinAddress(address, network);
  if (decoded !== undefined) return { ok: true, address: decoded };
  return { ok: false, reason: bitcoinAddressNetworks(address).length > 0 ? "wrongNetwork" : "invalid" };
}

/** The catalogue id of each failure. */
export const BITCOIN_ADDRESS_ERROR_IDS = {
  required: "validation.bitcoinAddressRequired",
  invalid: "validation.bitcoinAddressInvalid",
  wrongNetwork: "validation.bitcoinAddressWrongNetwork",
} as const satisfies Record<BitcoinAddressFailure, ErrorId>;
