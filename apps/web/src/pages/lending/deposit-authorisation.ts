import { STORAGE_KEYS } from "@ceiba/core";
import type { LendingSnapshot } from "../../lending/data/lending-snapshot";
import { readItem, writeItem } from "../../wallet/browser-storage";

/**
 * The first deposit's three authorisations (lending-engine §4 "First deposit": the amount, the
 * transaction, using deposits as collateral), asked once per address and remembered in this browser
 * (STORAGE_KEYS.firstDepositAuthorised: a JSON list of lowercase addresses).
 */
function authorisedAddresses(): string[] {
  const text = readItem(STORAGE_KEYS.firstDepositAuthorised);
  if (text === null) return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((a): a is string => typeof a === "string") : [];
  } catch {
    return [];
  }
}

/** This browser remembers that `address` gave the authorisations. */
export function hasDepositAuthorisation(address: string): boolean {
  return authorisedAddresses().includes(address.toLowerCase());
}

/** Remembers that `address` gave the authorisations. */
export function rememberDepositAuthorisation(address: string): void {
  const addresses = authorisedAddresses();
  const lower = address.toLowerCase();
  if (!addresses.includes(lower)) writeItem(STORAGE_KEYS.firstDepositAuthorised, JSON.stringify([...addresses, lower]));
}

/**
 * Whether a deposit must ask the three authorisations first: the address never gave them here, and the
 * chain shows it never used the protocol: no market entered as collateral (the first deposit enters them
 * all, and they stay entered after everything is withdrawn), no tokens, no debt, deprecated markets
 * included. An address that deposited from another browser is not asked again.
 */
export function needsDepositAuthorisation(snapshot: Pick<LendingSnapshot, "account" | "positions">): boolean {
  if (!snapshot.account) return false;
  if (hasDepositAuthorisation(snapshot.account.address)) return false;
  return !snapshot.positions.some((p) => p.entered || p.tokens > 0n || p.borrowBalance > 0n);
}
