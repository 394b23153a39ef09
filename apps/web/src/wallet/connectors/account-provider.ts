import {
  createWalletClient,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  numberToHex,
  type Account,
  type Address,
  type Chain,
  type Hex,
  type TypedDataDefinition,
} from "viem";
import { RPC_BATCH_LIMIT } from "@ceiba/core";

/**
 * An EIP-1193 provider over one viem account that signs by itself (the local wallet's key, a hardware
 * wallet): it answers accounts and chain itself, has the account sign messages, typed data and transactions,
 * and passes every other call to the chain's RPC. Transactions are legacy (Rootstock has no EIP-1559), priced
 * by eth_gasPrice.
 */
export interface AccountProvider {
  readonly address: Address;
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** An EIP-1193 error (code and message), as a browser wallet would throw it. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "ProviderRpcError";
  }
}

interface RpcTransaction {
  from?: Address;
  to?: Address | null;
  data?: Hex;
  input?: Hex;
  value?: Hex;
  gas?: Hex;
  gasPrice?: Hex;
  nonce?: Hex;
}

const params = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

export function createAccountProvider(options: {
  /** A local (self-signing) account: viem's privateKeyToAccount or toAccount. */
  account: Extract<Account, { type: "local" }>;
  /** Who signs, as the errors say it ("the local wallet"). */
  name: string;
  chain: Chain;
  rpcUrl: string;
}): AccountProvider {
  const { account, name } = options;
  const client = createWalletClient({
    account,
    chain: options.chain,
    transport: http(options.rpcUrl, { batch: { batchSize: RPC_BATCH_LIMIT } }),
  });

  const ownAddress = (value: unknown) => {
    if (typeof value !== "string" || !isAddressEqual(value as Address, account.address)) {
      throw new ProviderRpcError(4100, `${name} holds ${account.address} only`);
    }
  };

  async function sendTransaction(tx: RpcTransaction): Promise<Hex> {
    if (tx.from !== undefined) ownAddress(tx.from);
    return client.sendTransaction({
      account,
      chain: options.chain,
      to: tx.to ?? undefined,
      data: tx.data ?? tx.input,
      value: tx.value === undefined ? undefined : hexToBigInt(tx.value),
      gas: tx.gas === undefined ? undefined : hexToBigInt(tx.gas),
      nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce),
      // Legacy only: an EIP-1559 fee the caller may have sent is replaced by the node's gas price.
      type: "legacy",
      gasPrice: tx.gasPrice === undefined ? undefined : hexToBigInt(tx.gasPrice),
    });
  }

  return {
    address: account.address,
    async request({ method, params: rawParams }) {
      const args = params(rawParams);
      switch (method) {
        case "eth_accounts":
        case "eth_requestAccounts":
          return [account.address];
        case "eth_chainId":
          return numberToHex(options.chain.id);
        case "net_version":
          return String(options.chain.id);
        case "personal_sign": {
          ownAddress(args[1]);
          return account.signMessage({ message: { raw: args[0] as Hex } });
        }
        case "eth_signTypedData_v4": {
          ownAddress(args[0]);
          const typedData = (typeof args[1] === "string" ? JSON.parse(args[1]) : args[1]) as TypedDataDefinition;
          return account.signTypedData(typedData);
        }
        case "eth_sendTransaction":
          return sendTransaction(args[0] as RpcTransaction);
        case "wallet_switchEthereumChain": {
          const wanted = (args[0] as { chainId?: string } | undefined)?.chainId;
          if (wanted !== undefined && Number(wanted) === options.chain.id) return null;
          throw new ProviderRpcError(4902, `${name} knows chain ${options.chain.id} only`);
        }
        case "eth_sign":
        case "eth_signTransaction":
        case "wallet_addEthereumChain":
        case "wallet_requestPermissions":
          throw new ProviderRpcError(4200, `${name} does not support ${method}`);
        default:
          return client.request({ method, params: args } as never); // any other call goes to the node as it is
      }
    },
  };
}
