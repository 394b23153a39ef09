import { createStore, useStore } from "../shared/create-store";

/**
 * Whether the shell's dialogs may mount (their chunk load, run and render). At start-up they wait until the
 * wallet code has mounted (WalletBoundary) when a stored session loads it at once, else until the first page
 * is on screen (App.tsx): mounted earlier, their code would compete with the first page's. App.tsx closes
 * the gate at start; where nothing does (tests), it is open.
 */
export const shellDialogsGate = createStore(true);

export function useShellDialogsAllowed(): boolean {
  return useStore(shellDialogsGate, (open) => open);
}

/** Lets the shell's dialogs mount (App.tsx after a visitor's first page, WalletBoundary after the wallet code). */
export function openShellDialogs(): void {
  shellDialogsGate.set(true);
}
