import { describe, expect, it } from "vitest";
import { maxUint256 } from "viem";
import { PROGRESS } from "../tx/plan";
import {
  SwapRefusedError,
  amountToSpend,
  needsApproval,
  swapApproval,
  swapProgressAfter,
  swapStepKinds,
} from "./swap-plan";
import { DOC, E18, PERMIT2, nativeQuote, quote } from "./test-quote";

describe("swap steps", () => {
  it("native RBTC in: no approval, no permit, only the trade", () => {
    expect(swapApproval(nativeQuote())).toBeUndefined();
    expect(needsApproval(nativeQuote(), 0n)).toBe(false);
    expect(swapStepKinds(nativeQuote(), undefined)).toEqual(["action"]);
  });

  it("a token in approves only when the allowance is below what the trade may take", () => {
    const doc = quote();
    expect(swapStepKinds(doc, 0n)).toEqual(["approve", "sign", "action"]);
    expect(swapStepKinds(doc, 100n * E18 - 1n)).toEqual(["approve", "sign", "action"]);
    expect(swapStepKinds(doc, 100n * E18)).toEqual(["sign", "action"]);
    expect(swapStepKinds(doc, maxUint256)).toEqual(["sign", "action"]);
  });

  it("approves Permit2 for the maximum value, another provider's spender for what the trade may take", () => {
    expect(swapApproval(quote())).toEqual({ token: DOC, spender: PERMIT2, amount: maxUint256 });
    const openocean = quote({ provider: "openocean", approvalTarget: "0x00000000000000000000000000000000000000e1" });
    expect(swapApproval(openocean)?.amount).toBe(100n * E18);
    // Exact out: the most it may sell (the slippage's maximum), not the quoted amount in.
    const exactOut = quote({ provider: "openocean", isExactIn: false }, { maximumSold: String(101n * E18) });
    expect(amountToSpend(exactOut)).toBe(101n * E18);
    expect(swapApproval(exactOut)?.amount).toBe(101n * E18);
    expect(needsApproval(exactOut, 100n * E18)).toBe(true);
  });

  it("refuses a token quote without an approval target ('Invalid parameters for approve')", () => {
    expect(() => swapApproval(quote({ approvalTarget: null }))).toThrow(SwapRefusedError);
    expect(() => swapApproval(quote({ approvalTarget: null }))).toThrow("swap.invalidApproveParams");
  });

  it("counts progress as the lending plans do: 30 when another preliminary step follows, 50 before the trade", () => {
    const kinds = ["approve", "sign", "action"] as const;
    expect(swapProgressAfter(kinds, 0)).toBe(PROGRESS.enteredBeforeApproval);
    expect(swapProgressAfter(kinds, 1)).toBe(PROGRESS.prepared);
    expect(swapProgressAfter(kinds, 2)).toBe(PROGRESS.confirmed);
    expect(swapProgressAfter(["approve", "action"], 0)).toBe(PROGRESS.prepared);
  });
});
