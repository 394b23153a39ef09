import { TERMS_CHECK_DELAY_MS, TERMS_MESSAGE, type ChainId } from "@ceiba/core";
import type { QueryClient } from "@tanstack/react-query";
import type { Address, Hex } from "viem";
import type { Config, Connector } from "wagmi";
import {
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  getBalance,
  reconnect as wagmiReconnect,
  signMessage,
  switchChain,
  watchConnectors,
} from "wagmi/actions";
import { acceptTermsAndConditions, fetchUserData } from "../../terms/terms-api";
import {
  clearStoredSession,
  clearWalletCaches,
  readStoredSession,
  readTermsAccepted,
  rememberTermsAccepted,
  writeStoredSession,
} from "../browser-storage";
import { chainParameters } from "../chain/chain-registry";
import { switchNetwork, type Eip1193Requester } from "../chain/switch-network";
import { logClientError, type ClientLogEntry } from "../client-log";
import { FaucetRefusal, requestFaucet } from "../connectors/faucet-client";
import { markLocalWalletFunded, readLocalWallet } from "../connectors/local-wallet-key";
import { WALLET_PLUGINS, type WalletPlugin } from "../connectors/wallet-plugins";
import type { WalletKind } from "../session";
import type { SessionStore } from "../session-store";
import { emitWalletEvent, type DisconnectReason } from "../wallet-events";
import { ACCOUNT_FIELDS_RESET, type WalletNotice, type WalletState } from "../wallet-state";
import { removeAccountQueries } from "./account-data";
import { connectErrorCode, isUserRejection, WalletPluginUnavailable } from "./wallet-errors";
import { listWalletOptions, walletKindOf } from "./wallet-options";

export interface WalletControllerDeps {
  config: Config;
  store: SessionStore;
  queryClient: QueryClient;
  appChainId: ChainId;
  /** Optional wallets (WalletConnect, hardware); default WALLET_PLUGINS. */
  plugins?: readonly WalletPlugin[];
  /** E-mail / social login: offered as "Email" when configured. */
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

export interface WalletActions {
  openConnect(): void;
  /** Closes the connect dialog (the dialog redirects when the user closed it). */
  closeConnect(): void;
  /** Connects the option of the connect dialog with this id. */
  connect(optionId: string): Promise<void>;
  disconnect(reason?: DisconnectReason): Promise<void>;
  /** The disconnection alert's "reconnect": the lost wallet again. */
  reconnectAfterLoss(): Promise<void>;
  /** Closes the disconnection alert or the wallet guide. */
  closeDialog(): void;
  switchToAppChain(): Promise<void>;
  acceptTerms(): Promise<void>;
  declineTerms(): Promise<void>;
  exportPrivateKey(): Promise<Hex>;
  retryFaucet(): Promise<void>;
  dismissFaucet(): void;
  dismissNotice(): void;
  refreshBalance(): Promise<void>;
}

export interface WalletController {
  readonly actions: WalletActions;
  /** Follows wagmi's state and restores the stored session (once); returns the stop function. */
  start(): () => void;
}

interface CurrentWallet {
  address: Address;
  connector: Connector;
  kind: WalletKind;
}

const defaultHasWindowEthereum = () =>
  typeof window !== "undefined" && Boolean((window as { ethereum?: unknown }).ethereum);

/**
 * The wallet session of app-shell §4, outside React: it follows wagmi's connection state into the session
 * store and runs the flows around it: the stored session, the connect side effects (balance, faucet, terms
 * after 3 s, events), disconnects (asked for, or lost), the wrong network, terms signing and export key.
 */
export function createWalletController(deps: WalletControllerDeps): WalletController {
  const { config, store, queryClient, appChainId } = deps;
  const plugins = deps.plugins ?? WALLET_PLUGINS;
  const termsDelayMs = deps.termsDelayMs ?? TERMS_CHECK_DELAY_MS;
  const discoveryWaitMs = deps.discoveryWaitMs ?? 1_500;
  const fetchImpl: typeof fetch = (input, init) => (deps.fetch ?? fetch)(input, init);
  const log = deps.log ?? ((entry: ClientLogEntry) => logClientError(entry, fetchImpl));
  const reportServerError = deps.reportServerError ?? (() => undefined);
  const hasWindowEthereum = deps.hasWindowEthereum ?? defaultHasWindowEthereum;

  let current: CurrentWallet | undefined;
  /** The user picked a wallet in the connect dialog and wagmi is connecting it. */
  let connectRequested = false;
  /** The stored session is being restored (page load). */
  let restoring = false;
  /** Our own disconnect is running: wagmi's state change is not a lost wallet. */
  let ending = false;
  let restoreStarted = false;
  let lostConnector: Connector | undefined;
  let termsAfterGuide = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const set = (patch: Partial<WalletState>) => store.setState(patch);

  function later(run: () => void, ms: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  function clearTimers() {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  }

  // ---- wagmi state → session ----

  function connection() {
    const state = config.state;
    return state.current ? state.connections.get(state.current) : undefined;
  }

  function publish() {
    const state = config.state;
    const live = current ? connection() : undefined;
    const chainId = live?.chainId;
    const connector = current?.connector;
    set({
      status: current
        ? "connected"
        : restoring
          ? "reconnecting"
          : connectRequested || state.status === "connecting"
            ? "connecting"
            : "disconnected",
      address: current?.address,
      chainId,
      walletKind: current?.kind,
      walletName: connector?.name,
      walletId: connector?.id,
      wrongNetwork: current !== undefined && chainId !== undefined && chainId !== appChainId,
      canExportKey: typeof (connector as { exportPrivateKey?: unknown } | undefined)?.exportPrivateKey === "function",
    });
  }

  function publishOptions() {
    set({
      options: listWalletOptions(config.connectors, plugins, hasWindowEthereum()),
      emailLogin: deps.socialLogin?.configured ?? false,
    });
  }

  /** A connection we did not ask for (wagmi's own reconnect of a wallet the user left): forget it quietly. */
  function forgetConnection(connector: Connector | undefined) {
    if (connector) {
      connector.emitter.off("change", config._internal.events.change);
      connector.emitter.off("disconnect", config._internal.events.disconnect);
    }
    config.setState((state) => ({ ...state, connections: new Map(), current: null, status: "disconnected" }));
  }

  function expected(connector: Connector): boolean {
    if (connectRequested) return true;
    return readStoredSession()?.walletId === connector.id;
  }

  function sync() {
    const state = config.state;
    const live = connection();
    const address = live?.accounts[0];
    const connector = live?.connector;
    const connected =
      address !== undefined &&
      connector !== undefined &&
      (state.status === "connected" || (state.status === "reconnecting" && current?.address === address));

    if (connected) {
      if (!current || current.address !== address || current.connector.uid !== connector.uid) {
        if (!expected(connector)) {
          forgetConnection(connector);
          return;
        }
        const previous = current;
        if (previous) endAccount(previous.address);
        current = { address, connector, kind: walletKindOf(connector, plugins) };
        const reconnected = !connectRequested;
        connectRequested = false;
        publish();
        onConnected(current, reconnected);
        return;
      }
    } else if (current && state.status === "disconnected") {
      const lost = current;
      current = undefined;
      publish();
      if (!ending) onLost(lost);
      return;
    }
    publish();
  }

  // ---- connect side effects ----

  function onConnected(wallet: CurrentWallet, reconnected: boolean) {
    writeStoredSession({ method: wallet.kind, walletId: wallet.connector.id });
    lostConnector = undefined;
    const dialog = store.getState().dialog;
    set({
      ...ACCOUNT_FIELDS_RESET,
      termsAccepted: readTermsAccepted(wallet.address) ? true : undefined,
      connectingId: undefined,
      connectError: undefined,
      notice: undefined,
      dialog: dialog === "connect" || dialog === "disconnected" ? undefined : dialog,
    });
    emitWalletEvent("connect", { address: wallet.address, walletKind: wallet.kind, reconnected });
    void readBalance(wallet).then((balance) => {
      if (wallet.kind === "local" && current === wallet) return fundIfNeeded(wallet, balance);
    });
    if (wallet.kind === "social" && !reconnected) set({ dialog: "walletGuide" });
    later(() => {
      if (current !== wallet) return;
      emitWalletEvent("post-connect-checks", { address: wallet.address, walletKind: wallet.kind });
      void checkTerms(wallet);
    }, termsDelayMs);
  }

  async function readBalance(wallet: CurrentWallet): Promise<bigint | undefined> {
    try {
      const { value } = await getBalance(config, { address: wallet.address, chainId: appChainId });
      if (current === wallet) set({ nativeBalance: value });
      return value;
    } catch (error) {
      log({ event: "balance-read-failed", error, chainId: appChainId });
      return undefined;
    }
  }

  /** The local wallet's first connect (or a local chain that was reset): the faucet pays it. */
  async function fundIfNeeded(wallet: CurrentWallet, balance: bigint | undefined) {
    const record = readLocalWallet();
    if (!record) return;
    if (record.funded && (balance === undefined || balance > 0n)) return;
    await fund(wallet);
  }

  async function fund(wallet: CurrentWallet) {
    set({ faucet: { status: "funding" } });
    try {
      await requestFaucet(wallet.address, fetchImpl);
      markLocalWalletFunded();
      if (current !== wallet) return;
      set({ faucet: { status: "funded" } });
      await readBalance(wallet);
    } catch (error) {
      log({ event: "faucet-failed", error });
      if (current !== wallet) return;
      const refusal = error instanceof FaucetRefusal ? error : undefined;
      set({
        faucet: {
          status: "failed",
          error: refusal?.code ?? "failed",
          ...(refusal?.retryAfterSeconds !== undefined && { retryAfterSeconds: refusal.retryAfterSeconds }),
        },
      });
    }
  }

  // ---- terms (app-shell §4 "Terms") ----

  async function checkTerms(wallet: CurrentWallet) {
    set({ terms: "checking" });
    let accepted: boolean;
    try {
      accepted = (await fetchUserData(wallet.address, fetchImpl)).tac_response;
    } catch (error) {
      log({ event: "user-lookup-failed", error });
      if (current === wallet) set({ terms: "idle" });
      reportServerError();
      return;
    }
    if (current !== wallet) return;
    rememberTermsAccepted(wallet.address, accepted);
    if (accepted) {
      set({ terms: "idle", termsAccepted: true, userId: wallet.address.toLowerCase() });
      return;
    }
    set({ terms: "required", termsAccepted: false, userId: undefined });
    if (store.getState().dialog === "walletGuide") termsAfterGuide = true;
    else set({ dialog: "terms" });
  }

  async function acceptTerms() {
    const wallet = current;
    const step = store.getState().terms;
    if (!wallet || step === "signing" || step === "sending") return;
    set({ terms: "signing" });
    try {
      const signature = await signMessage(config, {
        account: wallet.address,
        connector: wallet.connector,
        message: TERMS_MESSAGE,
      });
      if (current !== wallet) return;
      set({ terms: "sending" });
      await acceptTermsAndConditions(
        {
          address: wallet.address,
          message: TERMS_MESSAGE,
          signed_message: signature,
          wallet_name: wallet.connector.name,
        },
        fetchImpl,
      );
      if (current !== wallet) return;
      rememberTermsAccepted(wallet.address, true);
      set({ terms: "idle", termsAccepted: true, userId: wallet.address.toLowerCase(), dialog: undefined });
    } catch (error) {
      const rejected = isUserRejection(error);
      log({ event: rejected ? "terms-signature-rejected" : "terms-accept-failed", error });
      if (current !== wallet) return;
      // Said either way: a rejected signature also ends the session, and the user should know why.
      await endSession("terms-failed", rejected ? "termsRejected" : "termsFailed");
    }
  }

  // ---- ending a session ----

  /** Clears what belonged to the account (app-shell §4 "Disconnect clears …"). */
  function endAccount(address: Address | undefined) {
    clearTimers();
    termsAfterGuide = false;
    if (address) removeAccountQueries(queryClient, address);
  }

  function cleanUp(address: Address | undefined, reason: DisconnectReason, notice?: WalletNotice) {
    endAccount(address);
    clearWalletCaches();
    const dialog = store.getState().dialog;
    set({
      ...ACCOUNT_FIELDS_RESET,
      connectingId: undefined,
      dialog: reason === "lost" ? "disconnected" : dialog === "connect" ? "connect" : undefined,
      ...(notice !== undefined && { notice }),
    });
    emitWalletEvent("disconnect", { address, reason });
  }

  async function endSession(reason: DisconnectReason, notice?: WalletNotice) {
    const ended = current;
    current = undefined;
    ending = true;
    try {
      if (config.state.current) await wagmiDisconnect(config);
    } catch (error) {
      log({ event: "wallet-disconnect-failed", error });
      forgetConnection(ended?.connector);
    } finally {
      ending = false;
    }
    publish();
    cleanUp(ended?.address, reason, notice);
  }

  function onLost(lost: CurrentWallet) {
    lostConnector = lost.connector;
    log({ event: "wallet-lost", walletId: lost.connector.id });
    cleanUp(lost.address, "lost");
  }

  // ---- connecting ----

  async function resolveConnector(id: string): Promise<Connector> {
    const existing = config.connectors.find((connector) => connector.id === id);
    if (existing) return existing;
    const plugin = plugins.find((candidate) => candidate.id === id && candidate.configured);
    if (!plugin) throw new WalletPluginUnavailable(id);
    try {
      const connector = config._internal.connectors.setup(await plugin.load());
      // The connector's own SDK loads here (e.g. @walletconnect/ethereum-provider): missing means unavailable.
      await connector.getProvider();
      config._internal.connectors.setState((list) => [...list, connector]);
      return connector;
    } catch (error) {
      throw new WalletPluginUnavailable(id, { cause: error });
    }
  }

  async function connectOption(optionId: string) {
    if (store.getState().connectingId !== undefined) return;
    set({ connectingId: optionId, connectError: undefined });
    connectRequested = true;
    publish();
    try {
      const connector = await resolveConnector(optionId);
      // No chainId: a browser wallet on another chain connects and the wrong-network bar offers the switch.
      await wagmiConnect(config, { connector });
    } catch (error) {
      connectRequested = false;
      const code = connectErrorCode(error);
      log({ event: "wallet-connect-failed", walletId: optionId, code, error });
      clearStoredSession();
      set({ connectError: code });
      publish();
    } finally {
      set({ connectingId: undefined });
    }
  }

  /** Waits for wagmi's own reconnect (if any) to finish, at most 5 s. */
  function settled(): Promise<void> {
    return new Promise((resolve) => {
      const busy = () => config.state.status === "connecting" || config.state.status === "reconnecting";
      if (!busy()) return resolve();
      const timeout = setTimeout(done, 5_000);
      const unsubscribe = config.subscribe(
        (state) => state.status,
        () => {
          if (!busy()) done();
        },
      );
      function done() {
        clearTimeout(timeout);
        unsubscribe();
        resolve();
      }
    });
  }

  /** The connector of a stored wallet: at once, or when its EIP-6963 announcement arrives, or its plugin. */
  function findConnector(id: string): Promise<Connector | undefined> {
    const found = config.connectors.find((connector) => connector.id === id);
    if (found) return Promise.resolve(found);
    if (plugins.some((plugin) => plugin.id === id && plugin.configured)) return resolveConnector(id);
    return new Promise((resolve) => {
      const timeout = setTimeout(() => finish(undefined), discoveryWaitMs);
      const unwatch = watchConnectors(config, {
        onChange(connectors) {
          const connector = connectors.find((candidate) => candidate.id === id);
          if (connector) finish(connector);
        },
      });
      function finish(connector: Connector | undefined) {
        clearTimeout(timeout);
        unwatch();
        resolve(connector);
      }
    });
  }

  /** On load: the wallet of the stored session again; on failure the stored session goes (and is logged). */
  async function restoreSession() {
    const stored = readStoredSession();
    if (!stored) return;
    restoring = true;
    publish();
    try {
      await settled();
      if (current?.connector.id === stored.walletId) return;
      const connector = await findConnector(stored.walletId);
      if (!connector) throw new Error(`the stored wallet ${stored.walletId} is not in this browser`);
      const connections = await wagmiReconnect(config, { connectors: [connector] });
      if (connections.length === 0) throw new Error(`the stored wallet ${stored.walletId} did not reconnect`);
    } catch (error) {
      log({ event: "wallet-reconnect-failed", walletId: stored.walletId, method: stored.method, error });
      clearStoredSession();
    } finally {
      restoring = false;
      sync();
    }
  }

  // ---- network ----

  async function switchToAppChain() {
    const wallet = current;
    if (!wallet || store.getState().switching) return;
    set({ switching: true, switchError: undefined });
    try {
      if (wallet.kind === "browser") {
        const provider = (await wallet.connector.getProvider()) as Eip1193Requester;
        await switchNetwork(provider, appChainId, chainParameters(appChainId));
        // Most wallets announce chainChanged; read it too, for the ones that do not.
        const chainId = await wallet.connector.getChainId();
        if (chainId === appChainId) wallet.connector.emitter.emit("change", { chainId });
      } else {
        await switchChain(config, { chainId: appChainId, connector: wallet.connector });
      }
    } catch (error) {
      const rejected = isUserRejection(error);
      log({ event: "switch-network-failed", walletId: wallet.connector.id, error });
      set({ switchError: rejected ? "switchRejected" : "switchFailed" });
    } finally {
      set({ switching: false });
    }
  }

  // ---- the actions ----

  const actions: WalletActions = {
    openConnect() {
      if (current) return;
      set({ dialog: "connect", connectError: undefined });
    },
    closeConnect() {
      if (store.getState().dialog === "connect") set({ dialog: undefined, connectError: undefined });
    },
    connect: connectOption,
    disconnect: (reason = "user") => endSession(reason),
    async reconnectAfterLoss() {
      const connector = lostConnector;
      set({ dialog: "connect", connectError: undefined });
      if (connector) await connectOption(connector.id);
    },
    closeDialog() {
      const dialog = store.getState().dialog;
      if (dialog === "walletGuide" && termsAfterGuide) {
        termsAfterGuide = false;
        set({ dialog: "terms" });
        return;
      }
      if (dialog === "disconnected" || dialog === "walletGuide") set({ dialog: undefined });
    },
    switchToAppChain,
    acceptTerms,
    declineTerms: () => endSession("terms-declined"),
    async exportPrivateKey() {
      const connector = current?.connector as { exportPrivateKey?: () => Promise<Hex> } | undefined;
      if (!connector?.exportPrivateKey) throw new Error("the connected wallet has no key to export");
      return connector.exportPrivateKey();
    },
    async retryFaucet() {
      if (current?.kind === "local") await fund(current);
    },
    dismissFaucet() {
      set({ faucet: { status: "idle" } });
    },
    dismissNotice() {
      set({ notice: undefined });
    },
    async refreshBalance() {
      if (current) await readBalance(current);
    },
  };

  return {
    actions,
    start() {
      const unsubscribeState = config.subscribe(
        (state) => state,
        () => sync(),
      );
      const unwatchConnectors = watchConnectors(config, { onChange: publishOptions });
      publishOptions();
      sync();
      if (!restoreStarted) {
        restoreStarted = true;
        void restoreSession();
      }
      return () => {
        unsubscribeState();
        unwatchConnectors();
        clearTimers();
      };
    },
  };
}
