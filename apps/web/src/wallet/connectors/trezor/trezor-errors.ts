import type { ErrorId } from "@ceiba/core";
import { HardwareWalletError } from "../hardware/hardware-errors";
import type { Response } from "@trezor/connect-web";
import type { TrezorFailure } from "./trezor-connect-api";

/**
 * Trezor Connect's failure codes the user has to act on (its ERROR_CODES and the device's Failure_* types),
 * as catalogue ids. Kept free of the Trezor library so the account choice can explain a failure without it.
 */
const CODE_ERRORS: Readonly<Record<string, ErrorId>> = {
  Failure_ActionCancelled: "hardware.rejected", // refused on the device
  Method_Interrupted: "hardware.popupClosed", // "Popup closed"
  Method_Cancel: "hardware.popupClosed", // cancelled in Trezor's window
  Method_PermissionsNotGranted: "hardware.popupClosed", // the permissions asked in the window were refused
  Device_NotFound: "hardware.notFound",
  Device_Disconnected: "hardware.notFound",
  Transport_Missing: "hardware.notFound", // neither WebUSB nor Trezor Bridge / Suite reached a device
  Failure_PinCancelled: "hardware.locked",
  Failure_PinInvalid: "hardware.locked",
  Failure_PinExpected: "hardware.locked",
  Init_IframeBlocked: "hardware.popupUnavailable",
  Init_IframeTimeout: "hardware.popupUnavailable",
  Popup_ConnectionMissing: "hardware.popupUnavailable",
  Init_ManifestMissing: "hardware.popupUnavailable",
};

/** Older Connect answers carry the message only (no code): the same states by their documented texts. */
const MESSAGE_ERRORS: Readonly<Record<string, ErrorId>> = {
  "Popup closed": "hardware.popupClosed",
  "Action cancelled by user": "hardware.rejected",
  "Device disconnected": "hardware.notFound",
  "Device not found": "hardware.notFound",
};

/** What a failed Trezor Connect answer (or a thrown TrezorError, which has the same code) means for the user. */
export function trezorErrorId(failure: Partial<TrezorFailure> | null | undefined): ErrorId {
  const code = failure?.code;
  if (code !== undefined && CODE_ERRORS[code] !== undefined) return CODE_ERRORS[code];
  const message = failure?.error ?? (failure as { message?: string } | undefined)?.message;
  return (message !== undefined && MESSAGE_ERRORS[message]) || "hardware.trezorFailed";
}

/** Runs one Trezor Connect call, turning its failure answer (or a throw) into a HardwareWalletError. */
export async function onTrezor<T>(call: () => Response<T>): Promise<T> {
  let answer: Awaited<Response<T>>;
  try {
    answer = await call();
  } catch (error) {
    if (error instanceof HardwareWalletError) throw error;
    const failure = error as { code?: string; message?: string } | null;
    throw new HardwareWalletError(trezorErrorId({ code: failure?.code, error: failure?.message }), {
      cause: error,
      detail: failure?.message,
    });
  }
  if (answer.success) return answer.payload;
  const { error, code } = answer.payload;
  throw new HardwareWalletError(trezorErrorId(answer.payload), { detail: code ? `${code}: ${error}` : error });
}
