import type { Hex } from "viem";
import { watchConnectors } from "wagmi/actions";
import { SOCIAL_LOGIN_ID, type SocialLogin } from "../connectors/social/social-login-config";
import type { DisconnectReason } from "../wallet-events";
import { closeConnect, connectOption, openConnect, reconnectAfterLoss } from "./connect-flow";
import { createControllerContext, publishOptions, type WalletControllerDeps } from "./controller-context";
import { endSession } from "./disconnect-flow";
import { fund, readBalance } from "./funding";
import { restoreSession } from "./restore-flow";
import { switchToAppChain } from "./switch-chain-flow";
import { acceptTerms, closeDialog, declineTerms } from "./terms-flow";
import { sync } from "./wagmi-sync";

export type { WalletControllerDeps } from "./controller-context";

export interface WalletActions {
  openConnect(): void;
  /** Closes the connect dialog (the dialog redirects when the user closed it). */
  closeConnect(): void;
  /** Connects the option of the connect dialog with this id. */
  connect(optionId: string): Promise<void>;
  /** Signs in with e-mail or a social account (/auth): the social login plugin with the chosen login. */
  loginWithSocial(login: SocialLogin): Promise<void>;
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

/**
 * The wallet session of app-shell §4, outside React: it follows wagmi's connection state into the session
 * store (wagmi-sync) and runs the flows around it, one file each: connect (with its side effects: balance,
 * faucet, terms after 3 s, events), restore the stored session, switch chain, disconnect (asked for, or
 * lost), terms. They share one context (controller-context): the deps, the session store and the timers.
 */
export function createWalletController(deps: WalletControllerDeps): WalletController {
  const ctx = createControllerContext(deps);
  let restoreStarted = false;

  const actions: WalletActions = {
    openConnect: () => openConnect(ctx),
    closeConnect: () => closeConnect(ctx),
    connect: (optionId) => connectOption(ctx, optionId),
    loginWithSocial: (login) => connectOption(ctx, SOCIAL_LOGIN_ID, { socialLogin: login }),
    disconnect: (reason = "user") => endSession(ctx, reason),
    reconnectAfterLoss: () => reconnectAfterLoss(ctx),
    closeDialog: () => closeDialog(ctx),
    switchToAppChain: () => switchToAppChain(ctx),
    acceptTerms: () => acceptTerms(ctx),
    declineTerms: () => declineTerms(ctx),
    async exportPrivateKey() {
      const connector = ctx.current?.connector as { exportPrivateKey?: () => Promise<Hex> } | undefined;
      if (!connector?.exportPrivateKey) throw new Error("the connected wallet has no key to export");
      return connector.exportPrivateKey();
    },
    async retryFaucet() {
      if (ctx.current?.kind === "local") await fund(ctx, ctx.current);
    },
    dismissFaucet: () => ctx.set({ faucet: { status: "idle" } }),
    dismissNotice: () => ctx.set({ notice: undefined }),
    async refreshBalance() {
      if (ctx.current) await readBalance(ctx, ctx.current);
    },
  };

  return {
    actions,
    start() {
      const unsubscribeState = ctx.config.subscribe(
        (state) => state,
        () => sync(ctx),
      );
      const unwatchConnectors = watchConnectors(ctx.config, { onChange: () => publishOptions(ctx) });
      publishOptions(ctx);
      sync(ctx);
      // Once per controller: a remount (React's strict mode) must not restore a second time.
      if (!restoreStarted) {
        restoreStarted = true;
        void restoreSession(ctx);
      }
      return () => {
        unsubscribeState();
        unwatchConnectors();
        ctx.clearTimers();
      };
    },
  };
}
