// The lending data layer: one factory of query keys, one Lens read for markets and positions, the
// real-time interest, wallet balances, gas price and the deposit limit.
export * from "./query-keys";
export * from "./lending-chain";
export * from "./lending-snapshot";
export * from "./use-protocol-snapshot";
export * from "./wallet-balances";
export * from "./use-wallet-balances";
export * from "./interest-ticker";
export * from "./accrued-interest";
export * from "./use-accrued-interest";
export * from "./gas-price";
export * from "./use-gas-price";
export * from "./indexer-status";
export * from "./deposit-limit";
