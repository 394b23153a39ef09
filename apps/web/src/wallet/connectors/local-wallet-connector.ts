import { ChainNotConfiguredError, createConnector, ProviderNotFoundError, type CreateConnectorFn } from "wagmi";
import { getAddress, SwitchChainError, type Address, type Chain, type Hex } from "viem";
import type { LocalWalletProvider } from "./local-wallet-provider";
import { readLocalWallet, writeLocalWallet } from "./local-wallet-key";

export const LOCAL_WALLET_ID = "ceiba-local";
export const LOCAL_WALLET_NAME = "Ceiba local wallet";

/** What the local wallet adds to a wagmi connector. */
export interface LocalWalletProperties extends Record<string, unknown> {
  /** The key, for the export-private-key dialog. */
  exportPrivateKey(): Promise<Hex>;
}

/**
 * The local wallet (chain 1337 only): a key generated with viem and kept in localStorage, signing with
 * itself over the chain's RPC. This file is light; the signing code (local-wallet-provider) is downloaded
 * on the first connect. Like wagmi's injected connector it remembers an in-app disconnect
 * (`ceiba-local.disconnected`) so that nothing reconnects it behind the user's back.
 */
export function localWallet(parameters: {
  chain: Chain;
  rpcUrl: string;
}): CreateConnectorFn<LocalWalletProvider, LocalWalletProperties> {
  const { chain, rpcUrl } = parameters;
  let provider: { privateKey: Hex; wallet: LocalWalletProvider } | undefined;

  /** The provider for the stored key, downloading the signing code the first time; a key is made on request. */
  async function providerFor({ createKey }: { createKey: boolean }): Promise<LocalWalletProvider> {
    const record = readLocalWallet();
    if (!record && !createKey) throw new ProviderNotFoundError();
    if (provider && record && provider.privateKey === record.privateKey) return provider.wallet;
    const { createLocalWalletProvider, newPrivateKey } = await import("./local-wallet-provider");
    const privateKey = record?.privateKey ?? newPrivateKey();
    if (!record) writeLocalWallet({ privateKey, funded: false });
    provider = { privateKey, wallet: createLocalWalletProvider({ privateKey, chain, rpcUrl }) };
    return provider.wallet;
  }

  return createConnector<LocalWalletProvider, LocalWalletProperties>((config) => ({
    id: LOCAL_WALLET_ID,
    name: LOCAL_WALLET_NAME,
    type: "local",

    async connect({ isReconnecting, withCapabilities } = {}) {
      if (isReconnecting && !readLocalWallet()) throw new ProviderNotFoundError();
      const wallet = await providerFor({ createKey: true });
      await config.storage?.removeItem(`${LOCAL_WALLET_ID}.disconnected`);
      const accounts = [wallet.address];
      return {
        // wagmi's connect() types `accounts` by `withCapabilities`; both shapes are built from one address.
        accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
        chainId: chain.id,
      };
    },

    async disconnect() {
      await config.storage?.setItem(`${LOCAL_WALLET_ID}.disconnected`, true);
    },

    async getAccounts(): Promise<readonly Address[]> {
      const record = readLocalWallet();
      if (!record) return [];
      return [(await providerFor({ createKey: false })).address];
    },

    async getChainId() {
      return chain.id;
    },

    /** The provider of the stored key; without a key there is none (only connect creates one). */
    getProvider: () => providerFor({ createKey: false }),

    async isAuthorized() {
      if (!readLocalWallet()) return false;
      return !(await config.storage?.getItem(`${LOCAL_WALLET_ID}.disconnected`));
    },

    async switchChain({ chainId }) {
      if (chainId !== chain.id) throw new SwitchChainError(new ChainNotConfiguredError());
      return chain;
    },

    onAccountsChanged(accounts) {
      if (accounts.length === 0) this.onDisconnect();
      else config.emitter.emit("change", { accounts: accounts.map((account) => getAddress(account)) });
    },

    onChainChanged(chainId) {
      config.emitter.emit("change", { chainId: Number(chainId) });
    },

    onDisconnect() {
      config.emitter.emit("disconnect");
    },

    async exportPrivateKey() {
      const record = readLocalWallet();
      if (!record) throw new ProviderNotFoundError();
      return record.privateKey;
    },
  }));
}
