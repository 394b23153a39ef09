/**
 * Between the Ledger connector and the account-choice dialog: the connector asks (`request`) with the device's
 * app and waits; the dialog (subscribed) shows the accounts and answers with the user's choice, or cancels.
 * One request at a time: a new one cancels the one before.
 */
import type { LedgerAccountChoice, LedgerEthApp } from "./ledger-account";

export interface LedgerAccountRequest {
  readonly app: LedgerEthApp;
  choose(choice: LedgerAccountChoice): void;
  cancel(): void;
}

/** The user closed the account choice: the connection is refused as a user's refusal (code 4001). */
export class LedgerChoiceCancelled extends Error {
  readonly code = 4001;

  constructor() {
    super("the Ledger account choice was closed");
    this.name = "LedgerChoiceCancelled";
  }
}

export function createLedgerAccountRequests() {
  let current: LedgerAccountRequest | undefined;
  const listeners = new Set<() => void>();
  const set = (next: LedgerAccountRequest | undefined) => {
    current = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    current: () => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The connector's `chooseAccount`: resolves with the dialog's choice. */
    request(app: LedgerEthApp): Promise<LedgerAccountChoice> {
      current?.cancel();
      return new Promise((resolve, reject) => {
        const request: LedgerAccountRequest = {
          app,
          choose(choice) {
            if (current === request) set(undefined);
            resolve(choice);
          },
          cancel() {
            if (current === request) set(undefined);
            reject(new LedgerChoiceCancelled());
          },
        };
        set(request);
      });
    },
  };
}

export type LedgerAccountRequests = ReturnType<typeof createLedgerAccountRequests>;

/** The app's one channel (the connector and the dialog both use it). */
export const ledgerAccountRequests = createLedgerAccountRequests();
