import { getDeployment, type Deployment, type ProtocolName } from "@ceiba/deployments";
import { parseAppProtocol } from "./app-protocol";

/** The build's protocol preference, the one place VITE_CEIBA_PROTOCOL is read (see app-protocol.ts). */
export const APP_PROTOCOL: ProtocolName | undefined = parseAppProtocol(import.meta.env.VITE_CEIBA_PROTOCOL);

/**
 * A chain's deployment for a build that prefers `protocol`: that protocol's where the chain has one (1337 has
 * both), else the chain's default (30 and 31 have Tropykus only). Without a preference, the default.
 */
export function deploymentFor(chainId: number, protocol: ProtocolName | undefined): Deployment | undefined {
  return (protocol && getDeployment(chainId, protocol)) || getDeployment(chainId);
}

/** The deployment the app uses on `chainId`: every screen, read and transaction asks here. */
export function appDeployment(chainId: number): Deployment | undefined {
  return deploymentFor(chainId, APP_PROTOCOL);
}
