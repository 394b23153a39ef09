import { isErrorId, type ErrorId } from "@ceiba/core";
import type { ConnectErrorCode } from "../wallet-state";

/** EIP-1193 codes the session words differently. */
const USER_REJECTED = 4001;
const REQUEST_PENDING = -32002; // MetaMask: "Request of type 'wallet_requestPermissions' already pending"

/** Every `code` along an error's cause chain (viem and wagmi wrap the wallet's error). */
function codes(error: unknown, seen = new Set<unknown>()): unknown[] {
  if (typeof error !== "object" || error === null || seen.has(error)) return [];
  seen.add(error);
  const { code, cause, data } = error as { code?: unknown; cause?: unknown; data?: { originalError?: unknown } };
  return [code, ...codes(cause, seen), ...codes(data?.originalError, seen)];
}

function names(error: unknown, seen = new Set<unknown>()): string[] {
  if (typeof error !== "object" || error === null || seen.has(error)) return [];
  seen.add(error);
  const { name, cause } = error as { name?: unknown; cause?: unknown };
  return [typeof name === "string" ? name : "", ...names(cause, seen)];
}

/** The user said no in the wallet (4001, or a wallet that only words it). */
export function isUserRejection(error: unknown): boolean {
  if (codes(error).includes(USER_REJECTED)) return true;
  if (names(error).includes("UserRejectedRequestError")) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /user (rejected|denied|cancell?ed)|rejected by (the )?user/i.test(message);
}

/** How the connect dialog words a failed connection. */
export function connectErrorCode(error: unknown): ConnectErrorCode {
  if (isUserRejection(error)) return "rejected";
  if (codes(error).includes(REQUEST_PENDING)) return "pending";
  const found = names(error);
  if (found.includes("ProviderNotFoundError") || found.includes("ConnectorNotFoundError")) return "notFound";
  if (found.includes("WalletPluginUnavailable")) return "unavailable";
  if (found.includes("XoNoAccountError")) return "noAccount";
  return "failed";
}

/** The user closed a wallet's own step (WalletConnect's pairing dialog): the attempt ends without an error. */
export function isConnectCancelled(error: unknown): boolean {
  return names(error).includes("WalletConnectCancelled");
}

/**
 * The catalogue id a wallet's own error carries (a hardware wallet's device state, a social login's popup),
 * along the cause chain: it says more than the connect error code.
 */
export function catalogueIdOf(error: unknown, seen = new Set<unknown>()): ErrorId | undefined {
  if (typeof error !== "object" || error === null || seen.has(error)) return undefined;
  seen.add(error);
  const { errorId, cause } = error as { errorId?: unknown; cause?: unknown };
  return isErrorId(errorId) ? errorId : catalogueIdOf(cause, seen);
}

/** A plugin's code could not be loaded or is not configured. */
export class WalletPluginUnavailable extends Error {
  constructor(id: string, options?: { cause?: unknown }) {
    super(`the ${id} wallet is not available in this deployment`, options);
    this.name = "WalletPluginUnavailable";
  }
}
