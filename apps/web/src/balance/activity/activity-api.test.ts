import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../config/indexer-api";
import { fetchLendingActivity, fetchSwaps } from "./activity-api";
import {
  E18,
  LIGHTNING_INVOICE,
  LIGHTNING_SWAP,
  ONCHAIN_SWAP,
  lendingItem,
  stubActivityApi,
  swapItem,
  txHash,
} from "./test-api";

const ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

afterEach(() => vi.unstubAllGlobals());

describe("fetchLendingActivity", () => {
  it("asks for the filter (address lowercased) and reads bigint rows with their market's token", async () => {
    const api = stubActivityApi({
      lending: [
        lendingItem(1, 1000, {
          eventName: "liquidateBorrow",
          role: "borrower",
          amount: "123456789",
          txHash: txHash(1).toUpperCase().replace("0X", "0x"),
          market: { name: "Ceiba USDT", symbol: "kUSDT", underlyingSymbol: "USDT", underlyingDecimals: 6 },
        }),
      ],
    });
    const page = await fetchLendingActivity({
      address: ADDRESS,
      take: 10,
      skip: 0,
      from: 900,
      to: 1100,
      types: ["liquidateBorrow"],
    });
    const url = api.requests[0];
    expect(url?.pathname).toMatch(/\/users\/activity$/);
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      address: ADDRESS.toLowerCase(),
      take: "10",
      skip: "0",
      from: "900",
      to: "1100",
      types: "liquidateBorrow",
    });
    expect(page.totalCount).toBe(1);
    expect(page.rows[0]).toEqual({
      kind: "lending",
      id: `${txHash(1)}-0`,
      eventName: "liquidateBorrow",
      role: "borrower",
      marketSymbol: "kUSDT",
      underlyingSymbol: "USDT",
      decimals: 6,
      amount: 123_456_789n,
      priceAt: E18,
      amountUsd: 100n * E18,
      txHash: txHash(1),
      logIndex: 0,
      timestamp: 1000n,
    });
  });

  it("sends no filter it was not given", async () => {
    const api = stubActivityApi();
    await fetchLendingActivity({ address: ADDRESS, take: 10, skip: 20 });
    expect([...(api.requests[0]?.searchParams.keys() ?? [])]).toEqual(["address", "take", "skip"]);
  });

  it("refuses an answer it cannot read", async () => {
    stubActivityApi({ lending: [lendingItem(1, 1000, { amount: "1.5" })] });
    await expect(fetchLendingActivity({ address: ADDRESS, take: 10, skip: 0 })).rejects.toBeInstanceOf(ApiError);
    stubActivityApi({ lending: [lendingItem(1, 1000, { eventName: "transfer" })] });
    await expect(fetchLendingActivity({ address: ADDRESS, take: 10, skip: 0 })).rejects.toThrow(/unknown event/);
  });
});

describe("fetchSwaps", () => {
  it("reads both sides with their decimals (Bitcoin in satoshis) and the USD value when the API knows it", async () => {
    const api = stubActivityApi({
      swaps: [
        swapItem(2, 2000, {
          ...LIGHTNING_SWAP,
          status: "Pending",
          priceAt: null,
          amountUsd: null,
        }),
      ],
    });
    const page = await fetchSwaps({ address: ADDRESS, take: 10, skip: 0, statuses: ["Pending", "Failed"] });
    expect(api.requests[0]?.searchParams.get("status")).toBe("Pending,Failed");
    expect(page.rows[0]).toEqual({
      kind: "swap",
      id: "swap-2",
      status: "Pending",
      provider: "lightning",
      from: { symbol: "BTC", decimals: 8, amount: 50_000n },
      to: { symbol: "RBTC", decimals: 18, amount: E18 / 2000n },
      timestamp: 2000n,
      invoice: LIGHTNING_INVOICE,
      // 300 sats + 0.25 % (a 1e18 rate), as the swap form reads Boltz's pair.
      fee: { minerFeeSat: 300n, rate: 25n * 10n ** 14n },
    });
    stubActivityApi({ swaps: [swapItem(3, 3000)] });
    const priced = await fetchSwaps({ address: ADDRESS, take: 10, skip: 0 });
    expect(priced.rows[0]).toMatchObject({ priceAt: 95_000n * E18, amountUsd: 95n * E18, txHash: txHash(3) });
    // An aggregator swap has no invoice, address or fee.
    expect(priced.rows[0]).not.toHaveProperty("invoice");
    expect(priced.rows[0]).not.toHaveProperty("btcAddress");
    expect(priced.rows[0]).not.toHaveProperty("fee");
  });

  it("reads an on-chain swap's Bitcoin address and fee", async () => {
    stubActivityApi({ swaps: [swapItem(4, 4000, ONCHAIN_SWAP)] });
    const [row] = (await fetchSwaps({ address: ADDRESS, take: 10, skip: 0 })).rows;
    expect(row).toMatchObject({ provider: "onchain", btcAddress: ONCHAIN_SWAP.btcAddress, fee: { minerFeeSat: 500n } });
    expect(row?.fee?.rate).toBe(10n ** 15n);
    expect(row).not.toHaveProperty("invoice");
  });

  it("refuses a fee it cannot read", async () => {
    stubActivityApi({ swaps: [swapItem(3, 3000, { ...LIGHTNING_SWAP, feePercent: "250" })] });
    await expect(fetchSwaps({ address: ADDRESS, take: 10, skip: 0 })).rejects.toThrow(/feePercent 250/);
    stubActivityApi({ swaps: [swapItem(3, 3000, { ...LIGHTNING_SWAP, feeFixedSat: "1.5" })] });
    await expect(fetchSwaps({ address: ADDRESS, take: 10, skip: 0 })).rejects.toBeInstanceOf(ApiError);
  });

  it("refuses a status the history does not have", async () => {
    stubActivityApi({ swaps: [swapItem(3, 3000, { status: "Done" })] });
    await expect(fetchSwaps({ address: ADDRESS, take: 10, skip: 0 })).rejects.toBeInstanceOf(ApiError);
  });
});
