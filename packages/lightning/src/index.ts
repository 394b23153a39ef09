// @ceiba/lightning: Boltz swaps between Bitcoin (Lightning, on chain) and RBTC on Rootstock.
export * from "./bitcoin/index";
export * from "./boltz-api/index";
export * from "./ether-swap/index";
export * from "./swap-secrets/index";
export * from "./swap-flow/index";
