// Addresses and invoices: Rootstock (EIP-1191), Bitcoin (Base58Check, Bech32/Bech32m), Lightning (BOLT 11).
export * from "./rootstock-address";
export * from "./address-problem";
export * from "./base58";
export * from "./bech32";
export * from "./bitcoin-address";
export * from "./lightning-invoice";
export * from "./swap-invoice";
export * from "./lightning-invoice-encode";
