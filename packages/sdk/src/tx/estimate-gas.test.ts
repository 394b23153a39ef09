import { describe, expect, it } from "vitest";
import { withGasOverhead } from "@ceiba/core";
import { estimatePlanGas } from "./estimate-gas";
import type { PlanStep, TransactionPlan } from "./plan";

const account = "0x0000000000000000000000000000000000000030";
const step = (kind: PlanStep["kind"], gas: bigint): PlanStep => ({
  kind,
  address: "0x0000000000000000000000000000000000000021",
  abi: [],
  functionName: "",
  args: [],
  data: "0x",
  value: 0n,
  gas,
  progressAfter: 100,
});
const plan = (steps: PlanStep[]): TransactionPlan => ({
  action: "deposit",
  market: "0x0000000000000000000000000000000000000021",
  amount: 1n,
  fullRepay: false,
  steps,
});

describe("estimatePlanGas", () => {
  it("takes the first step's gas from the node's estimate plus 2 %, above a fixed limit that is too low", async () => {
    const client = { estimateGas: async () => 430_000n }; // a Tropykus kSAT deposit
    const estimated = await estimatePlanGas(client, plan([step("action", 300_000n)]), account);
    expect(estimated.steps[0]).toMatchObject({ gas: withGasOverhead(430_000n), gasSource: "estimate" });
    expect(estimated.totalGas).toBe(438_600n);
  });

  it("keeps the fixed limit of a step that depends on an earlier one, and where the node cannot estimate", async () => {
    let asked = 0;
    const client = {
      estimateGas: async () => {
        asked += 1;
        throw new Error("execution reverted");
      },
    };
    const estimated = await estimatePlanGas(
      client,
      plan([step("approve", 50_000n), step("action", 400_000n)]),
      account,
    );
    expect(asked).toBe(1);
    expect(estimated.steps.map((s) => [s.gas, s.gasSource])).toEqual([
      [50_000n, "fixed"],
      [400_000n, "fixed"],
    ]);
    expect(estimated.totalGas).toBe(450_000n);
  });
});
