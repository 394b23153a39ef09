import { APP_CHAIN_ID } from "../../../config/app-chain";
import { ENDPOINTS } from "../../../config/endpoints";
import { viemChain } from "../../chain/chains";
import type { WalletPlugin } from "../wallet-plugins";
import {
  SOCIAL_LOGIN_ID,
  WEB3AUTH_CLIENT_ID,
  WEB3AUTH_NETWORK_OVERRIDE,
  web3AuthNetworkFor,
} from "./social-login-config";

/**
 * E-mail / social login (issue 20) with Web3Auth, offered only when VITE_CEIBA_WEB3AUTH_CLIENT_ID is set:
 * the connect dialog's "Email" goes to /auth, where the user picks the login. The connector and the SDK
 * download then; the login provider's network follows the app's chain (app-shell §7).
 */
export const socialLoginPlugin: WalletPlugin = {
  id: SOCIAL_LOGIN_ID,
  kind: "social",
  configured: WEB3AUTH_CLIENT_ID !== "",
  async load() {
    const { socialLogin } = await import("./social-connector");
    return socialLogin({
      chain: viemChain(APP_CHAIN_ID),
      rpcUrl: ENDPOINTS.rpc[APP_CHAIN_ID],
      clientId: WEB3AUTH_CLIENT_ID,
      network: web3AuthNetworkFor(APP_CHAIN_ID, WEB3AUTH_NETWORK_OVERRIDE),
    });
  },
};
