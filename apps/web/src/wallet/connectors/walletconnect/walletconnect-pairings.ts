/**
 * Between the WalletConnect connector and its dialog: while a connection is being made, the connector shows
 * the pairing URI (`wc:…`, which the wallet scans or opens) and the dialog (subscribed) shows it; closing
 * the dialog cancels the attempt. Kept free of the WalletConnect libraries: the dialog host imports it.
 */
import { createObservableValue } from "../observable-value";

/** The user closed the pairing dialog: the connection attempt ends, with no error to show. */
export class WalletConnectCancelled extends Error {
  constructor() {
    super("the WalletConnect pairing was closed");
    this.name = "WalletConnectCancelled";
  }
}

export interface WalletConnectPairing {
  /** The `wc:` URI of the pairing (what the QR encodes and the deep link opens). */
  readonly uri: string;
  cancel(): void;
}

/** One connection attempt, as the connector holds it. */
export interface WalletConnectAttempt {
  /** Shows (or replaces) the pairing URI. */
  show(uri: string): void;
  /** Rejects with WalletConnectCancelled when the user closes the dialog; never resolves. */
  readonly cancelled: Promise<never>;
  /** The attempt is over (connected or failed): the dialog closes. */
  end(): void;
}

export function createWalletConnectPairings() {
  const value = createObservableValue<WalletConnectPairing>();
  let cancelCurrentAttempt: (() => void) | undefined;
  const set = value.set;
  const current = value.current;

  return {
    current,
    subscribe: value.subscribe,
    /** A new attempt (an earlier one still open is cancelled). */
    begin(): WalletConnectAttempt {
      cancelCurrentAttempt?.();
      let reject: (error: Error) => void = () => undefined;
      const cancelled = new Promise<never>((_, fail) => {
        reject = fail;
      });
      // Nobody may await it (a connection that succeeds): its rejection is not an unhandled one.
      cancelled.catch(() => undefined);
      let open = true;
      let shown: WalletConnectPairing | undefined;
      const cancel = () => {
        if (!open) return;
        open = false;
        if (cancelCurrentAttempt === cancel) cancelCurrentAttempt = undefined;
        if (current() === shown) set(undefined);
        reject(new WalletConnectCancelled());
      };
      cancelCurrentAttempt = cancel;
      return {
        cancelled,
        show(uri) {
          if (!open) return;
          shown = { uri, cancel };
          set(shown);
        },
        end() {
          open = false;
          if (cancelCurrentAttempt === cancel) cancelCurrentAttempt = undefined;
          if (shown !== undefined && current() === shown) set(undefined);
        },
      };
    },
  };
}

export type WalletConnectPairings = ReturnType<typeof createWalletConnectPairings>;

/** The app's one channel (the connector and the dialog both use it). */
export const walletConnectPairings = createWalletConnectPairings();
