import type { ChainId, ErrorId } from "@ceiba/core";
import type { Address } from "viem";
import type { SessionStatus, WalletKind } from "./session";

/** The wallet folder's dialogs; one shows at a time. */
export type WalletDialog = "connect" | "terms" | "exportKey" | "disconnected" | "walletGuide";

/** Why a connection failed, as the connect dialog words it (i18n wallet.errors.*). */
export type ConnectErrorCode = "rejected" | "pending" | "notFound" | "unavailable" | "noAccount" | "failed";
export type SwitchErrorCode = "switchRejected" | "switchFailed";
/** The faucet's refusals (packages/local-stack/src/faucet.mjs) plus what the browser sees. */
export type FaucetErrorCode =
  "tooSoon" | "wrongChain" | "notDeployed" | "chainUnavailable" | "invalidAddress" | "unreachable" | "failed";

export interface FaucetState {
  status: "idle" | "funding" | "funded" | "failed";
  error?: FaucetErrorCode;
  retryAfterSeconds?: number;
}

/** Where the terms flow is: checking the server, waiting for the user, signing, sending the signature. */
export type TermsStep = "idle" | "checking" | "required" | "signing" | "sending";

/** One choice of the connect dialog's wallet list. */
export interface WalletOption {
  /** The connector id ("io.metamask", "injected", "ceiba-local", "walletConnect", "ledger"…). */
  id: string;
  kind: WalletKind;
  /** The wallet's own name (EIP-6963) or undefined for the options the app names itself. */
  name: string | undefined;
  /** An EIP-6963 icon (a data: URI). */
  icon: string | undefined;
}

/** A notice the session shows after its dialogs closed. */
export type WalletNotice = "termsFailed" | "termsRejected";

/** Everything the wallet folder tracks; the public WalletSession is a view of it. */
export interface WalletState {
  appChainId: ChainId;
  status: SessionStatus;
  address: Address | undefined;
  chainId: number | undefined;
  walletKind: WalletKind | undefined;
  walletName: string | undefined;
  walletId: string | undefined;
  wrongNetwork: boolean;
  canExportKey: boolean;
  userId: string | undefined;
  nativeBalance: bigint | undefined;
  termsAccepted: boolean | undefined;
  dialog: WalletDialog | undefined;
  /** The connect dialog's wallets. */
  options: readonly WalletOption[];
  /** E-mail / social login is configured: the connect dialog offers it (goes to /auth). */
  emailLogin: boolean;
  connectingId: string | undefined;
  connectError: ConnectErrorCode | undefined;
  /** The failed wallet's own explanation (catalogue id), when it gave one: said instead of connectError's. */
  connectErrorId: ErrorId | undefined;
  switching: boolean;
  switchError: SwitchErrorCode | undefined;
  terms: TermsStep;
  faucet: FaucetState;
  notice: WalletNotice | undefined;
}

/** The state before the controller starts: "reconnecting" when a stored session will be tried. */
export function initialWalletState(appChainId: ChainId, hasStoredSession: boolean): WalletState {
  return {
    appChainId,
    status: hasStoredSession ? "reconnecting" : "disconnected",
    address: undefined,
    chainId: undefined,
    walletKind: undefined,
    walletName: undefined,
    walletId: undefined,
    wrongNetwork: false,
    canExportKey: false,
    userId: undefined,
    nativeBalance: undefined,
    termsAccepted: undefined,
    dialog: undefined,
    options: [],
    emailLogin: false,
    connectingId: undefined,
    connectError: undefined,
    connectErrorId: undefined,
    switching: false,
    switchError: undefined,
    terms: "idle",
    faucet: { status: "idle" },
    notice: undefined,
  };
}

/** The fields that belong to one connected account; reset when the session ends. */
export const ACCOUNT_FIELDS_RESET = {
  userId: undefined,
  nativeBalance: undefined,
  termsAccepted: undefined,
  terms: "idle",
  faucet: { status: "idle" },
  switching: false,
  switchError: undefined,
} as const satisfies Partial<WalletState>;
