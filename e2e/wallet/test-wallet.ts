import type { Address, LocalAccount } from "viem";
import { DEFAULT_WALLET_ACCOUNT, toLocalAccount, type AccountSource } from "./accounts";
import { WalletChains, parseHexChainId, toHexChainId } from "./chains";
import { jsonRpc } from "./json-rpc";
import type { WalletEvent, WalletReply, WalletRequest } from "./protocol";
import { RpcErrorCode, WalletRpcError, invalidParams, unauthorized, userRejected } from "./rpc-error";
import { sendTransaction } from "./send-transaction";
import { ethSign, personalSign, signTypedDataV4 } from "./signing";

/** How a test sets the wallet up (`test.use({ walletOptions: {...} })`). */
export interface TestWalletOptions {
  /** Hardhat account index or private key; default Hardhat's account 6. */
  readonly account?: AccountSource;
  /** The chain the wallet is on at the start; default 1337. */
  readonly chainId?: number;
  /** The chains the wallet has configured besides the current one; default [1337]. */
  readonly knownChainIds?: readonly number[];
  /** Whether the site was already authorised (eth_accounts answers at once); default false. */
  readonly connected?: boolean;
}

/** Methods that open a prompt in a real wallet: `rejectNext()` without a method rejects the next of these. */
export const PROMPTING_METHODS: ReadonlySet<string> = new Set([
  "eth_requestAccounts",
  "wallet_requestPermissions",
  "personal_sign",
  "eth_sign",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "wallet_switchEthereumChain",
  "wallet_addEthereumChain",
  "wallet_watchAsset",
]);

/** Delivers events that the wallet starts (not answers to a request) to every page. */
export type EventSink = (events: readonly WalletEvent[]) => Promise<void>;

interface Waiter {
  readonly method: string;
  readonly resolve: (request: WalletRequest) => void;
}

/**
 * A browser wallet in Node with a local key: the page's `window.ethereum` forwards every request here.
 * State (authorisation, chain, account) lives here, so it survives reloads within a test.
 */
export class TestWallet {
  #account: LocalAccount;
  #connected: boolean;
  readonly #chains: WalletChains;
  readonly #requests: WalletRequest[] = [];
  /** Pending `rejectNext` calls: the methods each one matches (undefined: any prompting method). */
  readonly #rejections: (readonly string[] | undefined)[] = [];
  readonly #waiters = new Set<Waiter>();
  /** Sends one at a time, so nonces from the pending count never collide. */
  #sending: Promise<unknown> = Promise.resolve();

  constructor(
    options: TestWalletOptions,
    rpcUrls: ReadonlyMap<number, string>,
    private readonly emit: EventSink,
  ) {
    this.#account = toLocalAccount(options.account ?? DEFAULT_WALLET_ACCOUNT);
    this.#connected = options.connected ?? false;
    this.#chains = new WalletChains(options.chainId ?? 1337, options.knownChainIds ?? [1337], rpcUrls);
  }

  /** The account's address (EIP-55 checksummed; the provider answers lowercase, as MetaMask does). */
  get address(): Address {
    return this.#account.address;
  }

  get account(): LocalAccount {
    return this.#account;
  }

  get chainId(): number {
    return this.#chains.current;
  }

  /** Whether the site may see the account (after eth_requestAccounts, until lock/revoke/disconnect). */
  get connected(): boolean {
    return this.#connected;
  }

  /** Every request the page made, in order. */
  get requests(): readonly WalletRequest[] {
    return this.#requests;
  }

  /**
   * The next request for `method` (one of `method` when a list; any prompting method when omitted: a
   * connection, signature, transaction, chain switch or add) fails with 4001 "User rejected the request.".
   * Calls queue up: two calls reject the next two matching requests.
   */
  rejectNext(method?: string | readonly string[]): void {
    this.#rejections.push(method === undefined ? undefined : typeof method === "string" ? [method] : method);
  }

  /** The first request for `method` the page made (already, or within `timeoutMs`). */
  waitForRequest(method: string, timeoutMs = 15_000): Promise<WalletRequest> {
    const seen = this.#requests.find((request) => request.method === method);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        method,
        resolve: (request) => {
          clearTimeout(timer);
          resolve(request);
        },
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(waiter);
        const methods = [...new Set(this.#requests.map((r) => r.method))].join(", ") || "none";
        reject(new Error(`the page did not call ${method} within ${timeoutMs} ms (it called: ${methods})`));
      }, timeoutMs);
      this.#waiters.add(waiter);
    });
  }

  /** The user switches chain in the wallet (a chain they have configured): `chainChanged`. */
  async setChain(chainId: number): Promise<void> {
    this.#chains.add(chainId);
    if (this.#chains.switchTo(chainId)) await this.emit([{ name: "chainChanged", payload: toHexChainId(chainId) }]);
  }

  /** The user picks another account: `accountsChanged [new]` if the site is authorised. */
  async setAccount(source: AccountSource): Promise<void> {
    this.#account = toLocalAccount(source);
    if (this.#connected) await this.emit([{ name: "accountsChanged", payload: this.#accounts() }]);
  }

  /** The user locks the wallet: accounts become empty (`accountsChanged []`) until the next connection. */
  async lock(): Promise<void> {
    if (!this.#connected) return;
    this.#connected = false;
    await this.emit([{ name: "accountsChanged", payload: [] }]);
  }

  /** The wallet loses its connection: `disconnect` (code 4900) and no account until the next connection. */
  async disconnect(): Promise<void> {
    this.#connected = false;
    await this.emit([
      { name: "disconnect", payload: { code: RpcErrorCode.disconnected, message: "The test wallet disconnected." } },
    ]);
  }

  /** Answers one request from the page; `internal` requests (the provider's own) are not logged. */
  async handle(request: WalletRequest, internal = false): Promise<WalletReply> {
    if (!internal) this.#log(request);
    const events: WalletEvent[] = [];
    try {
      this.#takeRejection(request.method);
      const result = await this.#answer(request, events);
      return { events, result: result ?? null };
    } catch (error) {
      const rpcError =
        error instanceof WalletRpcError
          ? error
          : new WalletRpcError(RpcErrorCode.internal, error instanceof Error ? error.message : String(error));
      return { events, error: rpcError.toBody() };
    }
  }

  async #answer({ method, params }: WalletRequest, events: WalletEvent[]): Promise<unknown> {
    switch (method) {
      case "eth_chainId":
        return this.#chains.currentHex;
      case "net_version":
        return String(this.#chains.current);
      case "eth_accounts":
        return this.#connected ? this.#accounts() : [];
      case "eth_coinbase":
        return this.#connected ? this.#accounts()[0] : null;
      case "eth_requestAccounts":
        this.#authorise(events);
        return this.#accounts();
      case "wallet_requestPermissions":
        this.#authorise(events);
        return this.#permissions();
      case "wallet_getPermissions":
        return this.#connected ? this.#permissions() : [];
      case "wallet_revokePermissions":
        if (this.#connected) events.push({ name: "accountsChanged", payload: [] });
        this.#connected = false;
        return null;
      case "wallet_switchEthereumChain": {
        const chainId = parseHexChainId(firstObject(params, method).chainId);
        if (this.#chains.switchTo(chainId)) events.push({ name: "chainChanged", payload: toHexChainId(chainId) });
        return null;
      }
      case "wallet_addEthereumChain": {
        const chain = firstObject(params, method);
        const chainId = parseHexChainId(chain.chainId);
        if (!Array.isArray(chain.rpcUrls) || chain.rpcUrls.length === 0) {
          throw invalidParams("wallet_addEthereumChain: rpcUrls must list at least one URL");
        }
        // Like MetaMask, adding a chain also switches to it (wagmi relies on that).
        this.#chains.add(chainId);
        if (this.#chains.switchTo(chainId)) events.push({ name: "chainChanged", payload: toHexChainId(chainId) });
        return null;
      }
      case "wallet_watchAsset":
        return true;
      case "personal_sign":
        this.#assertAuthorised();
        return personalSign(this.#account, params);
      case "eth_sign":
        this.#assertAuthorised();
        return ethSign(this.#account, params);
      case "eth_signTypedData_v4":
        this.#assertAuthorised();
        return signTypedDataV4(this.#account, params);
      case "eth_sendTransaction": {
        this.#assertAuthorised();
        const rpcUrl = this.#chains.rpcUrl();
        const chainId = this.#chains.current;
        const sent = this.#sending.then(() => sendTransaction(this.#account, rpcUrl, chainId, params));
        this.#sending = sent.catch(() => undefined);
        return sent;
      }
      default:
        if (method.startsWith("wallet_")) {
          throw new WalletRpcError(RpcErrorCode.unsupportedMethod, `The test wallet does not support ${method}.`);
        }
        return jsonRpc(this.#chains.rpcUrl(), method, params);
    }
  }

  #authorise(events: WalletEvent[]): void {
    if (this.#connected) return;
    this.#connected = true;
    events.push({ name: "accountsChanged", payload: this.#accounts() });
  }

  #assertAuthorised(): void {
    if (!this.#connected) throw unauthorized();
  }

  #accounts(): string[] {
    return [this.#account.address.toLowerCase()];
  }

  #permissions() {
    return [
      {
        parentCapability: "eth_accounts",
        caveats: [{ type: "restrictReturnedAccounts", value: this.#accounts() }],
      },
    ];
  }

  #takeRejection(method: string): void {
    const index = this.#rejections.findIndex((methods) =>
      methods === undefined ? PROMPTING_METHODS.has(method) : methods.includes(method),
    );
    if (index === -1) return;
    this.#rejections.splice(index, 1);
    throw userRejected();
  }

  #log(request: WalletRequest): void {
    this.#requests.push(request);
    for (const waiter of this.#waiters) {
      if (waiter.method !== request.method) continue;
      this.#waiters.delete(waiter);
      waiter.resolve(request);
    }
  }
}

function firstObject(params: readonly unknown[], method: string): Record<string, unknown> {
  const first = params[0];
  if (!first || typeof first !== "object") throw invalidParams(`${method} expects [{ chainId, ... }]`);
  return first as Record<string, unknown>;
}
