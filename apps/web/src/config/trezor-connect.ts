import { parseTrezorConnect, type TrezorConnectConfig } from "./trezor-connect-flag";

/** The build's Trezor configuration, the one place its variables are read; undefined hides the Trezor. */
export const TREZOR_CONNECT: TrezorConnectConfig | undefined = parseTrezorConnect(
  import.meta.env.VITE_CEIBA_TREZOR_MANIFEST_EMAIL,
  import.meta.env.VITE_CEIBA_TREZOR_CONNECT_SRC,
);
