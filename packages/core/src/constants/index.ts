// Constants of both specs' §9, one file per concern. constants/lending.ts (limits) is exported by its owner.
export * from "./chains";
export * from "./gas";
export * from "./market-display-order";
export * from "./retry";
export * from "./swap";
export * from "./swap-quote";
export * from "./swap-history";
export * from "./timing";
export * from "./ui";
export * from "./terms";
export * from "./read-failures";
export * from "./lightning";
export * from "./hardware-wallet";
