/**
 * The Trezor's configuration (VITE_CEIBA_TREZOR_MANIFEST_EMAIL, VITE_CEIBA_TREZOR_CONNECT_SRC, read in
 * config/trezor-connect.ts). Trezor Connect asks every app for a manifest with a contact e-mail: without one
 * the Trezor is not offered. The Connect source is optional: unset, Trezor's own (connect.trezor.io) serves
 * the window; set, a self-hosted copy does (an https URL, or http on localhost for development). No
 * import.meta here: vite.config.ts checks the values with this function before a build or a dev server
 * starts, so a mistyped one stops them with this message.
 */
export interface TrezorConnectConfig {
  readonly email: string;
  /** Ends with "/" as Trezor Connect expects (`https://connect.trezor.io/9/`). */
  readonly connectSrc?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function parseConnectSrc(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : undefined;
  const local = url?.hostname === "localhost" || url?.hostname === "127.0.0.1";
  if (url === undefined || (url.protocol !== "https:" && !(url.protocol === "http:" && local))) {
    throw new Error(
      `VITE_CEIBA_TREZOR_CONNECT_SRC is "${value}": leave it unset (Trezor's own Connect) or set it to the https ` +
        `URL of a self-hosted Trezor Connect, such as "https://connect.example.com/9/".`,
    );
  }
  return url.href.endsWith("/") ? url.href : `${url.href}/`;
}

export function parseTrezorConnect(
  email: string | undefined,
  connectSrc: string | undefined,
): TrezorConnectConfig | undefined {
  const src = parseConnectSrc(connectSrc);
  if (email === undefined || email.trim() === "") {
    if (src !== undefined) {
      throw new Error("VITE_CEIBA_TREZOR_CONNECT_SRC is set without VITE_CEIBA_TREZOR_MANIFEST_EMAIL: set both.");
    }
    return undefined;
  }
  if (!EMAIL.test(email.trim())) {
    throw new Error(
      `VITE_CEIBA_TREZOR_MANIFEST_EMAIL is "${email}": set it to the e-mail Trezor can reach this app's ` +
        `developers at (Trezor Connect's manifest), or leave it unset to hide the Trezor.`,
    );
  }
  return src === undefined ? { email: email.trim() } : { email: email.trim(), connectSrc: src };
}
