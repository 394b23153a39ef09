/**
 * What the Ledger's and the Trezor's viem accounts share: signatures assembled from the device's r, s and v,
 * the typed data as a device is given it (with its EIP712Domain type and its two hashes), and the check that
 * a signature comes from the chosen address (a device with another seed is caught here, not by the node).
 */
import {
  getTypesForEIP712Domain,
  hashDomain,
  hashStruct,
  isAddressEqual,
  toHex,
  type Address,
  type Hex,
  type SignableMessage,
  type TypedData,
  type TypedDataDefinition,
} from "viem";
import { HardwareWalletError } from "./hardware-errors";

export const strip0x = (hex: string) => (hex.startsWith("0x") ? hex.slice(2) : hex);
export const with0x = (hex: string): Hex => `0x${strip0x(hex)}`;
/** A 32-byte word, left-padded (a device may drop r's or s's leading zeros). */
export const word = (hex: string): Hex => `0x${strip0x(hex).padStart(64, "0")}`;

/** A 65-byte signature from the device's r, s and v (27 or 28). */
export const signatureOf = ({ v, r, s }: { v: number; r: string; s: string }): Hex =>
  `0x${strip0x(word(r))}${strip0x(word(s))}${v.toString(16).padStart(2, "0")}`;

/** A personal_sign message as hex (viem's SignableMessage: text or raw bytes). */
export const messageHex = (message: SignableMessage): Hex => {
  if (typeof message === "string") return toHex(message);
  return typeof message.raw === "string" ? message.raw : toHex(message.raw);
};

export function sameSigner(expected: Address, signer: Address): void {
  if (!isAddressEqual(expected, signer)) {
    throw new HardwareWalletError("hardware.otherAccount", { detail: `signed by ${signer}, chosen ${expected}` });
  }
}

export interface DeviceTypedData {
  readonly domain: Record<string, unknown>;
  /** The message's types with the domain's own (EIP712Domain), as eth_signTypedData_v4 hashes them. */
  readonly types: TypedData;
  readonly primaryType: string;
  readonly message: Record<string, unknown>;
  readonly domainSeparator: Hex;
  readonly messageHash: Hex;
}

/** viem's typed data as a device signs it (viem's hashTypedData hashes the same two parts). */
export function deviceTypedData(parameters: TypedDataDefinition): DeviceTypedData {
  const {
    domain = {},
    message,
    primaryType,
    types,
  } = parameters as TypedDataDefinition<TypedData, string> & { domain?: Record<string, unknown> };
  const allTypes = { EIP712Domain: getTypesForEIP712Domain({ domain }), ...types } as unknown as TypedData;
  const data = message as Record<string, unknown>;
  return {
    domain,
    types: allTypes,
    primaryType,
    message: data,
    domainSeparator: hashDomain({ domain, types: allTypes }),
    messageHash: hashStruct({ data, primaryType, types: allTypes }),
  };
}
