import type { WalletErrorBody } from "./protocol";

/** EIP-1193 and EIP-1474 error codes the wallet answers with. */
export const RpcErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const;

/** A refusal the wallet returns to the page as `{ code, message, data }`. */
export class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "WalletRpcError";
  }

  toBody(): WalletErrorBody {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export const userRejected = () => new WalletRpcError(RpcErrorCode.userRejected, "User rejected the request.");

export const unauthorized = () =>
  new WalletRpcError(
    RpcErrorCode.unauthorized,
    "The requested account and/or method has not been authorized by the user.",
  );

export const invalidParams = (message: string) => new WalletRpcError(RpcErrorCode.invalidParams, message);
