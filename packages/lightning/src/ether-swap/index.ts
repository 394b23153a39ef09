export * from "./ether-swap-abi";
export * from "./ether-swap-calls";
export * from "./ether-swap-contract";
export * from "./ether-swap-lockup";
export * from "./ether-swap-values";
export * from "./send-ether-swap-call";
