// Liquidations as an account's history shows them: the figures per role and the merged, paged list.
export * from "./liquidation-figures";
export * from "./liquidation-list";
