/**
 * A Ledger account as a viem account: the device signs (Ethereum app's APDUs through @ledgerhq/hw-app-eth),
 * everything else is the same account provider the local wallet uses. Transactions are legacy with the
 * chain id (EIP-155: Rootstock has no EIP-1559); typed data is signed from its two hashes (every Ledger model
 * can, the Nano S included). Each signature is checked to come from the chosen address: a device with another
 * seed plugged in is caught here, not by the node.
 */
import {
  getAddress,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
  serializeTransaction,
  type Address,
  type LocalAccount,
  type TransactionSerializableLegacy,
  type TypedDataDefinition,
} from "viem";
import { toAccount } from "viem/accounts";
import { hardwareAccountPath, type HardwareDerivationPathId } from "@ceiba/core";
import type { HardwareAccountChoice } from "../hardware/hardware-account";
import { HardwareWalletError } from "../hardware/hardware-errors";
import { deviceTypedData, messageHex, sameSigner, signatureOf, strip0x, word } from "../hardware/hardware-signature";
import { onDevice } from "./ledger-errors";

/** What Ceiba asks of the Ledger Ethereum app: the part of @ledgerhq/hw-app-eth's `Eth` it uses. */
export interface LedgerEthApp {
  getAddress(path: string, boolDisplay?: boolean): Promise<{ address: string; publicKey: string }>;
  signTransaction(path: string, rawTxHex: string, resolution: null): Promise<{ v: string; r: string; s: string }>;
  signPersonalMessage(path: string, messageHex: string): Promise<{ v: number; r: string; s: string }>;
  signEIP712HashedMessage(
    path: string,
    domainSeparatorHex: string,
    hashStructMessageHex: string,
  ): Promise<{ v: number; r: string; s: string }>;
}

/** A Ledger account: its path and the address the device gave (the shared hardware account choice). */
export type LedgerAccountChoice = HardwareAccountChoice;

/** `count` accounts from `from` under one derivation path, read from the device (one exchange each). */
export async function readLedgerAccounts(
  app: LedgerEthApp,
  pathId: HardwareDerivationPathId,
  from: number,
  count: number,
): Promise<LedgerAccountChoice[]> {
  const accounts: LedgerAccountChoice[] = [];
  for (let index = from; index < from + count; index += 1) {
    const path = hardwareAccountPath(pathId, index);
    const { address } = await onDevice(() => app.getAddress(path, false));
    accounts.push({ path, address: getAddress(address.toLowerCase()) });
  }
  return accounts;
}

/** The account at `path` (whose address the device gave as `address`), signing on the device. */
export function ledgerAccount(app: LedgerEthApp, path: string, address: Address): LocalAccount {
  return toAccount({
    address,

    async signMessage({ message }) {
      const hex = messageHex(message);
      const signature = signatureOf(await onDevice(() => app.signPersonalMessage(path, strip0x(hex))));
      sameSigner(address, await recoverMessageAddress({ message: { raw: hex }, signature }));
      return signature;
    },

    async signTransaction(transaction) {
      if (transaction.chainId === undefined)
        throw new HardwareWalletError("hardware.failed", { detail: "no chain id" });
      const legacy = { ...transaction, type: "legacy" } as TransactionSerializableLegacy;
      const unsigned = serializeTransaction(legacy);
      const { v, r, s } = await onDevice(() => app.signTransaction(path, strip0x(unsigned), null));
      const signed = serializeTransaction(legacy, { r: word(r), s: word(s), v: BigInt(`0x${strip0x(v)}`) });
      sameSigner(address, await recoverTransactionAddress({ serializedTransaction: signed }));
      return signed;
    },

    async signTypedData(parameters) {
      const typed = deviceTypedData(parameters as TypedDataDefinition);
      const signature = signatureOf(
        await onDevice(() =>
          app.signEIP712HashedMessage(path, strip0x(typed.domainSeparator), strip0x(typed.messageHash)),
        ),
      );
      sameSigner(address, await recoverTypedDataAddress({ ...(parameters as TypedDataDefinition), signature }));
      return signature;
    },
  });
}
