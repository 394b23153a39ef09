/**
 * What Ceiba asks of Trezor Connect (@trezor/connect-web's `TrezorConnect`): the four Ethereum methods it
 * calls, with the library's own parameter types and the answer fields it reads. Every method answers
 * `{ success: true, payload }` or `{ success: false, payload: { error, code } }` instead of throwing. The
 * loader checks that the real `TrezorConnect` fits this interface (trezor-connect-loader.ts); the tests put a
 * stand-in behind it (test/trezor-connect-standin.ts). Types only: nothing of the library is loaded here.
 */
import type {
  EthereumSignMessage,
  EthereumSignTransaction,
  EthereumSignTypedDataTypes,
  EthereumSignTypedHash,
  GetPublicKey,
  Params,
  Response,
} from "@trezor/connect-web";

/** ethereumGetPublicKey's answer (HDNodeResponse): the fields Ceiba reads. */
export interface TrezorPublicKey {
  /** The node's compressed secp256k1 public key, hex. */
  readonly publicKey: string;
  readonly chainCode: string;
  readonly serializedPath: string;
  readonly depth: number;
  readonly childNum: number;
  readonly fingerprint: number;
}

/** ethereumSignTransaction's answer: v with the chain id (EIP-155), r and s, hex with 0x. */
export interface TrezorSignedTransaction {
  readonly v: string;
  readonly r: string;
  readonly s: string;
}

/** ethereumSignMessage's and ethereumSignTypedData's answer: the signer and a 65-byte hex signature. */
export interface TrezorSignature {
  readonly address: string;
  readonly signature: string;
}

export interface TrezorConnectApi {
  ethereumGetPublicKey(params: Params<GetPublicKey>): Response<TrezorPublicKey>;
  ethereumSignTransaction(params: Params<EthereumSignTransaction>): Response<TrezorSignedTransaction>;
  ethereumSignMessage(params: Params<EthereumSignMessage>): Response<TrezorSignature>;
  ethereumSignTypedData(params: Params<EthereumSignTypedHash<EthereumSignTypedDataTypes>>): Response<TrezorSignature>;
}

/** A failed call's payload, as Trezor Connect documents it. */
export interface TrezorFailure {
  readonly error: string;
  readonly code?: string;
}
