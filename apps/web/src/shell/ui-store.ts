import { TOAST_AUTO_CLOSE_MS, TOAST_DELAY_MS, type ErrorId } from "@ceiba/core";
import { createStore, useStore } from "../shared/create-store";
import type { WalletArea } from "../routes/wallet-area";

/**
 * The shell's UI state: which dialogs are open, the held navigation, the transaction toasts. One small
 * store read with `useUi(selector)` and changed only through the functions below, so that the wallet
 * folder, the pages and the tests all speak the same API.
 */

/** The wallet folder's dialogs whose being open matters to the shell (install prompt, navigation rules). */
export type WalletDialogKind = "connect" | "terms";

/** A navigation held until a wallet connects (app-shell §2): the area wanted and the full path. */
export interface HeldRoute {
  area: WalletArea;
  path: string;
}

/** The actions a transaction toast reports (the spec's Mint, Redeem, Borrow, repay, send, Exchange, Swap). */
export type TxAction = "deposit" | "withdraw" | "borrow" | "repay" | "send" | "exchange" | "swap";

/** An amount of a token: base units and decimals, never a JS number. */
export interface TokenAmount {
  value: bigint;
  decimals: number;
  symbol: string;
}

/** What the lending pages report after a transaction (app-shell §3 "Notification/loading info"). */
export interface TxNotification {
  action: TxAction;
  status: "success" | "error";
  amount?: TokenAmount;
  /** A swap's received amount. */
  swapAmount?: TokenAmount;
  hash?: `0x${string}`;
  /** For the explorer link. */
  chainId?: number;
  /** Gas paid, in USD as a 1e18 mantissa. */
  gasUsd?: bigint;
  /** The failure's catalogue id (default: the notification text for the action, swaps have their own). */
  errorId?: ErrorId;
}

export interface Toast extends TxNotification {
  id: number;
  /** False during the first TOAST_DELAY_MS: the toast slides in after that. */
  visible: boolean;
}

export type ServerErrorState = "never" | "open" | "shown";

export interface UiState {
  mobileMenuOpen: boolean;
  landingLinksOpen: boolean;
  qrOpen: boolean;
  exportKeyOpen: boolean;
  mobileDisconnectOpen: boolean;
  installPromptOpen: boolean;
  /** Set by the wallet folder while its dialogs are open. */
  walletDialogs: Readonly<Record<WalletDialogKind, boolean>>;
  /** The server-error dialog shows once per visit. */
  serverError: ServerErrorState;
  /** Set by the data layer while the first load of the app runs (the initial loading dialog). */
  initialLoading: boolean;
  /** A new version of the app is active: reload to use it. */
  newContentAvailable: boolean;
  toasts: readonly Toast[];
  heldRoute: HeldRoute | undefined;
}

export const INITIAL_UI_STATE: UiState = {
  mobileMenuOpen: false,
  landingLinksOpen: false,
  qrOpen: false,
  exportKeyOpen: false,
  mobileDisconnectOpen: false,
  installPromptOpen: false,
  walletDialogs: { connect: false, terms: false },
  serverError: "never",
  initialLoading: false,
  newContentAvailable: false,
  toasts: [],
  heldRoute: undefined,
};

export const uiStore = createStore<UiState>(INITIAL_UI_STATE);

export function useUi<S>(select: (state: UiState) => S): S {
  return useStore(uiStore, select);
}

const patch = (changes: Partial<UiState>) => uiStore.set((state) => ({ ...state, ...changes }));

export const setMobileMenuOpen = (open: boolean) => patch({ mobileMenuOpen: open });
export const setLandingLinksOpen = (open: boolean) => patch({ landingLinksOpen: open });
export const setQrOpen = (open: boolean) => patch({ qrOpen: open });
/** The top bar's export-key icon calls this; the wallet folder's ExportKeyDialog reads `exportKeyOpen`. */
export const setExportKeyOpen = (open: boolean) => patch({ exportKeyOpen: open });
export const setMobileDisconnectOpen = (open: boolean) => patch({ mobileDisconnectOpen: open });
export const setInstallPromptOpen = (open: boolean) => patch({ installPromptOpen: open });
export const setInitialLoading = (loading: boolean) => patch({ initialLoading: loading });
export const setNewContentAvailable = (available: boolean) => patch({ newContentAvailable: available });
export const setHeldRoute = (held: HeldRoute | undefined) => patch({ heldRoute: held });

/** The wallet folder reports its connect and terms dialogs opening and closing. */
export function setWalletDialogOpen(kind: WalletDialogKind, open: boolean): void {
  uiStore.set((state) =>
    state.walletDialogs[kind] === open ? state : { ...state, walletDialogs: { ...state.walletDialogs, [kind]: open } },
  );
}

/** SERVER_CONNECTION_ERROR: shows the server-error dialog, once per visit (app-shell §8). */
export function reportServerError(): void {
  uiStore.set((state) => (state.serverError === "never" ? { ...state, serverError: "open" } : state));
}

export const closeServerError = () => patch({ serverError: "shown" });

let nextToastId = 1;
const toastTimers = new Map<number, ReturnType<typeof setTimeout>[]>();

/**
 * Shows a transaction toast: it appears after TOAST_DELAY_MS (1 s) and closes itself TOAST_AUTO_CLOSE_MS
 * (7 s) after appearing. Returns its id (for dismissToast).
 */
export function notify(notification: TxNotification): number {
  const id = nextToastId++;
  uiStore.set((state) => ({ ...state, toasts: [...state.toasts, { ...notification, id, visible: false }] }));
  const show = setTimeout(() => {
    uiStore.set((state) => ({
      ...state,
      toasts: state.toasts.map((toast) => (toast.id === id ? { ...toast, visible: true } : toast)),
    }));
  }, TOAST_DELAY_MS);
  const close = setTimeout(() => dismissToast(id), TOAST_DELAY_MS + TOAST_AUTO_CLOSE_MS);
  toastTimers.set(id, [show, close]);
  return id;
}

export function dismissToast(id: number): void {
  for (const timer of toastTimers.get(id) ?? []) clearTimeout(timer);
  toastTimers.delete(id);
  uiStore.set((state) =>
    state.toasts.some((toast) => toast.id === id)
      ? { ...state, toasts: state.toasts.filter((toast) => toast.id !== id) }
      : state,
  );
}

/** Back to the initial state, timers cleared (tests). */
export function resetUi(): void {
  for (const id of [...toastTimers.keys()]) dismissToast(id);
  uiStore.set(INITIAL_UI_STATE);
}
