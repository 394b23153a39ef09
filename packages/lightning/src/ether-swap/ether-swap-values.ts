/**
 * The five values that identify a lock in EtherSwap: `swaps[hashValues(...)]` is true while it is locked.
 * Computed here exactly as the contract does (keccak256 of the five ABI-encoded words), so a lock can be
 * checked with one storage read.
 */
import { encodeAbiParameters, keccak256, type Address, type Hex } from "viem";

export interface EtherSwapValues {
  readonly preimageHash: Hex;
  /** Wei. */
  readonly amount: bigint;
  readonly claimAddress: Address;
  readonly refundAddress: Address;
  /** Block height from which the refund is allowed. */
  readonly timelock: bigint;
}

export function etherSwapValuesHash(values: EtherSwapValues): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: "bytes32" }, { type: "uint256" }, { type: "address" }, { type: "address" }, { type: "uint256" }],
      [values.preimageHash, values.amount, values.claimAddress, values.refundAddress, values.timelock],
    ),
  );
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The fields of `found` that differ from `expected` (addresses compared lowercased: Rootstock's EIP-1191). */
export function etherSwapMismatches(expected: EtherSwapValues, found: EtherSwapValues): (keyof EtherSwapValues)[] {
  const fields: (keyof EtherSwapValues)[] = [];
  if (!same(expected.preimageHash, found.preimageHash)) fields.push("preimageHash");
  if (expected.amount !== found.amount) fields.push("amount");
  if (!same(expected.claimAddress, found.claimAddress)) fields.push("claimAddress");
  if (!same(expected.refundAddress, found.refundAddress)) fields.push("refundAddress");
  if (expected.timelock !== found.timelock) fields.push("timelock");
  return fields;
}
