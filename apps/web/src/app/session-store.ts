import { createStore } from "../shared/create-store";
import type { WalletSession } from "../wallet/session";

/**
 * A mirror of the wallet session for code that runs outside React: the route loaders that hold a
 * navigation until a wallet connects, and the after-connect redirect. `SessionMirror` keeps it current.
 * `ready` is false while the wallet code is still loading (the session is then a placeholder).
 */
export interface SessionSnapshot {
  session: WalletSession;
  ready: boolean;
}

export const sessionStore = createStore<SessionSnapshot | undefined>(undefined);

/** The session is known: the wallet code has loaded and it is neither connecting nor reconnecting. */
export function isSettled(snapshot: SessionSnapshot | undefined): snapshot is SessionSnapshot {
  return (
    snapshot !== undefined &&
    snapshot.ready &&
    (snapshot.session.status === "connected" || snapshot.session.status === "disconnected")
  );
}

export function isConnected(snapshot: SessionSnapshot | undefined): boolean {
  return snapshot?.session.status === "connected" && snapshot.session.address !== undefined;
}

/** Resolves with the first snapshot that satisfies `accept`; rejects when `signal` aborts. */
export function waitForSession(
  accept: (snapshot: SessionSnapshot | undefined) => boolean,
  signal?: AbortSignal,
): Promise<SessionSnapshot | undefined> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const check = () => {
      const snapshot = sessionStore.get();
      if (!accept(snapshot)) return false;
      stop();
      resolve(snapshot);
      return true;
    };
    const onAbort = () => {
      stop();
      reject(signal?.reason);
    };
    const unsubscribe = sessionStore.subscribe(check);
    const stop = () => {
      unsubscribe();
      signal?.removeEventListener("abort", onAbort);
    };
    signal?.addEventListener("abort", onAbort);
    check();
  });
}
