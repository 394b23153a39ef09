import type { ErrorId } from "@ceiba/core";

/**
 * Web3Auth's failures (its WalletInitializationError / WalletLoginError codes, @web3auth/no-modal 10
 * base/errors) as catalogue ids. Kept free of the SDK so the page can explain a failure without it.
 */
const WEB3AUTH_CODES: Readonly<Record<number, ErrorId>> = {
  5003: "social.initFailed", // notReady: "failed to fetch project configurations" (service unreachable, bad client id)
  5010: "social.initFailed", // rpcConnectionError
  5013: "social.initFailed", // invalidNetwork
  5004: "social.popupBlocked", // windowBlocked
  5005: "social.popupClosed", // windowClosed
  5114: "social.popupClosed", // popupClosed: "Wallet popup has been closed by the user"
};

/** A social login's failure, with the catalogue id that explains it; `code` 4001 when the user stopped it. */
export class SocialLoginError extends Error {
  readonly code: number | undefined;

  constructor(
    readonly errorId: ErrorId,
    options: { cause?: unknown } = {},
  ) {
    const detail = options.cause instanceof Error ? `: ${options.cause.message}` : "";
    super(`${errorId}${detail}`, { cause: options.cause });
    this.name = "SocialLoginError";
    // Closing the login window is the user's choice: the session words it as a refusal (EIP-1193 4001).
    this.code = errorId === "social.popupClosed" ? 4001 : undefined;
  }
}

/** What a failure of the login provider means for the user. */
export function socialLoginErrorId(error: unknown): ErrorId {
  if (error instanceof SocialLoginError) return error.errorId;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "number" && WEB3AUTH_CODES[code] !== undefined) return WEB3AUTH_CODES[code];
  const message = error instanceof Error ? error.message : String(error);
  if (/user closed popup|popup has been closed/i.test(message)) return "social.popupClosed";
  return "social.failed";
}

/** Runs one call to the login provider, turning its failure into a SocialLoginError. */
export async function withLoginProvider<T>(call: () => Promise<T>, fallback?: ErrorId): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SocialLoginError) throw error;
    const id = socialLoginErrorId(error);
    throw new SocialLoginError(id === "social.failed" && fallback ? fallback : id, { cause: error });
  }
}
