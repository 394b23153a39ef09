import type { ErrorId } from "@ceiba/core";

/**
 * A hardware wallet's failure (Ledger or Trezor), with the catalogue id that explains it; `code` 4001 for a
 * user's refusal (EIP-1193), so that the transaction dialog says "rejected in your wallet". Each vendor maps
 * its own answers to these ids (ledger-errors.ts, trezor-errors.ts).
 */
export class HardwareWalletError extends Error {
  readonly code: number | undefined;

  constructor(
    readonly errorId: ErrorId,
    options: { cause?: unknown; detail?: string } = {},
  ) {
    super(options.detail ? `${errorId}: ${options.detail}` : errorId, { cause: options.cause });
    this.name = "HardwareWalletError";
    this.code = REFUSALS.has(errorId) ? 4001 : undefined;
  }
}

/** A refusal on the device, or Trezor's window closed by the user: both are the user saying no. */
const REFUSALS: ReadonlySet<ErrorId> = new Set<ErrorId>(["hardware.rejected", "hardware.popupClosed"]);

/** What a failure means for the user, when it was already mapped; anything else is "did not answer". */
export function hardwareErrorId(error: unknown): ErrorId {
  return error instanceof HardwareWalletError ? error.errorId : "hardware.failed";
}

/**
 * The hardware wallet's failure somewhere in an error's causes (viem and wagmi wrap what the provider threw),
 * so that a transaction's failure says "unlock your device" rather than an unknown error.
 */
export function hardwareFailureOf(error: unknown, seen = new Set<unknown>()): HardwareWalletError | undefined {
  if (typeof error !== "object" || error === null || seen.has(error)) return undefined;
  if (error instanceof HardwareWalletError) return error;
  seen.add(error);
  return hardwareFailureOf((error as { cause?: unknown }).cause, seen);
}
