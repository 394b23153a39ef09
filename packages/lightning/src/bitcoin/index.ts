export * from "./btc-claim-transaction";
export * from "./btc-network";
export * from "./btc-refund-transaction";
export * from "./btc-swap-tree";
