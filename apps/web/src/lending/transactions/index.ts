// The transaction engine: requests (deposit, withdraw, borrow, repay, send) planned with @ceiba/sdk, run
// with the connected wallet, and the dialog that shows their progress and result.
export * from "./transaction-request";
export * from "./request-refused-error";
export * from "./plan-request";
export * from "./transaction-state";
export * from "./transaction-store";
export * from "./transaction-failure";
export * from "./transaction-api";
export * from "./transaction-controller";
export * from "./transaction-links";
export * from "./use-lending-transaction";
export * from "./TransactionDialog";
