import { STORAGE_KEYS } from "@ceiba/core";
import type { Hex } from "viem";
import { readItem, writeItem } from "../browser-storage";

/**
 * The local wallet's key, kept in this browser's localStorage (chain 1337 only: a development wallet, never
 * for real funds). `funded` remembers that the local faucet paid this key once.
 */
export const LOCAL_WALLET_STORAGE_KEY = STORAGE_KEYS.localWallet;

export interface LocalWalletRecord {
  privateKey: Hex;
  funded: boolean;
}

const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;

export function readLocalWallet(): LocalWalletRecord | undefined {
  const text = readItem(LOCAL_WALLET_STORAGE_KEY);
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as Partial<LocalWalletRecord>;
    if (typeof value.privateKey !== "string" || !PRIVATE_KEY.test(value.privateKey)) return undefined;
    return { privateKey: value.privateKey, funded: value.funded === true };
  } catch {
    return undefined;
  }
}

export function writeLocalWallet(record: LocalWalletRecord): void {
  writeItem(LOCAL_WALLET_STORAGE_KEY, JSON.stringify(record));
}

export function markLocalWalletFunded(): void {
  const record = readLocalWallet();
  if (record) writeLocalWallet({ ...record, funded: true });
}
