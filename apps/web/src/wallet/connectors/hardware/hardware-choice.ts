import { getAddress } from "viem";
import type { HardwareAccountChoice } from "./hardware-account";

/**
 * The hardware account the user chose (its derivation path and the address the device gave for it), kept
 * in this browser under one key per wallet so that a reload reconnects the same account without asking
 * again. Nothing secret: the device keeps the keys.
 */
export interface HardwareChoiceStore {
  read(storage?: Pick<Storage, "getItem">): HardwareAccountChoice | undefined;
  write(choice: HardwareAccountChoice, storage?: Pick<Storage, "setItem">): void;
}

/** The account paths the choice offers (core's HARDWARE_DERIVATION_PATHS); anything else is not ours. */
const PATH = /^44'\/(137|60)'\/0'\/0\/\d{1,9}$/;

export function hardwareChoiceStore(key: string): HardwareChoiceStore {
  return {
    read(storage = localStorage) {
      try {
        const value = JSON.parse(storage.getItem(key) ?? "null") as Partial<HardwareAccountChoice> | null;
        if (typeof value?.path !== "string" || !PATH.test(value.path) || typeof value.address !== "string")
          return undefined;
        return { path: value.path, address: getAddress(value.address) };
      } catch {
        return undefined; // not JSON, or not an address: as if none was chosen
      }
    },
    write(choice, storage = localStorage) {
      storage.setItem(key, JSON.stringify({ path: choice.path, address: choice.address }));
    },
  };
}
