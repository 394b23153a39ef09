import { gasLimitFor } from "@ceiba/core";
import type { Position } from "@ceiba/sdk";
import { describe, expect, it } from "vitest";
import { toLendingSnapshot } from "../../../lending/data/lending-snapshot";
import type { StepGasEstimates } from "@ceiba/sdk";
import { E, LOCAL, kDOC, kRBTC, market, must, position, snapshot } from "../../../lending/test-snapshot";
import { repayFigures } from "./repay-figures";

const GAS_PRICE = 60_000_000n;
const DEBT = { borrowBalance: E("50"), borrowPrincipal: E("48"), borrowInterestIndex: E("1.05") };

function figures(from: "kDOC" | "kRBTC", own: Partial<Position>, rbtcWallet = E("1"), gasEstimates?: StepGasEstimates) {
  const raw = snapshot({
    markets: [market("kRBTC"), market("kDOC")],
    positions: [
      position(kRBTC, { tokens: E("100"), walletBalance: rbtcWallet, ...(from === "kRBTC" ? own : {}) }),
      position(kDOC, from === "kDOC" ? own : {}),
    ],
  });
  const view = toLendingSnapshot(raw, 1337, LOCAL, 0);
  const address = from === "kDOC" ? kDOC : kRBTC;
  return repayFigures({
    snapshot: view,
    market: must(
      view.allMarkets.find((m) => m.market === address),
      from,
    ),
    comptroller: LOCAL.contracts.comptroller,
    gasPrice: GAS_PRICE,
    gasEstimates,
  });
}

const rule = (result: ReturnType<ReturnType<typeof figures>["validate"]>) =>
  result.ok ? "ok" : `${result.reason}/${result.rule}${result.code ? `/${result.code}` : ""}`;

describe("repayFigures", () => {
  it("Max is the whole borrow balance, sent as the full-repay marker", () => {
    const f = figures("kDOC", DEBT);
    expect(f.debt).toBe(E("50"));
    expect(f.resolve(0n, true)).toEqual({ amount: E("50"), fullRepay: true, request: "max" });
  });

  it("an amount equal to the borrow balance is a full repay too; less is a partial repay of that amount", () => {
    const f = figures("kDOC", DEBT);
    expect(f.resolve(E("50"), false)).toEqual({ amount: E("50"), fullRepay: true, request: "max" });
    expect(f.resolve(E("20"), false)).toEqual({ amount: E("20"), fullRepay: false, request: E("20") });
    expect(rule(f.validate(E("20")))).toBe("ok");
  });

  it("refuses more than is owed (T17)", () => {
    expect(rule(figures("kDOC", DEBT).validate(E("50") + 1n))).toBe("reachedLimit/repayExceedsDebt/T17");
  });

  it("refuses a full repay the wallet cannot cover (the total-repay error), but not a partial one", () => {
    const f = figures("kDOC", { ...DEBT, walletBalance: E("30") });
    expect(f.fullRepayNotCovered).toBe(true);
    expect(rule(f.validate(f.resolve(0n, true).amount))).toBe("insufficientFunds/fullRepayInsufficientFunds");
    expect(rule(f.validate(E("30")))).toBe("ok");
    expect(rule(f.validate(E("31")))).toBe("insufficientFunds/exceedsBalance");
  });

  it("keeps the repay's fee out of an rBTC wallet", () => {
    const fee = gasLimitFor("repay", 1337) * GAS_PRICE;
    const debt = { borrowBalance: E("0.1"), borrowPrincipal: E("0.1"), borrowInterestIndex: E("1.05") };
    // Exactly the debt in the wallet: not enough once the fee is paid.
    const short = figures("kRBTC", debt, E("0.1"));
    expect(short.native).toBe(true);
    expect(short.fullRepayNotCovered).toBe(true);
    expect(rule(short.validate(E("0.1")))).toBe("insufficientFunds/fullRepayInsufficientFunds");
    expect(figures("kRBTC", debt, E("0.1") + fee).fullRepayNotCovered).toBe(false);
  });

  it("has nothing to repay without a debt, and needs rBTC for a token repay's fee", () => {
    expect(rule(figures("kDOC", {}).validate(E("1")))).toBe("noDebt/noDebt");
    expect(figures("kDOC", {}).resolve(0n, true)).toEqual({ amount: 0n, fullRepay: false, request: 0n });
    expect(rule(figures("kDOC", DEBT, 0n).validate(E("10")))).toBe("insufficientFunds/insufficientFeeFunds");
  });

  it("takes the fee from the node's estimate where it gave one, the fixed limits otherwise", () => {
    const debt = { borrowBalance: E("0.1"), borrowPrincipal: E("0.1"), borrowInterestIndex: E("1.05") };
    const estimated = 120_000n; // a native repay, well under the fixed 600,000
    expect(figures("kRBTC", debt).fee).toBe(gasLimitFor("repay", 1337) * GAS_PRICE);
    expect(figures("kRBTC", debt, E("1"), { action: estimated }).fee).toBe(estimated * GAS_PRICE);
    // Exactly the debt plus the estimated fee now covers a full repay that the fixed limit would refuse.
    const wallet = E("0.1") + estimated * GAS_PRICE;
    expect(figures("kRBTC", debt, wallet).fullRepayNotCovered).toBe(true);
    expect(figures("kRBTC", debt, wallet, { action: estimated }).fullRepayNotCovered).toBe(false);
    // A token repay: the estimated approval plus the repay's fixed limit.
    expect(figures("kDOC", DEBT, E("1"), { approve: 40_000n }).fee).toBe(
      (gasLimitFor("repay", 1337) + 40_000n) * GAS_PRICE,
    );
  });

  it("counts an approval in a token repay's fee only when the allowance is short of the debt (the plan's steps)", () => {
    const repayOnly = gasLimitFor("repay", 1337) * GAS_PRICE;
    expect(figures("kDOC", { ...DEBT, allowance: 0n }).fee).toBe(repayOnly + gasLimitFor("approve", 1337) * GAS_PRICE);
    expect(figures("kDOC", { ...DEBT, allowance: E("1000") }).fee).toBe(repayOnly);
  });
});
