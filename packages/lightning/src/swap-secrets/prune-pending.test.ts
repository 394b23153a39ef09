import { describe, expect, it } from "vitest";
import type { PendingSwap } from "./pending-swap";
import { generatePreimage } from "./preimage";
import { PENDING_SWAP_MAX_AGE_SECONDS, prunePendingSwaps } from "./prune-pending";
import type { StoredReverseSwap } from "./stored-swap";
import { createKeyValueSwapStore, createMemorySwapStore } from "./swap-store";

const NOW = 1_700_000_000;

function pendingAt(createdAt: number): PendingSwap {
  const secret = generatePreimage();
  return {
    kind: "reverse",
    chainId: 1337,
    createdAt,
    createdAtBlock: 12n,
    preimageHash: secret.preimageHash,
    preimage: secret.preimage,
    claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    amountSat: 50_000n,
  };
}

const swapOf = (record: PendingSwap): StoredReverseSwap => ({
  id: "Ab3dE5fG7hJk",
  kind: "reverse",
  chainId: record.chainId,
  createdAt: record.createdAt,
  createdAtBlock: record.createdAtBlock,
  etherSwapAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  preimageHash: record.preimageHash,
  preimage: record.preimage,
  claimAddress: record.claimAddress,
  refundAddress: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  timelock: 7_200_456n,
  invoice: "lnbcrt500u1p",
  invoiceAmountSat: 50_000n,
  onchainAmountSat: 49_599n,
});

class MapStorage {
  private readonly map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
  key = (index: number) => [...this.map.keys()][index] ?? null;
  get length() {
    return this.map.size;
  }
}

describe("prunePendingSwaps", () => {
  for (const [name, makeStore] of [
    ["memory", createMemorySwapStore],
    ["key-value", () => createKeyValueSwapStore(new MapStorage())],
  ] as const) {
    it(`${name}: drops a record whose swap is stored, and one whose creation ended long ago`, async () => {
      const store = makeStore();
      const stored = pendingAt(NOW - 10);
      const abandoned = pendingAt(NOW - PENDING_SWAP_MAX_AGE_SECONDS);
      const inFlight = pendingAt(NOW - 5);
      const justUnder = pendingAt(NOW - PENDING_SWAP_MAX_AGE_SECONDS + 1);
      const future = pendingAt(NOW + 600);
      for (const record of [stored, abandoned, inFlight, justUnder, future]) await store.savePending(record);
      const swap = swapOf(stored);
      await store.save(swap);

      const removed = await prunePendingSwaps(store, NOW);
      expect(new Set(removed)).toEqual(new Set([stored.preimageHash, abandoned.preimageHash]));
      // Records that may still become a swap stay; the stored swap keeps its secrets.
      expect((await store.listPending()).map((r) => r.preimageHash).sort()).toEqual(
        [inFlight, justUnder, future].map((r) => r.preimageHash).sort(),
      );
      expect(await store.get(swap.id)).toEqual(swap);
      expect(await prunePendingSwaps(store, NOW)).toEqual([]);
    });
  }

  it("matches a stored swap's preimage hash whatever its case", async () => {
    const store = createMemorySwapStore();
    const record = pendingAt(NOW);
    await store.savePending(record);
    await store.save({
      ...swapOf(record),
      preimageHash: record.preimageHash.toUpperCase().replace("0X", "0x") as `0x${string}`,
    });
    expect(await prunePendingSwaps(store, NOW)).toEqual([record.preimageHash]);
  });
});
