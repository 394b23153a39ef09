export * from "./pending-swap";
export * from "./preimage";
export * from "./prune-pending";
export * from "./refund-file";
export * from "./stored-swap";
export * from "./swap-store";
