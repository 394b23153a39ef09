import type { Chain, Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createAccountProvider, type AccountProvider } from "./account-provider";

/**
 * The local wallet's EIP-1193 provider (downloaded when the local wallet connects: it carries viem's
 * signing code): the account provider over its key.
 */
export type LocalWalletProvider = AccountProvider;

/** A new random key (secp256k1, from the browser's cryptographic random source). */
export function newPrivateKey(): Hex {
  return generatePrivateKey();
}

export function createLocalWalletProvider(options: {
  privateKey: Hex;
  chain: Chain;
  rpcUrl: string;
}): LocalWalletProvider {
  return createAccountProvider({
    account: privateKeyToAccount(options.privateKey),
    name: "the local wallet",
    chain: options.chain,
    rpcUrl: options.rpcUrl,
  });
}
