/**
 * E-mail / social login (issue 20) through wagmi: Web3Auth's no-modal SDK signs the user in (passwordless
 * e-mail or a social account, in Web3Auth's popup) and gives an EIP-1193 provider over the key it holds for
 * that login. The SDK keeps its own session in the browser and restores it on init; this connector follows
 * it: a reload reconnects while the SDK is signed in, unless the user disconnected in the app.
 */
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError, type CreateConnectorFn } from "wagmi";
import { getAddress, isHex, SwitchChainError, type Address, type Chain, type Hex } from "viem";
import { ProviderRpcError } from "../account-provider";
import { SOCIAL_LOGIN_ID, type SocialLogin, type Web3AuthNetwork } from "./social-login-config";
import { SocialLoginError, withLoginProvider } from "./social-login-errors";
import {
  createWeb3Auth,
  web3AuthChainConfig,
  type Eip1193Provider,
  type Web3AuthLike,
  type Web3AuthSetup,
} from "./web3auth-sdk";

export const SOCIAL_LOGIN_NAME = "Email";

/** What connect() takes beyond wagmi's parameters: the login the user chose on /auth. */
export interface SocialConnectParameters {
  socialLogin?: SocialLogin;
}

/** What the social login adds to a wagmi connector. */
export interface SocialLoginProperties extends Record<string, unknown> {
  /** The key Web3Auth holds for this login, for the export-private-key dialog (app-shell §6). */
  exportPrivateKey(): Promise<Hex>;
}

export interface SocialConnectorOptions {
  chain: Chain;
  rpcUrl: string;
  clientId: string;
  network: Web3AuthNetwork;
  /** Creates the SDK (tests pass the Web3Auth stand-in). */
  create?: (setup: Web3AuthSetup) => Promise<Web3AuthLike>;
  /** How long to wait for the SDK to restore its session after init (default 15 s). */
  settleMs?: number;
}

/** Statuses after which the SDK has finished restoring (or not) its stored session. */
const SETTLED = new Set(["ready", "connected", "authorized", "errored", "disconnected"]);

/**
 * Web3Auth's init resolves before its login connector has restored a stored session (that runs on the
 * SDK's "connectors updated" event): wait until it says connected, ready, or that restoring failed.
 */
function settled(sdk: Web3AuthLike, timeoutMs: number): Promise<void> {
  if (SETTLED.has(sdk.status)) return Promise.resolve();
  return new Promise((resolve) => {
    const events = ["ready", "connected", "errored", "rehydration_error"] as const;
    const check = () => {
      if (sdk.status !== "connecting" && sdk.status !== "not_ready") done();
    };
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      for (const event of events) sdk.removeListener(event, check);
      resolve();
    }
    for (const event of events) sdk.on(event, check);
  });
}

/** Web3Auth's key export answers the key's hex, with or without 0x (its providers differ). */
function privateKeyOf(value: unknown): Hex {
  const hex = typeof value === "string" ? (value.startsWith("0x") ? value : `0x${value}`) : "";
  if (!isHex(hex) || hex.length !== 66) throw new SocialLoginError("social.failed");
  return hex;
}

export function socialLogin(
  options: SocialConnectorOptions,
): CreateConnectorFn<Eip1193Provider, SocialLoginProperties> {
  const { chain, rpcUrl, clientId, network, create = createWeb3Auth, settleMs = 15_000 } = options;
  const setup: Web3AuthSetup = { clientId, network, chain: web3AuthChainConfig(chain, rpcUrl) };
  let ready: Promise<Web3AuthLike> | undefined;
  let sdk: Web3AuthLike | undefined;
  let ending = false;

  return createConnector<Eip1193Provider, SocialLoginProperties>((config) => {
    const disconnectedKey = `${SOCIAL_LOGIN_ID}.disconnected`;

    /** The SDK, downloaded and initialised once (again after a failure: the next try starts over). */
    function loadSdk(): Promise<Web3AuthLike> {
      ready ??= withLoginProvider(async () => {
        const created = await create(setup);
        await created.init();
        await settled(created, settleMs);
        // The session ended on the SDK's side (expired, or signed out elsewhere): the wallet is lost.
        created.on("disconnected", () => {
          if (!ending) config.emitter.emit("disconnect");
        });
        sdk = created;
        return created;
      }, "social.initFailed");
      ready.catch(() => (ready = undefined));
      return ready;
    }

    function signedIn(): Eip1193Provider {
      const live = sdk?.connected ? sdk.provider : null;
      if (!live) throw new ProviderRpcError(4100, "sign in with e-mail or a social account first");
      return live;
    }

    /** What wagmi and viem talk to: Web3Auth's provider of the signed-in user (stable across sessions). */
    const provider: Eip1193Provider = { request: (args) => signedIn().request(args) };

    async function address(): Promise<Address> {
      const accounts = (await signedIn().request({ method: "eth_accounts" })) as string[];
      const first = accounts[0];
      if (first === undefined) throw new SocialLoginError("social.failed");
      return getAddress(first.toLowerCase());
    }

    return {
      id: SOCIAL_LOGIN_ID,
      name: SOCIAL_LOGIN_NAME,
      type: "social",

      async connect(parameters = {}) {
        const { isReconnecting, withCapabilities } = parameters;
        const web3auth = await loadSdk();
        if (!web3auth.connected) {
          if (isReconnecting) throw new ProviderNotFoundError();
          // wagmi's connect() hands the connector every parameter it was given (ConnectParameters' rest).
          const login = (parameters as SocialConnectParameters).socialLogin;
          if (!login) throw new SocialLoginError("social.failed");
          await withLoginProvider(() => web3auth.connectTo("auth", login));
        }
        const account = await address();
        await config.storage?.removeItem(disconnectedKey);
        return {
          // wagmi's connect() types `accounts` by `withCapabilities`; both shapes are built from one address.
          accounts: (withCapabilities ? [{ address: account, capabilities: {} }] : [account]) as never,
          chainId: chain.id,
        };
      },

      async disconnect() {
        await config.storage?.setItem(disconnectedKey, true);
        if (!sdk?.connected) return;
        ending = true;
        try {
          await sdk.logout();
        } finally {
          ending = false;
        }
      },

      async getAccounts() {
        return sdk?.connected ? [await address()] : [];
      },

      async getChainId() {
        return chain.id;
      },

      /** Light: the SDK downloads on the first connect or session check, not here. */
      async getProvider() {
        return provider;
      },

      /** A stored session reconnects while Web3Auth is still signed in, unless the user disconnected here. */
      async isAuthorized() {
        if (await config.storage?.getItem(disconnectedKey)) return false;
        try {
          return (await loadSdk()).connected;
        } catch {
          return false;
        }
      },

      async switchChain({ chainId }) {
        if (chainId !== chain.id) throw new SwitchChainError(new ChainNotConfiguredError());
        return chain;
      },

      onAccountsChanged() {
        // One login, one key: the account does not change within a session.
      },

      onChainChanged() {
        // The SDK is set up for the app's chain only.
      },

      onDisconnect() {
        config.emitter.emit("disconnect");
      },

      async exportPrivateKey() {
        const live = signedIn();
        // Web3Auth documents eth_private_key; its wallet-services provider (EVM chains in SDK 10) names the
        // same answer private_key.
        const key = await live
          .request({ method: "eth_private_key" })
          .catch(() => live.request({ method: "private_key" }));
        return privateKeyOf(key);
      },
    };
  });
}
