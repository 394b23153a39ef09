import { EXP, collateralNeeded, liquidityForLoan } from "@ceiba/core";
import type { MarketData, Position } from "@ceiba/sdk";
import { describe, expect, it } from "vitest";
import { toLendingSnapshot } from "../../../lending/data/lending-snapshot";
import { E, LOCAL, kDOC, kRBTC, kUSDRIF, market, must, position, snapshot } from "../../../lending/test-snapshot";
import { borrowFlowFigures, collateralOptions, defaultCollateral } from "./borrow-flow-figures";

const GAS_PRICE = 60_000_000n;

function view(rbtc: Partial<Position> = {}, doc: Partial<Position> = {}, rbtcMarket: Partial<MarketData> = {}) {
  const raw = snapshot({
    markets: [market("kRBTC", rbtcMarket), market("kDOC"), market("kUSDRIF", { collateralFactorMantissa: 0n })],
    positions: [position(kRBTC, rbtc), position(kDOC, doc), position(kUSDRIF)],
  });
  return toLendingSnapshot(raw, 1337, LOCAL, 0);
}

function flow(loan: bigint, ...args: Parameters<typeof view>) {
  return flowWith({}, loan, ...args);
}

function flowWith(
  estimates: Pick<Parameters<typeof borrowFlowFigures>[0], "depositGasEstimates" | "loanGasEstimates">,
  loan: bigint,
  ...args: Parameters<typeof view>
) {
  const snap = view(...args);
  const find = (address: string) =>
    must(
      snap.allMarkets.find((m) => m.market === address),
      address,
    );
  return borrowFlowFigures({
    snapshot: snap,
    market: find(kDOC),
    loanAmount: loan,
    collateral: find(kRBTC),
    comptroller: LOCAL.contracts.comptroller,
    gasPrice: GAS_PRICE,
    ...estimates,
  });
}

describe("collateralOptions", () => {
  it("offers the priced markets with a collateral factor, never the one borrowed from; rBTC first", () => {
    const snap = view();
    const options = collateralOptions(snap, kDOC);
    expect(options.map((m) => m.symbol)).toEqual(["kRBTC"]);
    expect(defaultCollateral(options)?.symbol).toBe("kRBTC");
    expect(collateralOptions(snap, kRBTC).map((m) => m.symbol)).toEqual(["kDOC"]);
  });
});

describe("borrowFlowFigures", () => {
  it("deposits collateralNeeded with the 1.04 safety margin of what the loan lacks, plus one token", () => {
    // No collateral: 850 DOC need 1,000 USD (+ 2 wei) of liquidity; at 95,000 × 0.6 with 1.04: 0.01824… RBTC.
    const f = flow(E("850"));
    const valueUsd = must(liquidityForLoan(E("850"), EXP), "liquidity");
    const needed = must(
      collateralNeeded({ valueUsd, collateralPrice: E("95000"), collateralFactorMantissa: E("0.6") }),
      "needed",
    );
    expect(f.deposit).toEqual({ valueUsd, amount: needed + 1n });
    expect(needed).toBe((valueUsd * E("1.04") * EXP + E("95000") * E("0.6") - 1n) / (E("95000") * E("0.6")));
    // Both steps pass: the deposit is covered by the wallet, and the loan fits once it is minted.
    expect(f.validation).toEqual({ ok: true });
    expect(f.accountAfterDeposit.find((m) => m.market === kRBTC)?.tokens).toBe(((needed + 1n) * EXP) / E("0.02"));
  });

  it("needs no deposit when the account's collateral already covers the loan", () => {
    expect(flow(E("100"), { tokens: 50n * EXP }).deposit).toEqual({ valueUsd: 0n, amount: 0n });
  });

  it("reports the deposit's failure first (its bound in the collateral), then the loan's", () => {
    const poor = flow(E("850"), { walletBalance: E("0.001") });
    expect(poor.validation).toMatchObject({ ok: false, reason: "insufficientFunds", rule: "exceedsBalance" });
    expect(poor.failingStep).toBe("deposit");
    const paused = flow(E("850"), {}, {}, { mintPaused: true });
    expect(paused.validation).toMatchObject({ ok: false, rule: "marketPaused" });
    // A debt in the collateral market forbids depositing there (T12).
    const owing = flow(E("850"), { borrowBalance: E("0.001") });
    expect(owing.validation).toMatchObject({ ok: false, reason: "activeDebt", code: "T12" });
    // The deposit passes, the loan does not: 2 DOC is not more than 2 USD.
    const small = flow(E("2"));
    expect(small.validation).toMatchObject({ ok: false, rule: "belowMinBorrow" });
    expect(small.failingStep).toBe("borrow");
  });

  it("charges the node's gas estimates where it gave them, for the deposit and for the loan", () => {
    // The same deposit and loan that pass on the fixed limits (above), with estimates no wallet can pay.
    const costlyDeposit = flowWith({ depositGasEstimates: { action: 10n ** 18n } }, E("850"));
    expect(costlyDeposit.validation).toMatchObject({ ok: false });
    expect(costlyDeposit.failingStep).toBe("deposit");
    const costlyLoan = flowWith({ loanGasEstimates: { action: 10n ** 18n } }, E("850"));
    expect(costlyLoan.validation).toMatchObject({ ok: false });
    expect(costlyLoan.failingStep).toBe("borrow");
    expect(flowWith({ depositGasEstimates: { action: 400_000n } }, E("850")).validation).toEqual({ ok: true });
  });

  it("has nothing to compute without a loan", () => {
    expect(flow(0n).deposit).toBeUndefined();
  });
});
