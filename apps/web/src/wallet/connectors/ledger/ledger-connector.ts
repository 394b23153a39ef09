/**
 * The Ledger as a wagmi connector (issue 20), over the shared hardware connector: connecting opens the device
 * over WebHID and lets the user choose an account (a path and its address, read from the device by
 * `chooseAccount`, the account-choice dialog); a reload reconnects the device the browser was already allowed
 * to use and checks that it still gives the chosen address. The Ledger libraries load when the user picks the
 * Ledger.
 */
import type Transport from "@ledgerhq/hw-transport";
import { ProviderNotFoundError, type CreateConnectorFn } from "wagmi";
import { getAddress, isAddressEqual, type Chain } from "viem";
import { HardwareWalletError } from "../hardware/hardware-errors";
import { hardwareConnector, type HardwareProvider } from "../hardware/hardware-connector";
import { ledgerAccount, type LedgerAccountChoice, type LedgerEthApp } from "./ledger-account";
import { ledgerChoice } from "./ledger-choice";
import { ledgerErrorId, onDevice } from "./ledger-errors";
import { provideNodeBuffer } from "../node-buffer";

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
  await provideNodeBuffer(); // @ledgerhq's packages use Node's global Buffer without importing it
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
export type LedgerProvider = HardwareProvider;

export function ledger(options: LedgerConnectorOptions): CreateConnectorFn<LedgerProvider> {
  const { chain, rpcUrl, openDevice, chooseAccount, storage } = options;
  return hardwareConnector({
    id: LEDGER_ID,
    name: "Ledger",
    chain,
    rpcUrl,
    storage,
    choices: ledgerChoice,
    async open(ask) {
      const device = await openDevice(ask);
      if (device === undefined) return undefined;
      return {
        chooseAccount: () => chooseAccount(device.app),
        async confirmAccount(stored) {
          // The same device and seed as before: the path must still give the chosen address.
          const { address } = await onDevice(() => device.app.getAddress(stored.path, false));
          if (!isAddressEqual(getAddress(address.toLowerCase()), stored.address)) {
            throw new HardwareWalletError("hardware.otherAccount", { detail: `${stored.path} gives ${address}` });
          }
        },
        account: (choice) => ledgerAccount(device.app, choice.path, choice.address),
        onDisconnect: (listener) => device.onDisconnect(listener),
        close: () => device.close(),
      };
    },
  });
}
