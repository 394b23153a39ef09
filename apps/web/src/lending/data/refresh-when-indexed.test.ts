import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { accountKeys, lendingKeys } from "./query-keys";
import { refreshWhenIndexed } from "./refresh-when-indexed";

const ALICE = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed";
const BOB = "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359";

function seeded() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const keys = {
    aliceActivity: accountKeys.activity(1337, ALICE, { tab: "operations", page: 0 }),
    aliceLatest: accountKeys.latestActivity(1337, ALICE),
    alicePrincipals: accountKeys.balances(1337, ALICE),
    aliceSnapshot: accountKeys.snapshot(1337, ALICE),
    bobActivity: accountKeys.activity(1337, BOB, { tab: "operations", page: 0 }),
    stats: lendingKeys.marketStats(1337),
    markets: lendingKeys.markets(1337),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, 1);
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, invalidated };
}

describe("refreshWhenIndexed", () => {
  it("reads the account's indexer data again once the indexer has the head seen after the receipt", async () => {
    const { client, invalidated } = seeded();
    const answers = [40n, 41n, 42n];
    const waits: number[] = [];
    const caughtUp = await refreshWhenIndexed(
      client,
      { chainId: 1337, address: ALICE },
      {
        head: async () => 42n,
        indexed: async () => answers.shift() ?? 42n,
        wait: async (ms) => {
          // Nothing is read again while the indexer is behind.
          expect(invalidated()).toEqual([]);
          waits.push(ms);
        },
        intervalMs: 1_000,
      },
    );
    expect(caughtUp).toBe(true);
    expect(waits).toEqual([1_000, 1_000]);
    // The chain reads (snapshot, markets) were refreshed with the receipt already; another account's are left.
    expect(invalidated()).toEqual(["aliceActivity", "aliceLatest", "alicePrincipals", "stats"]);
  });

  it("counts an indexer that does not answer as behind, and gives up after the timeout", async () => {
    const { client, invalidated } = seeded();
    let asked = 0;
    const caughtUp = await refreshWhenIndexed(
      client,
      { chainId: 1337, address: ALICE },
      {
        head: async () => 42n,
        indexed: async () => {
          asked += 1;
          throw new Error("503");
        },
        wait: async () => undefined,
        intervalMs: 1_000,
        timeoutMs: 5_000,
      },
    );
    expect(caughtUp).toBe(false);
    expect(asked).toBe(5);
    expect(invalidated()).toEqual([]);
  });
});
