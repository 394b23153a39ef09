import { useEffect, useRef } from "react";
import type { Address } from "viem";
import type { WalletKind } from "./session";

/** Why a session ended. */
export type DisconnectReason =
  | "user" // the user pressed disconnect
  | "lost" // the wallet stopped answering with an address (locked, revoked, provider gone)
  | "terms-declined"
  | "terms-failed" // the signature or the server refused: app-shell §4 "Decline or error disconnects"
  | "server-error"; // the server-error dialog's disconnect option

/**
 * What the session announces, for code outside the wallet folder (app-shell §4):
 * - connect: a wallet connected (`reconnected` when the stored session came back on load). The shell goes
 *   to the dashboard on a fresh connect (staying on balance, deposits, borrows).
 * - post-connect-checks: 3 s after a connect (TERMS_CHECK_DELAY_MS), when the app checks the terms (the
 *   wallet folder does) and the install prompt (the shell does).
 * - disconnect: the session ended; account data, the user id and the stored session are already cleared.
 *   The real-time interest timer stops here.
 */
export interface WalletEventMap {
  connect: { address: Address; walletKind: WalletKind; reconnected: boolean };
  "post-connect-checks": { address: Address; walletKind: WalletKind };
  disconnect: { address: Address | undefined; reason: DisconnectReason };
}
export type WalletEventType = keyof WalletEventMap;
type Listener<T extends WalletEventType> = (event: WalletEventMap[T]) => void;

const listeners: { [T in WalletEventType]: Set<Listener<T>> } = {
  connect: new Set(),
  "post-connect-checks": new Set(),
  disconnect: new Set(),
};

/** Subscribes to a session event; returns the unsubscribe function. */
export function onWalletEvent<T extends WalletEventType>(type: T, listener: Listener<T>): () => void {
  const set = listeners[type] as Set<Listener<T>>;
  set.add(listener);
  return () => set.delete(listener);
}

export function emitWalletEvent<T extends WalletEventType>(type: T, event: WalletEventMap[T]): void {
  for (const listener of [...(listeners[type] as Set<Listener<T>>)]) {
    try {
      listener(event);
    } catch (error) {
      console.error(`wallet event listener (${type}) failed`, error);
    }
  }
}

/** React form of onWalletEvent: the latest handler runs, the subscription lives as long as the component. */
export function useWalletEvent<T extends WalletEventType>(type: T, handler: Listener<T>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onWalletEvent(type, (event) => latest.current(event)), [type]);
}
