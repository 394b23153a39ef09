import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { keyMentions } from "../../wallet/controller/account-data";
import { accountKeys, invalidateAfterTransaction, lendingKeys, removeAccountData } from "./query-keys";

const ALICE = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const BOB = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359";

function seeded() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const keys = {
    markets: lendingKeys.markets(1337),
    otherChainMarkets: lendingKeys.markets(31),
    gas: lendingKeys.gasPrice(1337),
    aliceSnapshot: accountKeys.snapshot(1337, ALICE),
    aliceActivity: accountKeys.activity(1337, ALICE, { tab: "operations", page: 0 }),
    aliceOtherChain: accountKeys.snapshot(31, ALICE),
    bobSnapshot: accountKeys.snapshot(1337, BOB),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, 1);
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, keys, invalidated };
}

describe("query keys", () => {
  it("lowercase the address: one account is one key whatever the checksum", () => {
    expect(accountKeys.snapshot(31, ALICE)).toEqual(accountKeys.snapshot(31, ALICE.toLowerCase()));
    expect(accountKeys.all(31, ALICE)).toEqual(["lending", 31, "account", ALICE.toLowerCase()]);
  });

  it("nest every account key under accountKeys.all and every key under the chain's", () => {
    const prefix = accountKeys.all(30, ALICE);
    for (const key of [accountKeys.snapshot(30, ALICE), accountKeys.activity(30, ALICE, { from: "2025-01-01" })]) {
      expect(key.slice(0, prefix.length)).toEqual([...prefix]);
      expect(key.slice(0, 2)).toEqual([...lendingKeys.chain(30)]);
    }
    expect(lendingKeys.markets(30).slice(0, 2)).toEqual([...lendingKeys.chain(30)]);
  });

  it("name the address, so the wallet session's disconnect finds them", () => {
    expect(keyMentions(accountKeys.snapshot(31, ALICE), ALICE.toLowerCase())).toBe(true);
    expect(keyMentions(lendingKeys.markets(31), ALICE.toLowerCase())).toBe(false);
  });
});

describe("invalidateAfterTransaction", () => {
  it("refreshes the chain's markets and everything of the account, nothing else", async () => {
    const { client, invalidated } = seeded();
    await invalidateAfterTransaction(client, { chainId: 1337, address: ALICE.toLowerCase() });
    expect(invalidated()).toEqual(["aliceActivity", "aliceSnapshot", "markets"]);
  });
});

describe("removeAccountData", () => {
  it("drops the account's queries on that chain only", () => {
    const { client, keys } = seeded();
    removeAccountData(client, { chainId: 1337, address: ALICE });
    expect(client.getQueryData(keys.aliceSnapshot)).toBeUndefined();
    expect(client.getQueryData(keys.aliceActivity)).toBeUndefined();
    expect(client.getQueryData(keys.bobSnapshot)).toBe(1);
    expect(client.getQueryData(keys.aliceOtherChain)).toBe(1);
    expect(client.getQueryData(keys.markets)).toBe(1);
  });
});
