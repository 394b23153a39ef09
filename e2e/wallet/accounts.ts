import type { Hex, LocalAccount } from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";

/** Hardhat's default mnemonic: its node funds the first 20 accounts with 10,000 RBTC each. */
const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";

/**
 * The wallet's default account. The stack uses Hardhat's 0 (deployer and admin), 1–5 (seeded demo savers
 * and borrowers) and 9 (faucet), so tests act as account 6: funded, without positions or history.
 */
export const DEFAULT_WALLET_ACCOUNT = 6;

/** Hardhat's default account `index` (funded on the local chain). */
export function hardhatAccount(index: number): LocalAccount {
  if (!Number.isInteger(index) || index < 0 || index > 19) throw new Error(`Hardhat has accounts 0..19, not ${index}`);
  return mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: index });
}

/** A Hardhat account index or a private key (e.g. `generatePrivateKey()` for an account nobody used). */
export type AccountSource = number | Hex;

export function toLocalAccount(source: AccountSource): LocalAccount {
  return typeof source === "number" ? hardhatAccount(source) : privateKeyToAccount(source);
}
