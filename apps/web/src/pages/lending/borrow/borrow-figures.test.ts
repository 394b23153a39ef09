import { EXP, gasLimitFor, minimumBorrowAmount } from "@ceiba/core";
import type { MarketData, Position } from "@ceiba/sdk";
import { describe, expect, it } from "vitest";
import { toLendingSnapshot } from "../../../lending/data/lending-snapshot";
import { E, LOCAL, kDOC, kRBTC, krDOC, market, must, position, snapshot } from "../../../lending/test-snapshot";
import { borrowFigures } from "./borrow-figures";

const GAS_PRICE = 60_000_000n;
const COMPTROLLER = LOCAL.contracts.comptroller;

/** 1 RBTC deposited (50 tokens at 0.02): 57,000 USD of borrowing power at 95,000 × 0.6. */
const ONE_RBTC = { tokens: 50n * EXP };
/**
 * A loan market that accrues nothing before the loan lands: the loan sees the debt of the snapshot, so a
 * boundary (1 wei of liquidity, the 1000 rDOC cap) stays exact. Elsewhere the next block's interest counts.
 */
const NO_ACCRUAL = { borrowRatePerBlock: 0n };

function figures(options: {
  rbtc?: Partial<Position>;
  doc?: Partial<Position>;
  docMarket?: Partial<MarketData>;
  borrowFrom?: "kDOC" | "krDOC";
  gasPrice?: bigint;
}) {
  const borrowSymbol = options.borrowFrom ?? "kDOC";
  const borrowAddress = borrowSymbol === "kDOC" ? kDOC : krDOC;
  const raw = snapshot({
    markets: [market("kRBTC"), market(borrowSymbol, options.docMarket)],
    positions: [position(kRBTC, options.rbtc), position(borrowAddress, options.doc)],
  });
  const view = toLendingSnapshot(raw, 1337, LOCAL, 0);
  const m = must(
    view.allMarkets.find((x) => x.market === borrowAddress),
    borrowSymbol,
  );
  const p = must(
    view.positions.find((x) => x.market === borrowAddress),
    "position",
  );
  return borrowFigures({
    snapshot: view,
    market: m,
    position: p,
    comptroller: COMPTROLLER,
    gasPrice: options.gasPrice ?? GAS_PRICE,
  });
}

describe("borrowFigures: max borrow and the bound that sets it", () => {
  it("is 85% of the liquidity minus 1 in the market's price when the collateral is the bound", () => {
    // 0.01 RBTC: 570 USD of liquidity, 484.5 DOC − 1 wei.
    const f = figures({ rbtc: { tokens: EXP / 2n } });
    expect(f.max).toMatchObject({ amount: E("484.5") - 1n, limitedBy: "liquidity", liquidity: E("570") });
  });

  it("is the market's cash less its reserves when the market has less to lend (reserves are never lent)", () => {
    const f = figures({ rbtc: ONE_RBTC, docMarket: { cash: E("100"), totalReserves: E("10") } });
    expect(f.max).toMatchObject({ amount: E("90"), limitedBy: "cash" });
  });

  it("is what is left under the market's borrow cap (C7)", () => {
    const f = figures({ rbtc: ONE_RBTC, docMarket: { borrowCap: E("5050"), totalBorrows: E("5000") } });
    expect(f.max).toMatchObject({ amount: E("50"), limitedBy: "borrowCap" });
  });

  it("is at most 1000 rDOC per account (RD1), less what is owed", () => {
    expect(figures({ rbtc: ONE_RBTC, borrowFrom: "krDOC" }).max).toMatchObject({
      amount: E("1000"),
      limitedBy: "accountCap",
    });
    const owing = figures({
      rbtc: ONE_RBTC,
      borrowFrom: "krDOC",
      docMarket: NO_ACCRUAL,
      doc: { borrowBalance: E("400"), borrowPrincipal: E("400"), borrowInterestIndex: E("1.05") },
    });
    expect(owing.max).toMatchObject({ amount: E("600"), limitedBy: "accountCap" });
  });

  it("is 0 while borrowing is paused", () => {
    expect(figures({ rbtc: ONE_RBTC, docMarket: { borrowPaused: true } }).max).toMatchObject({
      amount: 0n,
      limitedBy: "paused",
    });
  });

  it("counts a liquidity of 1 or less as 0", () => {
    // 57,000 USD of power and a debt of 57,000 USD − 1 wei: 1 wei of liquidity.
    const f = figures({ rbtc: ONE_RBTC, docMarket: NO_ACCRUAL, doc: { borrowBalance: E("57000") - 1n } });
    expect(f.max).toMatchObject({ amount: 0n, liquidity: 1n });
  });

  it("gives the 2 USD minimum and the debt as the snapshot's stored balance", () => {
    const f = figures({ rbtc: ONE_RBTC, doc: { borrowBalance: E("12.5") } });
    expect(f.minimum).toBe(minimumBorrowAmount(EXP));
    expect(f.minimum).toBe(E("2") + 1n);
    expect(f.debt).toBe(E("12.5"));
  });

  it("prices the borrow's transactions at their gas limits (plus entering the markets when one is missing)", () => {
    expect(figures({ rbtc: ONE_RBTC }).fee).toBe(gasLimitFor("borrow", 1337) * GAS_PRICE);
    const notEntered = figures({ rbtc: ONE_RBTC, doc: { entered: false } });
    expect(notEntered.fee).toBe((gasLimitFor("enterMarkets", 1337, 2) + gasLimitFor("borrow", 1337)) * GAS_PRICE);
  });
});

describe("borrowFigures: validation (lending-engine §5 Borrow)", () => {
  const rule = (result: ReturnType<ReturnType<typeof figures>["validate"]>) =>
    result.ok ? "ok" : `${result.reason}/${result.rule}`;

  it("passes a loan within every bound", () => {
    expect(rule(figures({ rbtc: ONE_RBTC }).validate(E("100")))).toBe("ok");
  });

  it.each([
    ["paused market", { rbtc: ONE_RBTC, docMarket: { borrowPaused: true } }, E("100"), "reachedLimit/borrowPaused"],
    ["no deposit anywhere", {}, E("100"), "noDeposits/noCollateral"],
    [
      "liquidation zone",
      { rbtc: ONE_RBTC, doc: { borrowBalance: E("60000") } },
      E("100"),
      "minimumGuarantee/liquidationZone",
    ],
    [
      "at maximum capacity (liquidity 1 counts as 0)",
      { rbtc: ONE_RBTC, docMarket: NO_ACCRUAL, doc: { borrowBalance: E("57000") - 1n } },
      E("100"),
      "minimumGuarantee/maxCapacityReached",
    ],
    ["2 USD or less", { rbtc: ONE_RBTC }, E("2"), "invalidAmount/belowMinBorrow"],
    ["above the borrowing maximum", { rbtc: { tokens: EXP / 2n } }, E("485"), "reachedLimit/exceedsBorrowLimit"],
    [
      "above the market's cash",
      { rbtc: ONE_RBTC, docMarket: { cash: E("100") } },
      E("150"),
      "lackOfLiquidity/borrowExceedsMarketCash",
    ],
    ["above 1000 rDOC", { rbtc: ONE_RBTC, borrowFrom: "krDOC" as const }, E("1001"), "reachedLimit/maxLoanExceeded"],
    [
      "above the borrow cap",
      { rbtc: ONE_RBTC, docMarket: { borrowCap: E("5050"), totalBorrows: E("5000") } },
      E("60"),
      "reachedLimit/marketBorrowCap",
    ],
    [
      "no rBTC for the fee",
      { rbtc: { ...ONE_RBTC, walletBalance: 0n } },
      E("100"),
      "insufficientFunds/insufficientFeeFunds",
    ],
  ])("refuses a loan: %s", (_, options, amount, expected) => {
    expect(rule(figures(options).validate(amount))).toBe(expected);
  });

  it("with nothing typed, reports only the rules that refuse any loan", () => {
    expect(rule(figures({ rbtc: ONE_RBTC }).validate(0n, true))).toBe("invalidAmount/nonPositiveAmount");
    expect(rule(figures({}).validate(0n, true))).toBe("noDeposits/noCollateral");
    expect(rule(figures({ rbtc: ONE_RBTC, doc: { borrowBalance: E("60000") } }).validate(0n, true))).toBe(
      "minimumGuarantee/liquidationZone",
    );
    expect(
      rule(
        figures({ rbtc: ONE_RBTC, docMarket: NO_ACCRUAL, doc: { borrowBalance: E("57000") - 1n } }).validate(0n, true),
      ),
    ).toBe("minimumGuarantee/maxCapacityReached");
    // A tiny collateral is not "at capacity": only the amount typed can break the maximum.
    expect(rule(figures({ rbtc: { tokens: 10n ** 14n } }).validate(0n, true))).toBe("invalidAmount/nonPositiveAmount");
  });
});
