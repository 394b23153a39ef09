// Swaps through the quote aggregator: the quote request, the choice between providers, the steps and their run.
export * from "./quote-types";
export * from "./quote-request";
export * from "./best-quote";
export * from "./swap-plan";
export * from "./execute-swap";
export * from "./swap-receipt";
