import { hexToBigInt, isHex, numberToHex, type Hex, type LocalAccount, type TypedDataDefinition } from "viem";
import type { WalletClient } from "viem";

/** An EIP-1193 error the stand-in wallet answers with (4001 refused, 4200 unsupported, 4902 unknown chain). */
export class WalletRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface WalletRequestContext {
  account: LocalAccount;
  chainId: number;
  /** Sends on the local chain (viem, legacy gas: Rootstock has no EIP-1559). */
  wallet: WalletClient;
}

interface TransactionRequest {
  from?: Hex;
  to?: Hex;
  data?: Hex;
  value?: Hex;
  gas?: Hex;
  gasPrice?: Hex;
  nonce?: Hex;
}

const quantity = (value: Hex | undefined): bigint | undefined =>
  value !== undefined && isHex(value) ? hexToBigInt(value) : undefined;

function sameAddress(a: unknown, b: string): boolean {
  return typeof a === "string" && a.toLowerCase() === b.toLowerCase();
}

/** What the stand-in wallet answers to a dapp's request, as a wallet does (signing with its local key). */
export async function answerWalletRequest(
  context: WalletRequestContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  const { account, chainId, wallet } = context;
  const list = Array.isArray(params) ? (params as unknown[]) : [];
  switch (method) {
    case "eth_accounts":
    case "eth_requestAccounts":
      return [account.address];
    case "eth_chainId":
      return numberToHex(chainId);
    case "eth_sendTransaction": {
      const tx = (list[0] ?? {}) as TransactionRequest;
      if (tx.from !== undefined && !sameAddress(tx.from, account.address)) {
        throw new WalletRequestError(4100, `this wallet holds ${account.address}, not ${tx.from}`);
      }
      const gasPrice = quantity(tx.gasPrice);
      const gas = quantity(tx.gas);
      const value = quantity(tx.value);
      const nonce = quantity(tx.nonce);
      return wallet.sendTransaction({
        account,
        chain: wallet.chain,
        to: tx.to,
        data: tx.data,
        ...(value !== undefined && { value }),
        ...(gas !== undefined && { gas }),
        ...(nonce !== undefined && { nonce: Number(nonce) }),
        type: "legacy",
        ...(gasPrice !== undefined && { gasPrice }),
      });
    }
    case "personal_sign": {
      const [message, address] = list;
      if (!sameAddress(address, account.address))
        throw new WalletRequestError(4100, "personal_sign for another address");
      if (typeof message !== "string") throw new WalletRequestError(-32602, "personal_sign needs a message");
      return account.signMessage({ message: isHex(message) ? { raw: message } : message });
    }
    case "eth_signTypedData_v4": {
      const [address, data] = list;
      if (!sameAddress(address, account.address)) throw new WalletRequestError(4100, "typed data for another address");
      const typed = (typeof data === "string" ? JSON.parse(data) : data) as TypedDataDefinition & {
        types: Record<string, unknown>;
      };
      // viem derives the domain's type itself and refuses it among the types.
      const { EIP712Domain: _domain, ...types } = typed.types;
      return account.signTypedData({ ...typed, types } as TypedDataDefinition);
    }
    case "wallet_switchEthereumChain": {
      const wanted = (list[0] as { chainId?: unknown } | undefined)?.chainId;
      if (typeof wanted === "string" && Number(wanted) === chainId) return null;
      throw new WalletRequestError(4902, `this stand-in wallet knows only chain ${chainId}`);
    }
    default:
      throw new WalletRequestError(4200, `the stand-in wallet does not answer ${method}`);
  }
}
