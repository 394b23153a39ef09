/**
 * XO wallet STAND-IN, for tests only: the XO wallet's app cannot run here. It does for a page what that app
 * does, as the partner's library (xo-connect 2.1) expects it: it sets the `window.XOConnect` global and
 * answers the library's JSON requests posted on the window — `{ id, type: "send", method, data, currency }`
 * — with `{ id, type: "receive", data }`, or `{ id, type: "cancel" }` when the user says no. Its key is a
 * viem account; it signs for real, so what it answers verifies like the wallet's.
 *
 * What it answers, per method (xo-connect's reading of it):
 * - connect: the client (alias, currencies with address and chainId, and a signature of "xoConnect-{id}" that
 *   the library recovers and compares with the ETH currency's address);
 * - personalSign: `{ signature }` of the hex message; typedDataSign: `{ result }`;
 * - transactionSign: `{ signedTx }` (a legacy transaction, which the library sends through its RPC) or,
 *   in `sendsItself` mode, sends it itself and answers `{ result: hash }`.
 */
import {
  createPublicClient,
  http,
  numberToHex,
  type Address,
  type Hex,
  type PrivateKeyAccount,
  type PublicClient,
  type TypedDataDefinition,
} from "viem";

interface XoRequest {
  id: string;
  type: string;
  method: string;
  data?: unknown;
  currency?: string;
}

/** The window the page and the wallet share: xo-connect uses its global, its listener and postMessage. */
export interface MessageWindow extends EventTarget {
  postMessage(message: unknown): void;
  XOConnect?: unknown;
}

/** A Node stand-in of a browser window's message bus (asynchronous delivery, as browsers do). */
export function createMessageWindow(): MessageWindow {
  const target = new EventTarget() as MessageWindow;
  target.postMessage = (message: unknown) => {
    setTimeout(() => target.dispatchEvent(new MessageEvent("message", { data: message })), 0);
  };
  return target;
}

export interface XoStandInOptions {
  account: PrivateKeyAccount;
  /** The chains the XO user holds currencies on, with the currency ids the wallet uses for them. */
  chains: readonly { chainId: number; currencyId: string }[];
  /** The chain's RPC, for the nonce and gas price of a transaction. */
  rpcUrl: string;
}

export class XoWalletStandIn {
  /** What the page asked, in order (method and currency). */
  readonly requests: { method: string; currency: string | undefined }[] = [];
  /** The user refuses every request from now on (the wallet answers "cancel"). */
  refuse = false;
  /** The wallet sends transactions itself and answers their hash (xo-connect accepts either answer). */
  sendsItself = false;
  private readonly client: PublicClient;
  private readonly listener = (event: Event) => void this.onMessage((event as MessageEvent).data);

  constructor(
    private readonly win: MessageWindow,
    private readonly options: XoStandInOptions,
  ) {
    this.client = createPublicClient({ transport: http(options.rpcUrl) });
  }

  get address(): Address {
    return this.options.account.address;
  }

  /** The app opened the page: the global and the listener are there. */
  install(): this {
    this.win.XOConnect = { standIn: true };
    this.win.addEventListener("message", this.listener);
    return this;
  }

  uninstall(): void {
    delete this.win.XOConnect;
    this.win.removeEventListener("message", this.listener);
  }

  private async onMessage(raw: unknown) {
    if (typeof raw !== "string") return;
    const request = JSON.parse(raw) as XoRequest;
    if (request.type !== "send") return;
    this.requests.push({ method: request.method, currency: request.currency });
    if (this.refuse) return this.reply({ id: request.id, type: "cancel" });
    const data = await this.answer(request);
    this.reply({ id: request.id, type: "receive", data });
  }

  private reply(message: { id: string; type: "receive" | "cancel"; data?: unknown }) {
    this.win.postMessage(JSON.stringify(message));
  }

  private async answer(request: XoRequest): Promise<unknown> {
    const { account, chains } = this.options;
    switch (request.method) {
      case "connect":
        return {
          client: {
            _id: "standin-client",
            alias: "standin",
            image: "",
            signature: await account.signMessage({ message: `xoConnect-${request.id}` }),
            currencies: [
              { id: "ethereum.mainnet.native.eth", address: account.address, chainId: "0x1" },
              ...chains.map(({ chainId, currencyId }) => ({
                id: currencyId,
                address: account.address,
                chainId: numberToHex(chainId),
              })),
            ],
          },
        };
      case "personalSign":
        return { signature: await account.signMessage({ message: { raw: request.data as Hex } }) };
      case "typedDataSign": {
        const typed = (
          typeof request.data === "string" ? JSON.parse(request.data) : request.data
        ) as TypedDataDefinition;
        return { result: await account.signTypedData(typed) };
      }
      case "transactionSign":
        return this.signTransaction(request);
      default:
        throw new Error(`the XO stand-in does not answer ${request.method}`);
    }
  }

  /** A legacy transaction on the currency's chain (Rootstock has no EIP-1559), signed by the key. */
  private async signTransaction(request: XoRequest) {
    const chain = this.options.chains.find(({ currencyId }) => currencyId === request.currency);
    if (!chain) throw new Error(`the XO stand-in holds no currency ${request.currency}`);
    const tx = request.data as { to: Address; value: string; data?: Hex; gas?: Hex };
    const { address } = this.options.account;
    const [nonce, gasPrice] = await Promise.all([
      this.client.getTransactionCount({ address, blockTag: "pending" }),
      this.client.getGasPrice(),
    ]);
    const value = BigInt(tx.value);
    const gas = tx.gas
      ? BigInt(tx.gas)
      : await this.client.estimateGas({ account: address, to: tx.to, value, data: tx.data });
    const signedTx = await this.options.account.signTransaction({
      type: "legacy",
      chainId: chain.chainId,
      nonce,
      gasPrice,
      gas,
      to: tx.to,
      value,
      data: tx.data,
    });
    if (!this.sendsItself) return { signedTx };
    return { result: await this.client.sendRawTransaction({ serializedTransaction: signedTx }) };
  }
}
