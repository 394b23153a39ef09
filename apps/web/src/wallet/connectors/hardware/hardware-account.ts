import type { Address } from "viem";
import type { HardwareDerivationPathId } from "@ceiba/core";

/** An account of a hardware wallet: its derivation path ("44'/137'/0'/0/1") and the address the device gave. */
export interface HardwareAccountChoice {
  readonly path: string;
  readonly address: Address;
}

/**
 * Reads `count` accounts from `from` under one derivation path: what the account-choice dialog asks of a
 * device (the Ledger asks it one address at a time, the Trezor derives them from one public key).
 */
export type HardwareAccountReader = (
  pathId: HardwareDerivationPathId,
  from: number,
  count: number,
) => Promise<HardwareAccountChoice[]>;
