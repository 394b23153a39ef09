import type { ErrorId } from "@ceiba/core";
import { HardwareWalletError } from "../hardware/hardware-errors";

/**
 * The Ledger device's answers the user has to act on (status words of the APDU protocol, as
 * @ledgerhq/errors names them), as catalogue ids. Kept free of the Ledger libraries so the connect dialog can
 * explain a failure without downloading them.
 */
const STATUS_ERRORS: Readonly<Record<number, ErrorId>> = {
  0x5515: "hardware.locked", // LOCKED_DEVICE
  0x6982: "hardware.locked", // SECURITY_STATUS_NOT_SATISFIED: the PIN screen on older firmware
  0x6985: "hardware.rejected", // CONDITIONS_OF_USE_NOT_SATISFIED: refused on the device
  0x6a80: "hardware.rejected", // INCORRECT_DATA: the Ethereum app's "blind signing" off
  0x6d00: "hardware.appNotOpen", // INS_NOT_SUPPORTED: another app is open
  0x6e00: "hardware.appNotOpen", // CLA_NOT_SUPPORTED: the dashboard (no app open)
  0x6e01: "hardware.appNotOpen", // CLA_NOT_SUPPORTED on newer firmware
  0x6511: "hardware.appNotOpen", // the requested app is not open
};

const statusCodeOf = (error: unknown): number | undefined => {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === "number" ? code : undefined;
};

/** What a failure from the device or its transport means for the user. */
export function ledgerErrorId(error: unknown): ErrorId {
  if (error instanceof HardwareWalletError) return error.errorId;
  const status = statusCodeOf(error);
  if (status !== undefined) return STATUS_ERRORS[status] ?? "hardware.failed";
  const name = (error as { name?: unknown } | null)?.name;
  // @ledgerhq/errors' transport errors: no device chosen in the browser's prompt, or none plugged in.
  if (name === "TransportOpenUserCancelled" || name === "TransportWebUSBGestureRequired") return "hardware.notFound";
  if (name === "TransportInterfaceNotAvailable" || name === "DisconnectedDevice") return "hardware.notFound";
  if (name === "LockedDeviceError") return "hardware.locked";
  return "hardware.failed";
}

/** Runs one exchange with the device, turning its failure into a HardwareWalletError. */
export async function onDevice<T>(exchange: () => Promise<T>): Promise<T> {
  try {
    return await exchange();
  } catch (error) {
    if (error instanceof HardwareWalletError) throw error;
    throw new HardwareWalletError(ledgerErrorId(error), { cause: error, detail: (error as Error)?.message });
  }
}
