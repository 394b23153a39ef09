/**
 * Boltz's EtherSwap ABI as boltz-core 4.0.1 publishes it (contract VERSION 6), `as const` so that viem checks
 * every call's arguments, and nothing else: no bytecode, no metadata. Generated from the npm artifact
 * (scripts/export-ether-swap-abi.mjs), never copied by hand. Also the package entry
 * `@ceiba/lightning/ether-swap-abi`, for code that needs the ABI without the rest of the client.
 */
export { etherSwapAbi } from "./ether-swap-abi.generated";
