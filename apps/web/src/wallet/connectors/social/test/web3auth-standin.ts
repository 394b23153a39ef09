/**
 * Web3Auth STAND-IN, for tests only: Web3Auth's services (its project configuration, login popups and key
 * infrastructure) cannot be reached here. It has the surface of the no-modal SDK the connector uses
 * (init, connectTo, provider, connected, status, logout, events) and answers as @web3auth/no-modal 10 does:
 * - init() resolves first; a session kept in the browser is then restored asynchronously (status
 *   "connecting", then "connected" with the "connected" event), as the SDK's login connector rehydrates it;
 * - connectTo("auth", login) signs in (the popup succeeds) or rejects with the SDK's errors
 *   (WalletLoginError 5114 "popup has been closed by the user", WalletInitializationError 5004 "window is
 *   blocked"); init rejects with 5003 "failed to fetch project configurations" when the service is down;
 * - logout() ends the session, forgets it in the browser and emits "disconnected"; without a session it
 *   throws 5113 "Wallet is not connected";
 * - its provider is a real EIP-1193 signer over the local chain (the key Web3Auth would hold for the login),
 *   and answers eth_private_key with the key's hex without 0x.
 */
import type { Address, Chain, Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createAccountProvider } from "../../account-provider";
import type { SocialLogin } from "../social-login-config";
import type { Eip1193Provider, Web3AuthEvent, Web3AuthLike, Web3AuthSetup } from "../web3auth-sdk";

/** Web3Auth's error shape (name, numeric code, message), as its base/errors classes build them. */
export class StandInWeb3AuthError extends Error {
  constructor(
    name: "WalletInitializationError" | "WalletLoginError",
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = name;
  }
}

/** What Web3Auth keeps in the browser between page loads (its session id in localStorage). */
export interface StandInBrowser {
  session?: { login: SocialLogin };
}

export interface StandInOptions {
  /** The key Web3Auth's infrastructure gives this user, for any login. */
  privateKey: Hex;
  browser: StandInBrowser;
  chain: Chain;
  rpcUrl: string;
}

export class Web3AuthStandIn implements Web3AuthLike {
  status = "not_ready";
  provider: Eip1193Provider | null = null;
  /** What the app asked, in order. */
  readonly calls: { method: string; login?: SocialLogin }[] = [];
  /** The next init fails as if Web3Auth's service were unreachable. */
  serviceDown = false;
  /** What the login popup does on the next connectTo. */
  popup: "signsIn" | "closed" | "blocked" = "signsIn";
  private readonly listeners = new Map<Web3AuthEvent, Set<(...args: unknown[]) => void>>();

  constructor(
    readonly setup: Web3AuthSetup,
    private readonly options: StandInOptions,
  ) {}

  /** The user's address (of the key Web3Auth holds for them). */
  get address(): Address {
    return privateKeyToAccount(this.options.privateKey).address;
  }

  get connected(): boolean {
    return this.status === "connected";
  }

  async init(): Promise<void> {
    this.calls.push({ method: "init" });
    if (this.serviceDown) {
      throw new StandInWeb3AuthError(
        "WalletInitializationError",
        5003,
        "Wallet is not ready yet, failed to fetch project configurations",
      );
    }
    const kept = this.options.browser.session;
    if (!kept) {
      this.status = "ready";
      return;
    }
    this.status = "connecting";
    setTimeout(() => this.signIn(kept.login), 20);
  }

  async connectTo(connector: "auth", login: SocialLogin): Promise<Eip1193Provider | null> {
    this.calls.push({ method: `connectTo:${connector}`, login });
    if (this.status !== "ready") throw new StandInWeb3AuthError("WalletInitializationError", 5003, "not ready");
    if (this.popup === "closed") {
      throw new StandInWeb3AuthError("WalletLoginError", 5114, "Wallet popup has been closed by the user. ");
    }
    if (this.popup === "blocked") {
      throw new StandInWeb3AuthError("WalletInitializationError", 5004, "Wallet window is blocked, ");
    }
    return this.signIn(login);
  }

  async logout(): Promise<void> {
    this.calls.push({ method: "logout" });
    if (!this.connected) throw new StandInWeb3AuthError("WalletLoginError", 5113, "Wallet is not connected. ");
    delete this.options.browser.session;
    this.provider = null;
    this.status = "ready";
    this.emit("disconnected");
  }

  on(event: Web3AuthEvent, listener: (...args: unknown[]) => void) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  removeListener(event: Web3AuthEvent, listener: (...args: unknown[]) => void) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  private emit(event: Web3AuthEvent, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  private signIn(login: SocialLogin): Eip1193Provider {
    const { privateKey, chain, rpcUrl, browser } = this.options;
    const account = privateKeyToAccount(privateKey);
    const signer = createAccountProvider({ account, name: "the Web3Auth stand-in", chain, rpcUrl });
    this.provider = {
      async request(args) {
        if (args.method === "eth_private_key") return privateKey.slice(2);
        return signer.request(args);
      },
    };
    browser.session = { login };
    this.status = "connected";
    this.emit("connected", { connector: "auth", reconnected: false });
    return this.provider;
  }
}
