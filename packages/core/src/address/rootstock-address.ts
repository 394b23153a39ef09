/**
 * Rootstock (EVM) addresses. Rootstock checksums mixed-case addresses per EIP-1191, which hashes the
 * chain id together with the address, so an address checksummed for chain 30 fails EIP-55 and the other
 * way round. We accept every form a user or a wallet may paste — all lowercase, all uppercase hex, EIP-55
 * and EIP-1191 for chains 30 and 31 — and compare addresses lowercased.
 */
import { keccak_256 } from "@noble/hashes/sha3";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";

/** The chains that adopted EIP-1191 (its adoption table): Rootstock Mainnet and Testnet. */
export const EIP1191_CHAIN_IDS: readonly number[] = [30, 31];

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export type HexAddress = `0x${string}`;

/** "0x" followed by 40 hex digits, in any case; says nothing about the checksum. */
export function isHexAddress(value: string): value is HexAddress {
  return HEX_ADDRESS.test(value);
}

/**
 * The mixed-case checksum of `address`: EIP-1191 on chains 30 and 31, EIP-55 on any other chain (1337 and
 * Ethereum). Throws on anything that is not a 20-byte hex address.
 */
export function toChecksum(address: string, chainId: number): HexAddress {
  if (!isHexAddress(address)) throw new TypeError(`Not an address: ${address}`);
  const lower = address.slice(2).toLowerCase();
  const hashInput = EIP1191_CHAIN_IDS.includes(chainId) ? `${chainId}0x${lower}` : lower;
  const hash = bytesToHex(keccak_256(utf8ToBytes(hashInput)));
  let out = "0x";
  for (let i = 0; i < lower.length; i++) {
    const char = lower.charAt(i);
    out += parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out as HexAddress;
}

/** Chains whose checksum a pasted Rootstock address may carry: EIP-1191 30 and 31, or plain EIP-55. */
const ACCEPTED_CHECKSUM_CHAINS = [30, 31, 1];

/**
 * Whether `value` is an address a Rootstock user may give: 0x + 40 hex digits that are all lowercase, all
 * uppercase, or mixed case matching the EIP-55 or an EIP-1191 (30 or 31) checksum.
 */
export function isRootstockAddress(value: string): value is HexAddress {
  if (!isHexAddress(value)) return false;
  const body = value.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return ACCEPTED_CHECKSUM_CHAINS.some((chainId) => toChecksum(value, chainId) === value);
}

/** Whether two addresses are the same account, whatever their case. Missing values never match. */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return a.toLowerCase() === b.toLowerCase();
}

/** The zero address, refused by the contracts (code A1). */
export const ZERO_ADDRESS: HexAddress = "0x0000000000000000000000000000000000000000";

export function isZeroAddress(value: string): boolean {
  return sameAddress(value, ZERO_ADDRESS);
}
