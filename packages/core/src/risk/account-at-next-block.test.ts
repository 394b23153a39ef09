import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { nextBlockExchangeRate, projectAccrual } from "../rates/accrual-projection";
import { accountAtNextBlock } from "./account-at-next-block";
import type { AccountMarket } from "./account-market";

const market = {
  market: "0x00000000000000000000000000000000000000aA",
  accrualBlockNumber: 100n,
  borrowIndex: EXP,
  totalBorrows: 5_000n * EXP,
  totalReserves: 10n * EXP,
  cash: 20_000n * EXP,
  totalSupply: 1_249_500n * EXP,
  exchangeRateStored: (24_990n * EXP * EXP) / (1_249_500n * EXP),
  reserveFactorMantissa: (2n * EXP) / 10n,
  borrowRatePerBlock: 4n * 10n ** 10n,
};
const entry = (address: string): AccountMarket => ({
  market: address,
  collateralFactorMantissa: (6n * EXP) / 10n,
  exchangeRateStored: market.exchangeRateStored,
  underlyingPrice: EXP,
  tokens: 25n * EXP,
  borrowBalance: 100n * EXP,
  entered: true,
});

describe("accountAtNextBlock", () => {
  it("accrues the acting market to the next block, as the transaction finds it", () => {
    const other = entry("0x00000000000000000000000000000000000000bB");
    const [acting, untouched] = accountAtNextBlock([entry(market.market.toLowerCase()), other], market, 110n);
    expect(acting?.exchangeRateStored).toBe(nextBlockExchangeRate(market, 110n));
    expect(acting?.exchangeRateStored).toBeGreaterThan(market.exchangeRateStored);
    // 11 blocks of interest on the debt, from the stored balance and index.
    expect(acting?.borrowBalance).toBe((100n * EXP * projectAccrual(market, 111n).borrowIndex) / EXP);
    expect(untouched).toBe(other);
  });

  it("takes the debt's principal and index when the market gives them (exact to the wei)", () => {
    const [acting] = accountAtNextBlock([entry(market.market)], market, 100n, {
      borrowPrincipal: 90n * EXP,
      borrowInterestIndex: (9n * EXP) / 10n,
    });
    expect(acting?.borrowBalance).toBe((90n * EXP * projectAccrual(market, 101n).borrowIndex) / ((9n * EXP) / 10n));
  });
});
