import { getAddress, type Address } from "viem";

/**
 * The Ledger account the user chose (its derivation path and the address the device gave for it), kept in
 * this browser so that a reload reconnects the same account without asking again. Nothing secret: the
 * device keeps the keys.
 */
export interface StoredLedgerChoice {
  readonly path: string;
  readonly address: Address;
}

export const LEDGER_CHOICE_KEY = "ceiba-ledger.account";

const PATH = /^44'\/(137|60)'\/0'\/0\/\d{1,9}$/;

export function readLedgerChoice(storage: Pick<Storage, "getItem"> = localStorage): StoredLedgerChoice | undefined {
  try {
    const value = JSON.parse(storage.getItem(LEDGER_CHOICE_KEY) ?? "null") as Partial<StoredLedgerChoice> | null;
    if (typeof value?.path !== "string" || !PATH.test(value.path) || typeof value.address !== "string")
      return undefined;
    return { path: value.path, address: getAddress(value.address) };
  } catch {
    return undefined; // not JSON, or not an address: as if none was chosen
  }
}

export function writeLedgerChoice(choice: StoredLedgerChoice, storage: Pick<Storage, "setItem"> = localStorage): void {
  storage.setItem(LEDGER_CHOICE_KEY, JSON.stringify(choice));
}
