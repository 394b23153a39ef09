import type { ProtocolName } from "@ceiba/deployments";

/**
 * The protocol switch of a build (VITE_CEIBA_PROTOCOL, read in config/app-deployment.ts): unset or "" keeps
 * @ceiba/deployments' default (ours on 1337); "tropykus" makes the app use the Tropykus-shaped local
 * deployment on 1337 (`npm start -- --protocol tropykus` sets it). No import.meta here: vite.config.ts checks
 * the value with this function before a build or a dev server starts.
 */
export const APP_PROTOCOLS: readonly ProtocolName[] = ["ceiba", "tropykus"];

export function parseAppProtocol(value: string | undefined): ProtocolName | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const protocol = value.trim().toLowerCase();
  const known = APP_PROTOCOLS.find((p) => p === protocol);
  if (known) return known;
  throw new Error(
    `VITE_CEIBA_PROTOCOL is "${value}": leave it unset or empty (the default deployments), or set it to ` +
      `${APP_PROTOCOLS.map((p) => `"${p}"`).join(" or ")}.`,
  );
}
