/**
 * A Ledger account as a viem account: the device signs (Ethereum app's APDUs through @ledgerhq/hw-app-eth),
 * everything else is the same account provider the local wallet uses. Transactions are legacy with the
 * chain id (EIP-155: Rootstock has no EIP-1559); typed data is signed from its two hashes (every Ledger model
 * can, the Nano S included). Each signature is checked to come from the chosen address: a device with another
 * seed plugged in is caught here, not by the node.
 */
import {
  getAddress,
  getTypesForEIP712Domain,
  hashDomain,
  hashStruct,
  isAddressEqual,
  recoverMessageAddress,
  recoverTransactionAddress,
  serializeTransaction,
  toHex,
  type Address,
  type Hex,
  type LocalAccount,
  type SignableMessage,
  type TransactionSerializableLegacy,
  type TypedData,
  type TypedDataDefinition,
} from "viem";
import { toAccount } from "viem/accounts";
import { hardwareAccountPath, type HardwareDerivationPathId } from "@ceiba/core";
import { HardwareWalletError, onDevice } from "./ledger-errors";

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

export interface LedgerAccountChoice {
  readonly path: string;
  readonly address: Address;
}

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

const strip0x = (hex: string) => (hex.startsWith("0x") ? hex.slice(2) : hex);
const word = (hex: string): Hex => `0x${strip0x(hex).padStart(64, "0")}`;

/** A 65-byte signature from the device's r, s and v (27 or 28). */
const signatureOf = ({ v, r, s }: { v: number; r: string; s: string }): Hex =>
  `0x${strip0x(word(r))}${strip0x(word(s))}${v.toString(16).padStart(2, "0")}`;

const messageHex = (message: SignableMessage): Hex => {
  if (typeof message === "string") return toHex(message);
  return typeof message.raw === "string" ? message.raw : toHex(message.raw);
};

function sameSigner(expected: Address, signer: Address): void {
  if (!isAddressEqual(expected, signer)) {
    throw new HardwareWalletError("hardware.otherAccount", { detail: `signed by ${signer}, chosen ${expected}` });
  }
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
      const {
        domain = {},
        message,
        primaryType,
        types,
      } = parameters as TypedDataDefinition<TypedData, string> & { domain?: Record<string, unknown> };
      // The domain's own type, as eth_signTypedData_v4 hashes it (viem's hashTypedData does the same).
      const allTypes = { EIP712Domain: getTypesForEIP712Domain({ domain }), ...types } as unknown as TypedData;
      const domainSeparator = hashDomain({ domain, types: allTypes });
      const messageHash = hashStruct({ data: message as Record<string, unknown>, primaryType, types: allTypes });
      const signature = signatureOf(
        await onDevice(() => app.signEIP712HashedMessage(path, strip0x(domainSeparator), strip0x(messageHash))),
      );
      return signature;
    },
  });
}
