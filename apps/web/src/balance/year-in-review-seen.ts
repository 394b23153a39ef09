import { STORAGE_KEYS } from "@ceiba/core";
import { readItem, writeItem } from "../wallet/browser-storage";

/**
 * The year-in-review opens by itself once per account and year, remembered in this browser
 * (STORAGE_KEYS.yearInReviewSeen: a JSON list of "<lowercase address>:<year>").
 */
function seenEntries(): string[] {
  const text = readItem(STORAGE_KEYS.yearInReviewSeen);
  if (text === null) return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

const entryOf = (address: string, year: number) => `${address.toLowerCase()}:${year}`;

export function hasSeenYearInReview(address: string, year: number): boolean {
  return seenEntries().includes(entryOf(address, year));
}

export function rememberYearInReviewSeen(address: string, year: number): void {
  const entries = seenEntries();
  const entry = entryOf(address, year);
  if (!entries.includes(entry)) writeItem(STORAGE_KEYS.yearInReviewSeen, JSON.stringify([...entries, entry]));
}
