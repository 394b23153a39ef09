import { TERMS_CHECK_DELAY_MS, type ChainId } from "@ceiba/core";
import type { QueryClient } from "@tanstack/react-query";
import type { Address } from "viem";
import type { Config, Connector } from "wagmi";
import { logClientError, type ClientLogEntry } from "../client-log";
import { socialLoginPlugin, WALLET_PLUGINS, type WalletPlugin } from "../connectors/wallet-plugins";
import type { WalletKind } from "../session";
import type { SessionStore } from "../session-store";
import type { WalletState } from "../wallet-state";
import { listWalletOptions } from "./wallet-options";

export interface WalletControllerDeps {
  config: Config;
  store: SessionStore;
  queryClient: QueryClient;
  appChainId: ChainId;
  /** Optional wallets (WalletConnect, hardware); default WALLET_PLUGINS. */
  plugins?: readonly WalletPlugin[];
  /** E-mail / social login: offered as "Email" when configured (default socialLoginPlugin). */
  socialLogin?: WalletPlugin;
  /** Delay between a connect and the terms check (default TERMS_CHECK_DELAY_MS, 3 s). */
  termsDelayMs?: number;
  /** How long a stored EIP-6963 wallet may take to announce itself on load (default 1.5 s). */
  discoveryWaitMs?: number;
  fetch?: typeof fetch;
  log?: (entry: ClientLogEntry) => void;
  /** The shell's server-error dialog (SERVER_CONNECTION_ERROR). */
  reportServerError?: () => void;
  hasWindowEthereum?: () => boolean;
}

export interface CurrentWallet {
  address: Address;
  connector: Connector;
  kind: WalletKind;
}

/**
 * What every flow shares: the deps with their defaults, the one session store, the timers of the current
 * account, and the controller's own state that is not in the store (so no flow keeps state of its own).
 */
export interface ControllerContext {
  readonly config: Config;
  readonly store: SessionStore;
  readonly queryClient: QueryClient;
  readonly appChainId: ChainId;
  readonly plugins: readonly WalletPlugin[];
  readonly socialLogin: WalletPlugin | undefined;
  readonly termsDelayMs: number;
  readonly discoveryWaitMs: number;
  readonly fetch: typeof fetch;
  readonly log: (entry: ClientLogEntry) => void;
  readonly reportServerError: () => void;
  readonly hasWindowEthereum: () => boolean;

  /** The wallet the session follows. Flows compare it after each await: a changed wallet ends their work. */
  current: CurrentWallet | undefined;
  /** The user picked a wallet in the connect dialog and wagmi is connecting it. */
  connectRequested: boolean;
  /** The stored session is being restored (page load). */
  restoring: boolean;
  /** Our own disconnect is running: wagmi's state change is not a lost wallet. */
  ending: boolean;
  /** The wallet the disconnection alert offers to reconnect. */
  lostConnector: Connector | undefined;
  /** The terms came due while the wallet guide was open: they open when it closes. */
  termsAfterGuide: boolean;

  set(patch: Partial<WalletState>): void;
  /** Runs `run` after `ms` unless the account ends first (clearTimers). */
  later(run: () => void, ms: number): void;
  clearTimers(): void;
}

const defaultHasWindowEthereum = () =>
  typeof window !== "undefined" && Boolean((window as { ethereum?: unknown }).ethereum);

export function createControllerContext(deps: WalletControllerDeps): ControllerContext {
  const { store } = deps;
  // The global fetch is read at each call: it may be replaced (stubbed, wrapped) after the controller is built.
  const fetchImpl: typeof fetch = (input, init) => (deps.fetch ?? fetch)(input, init);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    config: deps.config,
    store,
    queryClient: deps.queryClient,
    appChainId: deps.appChainId,
    plugins: deps.plugins ?? WALLET_PLUGINS,
    socialLogin: deps.socialLogin ?? socialLoginPlugin,
    termsDelayMs: deps.termsDelayMs ?? TERMS_CHECK_DELAY_MS,
    discoveryWaitMs: deps.discoveryWaitMs ?? 1_500,
    fetch: fetchImpl,
    log: deps.log ?? ((entry: ClientLogEntry) => logClientError(entry, fetchImpl)),
    reportServerError: deps.reportServerError ?? (() => undefined),
    hasWindowEthereum: deps.hasWindowEthereum ?? defaultHasWindowEthereum,

    current: undefined,
    connectRequested: false,
    restoring: false,
    ending: false,
    lostConnector: undefined,
    termsAfterGuide: false,

    set: (patch) => store.setState(patch),
    later(run, ms) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    },
    clearTimers() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** Every optional wallet: the connect dialog's plugins and the e-mail / social login (reached from /auth). */
export function allPlugins(ctx: ControllerContext): readonly WalletPlugin[] {
  return ctx.socialLogin ? [...ctx.plugins, ctx.socialLogin] : ctx.plugins;
}

/** wagmi's current connection, if any. */
export function connection(ctx: ControllerContext) {
  const state = ctx.config.state;
  return state.current ? state.connections.get(state.current) : undefined;
}

/** Writes the connection part of the session (status, address, chain, wallet) from wagmi and our flags. */
export function publish(ctx: ControllerContext) {
  const { current } = ctx;
  const live = current ? connection(ctx) : undefined;
  const chainId = live?.chainId;
  const connector = current?.connector;
  ctx.set({
    status: current
      ? "connected"
      : ctx.restoring
        ? "reconnecting"
        : ctx.connectRequested || ctx.config.state.status === "connecting"
          ? "connecting"
          : "disconnected",
    address: current?.address,
    chainId,
    walletKind: current?.kind,
    walletName: connector?.name,
    walletId: connector?.id,
    wrongNetwork: current !== undefined && chainId !== undefined && chainId !== ctx.appChainId,
    canExportKey: typeof (connector as { exportPrivateKey?: unknown } | undefined)?.exportPrivateKey === "function",
  });
}

export function publishOptions(ctx: ControllerContext) {
  ctx.set({
    options: listWalletOptions(ctx.config.connectors, ctx.plugins, ctx.hasWindowEthereum()),
    emailLogin: ctx.socialLogin?.configured ?? false,
  });
}

/** A connection we did not ask for (wagmi's own reconnect of a wallet the user left): forget it quietly. */
export function forgetConnection(ctx: ControllerContext, connector: Connector | undefined) {
  const { config } = ctx;
  if (connector) {
    connector.emitter.off("change", config._internal.events.change);
    connector.emitter.off("disconnect", config._internal.events.disconnect);
  }
  config.setState((state) => ({ ...state, connections: new Map(), current: null, status: "disconnected" }));
}
