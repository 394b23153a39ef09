/**
 * The XO partner wallet (issue 20): Ceiba opened inside the XO wallet's app, which injects `window.XOConnect`
 * and answers the XO Connect protocol (JSON messages over window.postMessage). The partner's own library,
 * `xo-connect`, speaks that protocol and gives an EIP-1193 provider; it loads only inside the XO wallet.
 * Its refusals are plain errors ("User rejected …"): this connector gives them the EIP-1193 code 4001 so the
 * session and the transaction dialog word them as the user's refusal.
 */
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError, type CreateConnectorFn } from "wagmi";
import { getAddress, numberToHex, SwitchChainError, type Address, type Chain } from "viem";
import { ProviderRpcError } from "../account-provider";
import { insideXoWallet, XO_ID } from "./xo-detect";

export const XO_NAME = "XO";

/** The part of xo-connect's provider the connector uses (EIP-1193's request). */
export interface XoProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** An XO Connect session: the provider for the app's chain, and how to end it. */
export interface XoSession {
  readonly provider: XoProvider;
  close(): void;
}

/** The connector's account is missing on the app's chain (the XO wallet lists no currency of that chain). */
export class XoNoAccountError extends Error {
  constructor(chainId: number) {
    super(`the XO wallet has no account on chain ${chainId}`);
    this.name = "XoNoAccountError";
  }
}

/**
 * Opens a session with xo-connect: its `connect` asks the wallet for the client (alias, currencies and a
 * signature the library checks), then a fresh provider reads the account of the app's chain from it.
 * A failed or cancelled connect is the library's "No connection available".
 */
export async function openXoSession(chain: Chain, rpcUrl: string): Promise<XoSession> {
  const { XOConnect, XOConnectProvider } = await import("xo-connect");
  await XOConnect.connect();
  const chainHex = numberToHex(chain.id);
  const provider = new XOConnectProvider({ rpcs: { [chainHex]: rpcUrl }, defaultChainId: chainHex });
  return { provider, close: () => XOConnect.disconnect() };
}

const REJECTED = /user rejected/i;

/** The provider wagmi sees: xo-connect's, with a refusal turned into EIP-1193's 4001. */
function withRefusalCode(provider: XoProvider): XoProvider {
  return {
    async request(args) {
      try {
        return await provider.request(args);
      } catch (error) {
        if (error instanceof Error && REJECTED.test(error.message)) throw new ProviderRpcError(4001, error.message);
        throw error;
      }
    },
  };
}

const NOT_CONNECTED: XoProvider = {
  request: () => Promise.reject(new ProviderRpcError(4100, "connect the XO wallet first")),
};

export interface XoConnectorOptions {
  chain: Chain;
  rpcUrl: string;
  /** Inside the XO wallet (tests: the stand-in's window). */
  inside?: () => boolean;
  /** Opens the XO Connect session (tests may pass their own). */
  open?: (chain: Chain, rpcUrl: string) => Promise<XoSession>;
}

export function xoWallet(options: XoConnectorOptions): CreateConnectorFn<XoProvider> {
  const { chain, rpcUrl, inside = insideXoWallet, open = openXoSession } = options;
  let connected: { session: XoSession; provider: XoProvider; address: Address } | undefined;

  return createConnector<XoProvider>((config) => ({
    id: XO_ID,
    name: XO_NAME,
    type: "xo",

    async connect({ withCapabilities } = {}) {
      if (!inside()) throw new ProviderNotFoundError();
      const session = await open(chain, rpcUrl);
      try {
        const provider = withRefusalCode(session.provider);
        const accounts = (await provider.request({ method: "eth_requestAccounts" })) as string[];
        const first = accounts[0];
        if (first === undefined) throw new XoNoAccountError(chain.id);
        const address = getAddress(first.toLowerCase());
        connected = { session, provider, address };
        await config.storage?.removeItem(`${XO_ID}.disconnected`);
        return {
          // wagmi's connect() types `accounts` by `withCapabilities`; both shapes are built from one address.
          accounts: (withCapabilities ? [{ address, capabilities: {} }] : [address]) as never,
          chainId: chain.id,
        };
      } catch (error) {
        session.close();
        throw error;
      }
    },

    async disconnect() {
      connected?.session.close();
      connected = undefined;
      await config.storage?.setItem(`${XO_ID}.disconnected`, true);
    },

    async getAccounts() {
      return connected ? [connected.address] : [];
    },

    async getChainId() {
      return chain.id;
    },

    async getProvider() {
      return connected?.provider ?? NOT_CONNECTED;
    },

    /** Inside the XO wallet a reload reconnects, unless the user disconnected in the app. */
    async isAuthorized() {
      if (!inside()) return false;
      return !(await config.storage?.getItem(`${XO_ID}.disconnected`));
    },

    async switchChain({ chainId }) {
      if (chainId !== chain.id) throw new SwitchChainError(new ChainNotConfiguredError());
      return chain;
    },

    onAccountsChanged() {
      // XO Connect announces no account change: the account is the XO user's, per chain.
    },

    onChainChanged() {
      // The connector signs for the app's chain only.
    },

    onDisconnect() {
      connected = undefined;
      config.emitter.emit("disconnect");
    },
  }));
}
