// The error catalogue (lending-engine §8, app-shell §8): typed ids, es/en/pt texts, lookups.
export * from "./localized-text";
export * from "./catalogue-entry";
export * from "./recommendations";
export * from "./contract-errors";
export * from "./revert-messages";
export * from "./validation-errors";
export * from "./swap-errors";
export * from "./quote-errors";
export * from "./lightning-errors";
export * from "./hardware-wallet-errors";
export * from "./dialog-messages";
export * from "./app-errors";
export * from "./amount-errors";
export * from "./activity-filter-errors";
export * from "./log-messages";
export * from "./catalogue";
export * from "./describe-error";
