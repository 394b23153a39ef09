/**
 * The Ledger as a wagmi connector (issue 20): connecting opens the device over WebHID, lets the user choose an
 * account (a path and its address, read from the device by `chooseAccount`, the account-choice dialog), and
 * signs through that account; a reload reconnects the device the browser was already allowed to use and
 * checks that it still gives the chosen address. The Ledger libraries load when the user picks the Ledger.
 * Like the local wallet it remembers an in-app disconnect (`ledger.disconnected`).
 */
import type Transport from "@ledgerhq/hw-transport";
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError, type CreateConnectorFn } from "wagmi";
import { SwitchChainError, getAddress, isAddressEqual, type Address, type Chain } from "viem";
import { ProviderRpcError, createAccountProvider, type AccountProvider } from "../account-provider";
import { ledgerAccount, type LedgerAccountChoice, type LedgerEthApp } from "./ledger-account";
import { readLedgerChoice, writeLedgerChoice } from "./ledger-choice";
import { HardwareWalletError, ledgerErrorId, onDevice } from "./ledger-errors";

export const LEDGER_ID = "ledger";

export interface LedgerDevice {
  readonly app: LedgerEthApp;
  /** Called once when the device is unplugged or closed. */
  onDisconnect(listener: () => void): void;
  close(): Promise<void>;
}

export interface LedgerConnectorOptions {
  chain: Chain;
  rpcUrl: string;
  /** Opens the device: with a prompt (`ask`, a user's click) or only one the browser already allows. */
  openDevice: (ask: boolean) => Promise<LedgerDevice | undefined>;
  /** The account-choice dialog: resolves with the chosen account, rejects when the user closes it. */
  chooseAccount: (app: LedgerEthApp) => Promise<LedgerAccountChoice>;
  storage?: Pick<Storage, "getItem" | "setItem">;
}

/** The device over WebHID (@ledgerhq/hw-transport-webhid) and the Ethereum app (@ledgerhq/hw-app-eth). */
export async function openWebHidLedger(ask: boolean): Promise<LedgerDevice | undefined> {
  if (typeof navigator === "undefined" || !("hid" in navigator)) {
    throw new HardwareWalletError("hardware.unsupportedBrowser");
  }
  const [{ default: TransportWebHID }, { default: Eth }] = await Promise.all([
    import("@ledgerhq/hw-transport-webhid"),
    import("@ledgerhq/hw-app-eth"),
  ]);
  let transport: Transport | null;
  try {
    transport = ask ? await TransportWebHID.create() : await TransportWebHID.openConnected();
  } catch (error) {
    // No device chosen in the browser's prompt, or none plugged in: the connect dialog's "not found".
    if (ledgerErrorId(error) === "hardware.notFound") throw new ProviderNotFoundError();
    throw new HardwareWalletError(ledgerErrorId(error), { cause: error });
  }
  if (transport === null) return undefined;
  return {
    app: new Eth(transport),
    onDisconnect: (listener) => transport.on("disconnect", listener),
    close: () => transport.close(),
  };
}

/** The connector's EIP-1193 provider: the chosen account's once connected. */
export type LedgerProvider = Pick<AccountProvider, "request">;

/** Before a connection there is no account: every request is refused as unauthorized (EIP-1193 4100). */
const NOT_CONNECTED: LedgerProvider = {
  request: () => Promise.reject(new ProviderRpcError(4100, "connect the Ledger first")),
};

export function ledger(options: LedgerConnectorOptions): CreateConnectorFn<LedgerProvider> {
  const { chain, rpcUrl, openDevice, chooseAccount, storage } = options;
  let connected: { device: LedgerDevice; address: Address; provider: AccountProvider } | undefined;

  return createConnector<LedgerProvider>((config) => {
    const dropped = () => {
      connected = undefined;
      config.emitter.emit("disconnect");
    };

    return {
      id: LEDGER_ID,
      name: "Ledger",
      type: "ledger",

      async connect({ isReconnecting, withCapabilities } = {}) {
        const stored = readLedgerChoice(storage);
        if (isReconnecting && stored === undefined) throw new ProviderNotFoundError();
        const device = await openDevice(!isReconnecting);
        if (device === undefined) throw new ProviderNotFoundError();
        try {
          let choice: LedgerAccountChoice;
          if (isReconnecting && stored !== undefined) {
            // The same device and seed as before: the path must still give the chosen address.
            const { address } = await onDevice(() => device.app.getAddress(stored.path, false));
            if (!isAddressEqual(getAddress(address.toLowerCase()), stored.address)) {
              throw new HardwareWalletError("hardware.otherAccount", { detail: `${stored.path} gives ${address}` });
            }
            choice = stored;
          } else {
            choice = await chooseAccount(device.app);
            writeLedgerChoice(choice, storage);
          }
          const account = ledgerAccount(device.app, choice.path, choice.address);
          const provider = createAccountProvider({ account, name: "the Ledger", chain, rpcUrl });
          connected = { device, address: choice.address, provider };
          device.onDisconnect(dropped);
          await config.storage?.removeItem(`${LEDGER_ID}.disconnected`);
          const accounts = [choice.address];
          return {
            // wagmi's connect() types `accounts` by `withCapabilities`; both shapes are built from one address.
            accounts: (withCapabilities
              ? accounts.map((address) => ({ address, capabilities: {} }))
              : accounts) as never,
            chainId: chain.id,
          };
        } catch (error) {
          await device.close().catch(() => undefined);
          throw error;
        }
      },

      async disconnect() {
        const device = connected?.device;
        connected = undefined;
        await config.storage?.setItem(`${LEDGER_ID}.disconnected`, true);
        await device?.close().catch(() => undefined);
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

      async isAuthorized() {
        if (readLedgerChoice(storage) === undefined) return false;
        return !(await config.storage?.getItem(`${LEDGER_ID}.disconnected`));
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
