export * from "./next-swap-action";
export * from "./start-swap";
export * from "./swap-chain-view";
export * from "./swap-transactions";
export * from "./btc-claim";
export * from "./btc-refund";
