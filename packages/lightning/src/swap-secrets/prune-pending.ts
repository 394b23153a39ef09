/**
 * Pending records (pending-swap.ts) that can never be used, removed: a record is kept only while the swap it
 * was made for may still be in creation. Why removing the others is safe for funds: a pending record is the
 * secrets of a swap this browser never stored, and nothing can be paid or locked for such a swap — the invoice
 * to pay (reverse), the BTC address (chain) and the lock's values (RBTC → BTC) exist only in Boltz's answer,
 * which the app shows only once the swap is stored with its secrets (start-swap.ts, createFromKeptSecrets).
 * So a record goes when
 *   - a stored swap has its preimage hash: the swap holds the same secrets (the tab closed between storing
 *     the swap and removing the record), or
 *   - it is older than PENDING_SWAP_MAX_AGE_SECONDS: its creation ended long ago (Boltz's request times out
 *     within seconds) without a stored swap — Boltz refused it, its answer failed a check, or the tab closed
 *     while Boltz answered, and no one ever saw what to pay.
 * A record dated in the future (a clock set back) is kept until it is old by the clock.
 */
import type { Hex } from "viem";
import type { SwapStore } from "./swap-store";

/** An hour: far beyond a creation's requests (each times out within 15 s), and time for another tab's. */
export const PENDING_SWAP_MAX_AGE_SECONDS = 3600;

/** Removes the pending records that can never be used (see above); the preimage hashes removed. */
export async function prunePendingSwaps(store: SwapStore, nowSeconds: number): Promise<Hex[]> {
  const [pending, stored] = await Promise.all([store.listPending(), store.list()]);
  const storedHashes = new Set(stored.map((swap) => swap.preimageHash.toLowerCase()));
  const unusable = pending.filter(
    (record) =>
      storedHashes.has(record.preimageHash.toLowerCase()) ||
      record.createdAt + PENDING_SWAP_MAX_AGE_SECONDS <= nowSeconds,
  );
  for (const record of unusable) await store.removePending(record.preimageHash);
  return unusable.map((record) => record.preimageHash);
}
