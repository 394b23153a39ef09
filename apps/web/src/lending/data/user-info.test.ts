import { gasLimitFor, joinAccountMarkets, maxBorrow, maxWithdrawable, MIN_MICRO_DEPOSIT } from "@ceiba/core";
import { describe, expect, it, vi } from "vitest";
import { E, LOCAL, must, kDOC, kRBTC, kSAT, market, position, snapshot } from "../test-snapshot";
import { toLendingSnapshot } from "./lending-snapshot";
import { fetchUserInfo, parseUserInfo, userInfoFromSnapshot, type UserInfoAnswer } from "./user-info";

const ANSWER: UserInfoAnswer = {
  blockNumber: "77",
  totals: { deposits_usd: "5", borrows_usd: "2", liquidity: "3", shortfall: "0" },
  marketResults: [
    {
      market_address: "0xABCDEFabcdefABCDEFabcdefABCDEFabcdefABCD",
      max_allowed_to_withdraw: "10",
      max_allowed_to_deposit: "20",
      min_allowed_to_deposit: "4",
      deposit_fee_reserve: "6",
      max_allowed_to_borrow: "30",
      cash: "40",
      exchange_rate: "50",
      asset_in_wallet: "60",
    },
  ],
};

describe("parseUserInfo / fetchUserInfo", () => {
  it("turns the API's decimal strings into bigints", () => {
    expect(parseUserInfo(ANSWER)).toEqual({
      source: "api",
      blockNumber: 77n,
      markets: [
        {
          market: "0xabcdefabcdefabcdefabcdefabcdefabcdefabcd",
          maxWithdraw: 10n,
          maxDeposit: 20n,
          minDeposit: 4n,
          depositFeeReserve: 6n,
          maxBorrow: 30n,
          cash: 40n,
          exchangeRate: 50n,
          walletBalance: 60n,
        },
      ],
      totals: { depositsUsd: 5n, borrowsUsd: 2n, liquidity: 3n, shortfall: 0n },
    });
  });

  it("calls GET /users/info with the lowercased address", async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request) => new Response(JSON.stringify(ANSWER)));
    await fetchUserInfo("0xABCDEFabcdefABCDEFabcdefABCDEFabcdefABCD", { fetchImpl, baseUrl: "http://api" });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(
      "http://api/users/info?address=0xabcdefabcdefabcdefabcdefabcdefabcdefabcd",
    );
  });
});

describe("userInfoFromSnapshot", () => {
  const gasPrice = 60_000_000n;
  const raw = snapshot({
    markets: [market("kRBTC"), market("kDOC"), market("kSAT")],
    positions: [
      position(kRBTC, { tokens: E("5"), supplyUnderlying: E("0.1"), walletBalance: E("1") }),
      position(kDOC, { borrowBalance: E("100"), walletBalance: E("7") }),
      position(kSAT, { walletBalance: E("1") }),
    ],
  });
  const view = toLendingSnapshot(raw, 1337, LOCAL, 0);
  const info = userInfoFromSnapshot(view, LOCAL.contracts.comptroller, gasPrice);
  const account = joinAccountMarkets(raw.markets, raw.account.positions);
  const of = (address: string) =>
    must(
      info.markets.find((m) => m.market === address),
      address,
    );

  it("applies core's limits to the Lens snapshot, like the API", () => {
    expect(info.source).toBe("lens");
    expect(of(kRBTC).maxWithdraw).toBe(
      maxWithdrawable({ ...must(raw.markets[0], "kRBTC"), account, market: kRBTC }).underlying,
    );
    expect(of(kDOC).maxBorrow).toBe(maxBorrow({ account, market: must(view.allMarkets[1], "kDOC") }).amount);
    expect(of(kDOC).maxDeposit).toBe(0n); // a debt in the market (T12)
    expect(of(kRBTC).maxDeposit).toBe(E("1") - gasLimitFor("mint", 1337) * gasPrice);
    expect(of(kRBTC).depositFeeReserve).toBe(gasLimitFor("mint", 1337) * gasPrice);
    expect(of(kSAT).minDeposit).toBe(MIN_MICRO_DEPOSIT);
    expect(of(kSAT).maxDeposit <= E("0.025")).toBe(true); // the per-account cap
  });

  it("sums the USD totals and carries the account's liquidity", () => {
    expect(info.totals).toEqual({
      depositsUsd: (E("0.1") * E("95000")) / E("1"),
      borrowsUsd: E("100"),
      liquidity: E("1000"),
      shortfall: 0n,
    });
  });
});
