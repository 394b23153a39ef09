import { STORAGE_KEYS } from "@ceiba/core";
import { createStore } from "../shared/create-store";

/** Chromium's install-prompt event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** The browser's install-prompt event, captured for later (app-shell §2); undefined when none came. */
export const installPromptStore = createStore<BeforeInstallPromptEvent | undefined>(undefined);

/**
 * Where index.html's inline script keeps a prompt that came before this code ran: a prerendered page starts
 * the app's code after its first paint, and the browser may offer the prompt sooner.
 */
export const EARLY_INSTALL_PROMPT_GLOBAL = "__ceibaInstallPrompt";

/** Starts listening (first thing in main.tsx), and adopts a prompt the page's inline script caught before. */
export function captureInstallPrompt(target: Window = window): void {
  const early = (target as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[
    EARLY_INSTALL_PROMPT_GLOBAL
  ];
  if (early !== undefined) installPromptStore.set(early);
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
