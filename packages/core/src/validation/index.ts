// Validation: one function per action, returning the first failing rule as a typed reason.
export * from "./fee-check";
export * from "./reasons";
export * from "./validate-borrow";
export * from "./validate-deposit";
export * from "./validate-repay";
export * from "./validate-send";
export * from "./validate-swap";
export * from "./quote-request";
export * from "./validate-withdraw";
