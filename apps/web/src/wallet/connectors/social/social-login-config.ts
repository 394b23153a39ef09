import { LOCAL_CHAIN_ID, MAINNET_CHAIN_ID, TESTNET_CHAIN_ID, type ChainId } from "@ceiba/core";

/**
 * E-mail / social login's configuration and the logins /auth offers. Light on purpose (no Web3Auth import):
 * the connect dialog and /auth read it; the SDK itself downloads only when the user picks a login.
 */

/** The social wallet's connector id (the stored session's walletId). */
export const SOCIAL_LOGIN_ID = "social";

/** Web3Auth's networks this app uses (the SDK's WEB3AUTH_NETWORK values). */
export type Web3AuthNetwork = "sapphire_mainnet" | "sapphire_devnet";

/**
 * The logins /auth offers, as Web3Auth's AUTH_CONNECTION names them (strings here so that this file does not
 * pull the SDK into the page's chunk). Each must be enabled for the client id in Web3Auth's dashboard.
 */
export const SOCIAL_PROVIDERS = ["google", "apple", "twitter", "discord"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What the user chose on /auth: a passwordless e-mail login (with the address) or a social account. */
export type SocialLogin =
  { authConnection: "email_passwordless"; loginHint: string } | { authConnection: SocialProvider };

/** The login provider's network for the app's chain (app-shell §7: "initialised for main or test network by chain"). */
export function web3AuthNetworkFor(chainId: ChainId, override?: string): Web3AuthNetwork {
  if (override === "sapphire_mainnet" || override === "sapphire_devnet") return override;
  if (override !== undefined && override !== "") {
    throw new Error(`VITE_CEIBA_WEB3AUTH_NETWORK must be sapphire_mainnet or sapphire_devnet, not "${override}"`);
  }
  const networks: Record<ChainId, Web3AuthNetwork> = {
    [MAINNET_CHAIN_ID]: "sapphire_mainnet",
    [TESTNET_CHAIN_ID]: "sapphire_devnet",
    [LOCAL_CHAIN_ID]: "sapphire_devnet",
  };
  return networks[chainId];
}

const env = import.meta.env;

/** Web3Auth's client id for this deployment; without it e-mail / social login is not offered. */
export const WEB3AUTH_CLIENT_ID = env.VITE_CEIBA_WEB3AUTH_CLIENT_ID ?? "";
/** An explicit Web3Auth network (else the chain's). */
export const WEB3AUTH_NETWORK_OVERRIDE = env.VITE_CEIBA_WEB3AUTH_NETWORK;
