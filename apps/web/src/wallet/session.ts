import { createContext, useContext } from "react";
import type { ChainId } from "@ceiba/core";
import type { Address } from "viem";

/**
 * The wallet session as the rest of the app sees it (spec app-shell §4 "Wallet session"). The wallet
 * folder provides it (WalletSessionProvider); the shell, the pages and the dialogs only read it.
 *
 * The wallet code (wagmi, viem, connectors) loads after the first paint (the shell's WalletBoundary); the
 * shell shows a placeholder session until then. The fields after `switchToAppChain` are optional so that
 * the placeholder need not know them; the real session always fills them.
 */
export type WalletKind =
  | "browser" // an EIP-6963 or plain injected browser wallet
  | "local" // the key kept in this browser, chain 1337 only
  | "walletconnect"
  | "social" // e-mail / social login (Web3Auth, from /auth)
  | "ledger"
  | "trezor"
  | "xo"; // the XO partner wallet

export type SessionStatus = "disconnected" | "connecting" | "reconnecting" | "connected";

export interface WalletSession {
  status: SessionStatus;
  address: Address | undefined;
  /** The chain the wallet is on (may be unsupported: see wrongNetwork). */
  chainId: number | undefined;
  /** The chain the app works on (31 by default; 1337 on the local stack). */
  appChainId: ChainId;
  walletKind: WalletKind | undefined;
  /** A human name of the connected wallet ("MetaMask", "Ceiba local wallet"…), for the terms payload. */
  walletName: string | undefined;
  /** The wallet is on a chain the app does not support. */
  wrongNetwork: boolean;
  /** The connected wallet holds a key the user may export (local wallet, social login). */
  canExportKey: boolean;
  /** Opens the connect-wallet dialog. */
  openConnect: () => void;
  disconnect: () => Promise<void>;
  /** Asks the wallet to switch to the app's chain, adding it first when the wallet does not know it (4902). */
  switchToAppChain: () => Promise<void>;

  // ---- added by the wallet session of issue 5 (optional: the shell's placeholder leaves them out) ----
  /** The connector's id: an EIP-6963 wallet's rdns, "injected", "ceiba-local", "walletConnect". */
  walletId?: string | undefined;
  /**
   * The user's id once the server knows the user (the terms check found the user record); cleared on
   * disconnect. The API keys users by address, so it is the lowercase address.
   */
  userId?: string | undefined;
  /** The wallet's rBTC balance on the app's chain, in wei; read on connect, undefined until read. */
  nativeBalance?: bigint | undefined;
  /** Terms accepted by this address: known from the server (or this browser's memory of it), else undefined. */
  termsAccepted?: boolean | undefined;
  /** Reads the rBTC balance again (e.g. after a transaction). */
  refreshBalance?: () => Promise<void>;
  /** Opens the export-private-key dialog (the same as the shell's setExportKeyOpen(true)); only if canExportKey. */
  openExportKey?: () => void;
}

export const WalletSessionContext = createContext<WalletSession | undefined>(undefined);

export function useWalletSession(): WalletSession {
  const session = useContext(WalletSessionContext);
  if (!session) throw new Error("useWalletSession outside WalletSessionProvider");
  return session;
}
