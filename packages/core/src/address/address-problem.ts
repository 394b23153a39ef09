/**
 * Why a typed destination is not an address the app sends to (lending-engine §5 "Send-to-wallet address
 * valid"): the first problem found, so that the send form can say what to fix instead of only "Invalid
 * address". No problem exactly when isSendableAddress accepts the text.
 */
import { isRootstockAddress, isZeroAddress } from "./rootstock-address";

export const ADDRESS_PROBLEMS = ["empty", "prefix", "characters", "length", "checksum", "zeroAddress"] as const;

/**
 *   empty        nothing typed
 *   prefix       it does not start with "0x"
 *   characters   something other than hexadecimal digits after "0x"
 *   length       not 40 digits after "0x" (20 bytes)
 *   checksum     mixed case that matches neither the EIP-1191 checksum of Rootstock (30, 31) nor EIP-55
 *   zeroAddress  the zero address, which burns what is sent (the contracts refuse it: A1)
 */
export type AddressProblem = (typeof ADDRESS_PROBLEMS)[number];

const HEX_DIGITS = /^[0-9a-fA-F]*$/;

/** The first problem of `value` as a Rootstock destination, or undefined for a sendable address. */
export function addressProblem(value: string): AddressProblem | undefined {
  if (value === "") return "empty";
  if (!value.startsWith("0x")) return "prefix";
  const body = value.slice(2);
  if (!HEX_DIGITS.test(body)) return "characters";
  if (body.length !== 40) return "length";
  if (!isRootstockAddress(value)) return "checksum";
  if (isZeroAddress(value)) return "zeroAddress";
  return undefined;
}
