/**
 * One value that dialogs follow with useSyncExternalStore (`current`, `subscribe`) and a connector sets: the
 * hardware wallets' account request, WalletConnect's pairing.
 */
export function createObservableValue<T>() {
  let current: T | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: T | undefined) {
      current = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
