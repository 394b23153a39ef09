import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MICRO_ACCOUNT_CAP } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { maxDeposit, microAccountRoom } from "./max-deposit";

const FEE = 10n ** 13n; // 0.00001 rBTC

describe("microAccountRoom", () => {
  it("is 0.025 rBTC minus what the account has in the micro market", () => {
    expect(microAccountRoom(0n, 2n * 10n ** 16n)).toBe(MICRO_ACCOUNT_CAP);
    expect(microAccountRoom(EXP / 2n, 2n * 10n ** 16n)).toBe(15n * 10n ** 15n); // 0.025 − 0.01
    expect(microAccountRoom(5n * EXP, 2n * 10n ** 16n)).toBe(0n);
    expect(microAccountRoom(0n, 2n * 10n ** 16n, EXP)).toBe(EXP);
  });
});

describe("maxDeposit", () => {
  it("is the wallet balance in a token market", () => {
    expect(maxDeposit({ kind: "erc20", walletBalance: 123n * EXP, borrowBalance: 0n })).toEqual({
      amount: 123n * EXP,
      limitedBy: "wallet",
    });
  });

  it("deducts the estimated fee for rBTC, floored at 0", () => {
    expect(maxDeposit({ kind: "native", walletBalance: EXP, borrowBalance: 0n, estimatedFee: FEE })).toEqual({
      amount: EXP - FEE,
      limitedBy: "wallet",
    });
    expect(maxDeposit({ kind: "native", walletBalance: FEE - 1n, borrowBalance: 0n, estimatedFee: FEE }).amount).toBe(
      0n,
    );
  });

  it("is 0 while the account owes in the market (T12) or deposits are paused (C2)", () => {
    expect(maxDeposit({ kind: "erc20", walletBalance: EXP, borrowBalance: 1n })).toEqual({
      amount: 0n,
      limitedBy: "activeDebt",
    });
    expect(maxDeposit({ kind: "erc20", walletBalance: EXP, borrowBalance: 0n, mintPaused: true })).toEqual({
      amount: 0n,
      limitedBy: "paused",
    });
  });

  it("is 0 in a market without a price (C6), and a known price changes nothing", () => {
    expect(maxDeposit({ kind: "erc20", walletBalance: EXP, borrowBalance: 0n, underlyingPrice: 0n })).toEqual({
      amount: 0n,
      limitedBy: "unpriced",
    });
    expect(maxDeposit({ kind: "erc20", walletBalance: EXP, borrowBalance: 0n, underlyingPrice: EXP })).toEqual({
      amount: EXP,
      limitedBy: "wallet",
    });
  });

  const micro = {
    kind: "micro" as const,
    walletBalance: EXP,
    borrowBalance: 0n,
    estimatedFee: FEE,
    tokens: EXP / 2n, // 0.01 rBTC at 0.02
    exchangeRate: 2n * 10n ** 16n,
    marketCap: { totalDeposit: EXP, limit: 2n * EXP, maxDeposit: EXP },
  };

  it("is bounded by the micro market's per-account cap (R8)", () => {
    expect(maxDeposit(micro)).toEqual({ amount: 15n * 10n ** 15n, limitedBy: "accountCap" });
  });

  it("is bounded by the micro market's cap (R9), and 0 when the cap is unknown", () => {
    expect(
      maxDeposit({ ...micro, marketCap: { totalDeposit: EXP, limit: EXP + 10n ** 15n, maxDeposit: 10n ** 15n } }),
    ).toEqual({
      amount: 10n ** 15n,
      limitedBy: "marketCap",
    });
    expect(maxDeposit({ ...micro, marketCap: undefined })).toEqual({ amount: 0n, limitedBy: "marketCap" });
  });

  it("is bounded by the wallet in the micro market too", () => {
    expect(maxDeposit({ ...micro, walletBalance: 10n ** 15n })).toEqual({
      amount: 10n ** 15n - FEE,
      limitedBy: "wallet",
    });
  });

  it("never allows a micro deposit that _beforeMint or the wallet refuses", () => {
    fc.assert(
      fc.property(
        fc.bigInt(0n, 2n * EXP),
        fc.bigInt(0n, 10n ** 15n),
        fc.bigInt(0n, 3n * EXP),
        fc.bigInt(10n ** 16n, 10n ** 17n),
        fc.bigInt(0n, 5n * EXP),
        fc.bigInt(0n, 5n * EXP),
        (walletBalance, estimatedFee, tokens, exchangeRate, totalDeposit, limit) => {
          const marketCap = { totalDeposit, limit, maxDeposit: limit > totalDeposit ? limit - totalDeposit : 0n };
          const { amount } = maxDeposit({ ...micro, walletBalance, estimatedFee, tokens, exchangeRate, marketCap });
          expect(amount >= 0n).toBe(true);
          expect(amount + estimatedFee <= walletBalance || amount === 0n).toBe(true);
          expect((tokens * exchangeRate) / EXP + amount <= MICRO_ACCOUNT_CAP || amount === 0n).toBe(true); // R8
          expect(totalDeposit + amount <= limit || amount === 0n).toBe(true); // R9
        },
      ),
    );
  });
});
