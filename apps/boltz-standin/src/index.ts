// @ceiba/boltz-standin: a local STAND-IN of Boltz's swap API v2 (chain 1337 only), for `npm start` and tests.
export * from "./amounts";
export * from "./bolt11";
export * from "./ether-swap-abi";
export * from "./pair-fees";
export * from "./standin";
export * from "./simulated-bitcoin-taproot";
