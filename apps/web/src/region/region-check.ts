import { indexerApi } from "../config/indexer-api";
import { logClientError } from "../wallet/client-log";

/** The countries the app refuses (app-shell §1: a visitor whose region check returns US is blocked). */
export const BLOCKED_COUNTRIES: readonly string[] = ["US"];

export type RegionVerdict = "allowed" | "blocked";

/**
 * GET {api}/region → {country}: the API reads the visitor's country from a trusted proxy header; the
 * browser never asks a third-party IP service. A failed check lets the visitor in (and is logged).
 */
export async function checkRegion(fetchImpl: typeof fetch = fetch): Promise<RegionVerdict> {
  try {
    const answer = await indexerApi({ fetchImpl }).get("region");
    const country = typeof answer.country === "string" ? answer.country.toUpperCase() : undefined;
    return country !== undefined && BLOCKED_COUNTRIES.includes(country) ? "blocked" : "allowed";
  } catch (error) {
    logClientError({ event: "region-check-failed", error });
    return "allowed";
  }
}

let verdict: Promise<RegionVerdict> | undefined;

/** The check, once per page load. */
export function regionVerdict(): Promise<RegionVerdict> {
  verdict ??= checkRegion();
  return verdict;
}

/** Forgets the cached verdict (tests). */
export function resetRegionVerdict(): void {
  verdict = undefined;
}
