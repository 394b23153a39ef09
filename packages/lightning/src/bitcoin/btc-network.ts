/** The @scure/btc-signer network of each of core's Bitcoin networks (the address prefixes the chain pairs with). */
import type { BitcoinNetwork } from "@ceiba/core";
import { NETWORK, TEST_NETWORK } from "@scure/btc-signer";

type BtcSignerNetwork = typeof NETWORK;

export const BTC_SIGNER_NETWORKS: Readonly<Record<BitcoinNetwork, BtcSignerNetwork>> = {
  mainnet: NETWORK,
  testnet: TEST_NETWORK,
  // Regtest shares testnet's version bytes; only its bech32 prefix differs.
  regtest: { ...TEST_NETWORK, bech32: "bcrt" },
};
