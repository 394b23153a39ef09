// Swaps through Uniswap v3: quotes, the Universal Router trade, the Permit2 signature steps.
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
