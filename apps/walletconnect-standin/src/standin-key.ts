import { hardhatAccount } from "@ceiba/local-stack/test-clients";
import { toHex, type Hex } from "viem";

/** Hardhat's account the stand-in wallet holds (0 deploys, 8 liquidates, 9 is the faucet, 10 funds Boltz's). */
export const STANDIN_WALLET_ACCOUNT_INDEX = 11;

/** The private key of Hardhat's well-known test account `index` (its public test mnemonic). */
export function hardhatPrivateKey(index: number = STANDIN_WALLET_ACCOUNT_INDEX): Hex {
  const key = hardhatAccount(index).getHdKey().privateKey;
  if (!key) throw new Error(`no private key for Hardhat's account ${index}`);
  return toHex(key);
}
