import type { Connector } from "wagmi";
import { connect as wagmiConnect } from "wagmi/actions";
import { clearStoredSession, readTermsAccepted, writeStoredSession } from "../browser-storage";
import { emitWalletEvent } from "../wallet-events";
import { ACCOUNT_FIELDS_RESET } from "../wallet-state";
import { allPlugins, publish, type ControllerContext, type CurrentWallet } from "./controller-context";
import { fundIfNeeded, readBalance } from "./funding";
import { checkTerms } from "./terms-flow";
import { catalogueIdOf, connectErrorCode, isConnectCancelled, WalletPluginUnavailable } from "./wallet-errors";

export function openConnect(ctx: ControllerContext) {
  if (ctx.current) return;
  ctx.set({ dialog: "connect", connectError: undefined, connectErrorId: undefined });
}

export function closeConnect(ctx: ControllerContext) {
  if (ctx.store.getState().dialog === "connect")
    ctx.set({ dialog: undefined, connectError: undefined, connectErrorId: undefined });
}

/** The connector with this id: one wagmi knows, or an optional wallet's (plugin), loaded now. */
export async function resolveConnector(ctx: ControllerContext, id: string): Promise<Connector> {
  const { config } = ctx;
  const existing = config.connectors.find((connector) => connector.id === id);
  if (existing) return existing;
  const plugin = allPlugins(ctx).find((candidate) => candidate.id === id && candidate.configured);
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

/**
 * Connects the connect dialog's option with this id; wagmi's state change then reaches onConnected.
 * `parameters` go to the connector's connect (wagmi passes them on): the social login's chosen login.
 */
export async function connectOption(ctx: ControllerContext, optionId: string, parameters?: Record<string, unknown>) {
  if (ctx.store.getState().connectingId !== undefined) return;
  ctx.set({ connectingId: optionId, connectError: undefined, connectErrorId: undefined });
  ctx.connectRequested = true;
  publish(ctx);
  try {
    const connector = await resolveConnector(ctx, optionId);
    // No chainId: a browser wallet on another chain connects and the wrong-network bar offers the switch.
    await wagmiConnect(ctx.config, { ...parameters, connector });
  } catch (error) {
    ctx.connectRequested = false;
    if (isConnectCancelled(error)) {
      // The user closed the wallet's own step (the pairing QR): back to the list, nothing to report.
      publish(ctx);
      return;
    }
    const code = connectErrorCode(error);
    ctx.log({ event: "wallet-connect-failed", walletId: optionId, code, error });
    clearStoredSession();
    ctx.set({ connectError: code, connectErrorId: catalogueIdOf(error) });
    publish(ctx);
  } finally {
    ctx.set({ connectingId: undefined });
  }
}

/** The disconnection alert's "reconnect": the lost wallet again, from the connect dialog. */
export async function reconnectAfterLoss(ctx: ControllerContext) {
  const connector = ctx.lostConnector;
  ctx.set({ dialog: "connect", connectError: undefined, connectErrorId: undefined });
  if (connector) await connectOption(ctx, connector.id);
}

/** The connect side effects: stored session, balance (and the local wallet's faucet), terms after the delay. */
export function onConnected(ctx: ControllerContext, wallet: CurrentWallet, reconnected: boolean) {
  writeStoredSession({ method: wallet.kind, walletId: wallet.connector.id });
  ctx.lostConnector = undefined;
  const dialog = ctx.store.getState().dialog;
  ctx.set({
    ...ACCOUNT_FIELDS_RESET,
    termsAccepted: readTermsAccepted(wallet.address) ? true : undefined,
    connectingId: undefined,
    connectError: undefined,
    connectErrorId: undefined,
    notice: undefined,
    dialog: dialog === "connect" || dialog === "disconnected" ? undefined : dialog,
  });
  emitWalletEvent("connect", { address: wallet.address, walletKind: wallet.kind, reconnected });
  void readBalance(ctx, wallet).then((balance) => {
    if (wallet.kind === "local" && ctx.current === wallet) return fundIfNeeded(ctx, wallet, balance);
  });
  if (wallet.kind === "social" && !reconnected) ctx.set({ dialog: "walletGuide" });
  ctx.later(() => {
    if (ctx.current !== wallet) return;
    emitWalletEvent("post-connect-checks", { address: wallet.address, walletKind: wallet.kind });
    void checkTerms(ctx, wallet);
  }, ctx.termsDelayMs);
}
