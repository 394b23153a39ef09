/**
 * Between a hardware wallet's connector (Ledger, Trezor) and the account-choice dialog: the connector asks
 * (`request`) with the wallet's name and a way to read its accounts, and waits; the dialog (subscribed) shows
 * the accounts and answers with the user's choice, or cancels. One request at a time: a new one cancels the
 * one before.
 */
import type { HardwareAccountChoice, HardwareAccountReader } from "./hardware-account";
import { createObservableValue } from "../observable-value";

/** The wallets that use the account choice; the dialog names them ("Cuentas de tu Trezor"). */
export type HardwareWalletName = "Ledger" | "Trezor";

export interface HardwareAccountRequest {
  readonly wallet: HardwareWalletName;
  readonly readAccounts: HardwareAccountReader;
  choose(choice: HardwareAccountChoice): void;
  cancel(): void;
}

/** The user closed the account choice: the connection is refused as a user's refusal (code 4001). */
export class HardwareChoiceCancelled extends Error {
  readonly code = 4001;

  constructor(wallet: HardwareWalletName) {
    super(`the ${wallet} account choice was closed`);
    this.name = "HardwareChoiceCancelled";
  }
}

export function createHardwareAccountRequests() {
  const value = createObservableValue<HardwareAccountRequest>();
  const set = value.set;
  const current = value.current;

  return {
    current,
    subscribe: value.subscribe,
    /** A connector's account choice: resolves with the dialog's choice. */
    request(wallet: HardwareWalletName, readAccounts: HardwareAccountReader): Promise<HardwareAccountChoice> {
      current()?.cancel();
      return new Promise((resolve, reject) => {
        const request: HardwareAccountRequest = {
          wallet,
          readAccounts,
          choose(choice) {
            if (current() === request) set(undefined);
            resolve(choice);
          },
          cancel() {
            if (current() === request) set(undefined);
            reject(new HardwareChoiceCancelled(wallet));
          },
        };
        set(request);
      });
    },
  };
}

export type HardwareAccountRequests = ReturnType<typeof createHardwareAccountRequests>;

/** The app's one channel (both connectors and the dialog use it). */
export const hardwareAccountRequests = createHardwareAccountRequests();
