/**
 * Loads @trezor/connect-web (only when the user picks the Trezor, or a stored Trezor session is restored)
 * and initialises it once per page: Trezor Connect refuses a second init. `lazyLoad` keeps Trezor's iframe
 * and window closed until the first call (the account choice's public key), which the user's click starts.
 */
import type { TrezorConnectConfig } from "../../../config/trezor-connect-flag";
import { HardwareWalletError } from "../hardware/hardware-errors";
import type { TrezorConnectApi } from "./trezor-connect-api";
import { trezorErrorId } from "./trezor-errors";
import { provideNodeBuffer } from "../node-buffer";

type TrezorConnectWeb = (typeof import("@trezor/connect-web"))["default"];

let initialised: Promise<TrezorConnectApi> | undefined;

export function loadTrezorConnect(config: TrezorConnectConfig): Promise<TrezorConnectApi> {
  initialised ??= (async () => {
    await provideNodeBuffer(); // parts of Trezor Connect use Node's global Buffer
    const module = await import("@trezor/connect-web");
    // The package is CommonJS: depending on the bundler's interop, its TrezorConnect is `default` or `default.default`.
    const exported = module.default as TrezorConnectWeb | { default: TrezorConnectWeb };
    const TrezorConnect = "init" in exported ? exported : exported.default;
    await TrezorConnect.init({
      manifest: { email: config.email, appUrl: window.location.origin, appName: "Ceiba" },
      ...(config.connectSrc === undefined ? {} : { connectSrc: config.connectSrc }),
      lazyLoad: true,
      popup: true,
      debug: false,
    });
    // Compile-time check that the real TrezorConnect answers what Ceiba's code (and the tests' stand-in) expect.
    const api: TrezorConnectApi = TrezorConnect;
    return api;
  })().catch((error: unknown) => {
    initialised = undefined; // a later click tries again (a network that came back, a pop-up now allowed)
    const failure = error as { code?: string; message?: string } | null;
    const errorId = trezorErrorId({ code: failure?.code, error: failure?.message });
    throw new HardwareWalletError(errorId === "hardware.trezorFailed" ? "hardware.popupUnavailable" : errorId, {
      cause: error,
      detail: failure?.message,
    });
  });
  return initialised;
}
