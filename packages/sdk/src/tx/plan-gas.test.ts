import { describe, expect, it } from "vitest";
import type { PlanStep, TransactionPlan } from "./plan";
import { planGasUnits } from "./plan-gas";

const step = (kind: PlanStep["kind"], gas: bigint): PlanStep => ({
  kind,
  address: "0x0000000000000000000000000000000000000021",
  abi: [],
  functionName: "",
  args: [],
  value: 0n,
  gas,
  progressAfter: 100,
});
const plan: TransactionPlan = {
  action: "deposit",
  market: "0x0000000000000000000000000000000000000021",
  amount: 1n,
  fullRepay: false,
  steps: [step("enterMarkets", 580_000n), step("action", 300_000n)],
};

describe("planGasUnits", () => {
  it("sums each step's estimate where the node gave one and its fixed limit otherwise", () => {
    expect(planGasUnits(plan, undefined)).toBe(880_000n);
    expect(planGasUnits(plan, { enterMarkets: 130_000n })).toBe(430_000n);
    expect(planGasUnits(plan, { enterMarkets: 130_000n, action: 438_600n })).toBe(568_600n);
  });
});
