/**
 * A STAND-IN of Trezor Connect (@trezor/connect-web's TrezorConnect), for tests only: it answers the four
 * Ethereum methods Ceiba calls the way Trezor Connect documents them — `{ success: true, payload }`, or
 * `{ success: false, payload: { error, code } }` — from a test mnemonic, with real BIP-32 keys and real
 * secp256k1 signatures. It can be put in the states a user meets: the action cancelled on the device
 * (Failure_ActionCancelled), Trezor's window closed (Method_Interrupted), the device unplugged
 * (Device_Disconnected), the PIN entry cancelled (Failure_PinCancelled). Like a Model One, it signs typed
 * data from its two hashes, and refuses hashes that do not match the data (as a Model T parsing it would).
 */
import {
  concat,
  hashDomain,
  hashStruct,
  hexToBytes,
  keccak256,
  parseTransaction,
  toHex,
  type Hex,
  type TransactionSerializableLegacy,
  type TypedData,
} from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import type { Unsuccessful } from "@trezor/connect-web";
import type { TrezorConnectApi } from "../trezor-connect-api";

/** Hardhat's well-known test mnemonic: never holds real funds. */
export const STANDIN_MNEMONIC = "test test test test test test test test test test test junk";

export type TrezorStandInState = "ready" | "cancelsOnDevice" | "closesPopup" | "disconnected" | "pinCancelled";

/** Trezor Connect's failure answers for each state (its ERROR_CODES and the device's Failure_* texts). */
const FAILURES: Record<Exclude<TrezorStandInState, "ready">, Unsuccessful["payload"]> = {
  cancelsOnDevice: { error: "Action cancelled by user", code: "Failure_ActionCancelled" },
  closesPopup: { error: "Popup closed", code: "Method_Interrupted" },
  disconnected: { error: "Device disconnected", code: "Device_Disconnected" },
  pinCancelled: { error: "PIN cancelled", code: "Failure_PinCancelled" },
};

const HARDENED = 0x80000000;
const strip0x = (hex: string) => hex.replace(/^0x/, "");
const pathNumbers = (path: string) =>
  path
    .replace(/^m\//, "")
    .split("/")
    .map((part) => (part.endsWith("'") ? Number(part.slice(0, -1)) + HARDENED : Number(part)));

type Call = Parameters<TrezorConnectApi[keyof TrezorConnectApi]>[0];

export class TrezorConnectStandIn implements TrezorConnectApi {
  state: TrezorStandInState = "ready";
  /** Every call, in order: each is one of Trezor's windows for the user. */
  readonly calls: { method: keyof TrezorConnectApi; path: string }[] = [];

  constructor(private readonly mnemonic = STANDIN_MNEMONIC) {}

  private hdKey(path: unknown) {
    if (typeof path !== "string" || !/^m(\/\d+'?)+$/.test(path)) throw new Error(`path ${String(path)}`);
    // viem's mnemonicToAccount derives any path; its type only names Ethereum's.
    return mnemonicToAccount(this.mnemonic, { path: path as `m/44'/60'/${string}` }).getHdKey();
  }

  private signer(path: unknown) {
    const { privateKey } = this.hdKey(path);
    if (privateKey === null) throw new Error("no private key");
    return privateKeyToAccount(toHex(privateKey));
  }

  /** The failure answer of the current state, after recording the call. */
  private begin(method: keyof TrezorConnectApi, params: Call) {
    this.calls.push({ method, path: String(params.path) });
    if (this.state === "ready") return undefined;
    const failure: Unsuccessful = { success: false, payload: FAILURES[this.state] };
    return failure;
  }

  ethereumGetPublicKey: TrezorConnectApi["ethereumGetPublicKey"] = async (params) => {
    const failed = this.begin("ethereumGetPublicKey", params);
    if (failed) return failed;
    const key = this.hdKey(params.path);
    if (key.publicKey === null || key.chainCode === null) throw new Error("no public key");
    return {
      success: true,
      payload: {
        path: pathNumbers(String(params.path)),
        serializedPath: String(params.path),
        childNum: key.index,
        xpub: key.publicExtendedKey,
        chainCode: strip0x(toHex(key.chainCode)),
        publicKey: strip0x(toHex(key.publicKey)),
        fingerprint: key.parentFingerprint,
        depth: key.depth,
      },
    };
  };

  ethereumSignTransaction: TrezorConnectApi["ethereumSignTransaction"] = async (params) => {
    const failed = this.begin("ethereumSignTransaction", params);
    if (failed) return failed;
    const tx = params.transaction;
    if (tx.maxFeePerGas !== undefined || tx.gasPrice === undefined) {
      return {
        success: false,
        payload: { error: "EIP-1559 is not what this stand-in signs", code: "Failure_DataError" },
      };
    }
    const legacy: TransactionSerializableLegacy = {
      type: "legacy",
      chainId: tx.chainId,
      to: tx.to === null ? undefined : (tx.to as Hex),
      value: BigInt(tx.value),
      gasPrice: BigInt(tx.gasPrice),
      gas: BigInt(tx.gasLimit),
      nonce: Number(BigInt(tx.nonce)),
      data: tx.data as Hex | undefined,
    };
    const serializedTx = await this.signer(params.path).signTransaction(legacy);
    const { v, r, s } = parseTransaction(serializedTx);
    if (v === undefined || r === undefined || s === undefined) throw new Error("unsigned");
    // Connect answers v with the chain id folded in (EIP-155), r and s as 0x-prefixed hex.
    return { success: true, payload: { v: toHex(v), r, s, serializedTx } };
  };

  ethereumSignMessage: TrezorConnectApi["ethereumSignMessage"] = async (params) => {
    const failed = this.begin("ethereumSignMessage", params);
    if (failed) return failed;
    const signer = this.signer(params.path);
    const raw = params.hex ? hexToBytes(`0x${strip0x(params.message)}`) : new TextEncoder().encode(params.message);
    const signature = await signer.signMessage({ message: { raw } });
    return { success: true, payload: { address: signer.address, signature: strip0x(signature) } };
  };

  ethereumSignTypedData: TrezorConnectApi["ethereumSignTypedData"] = async (params) => {
    const failed = this.begin("ethereumSignTypedData", params);
    if (failed) return failed;
    const { data } = params;
    const types = data.types as unknown as TypedData;
    const domainSeparator = hashDomain({ domain: data.domain as Record<string, unknown>, types });
    const messageHash = hashStruct({ data: data.message, primaryType: String(data.primaryType), types });
    if (
      strip0x(domainSeparator) !== strip0x(params.domain_separator_hash) ||
      strip0x(messageHash) !== strip0x(params.message_hash ?? "")
    ) {
      return {
        success: false,
        payload: { error: "the hashes do not match the typed data", code: "Failure_DataError" },
      };
    }
    const signer = this.signer(params.path);
    const signature = await signer.sign({ hash: keccak256(concat(["0x1901", domainSeparator, messageHash])) });
    return { success: true, payload: { address: signer.address, signature: strip0x(signature) } };
  };
}
