/**
 * A Trezor account as a viem account: Trezor Connect signs (its window, then the device), everything else is
 * the same account provider the local wallet and the Ledger use. Transactions are legacy with the chain id
 * (EIP-155: Rootstock has no EIP-1559), assembled here with viem from the device's v, r and s rather than
 * taken from Connect's serialisation; personal_sign is ethereumSignMessage; typed data (Permit2) is
 * ethereumSignTypedData with both the data (shown by models that parse it) and its two hashes (all a Model
 * One can sign). Each signature is recovered and must come from the chosen address.
 */
import {
  numberToHex,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
  serializeTransaction,
  type Address,
  type Hex,
  type LocalAccount,
  type TransactionSerializableLegacy,
  type TypedDataDefinition,
} from "viem";
import { toAccount } from "viem/accounts";
import type { EthereumSignTypedDataTypes } from "@trezor/connect-web";
import { HardwareWalletError } from "../hardware/hardware-errors";
import { deviceTypedData, messageHex, sameSigner, strip0x, with0x, word } from "../hardware/hardware-signature";
import type { TrezorConnectApi } from "./trezor-connect-api";
import { onTrezor } from "./trezor-errors";

/** Typed-data values as Connect's window receives them: bigints (amounts, deadlines) as decimal strings. */
function plain(value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  }
  return value;
}

const quantity = (value: bigint | number | undefined): string => numberToHex(value ?? 0n);

/** The account at `path` ("44'/137'/0'/0/1", whose address the account choice derived), signing on the Trezor. */
export function trezorAccount(connect: TrezorConnectApi, path: string, address: Address): LocalAccount {
  const fullPath = `m/${path}`;
  return toAccount({
    address,

    async signMessage({ message }) {
      const hex = messageHex(message);
      const answer = await onTrezor(() =>
        connect.ethereumSignMessage({ path: fullPath, message: strip0x(hex), hex: true }),
      );
      const signature = with0x(answer.signature);
      sameSigner(address, await recoverMessageAddress({ message: { raw: hex }, signature }));
      return signature;
    },

    async signTransaction(transaction) {
      const { chainId, gas, to } = transaction;
      if (chainId === undefined || gas === undefined) {
        throw new HardwareWalletError("hardware.trezorFailed", { detail: "a transaction without chain id or gas" });
      }
      const legacy = { ...transaction, type: "legacy" } as TransactionSerializableLegacy;
      const { v, r, s } = await onTrezor(() =>
        connect.ethereumSignTransaction({
          path: fullPath,
          transaction: {
            to: to ?? null,
            value: quantity(legacy.value),
            gasPrice: quantity(legacy.gasPrice),
            gasLimit: quantity(gas),
            nonce: quantity(legacy.nonce),
            data: legacy.data,
            chainId,
          },
        }),
      );
      const signed = serializeTransaction(legacy, { r: word(r), s: word(s), v: BigInt(with0x(v)) });
      sameSigner(address, await recoverTransactionAddress({ serializedTransaction: signed }));
      return signed;
    },

    async signTypedData(parameters) {
      const typed = deviceTypedData(parameters as TypedDataDefinition);
      const answer = await onTrezor(() =>
        connect.ethereumSignTypedData({
          path: fullPath,
          data: {
            types: typed.types as unknown as EthereumSignTypedDataTypes,
            primaryType: typed.primaryType,
            domain: plain(typed.domain) as Record<string, string>,
            message: plain(typed.message) as Record<string, unknown>,
          },
          metamask_v4_compat: true,
          domain_separator_hash: strip0x(typed.domainSeparator),
          message_hash: strip0x(typed.messageHash),
        }),
      );
      const signature: Hex = with0x(answer.signature);
      sameSigner(address, await recoverTypedDataAddress({ ...(parameters as TypedDataDefinition), signature }));
      return signature;
    },
  });
}
