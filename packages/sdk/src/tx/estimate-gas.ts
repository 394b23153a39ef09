import { encodeFunctionData, type Address, type Hex } from "viem";
import { withGasOverhead } from "@ceiba/core";
import type { PlanStep, TransactionPlan } from "./plan";

/** Where a step's gas limit came from: the node's estimate plus the spec's overhead, or the fixed table. */
export type GasSource = "estimate" | "fixed";

export interface EstimatedStep extends PlanStep {
  gasSource: GasSource;
}

export interface EstimatedPlan extends TransactionPlan {
  steps: EstimatedStep[];
  /** The sum of the steps' gas limits: what the fee shown before signing is computed from. */
  totalGas: bigint;
}

/** What estimating needs of a client: a viem PublicClient, or a bare eth_estimateGas (the web's read client). */
export interface GasEstimator {
  estimateGas(request: { account: Address; to: Address; data: Hex; value?: bigint }): Promise<bigint>;
}
type EstimateClient = GasEstimator;

/** The calldata a step sends. */
export const stepCalldata = (step: PlanStep) =>
  step.data ?? encodeFunctionData({ abi: step.abi, functionName: step.functionName, args: step.args });

/**
 * A step's gas limit from `eth_estimateGas` plus core's overhead (2 %), or its fixed limit (core gasLimitFor)
 * when the node cannot estimate it. The fixed table is below what some deployments need (a Tropykus kSAT
 * deposit takes 355-430k against a 300k mint limit), so an estimate is always preferred.
 */
export async function estimateStepGas(
  client: EstimateClient,
  step: PlanStep,
  account: Address,
): Promise<{ gas: bigint; gasSource: GasSource }> {
  try {
    const estimate = await client.estimateGas({
      account,
      to: step.address,
      data: stepCalldata(step),
      value: step.value === 0n ? undefined : step.value,
    });
    return { gas: withGasOverhead(estimate), gasSource: "estimate" };
  } catch {
    return { gas: step.gas, gasSource: "fixed" };
  }
}

/**
 * The plan with each step's gas from an estimate where one is possible now: the first step always; a later
 * step depends on the ones before it (entering markets changes what a loan checks, an approval what a deposit
 * may move), so it keeps its fixed limit here and is estimated again, on the state it meets, when it is sent
 * (executePlan).
 */
export async function estimatePlanGas(
  client: EstimateClient,
  plan: TransactionPlan,
  account: Address,
): Promise<EstimatedPlan> {
  const steps: EstimatedStep[] = [];
  for (const [index, step] of plan.steps.entries()) {
    const estimated = index === 0 ? await estimateStepGas(client, step, account) : { gasSource: "fixed" as const };
    steps.push({ ...step, ...estimated });
  }
  return { ...plan, steps, totalGas: steps.reduce((sum, s) => sum + s.gas, 0n) };
}
