// Swaps through the quote aggregator: the client (the quote request, the choice between providers, the steps
// and their run) and Uniswap v3 (quotes, the Universal Router trade, the Permit2 signature steps).
export * from "./quote-types";
export * from "./quote-request";
export * from "./best-quote";
export * from "./swap-plan";
export * from "./execute-swap";
export * from "./swap-receipt";
export * from "./build-uniswap-swap";
export * from "./candidate-routes";
export * from "./oracle-prices";
export * from "./permit-signature";
export * from "./permit-typed-data";
export * from "./quote-error";
export * from "./quote-uniswap";
export * from "./route-economics";
export * from "./universal-router-commands";
export * from "./uniswap-abis";
export * from "./v3-route";
