export * from "./btc-claim-transaction";
export * from "./btc-network";
export * from "./btc-swap-tree";
