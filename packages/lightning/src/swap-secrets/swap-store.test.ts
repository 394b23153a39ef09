import { describe, expect, it } from "vitest";
import { parsePendingSwap, pendingSwapText, type PendingSwap } from "./pending-swap";
import { generatePreimage, generateRefundKey } from "./preimage";
import type { StoredReverseSwap } from "./stored-swap";
import {
  PENDING_SWAP_STORAGE_PREFIX,
  SWAP_STORAGE_PREFIX,
  createKeyValueSwapStore,
  createMemorySwapStore,
} from "./swap-store";

const secret = generatePreimage();
const pending: PendingSwap = {
  kind: "chain",
  chainId: 1337,
  createdAt: 1_700_000_000,
  createdAtBlock: 12n,
  preimageHash: secret.preimageHash,
  preimage: secret.preimage,
  claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  amountSat: 100_000n,
  btcRefundPrivateKey: generateRefundKey().privateKey,
};

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

function memoryStorage() {
  const map = new Map<string, string>();
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
  return { map, storage };
}

describe("pending swap records", () => {
  it("read back exactly, and refuse another format or a preimage of another hash", () => {
    expect(parsePendingSwap(pendingSwapText(pending))).toEqual(pending);
    const { btcRefundPrivateKey: _key, ...reverse } = { ...pending, kind: "reverse" as const };
    expect(parsePendingSwap(pendingSwapText(reverse))).toEqual(reverse);
    const other = generatePreimage().preimage;
    expect(parsePendingSwap(pendingSwapText({ ...pending, preimage: other }))).toBeUndefined();
    expect(parsePendingSwap(JSON.stringify({ ...JSON.parse(pendingSwapText(pending)), format: "x" }))).toBeUndefined();
    expect(parsePendingSwap("{")).toBeUndefined();
  });
});

describe("swap stores: pending records", () => {
  it("are kept apart from the swaps (never listed as one), and removed by their preimage hash", async () => {
    const { map, storage } = memoryStorage();
    for (const store of [createMemorySwapStore(), createKeyValueSwapStore(storage)]) {
      await store.savePending(pending);
      expect(await store.listPending()).toEqual([pending]);
      expect(await store.list()).toEqual([]);

      // The swap as Boltz created it replaces the record: stored under its id, then the record dropped.
      await store.save(swapOf(pending));
      await store.removePending(pending.preimageHash);
      expect(await store.listPending()).toEqual([]);
      expect((await store.list()).map((swap) => swap.id)).toEqual(["Ab3dE5fG7hJk"]);
    }
    expect([...map.keys()]).toEqual([`${SWAP_STORAGE_PREFIX}Ab3dE5fG7hJk`]);
  });

  it("over localStorage, under their own prefix, by preimage hash; an unreadable one is skipped", async () => {
    const { map, storage } = memoryStorage();
    const store = createKeyValueSwapStore(storage);
    await store.savePending(pending);
    expect([...map.keys()]).toEqual([`${PENDING_SWAP_STORAGE_PREFIX}${pending.preimageHash.toLowerCase()}`]);
    map.set(`${PENDING_SWAP_STORAGE_PREFIX}broken`, "{");
    expect(await store.listPending()).toEqual([pending]);
    expect(await store.list()).toEqual([]);
  });
});
