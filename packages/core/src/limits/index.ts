// Limits: the most an account can withdraw, borrow or deposit, the borrow flow's collateral, repay rules.
export * from "./account-debt-cap";
export * from "./borrow-capacity";
export * from "./borrow-flow-deposit";
export * from "./collateral-needed";
export * from "./full-repay";
export * from "./lendable-cash";
export * from "./max-borrow";
export * from "./max-deposit";
export * from "./max-withdrawable";
export * from "./micro-caps";
export * from "./micro-market-cap";
export * from "./minimums";
export * from "./max-swap";
export * from "./swap-slippage";
