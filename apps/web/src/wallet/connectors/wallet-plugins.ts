import type { CreateConnectorFn } from "wagmi";
import type { WalletKind } from "../session";
import { ledgerPlugin } from "./ledger/ledger-plugin";
import { trezorPlugin } from "./trezor/trezor-plugin";
import { walletConnectPlugin } from "./walletconnect-plugin";
import { xoPlugin } from "./xo/xo-plugin";

/**
 * A wallet whose code is optional and large (WalletConnect, hardware wallets, e-mail / social login): it is
 * offered only when this deployment configured it, and its connector is downloaded when the user picks it.
 */
export interface WalletPlugin {
  /** The id its connector will have (the stored session's walletId). */
  readonly id: string;
  readonly kind: WalletKind;
  /** Configured for this deployment (usually an environment variable); hidden otherwise. */
  readonly configured: boolean;
  /**
   * The wallet the app runs inside (a partner's app): resolves true when it should connect on load without
   * the connect dialog, if no stored session was restored.
   */
  readonly autoConnect?: () => Promise<boolean>;
  /** Downloads and creates the connector. */
  load(): Promise<CreateConnectorFn>;
}

/**
 * E-mail / social login (social/social-plugin.ts): not in this list; when configured, the connect dialog
 * offers "Email" (which goes to /auth) and the wallet guide opens when such a wallet connects.
 */
export { socialLoginPlugin } from "./social/social-plugin";

/** Every optional wallet, in the order the connect dialog lists them. */
export const WALLET_PLUGINS: readonly WalletPlugin[] = [xoPlugin, walletConnectPlugin, ledgerPlugin, trezorPlugin];
