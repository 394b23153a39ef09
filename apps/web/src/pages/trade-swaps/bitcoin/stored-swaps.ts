import { swapHistoryStatus, type SwapHistoryStatus } from "@ceiba/core";
import type { StoredSwap, SwapStore } from "@ceiba/lightning";
import { useQuery } from "@tanstack/react-query";
import type { BitcoinSwapServices } from "./bitcoin-swap-services";
import { swapAccount } from "./record-lightning-swap";

/** The query key of the stored swaps of an account on a chain (invalidated after a create or an import). */
export const storedSwapsKey = (chainId: number | undefined, account: string | undefined) =>
  ["boltzSwaps", chainId, account] as const;

/** The store's swaps of `account` on `chainId`, newest first. */
export async function accountSwaps(store: SwapStore, chainId: number, account: string): Promise<StoredSwap[]> {
  const all = await store.list();
  return all.filter((swap) => swap.chainId === chainId && swapAccount(swap) === account.toLowerCase());
}

/**
 * A stored swap's history status (lending-engine §4: Failed, Pending, Refunded, Completed): how the chain
 * settled it once it did (a user's own refund is Refunded though Boltz's last status stays the failure), else
 * Boltz's last known status, mapped by @ceiba/core exactly as the spec lists the provider's statuses.
 */
export function storedSwapHistoryStatus(swap: StoredSwap): SwapHistoryStatus {
  if (swap.settled !== undefined) return swap.settled === "refunded" ? "Refunded" : "Completed";
  return swapHistoryStatus(swap.providerStatus ?? "swap.created") ?? "Pending";
}

export function useStoredSwaps(services: BitcoinSwapServices | undefined, account: string | undefined) {
  return useQuery({
    queryKey: storedSwapsKey(services?.chainId, account),
    queryFn: () => (services && account ? accountSwaps(services.store, services.chainId, account) : []),
    enabled: services !== undefined && account !== undefined,
  });
}
