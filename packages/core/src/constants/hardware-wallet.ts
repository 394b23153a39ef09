/**
 * Hardware wallets (app-shell §1 "a hardware wallet (two kinds)"): the derivation paths the account choice
 * offers, and how many accounts it reads at a time. Rootstock's registered coin type is 137 (SLIP-44); many
 * people first used their device with Ethereum's, 60, so both are offered.
 */

export const HARDWARE_DERIVATION_PATHS = [
  { id: "rootstock", base: "44'/137'/0'/0" },
  { id: "ethereum", base: "44'/60'/0'/0" },
] as const;

export type HardwareDerivationPathId = (typeof HARDWARE_DERIVATION_PATHS)[number]["id"];

/** The full path of the account at `index` under a base path ("44'/137'/0'/0/3"). */
export function hardwareAccountPath(pathId: HardwareDerivationPathId, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31) throw new RangeError(`account index ${index}`);
  const path = HARDWARE_DERIVATION_PATHS.find((candidate) => candidate.id === pathId);
  if (path === undefined) throw new RangeError(`derivation path ${String(pathId)}`);
  return `${path.base}/${index}`;
}

/** Accounts read from the device per page of the account choice (each one is a round trip to the device). */
export const HARDWARE_ACCOUNTS_PER_PAGE = 5;
