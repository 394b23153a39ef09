import { STORAGE_KEYS } from "@ceiba/core";
import type { WalletKind } from "./session";

/**
 * The wallet folder's use of localStorage. Every access tolerates a disabled or full storage (private
 * mode): the session then simply does not survive a reload.
 */
function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // storage full or disabled: nothing to keep
  }
}

export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // storage disabled
  }
}

function readJson(key: string): unknown {
  const text = readItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The stored session of app-shell §4: how the user connected last time and with which wallet. */
export interface StoredSession {
  method: WalletKind;
  /** The connector id (an EIP-6963 rdns, "injected", "ceiba-local", "walletConnect"). */
  walletId: string;
}

const WALLET_KINDS: readonly WalletKind[] = ["browser", "local", "walletconnect", "social", "ledger", "trezor", "xo"];

export function readStoredSession(): StoredSession | undefined {
  const value = readJson(STORAGE_KEYS.lastSession);
  if (typeof value !== "object" || value === null) return undefined;
  const { method, walletId } = value as Record<string, unknown>;
  if (typeof walletId !== "string" || walletId === "") return undefined;
  if (!WALLET_KINDS.includes(method as WalletKind)) return undefined;
  return { method: method as WalletKind, walletId };
}

export function writeStoredSession(session: StoredSession): void {
  writeItem(STORAGE_KEYS.lastSession, JSON.stringify(session));
}

export function clearStoredSession(): void {
  removeItem(STORAGE_KEYS.lastSession);
}

/**
 * Prefixes of what wallet libraries keep on our origin: wagmi's store, recent connector and per-connector
 * flags ("wagmi."), WalletConnect's sessions ("wc@2:"). The local wallet's key is not a cache: it stays
 * so that the user finds the same account (and its test funds) next time.
 */
const WALLET_CACHE_PREFIXES = ["wagmi.", "wc@2:", "@w3m/", "W3M_"];

/** Removes the stored session and every wallet library's cache (app-shell §4, disconnect). */
export function clearWalletCaches(): void {
  clearStoredSession();
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key !== null && WALLET_CACHE_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // storage disabled
  }
}

/**
 * This browser's memory of the addresses that accepted the terms (lowercase), so that a returning user
 * sees no terms dialog flash while the server is asked. The server stays the source of truth.
 */
export function readTermsAccepted(address: string): boolean {
  const value = readJson(STORAGE_KEYS.termsAccepted);
  return Array.isArray(value) && value.includes(address.toLowerCase());
}

export function rememberTermsAccepted(address: string, accepted: boolean): void {
  const value = readJson(STORAGE_KEYS.termsAccepted);
  const list = new Set(Array.isArray(value) ? value.filter((x): x is string => typeof x === "string") : []);
  if (accepted) list.add(address.toLowerCase());
  else list.delete(address.toLowerCase());
  writeItem(STORAGE_KEYS.termsAccepted, JSON.stringify([...list]));
}
