import { planTransaction, type PlanRequest, type StepKind, type TransactionPlan } from "./plan";

/**
 * The node's gas estimate (plus core's 2 %) of the plan steps it could estimate before signing, by kind
 * (@ceiba/sdk estimatePlanGas: the first step; later ones wait for the steps before them).
 */
export type StepGasEstimates = Partial<Record<StepKind, bigint>>;

/**
 * Gas units of a plan as it will be sent: each step's estimate where there is one, its fixed limit
 * (core gasLimitFor) otherwise. The fee shown before signing, and the rBTC a native deposit keeps back, are
 * this × the gas price.
 */
export function planGasUnits(plan: TransactionPlan, estimates: StepGasEstimates | undefined): bigint {
  return plan.steps.reduce((sum, step) => sum + (estimates?.[step.kind] ?? step.gas), 0n);
}

/**
 * The gas units of an action as the app will send it (planTransaction of `amount`, 1 when none is typed
 * yet, then planGasUnits): what every fee shown before signing, and every rBTC reserve, comes from.
 */
export function actionGasUnits(request: PlanRequest, estimates: StepGasEstimates | undefined): bigint {
  const amount = request.amount === "max" || request.amount > 0n ? request.amount : 1n;
  return planGasUnits(planTransaction({ ...request, amount }), estimates);
}
