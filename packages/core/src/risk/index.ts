// Risk: account liquidity (the comptroller's maths), health, risk levels, liquidation prices and liquidations.
export * from "./account-liquidity";
export * from "./account-market";
export * from "./health";
export * from "./liquidation";
export * from "./liquidation-price";
export * from "./risk-level";
export * from "./liquidated";
export * from "./account-at-next-block";
