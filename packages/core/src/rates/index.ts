// Interest: rate models and curves, APY, utilisation, accrual projection, the ticker and the calculators.
export * from "./accrual-projection";
export * from "./apy";
export * from "./interest-calculator";
export * from "./interest-rate-model";
export * from "./market-rates";
export * from "./market-size";
export * from "./rate-curve";
export * from "./ticker";
export * from "./utilization";
