export * from "./ether-swap-artifact";
export * from "./ether-swap-calls";
export * from "./ether-swap-contract";
export * from "./ether-swap-lockup";
export * from "./ether-swap-values";
export * from "./send-ether-swap-call";
