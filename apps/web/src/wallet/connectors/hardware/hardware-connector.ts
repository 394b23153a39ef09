/**
 * A hardware wallet as a wagmi connector (the Ledger's and the Trezor's, issue 20): connecting opens the
 * wallet, lets the user choose an account (the account-choice dialog) and signs through that account on the
 * device; the choice is kept in the browser, so a reload reconnects it without asking (each wallet says how
 * it checks it is still the same seed). Like the local wallet it remembers an in-app disconnect
 * (`<id>.disconnected`), so a reload after one stays disconnected.
 */
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError, type CreateConnectorFn } from "wagmi";
import { SwitchChainError, type Address, type Chain, type LocalAccount } from "viem";
import { ProviderRpcError, createAccountProvider, type AccountProvider } from "../account-provider";
import type { HardwareAccountChoice } from "./hardware-account";
import type { HardwareChoiceStore } from "./hardware-choice";

/** One opened wallet: what the connector needs of the Ledger or the Trezor. */
export interface HardwareSession {
  /** The account choice (the dialog): resolves with the chosen account, rejects when the user closes it. */
  chooseAccount(): Promise<HardwareAccountChoice>;
  /** On a reload: checks the stored choice is still this wallet's; throws (hardware.otherAccount) if not. */
  confirmAccount(stored: HardwareAccountChoice): Promise<void>;
  /** The chosen account, signing on the device. */
  account(choice: HardwareAccountChoice): LocalAccount;
  /** Called once when the device is unplugged or closed. */
  onDisconnect(listener: () => void): void;
  close(): Promise<void>;
}

export interface HardwareConnectorOptions {
  id: string;
  /** The wallet's name, for wagmi and the errors ("Ledger", "Trezor"). */
  name: string;
  chain: Chain;
  rpcUrl: string;
  choices: HardwareChoiceStore;
  /** Opens the wallet: on a user's click (`ask`), or on a reload without prompting; undefined when none. */
  open: (ask: boolean) => Promise<HardwareSession | undefined>;
  storage?: Pick<Storage, "getItem" | "setItem">;
}

/** The connector's EIP-1193 provider: the chosen account's once connected. */
export type HardwareProvider = Pick<AccountProvider, "request">;

export function hardwareConnector(options: HardwareConnectorOptions): CreateConnectorFn<HardwareProvider> {
  const { id, name, chain, rpcUrl, choices, open, storage } = options;
  const disconnectedKey = `${id}.disconnected`;
  let connected: { session: HardwareSession; address: Address; provider: AccountProvider } | undefined;

  /** Before a connection there is no account: every request is refused as unauthorized (EIP-1193 4100). */
  const notConnected: HardwareProvider = {
    request: () => Promise.reject(new ProviderRpcError(4100, `connect the ${name} first`)),
  };

  return createConnector<HardwareProvider>((config) => {
    const dropped = () => {
      connected = undefined;
      config.emitter.emit("disconnect");
    };

    return {
      id,
      name,
      type: id,

      async connect({ isReconnecting, withCapabilities } = {}) {
        const stored = choices.read(storage);
        if (isReconnecting && stored === undefined) throw new ProviderNotFoundError();
        const session = await open(!isReconnecting);
        if (session === undefined) throw new ProviderNotFoundError();
        try {
          let choice: HardwareAccountChoice;
          if (isReconnecting && stored !== undefined) {
            await session.confirmAccount(stored);
            choice = stored;
          } else {
            choice = await session.chooseAccount();
            choices.write(choice, storage);
          }
          const account = session.account(choice);
          const provider = createAccountProvider({ account, name: `the ${name}`, chain, rpcUrl });
          connected = { session, address: choice.address, provider };
          session.onDisconnect(dropped);
          await config.storage?.removeItem(disconnectedKey);
          const accounts = [choice.address];
          return {
            // wagmi's connect() types `accounts` by `withCapabilities`; both shapes are built from one address.
            accounts: (withCapabilities
              ? accounts.map((address) => ({ address, capabilities: {} }))
              : accounts) as never,
            chainId: chain.id,
          };
        } catch (error) {
          await session.close().catch(() => undefined);
          throw error;
        }
      },

      async disconnect() {
        const session = connected?.session;
        connected = undefined;
        await config.storage?.setItem(disconnectedKey, true);
        await session?.close().catch(() => undefined);
      },

      async getAccounts() {
        return connected ? [connected.address] : [];
      },

      async getChainId() {
        return chain.id;
      },

      async getProvider() {
        return connected?.provider ?? notConnected;
      },

      async isAuthorized() {
        if (choices.read(storage) === undefined) return false;
        return !(await config.storage?.getItem(disconnectedKey));
      },

      async switchChain({ chainId }) {
        if (chainId !== chain.id) throw new SwitchChainError(new ChainNotConfiguredError());
        return chain;
      },

      onAccountsChanged() {
        // The device has no account to switch to by itself: the choice changes only through connect.
      },

      onChainChanged() {
        // The connector signs for the app's chain only.
      },

      onDisconnect: dropped,
    };
  });
}
