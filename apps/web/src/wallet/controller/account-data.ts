import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** Whether a query key names `address` anywhere (strings compared lowercase: EIP-1191 checksums differ). */
export function keyMentions(value: unknown, address: string): boolean {
  if (typeof value === "string") return value.toLowerCase() === address;
  if (Array.isArray(value)) return value.some((item) => keyMentions(item, address));
  if (typeof value === "object" && value !== null)
    return Object.values(value).some((item) => keyMentions(item, address));
  return false;
}

/**
 * Removes the cached data of one account (app-shell §4: disconnect clears the market data): every query
 * whose key names the address (wagmi's balance and read queries do; the app's account queries must too).
 */
export function removeAccountQueries(queryClient: QueryClient, address: string): void {
  const needle = address.toLowerCase();
  queryClient.removeQueries({ predicate: (query) => keyMentions(query.queryKey as QueryKey, needle) });
}
