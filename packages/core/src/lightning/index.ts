// Lightning and on-chain BTC swaps through Boltz: chain ⇄ Bitcoin network, fees and limits, sats ⇄ wei,
// statuses and refunds. Invoice and address decoding live in ../address.
export * from "./lightning-network";
export * from "./sats-wei";
export * from "./swap-fees";
export * from "./swap-status";
export * from "./swap-refund";
export * from "./swap-secret-fields";
