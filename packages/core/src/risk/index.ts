// Risk: account liquidity (the comptroller's maths), health, risk levels and liquidation prices.
export * from "./account-liquidity";
export * from "./account-market";
export * from "./health";
export * from "./liquidation-price";
export * from "./risk-level";
