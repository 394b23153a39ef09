import type { WalletKind } from "../wallet/session";

export interface InstallPromptContext {
  /** The browser offered an install prompt (beforeinstallprompt was captured). */
  promptAvailable: boolean;
  /** The stored flag: the user dismissed it before. */
  dismissedBefore: boolean;
  /** The connect-wallet dialog is open. */
  connectDialogOpen: boolean;
  /** A phone or tablet browser. */
  mobile: boolean;
  walletKind: WalletKind | undefined;
}

/**
 * Whether to offer the install-app prompt (app-shell §5): not if dismissed before, not while the connect
 * dialog is open, not on mobile with the partner (XO) wallet or a browser wallet (an in-app browser, where
 * installing makes no sense). And never without the browser's prompt to show.
 */
export function shouldOfferInstall(context: InstallPromptContext): boolean {
  if (!context.promptAvailable || context.dismissedBefore || context.connectDialogOpen) return false;
  if (context.mobile && (context.walletKind === "browser" || context.walletKind === "xo")) return false;
  return true;
}
