import { createStore, useStore } from "../shared/create-store";

/**
 * Whether the shell's dialogs may mount (their chunk load, run and render). At start-up they wait until the
 * wallet code has mounted (WalletBoundary): mounted earlier, their code would compete with the first page's,
 * and the wallet stack's arrival would mount them a second time. App.tsx closes the gate at start; where
 * nothing does (tests), it is open.
 */
export const shellDialogsGate = createStore(true);

export function useShellDialogsAllowed(): boolean {
  return useStore(shellDialogsGate, (open) => open);
}
