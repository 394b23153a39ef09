import { describe, expect, it } from "vitest";
import { zeroAddress } from "viem";
import { DOC_TOKEN, E, LOCAL, kDOC, kRBTC, kSAT, market, position, snapshot } from "../test-snapshot";
import { toLendingSnapshot } from "./lending-snapshot";
import { isNativeToken, walletBalanceOf, walletBalancesFromSnapshot } from "./wallet-balances";

const view = (raw: ReturnType<typeof snapshot>) => toLendingSnapshot(raw, 1337, LOCAL, 0);

describe("walletBalancesFromSnapshot", () => {
  it("reads rBTC and each underlying token once from the positions, rBTC first", () => {
    const balances = walletBalancesFromSnapshot(
      view(
        snapshot({
          markets: [market("kDOC"), market("kRBTC"), market("kSAT")],
          positions: [
            position(kDOC, { walletBalance: E("12") }),
            position(kRBTC, { walletBalance: E("0.5") }),
            position(kSAT, { walletBalance: E("0.5") }),
          ],
        }),
      ),
    );
    expect(balances.native).toBe(E("0.5"));
    expect(balances.assets).toEqual([
      { token: undefined, symbol: "RBTC", decimals: 18, balance: E("0.5"), markets: [kRBTC, kSAT] },
      { token: DOC_TOKEN, symbol: "DOC", decimals: 18, balance: E("12"), markets: [kDOC] },
    ]);
  });

  it("is empty without an account", () => {
    expect(walletBalancesFromSnapshot(view(snapshot({ account: zeroAddress })))).toEqual({
      native: undefined,
      assets: [],
    });
  });
});

describe("walletBalanceOf / isNativeToken", () => {
  it("reads one market's underlying balance, 0 when the market is unknown", () => {
    const v = view(snapshot({ positions: [position(kRBTC, { walletBalance: 3n }), position(kDOC)] }));
    expect(walletBalanceOf(v, kRBTC)).toBe(3n);
    expect(walletBalanceOf(v, "0x00000000000000000000000000000000000000ff")).toBe(0n);
  });

  it("names rBTC by no token or the zero address", () => {
    expect(isNativeToken(undefined)).toBe(true);
    expect(isNativeToken(zeroAddress)).toBe(true);
    expect(isNativeToken(DOC_TOKEN)).toBe(false);
  });
});
