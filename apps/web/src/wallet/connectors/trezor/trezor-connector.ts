/**
 * The Trezor as a wagmi connector (issue 20), over the shared hardware connector: connecting loads Trezor
 * Connect and lets the user choose an account (the account-choice dialog, reading one public key per path
 * through Trezor's window); every signature then goes through Trezor's window and the device.
 *
 * A reload reconnects the stored choice without opening Trezor's window: a pop-up needs the user's click, and
 * the browser would block it on load. The stored address is not asked of the device then; the first signature
 * is, since each one is recovered and must come from that address (hardware.otherAccount otherwise).
 */
import type { CreateConnectorFn } from "wagmi";
import type { Chain } from "viem";
import type { HardwareAccountChoice, HardwareAccountReader } from "../hardware/hardware-account";
import { hardwareConnector, type HardwareProvider } from "../hardware/hardware-connector";
import { trezorAccount } from "./trezor-account";
import { trezorAccountReader } from "./trezor-accounts";
import { trezorChoice } from "./trezor-choice";
import type { TrezorConnectApi } from "./trezor-connect-api";

export const TREZOR_ID = "trezor";

export interface TrezorConnectorOptions {
  chain: Chain;
  rpcUrl: string;
  /** Trezor Connect, initialised (trezor-connect-loader.ts; a stand-in in the tests). */
  loadConnect: () => Promise<TrezorConnectApi>;
  /** The account-choice dialog over a reader of the Trezor's accounts; rejects when the user closes it. */
  chooseAccount: (readAccounts: HardwareAccountReader) => Promise<HardwareAccountChoice>;
  storage?: Pick<Storage, "getItem" | "setItem">;
}

export function trezor(options: TrezorConnectorOptions): CreateConnectorFn<HardwareProvider> {
  const { chain, rpcUrl, loadConnect, chooseAccount, storage } = options;
  return hardwareConnector({
    id: TREZOR_ID,
    name: "Trezor",
    chain,
    rpcUrl,
    storage,
    choices: trezorChoice,
    async open() {
      const connect = await loadConnect();
      return {
        chooseAccount: () => chooseAccount(trezorAccountReader(connect)),
        // Nothing to ask without a window (see above): the signatures check the address.
        confirmAccount: async () => undefined,
        account: (choice) => trezorAccount(connect, choice.path, choice.address),
        // Trezor's window finds the device at each call: there is no open device to watch or close between them.
        onDisconnect: () => undefined,
        close: async () => undefined,
      };
    },
  });
}
