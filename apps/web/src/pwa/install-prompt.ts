import { STORAGE_KEYS } from "@ceiba/core";
import { createStore } from "../shared/create-store";

/** Chromium's install-prompt event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** The browser's install-prompt event, captured for later (app-shell §2); undefined when none came. */
export const installPromptStore = createStore<BeforeInstallPromptEvent | undefined>(undefined);

/** Starts listening: called first thing in main.tsx, before the browser could fire the event. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // keep the browser's own mini-infobar away; Ceiba offers it at the right time
    installPromptStore.set(event as BeforeInstallPromptEvent);
  });
  target.addEventListener("appinstalled", () => {
    installPromptStore.set(undefined);
    rememberInstallDismissed();
  });
}

export function wasInstallDismissed(storage: Storage | undefined = safeStorage()): boolean {
  try {
    return storage?.getItem(STORAGE_KEYS.installPromptDismissed) === "true";
  } catch {
    return false;
  }
}

/** The stored flag: once dismissed (or installed), the prompt does not come back. */
export function rememberInstallDismissed(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(STORAGE_KEYS.installPromptDismissed, "true");
  } catch {
    // storage disabled: the prompt may come back next visit
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
