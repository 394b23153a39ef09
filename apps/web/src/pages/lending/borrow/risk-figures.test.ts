import { EXP, joinAccountMarkets, liquidationPrice, underlyingLiquidationPrice } from "@ceiba/core";
import { zeroAddress } from "viem";
import { describe, expect, it } from "vitest";
import { DOC_TOKEN, E, kDOC, kRBTC, kSAT, market, position } from "../../../lending/test-snapshot";
import { riskFigures, withDeposit } from "./risk-figures";

const MARKETS = [market("kRBTC"), market("kDOC")];
const INFO = [
  { market: kRBTC, underlying: zeroAddress, underlyingSymbol: "RBTC" },
  { market: kDOC, underlying: DOC_TOKEN, underlyingSymbol: "DOC" },
];
/** 1 RBTC deposited (57,000 USD of borrowing power at 95,000 × 0.6) and `debt` DOC owed. */
const account = (debt: bigint, entered = true) =>
  joinAccountMarkets(MARKETS, [
    position(kRBTC, { tokens: 50n * EXP, entered }),
    position(kDOC, { borrowBalance: debt, entered }),
  ]);

describe("riskFigures", () => {
  it("no debt: no risk, health factor 100 %, no liquidation price", () => {
    const risk = riskFigures({ account: account(0n), markets: INFO, liquidityKnown: true });
    expect(risk.level).toBe("noRisk");
    expect(risk.healthFactor).toBe(EXP);
    expect(risk.liquidation).toEqual([
      {
        underlying: zeroAddress,
        underlyingSymbol: "RBTC",
        markets: [kRBTC],
        price: E("95000"),
        liquidationPrice: undefined,
      },
    ]);
  });

  it.each([
    [E("20000"), "low"], // 35 % of the power used
    [E("35000"), "medium"], // 61 %
    [E("45000"), "high"], // 79 %
    [E("50000"), "preLiquidation"], // 88 %
    [E("58000"), "liquidationZone"], // short
  ] as const)("a debt of %s DOC is %s", (debt, level) => {
    expect(riskFigures({ account: account(debt), markets: INFO, liquidityKnown: true }).level).toBe(level);
  });

  it("cannot be calculated when the Lens could not compute the liquidity", () => {
    const risk = riskFigures({ account: account(E("100")), markets: INFO, liquidityKnown: false });
    expect(risk.level).toBe("cannotBeCalculated");
    expect(risk.healthFactor).toBeUndefined();
  });

  it("prices a loan being simulated: level, health factor and liquidation price with it", () => {
    const now = riskFigures({ account: account(E("20000")), markets: INFO, liquidityKnown: true });
    const after = riskFigures({
      account: account(E("20000")),
      markets: INFO,
      liquidityKnown: true,
      borrow: { market: kDOC, amount: E("25000") },
    });
    expect(now.level).toBe("low");
    expect(after.level).toBe("high");
    // 45,000 DOC of 57,000 USD of power (79 % used, 12,000 spare): the spec's factor is 0.
    expect(after.healthFactor).toBe(0n);
    expect(after.borrowingPowerUsed).toBe((E("45000") * EXP + E("57000") - 1n) / E("57000"));
    // 20,000 DOC now, 37,000 spare: 1 − 20/37.
    expect(now.healthFactor).toBe(EXP - (E("20000") * EXP + E("37000") - 1n) / E("37000"));
    // The price of RBTC at which 1 RBTC × 0.6 no longer covers 45,000 DOC: 75,000 USD.
    const row = after.liquidation[0];
    expect(row?.liquidationPrice).toBe(liquidationPrice(account(E("45000")), kRBTC));
    expect((row?.liquidationPrice ?? 0n) / EXP).toBe(74_999n);
    expect(now.liquidation[0]?.liquidationPrice).toBe(liquidationPrice(account(E("20000")), kRBTC));
  });

  it("shows one row per underlying: kRBTC and kSAT's rBTC counts together", () => {
    // 0.5 RBTC in kRBTC and 0.5 RBTC in kSAT (25 tokens each at 0.02) against 45,000 DOC.
    const markets = [market("kRBTC"), market("kSAT"), market("kDOC")];
    const split = joinAccountMarkets(markets, [
      position(kRBTC, { tokens: 25n * EXP }),
      position(kSAT, { tokens: 25n * EXP }),
      position(kDOC, { borrowBalance: E("45000") }),
    ]);
    const info = [...INFO, { market: kSAT, underlying: zeroAddress, underlyingSymbol: "RBTC" }];
    const risk = riskFigures({ account: split, markets: info, liquidityKnown: true });
    expect(risk.liquidation).toHaveLength(1);
    const row = risk.liquidation[0];
    expect(row?.underlyingSymbol).toBe("RBTC");
    expect(row?.markets).toEqual([kRBTC, kSAT]);
    expect(row?.liquidationPrice).toBe(underlyingLiquidationPrice(split, [kRBTC, kSAT]));
    // The same as 1 RBTC in one market (74,999.99… USD), not kRBTC's price alone (kSAT would still cover half).
    expect(row?.liquidationPrice).toBe(liquidationPrice(account(E("45000")), kRBTC));
    expect(liquidationPrice(split, kRBTC)).not.toBe(row?.liquidationPrice);
  });

  it("counts only entered collateral", () => {
    const risk = riskFigures({ account: account(0n, false), markets: INFO, liquidityKnown: true });
    expect(risk.liquidation).toEqual([]);
  });
});

describe("withDeposit", () => {
  it("adds the minted tokens (rounded down) and enters every market as the deposit plan does", () => {
    const before = account(0n, false);
    const after = withDeposit(before, kRBTC, E("0.5"));
    expect(after.every((m) => m.entered)).toBe(true);
    expect(after[0]?.tokens).toBe(75n * EXP); // 50 + 0.5 / 0.02
    expect(after[1]?.tokens).toBe(0n);
  });
});
