/**
 * Saving the activity CSV (lending-engine §2: "when the browser blocks the download, a fallback dialog copies
 * the CSV to the clipboard"). A download is a Blob behind an object URL clicked through an <a download>.
 * It counts as blocked when any step throws, and up front inside a wallet's in-app browser: those webviews
 * swallow downloads without an error (MetaMask Mobile, Trust, Coinbase Wallet and the others below).
 */

/** Wallet apps whose built-in browser cannot save files, by what they add to the user agent. Keep them here. */
export const WALLET_IN_APP_BROWSERS: readonly { readonly name: string; readonly userAgent: RegExp }[] = [
  { name: "MetaMask Mobile", userAgent: /MetaMaskMobile/i },
  { name: "Trust Wallet", userAgent: /\bTrust\/|TrustWallet/i },
  { name: "Coinbase Wallet", userAgent: /CoinbaseWallet|CoinbaseBrowser/i },
  { name: "OKX Wallet", userAgent: /OKApp|OKEx/i },
  { name: "Bitget Wallet", userAgent: /BitKeep|Bitget/i },
  { name: "Binance Wallet", userAgent: /BNC\/|Binance/i },
  { name: "TokenPocket", userAgent: /TokenPocket/i },
  { name: "imToken", userAgent: /imToken/i },
  { name: "SafePal", userAgent: /SafePal/i },
  { name: "Rainbow", userAgent: /Rainbow/i },
  { name: "Zerion", userAgent: /Zerion/i },
  { name: "Rabby", userAgent: /Rabby/i },
  { name: "Phantom", userAgent: /Phantom/i },
  { name: "Beexo", userAgent: /Beexo/i },
  { name: "Defiant", userAgent: /Defiant/i },
];

/** True inside a wallet's in-app browser (where downloads silently fail). */
export function isWalletInAppBrowser(userAgent: string): boolean {
  return WALLET_IN_APP_BROWSERS.some((wallet) => wallet.userAgent.test(userAgent));
}

export type CsvDownloadResult = "downloaded" | "blocked";

/** What a download touches; the page's own by default, a test's otherwise. */
export interface DownloadEnvironment {
  readonly userAgent: string;
  readonly document: Document;
  readonly url: Pick<typeof URL, "createObjectURL" | "revokeObjectURL">;
}

const defaultEnvironment = (): DownloadEnvironment => ({
  userAgent: navigator.userAgent,
  document,
  url: URL,
});

/** The object URL stays alive a while after the click: revoking it at once can cancel the save in some browsers. */
const REVOKE_AFTER_MS = 30_000;

/**
 * Saves `text` as `fileName` with its MIME `type`; "blocked" when this browser cannot (the caller then offers
 * the text another way). The CSV and the Lightning refund file both download through it.
 */
export function downloadTextFile(
  text: string,
  fileName: string,
  type: string,
  environment: DownloadEnvironment = defaultEnvironment(),
): CsvDownloadResult {
  if (isWalletInAppBrowser(environment.userAgent)) return "blocked";
  try {
    const url = environment.url.createObjectURL(new Blob([text], { type }));
    const link = environment.document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.rel = "noopener";
    link.style.display = "none";
    environment.document.body.append(link);
    try {
      link.click();
    } finally {
      link.remove();
      setTimeout(() => environment.url.revokeObjectURL(url), REVOKE_AFTER_MS);
    }
    return "downloaded";
  } catch {
    return "blocked";
  }
}

/** Saves the CSV as `fileName`; "blocked" when this browser cannot (the caller then offers the text to copy). */
export const downloadCsv = (text: string, fileName: string, environment?: DownloadEnvironment): CsvDownloadResult =>
  downloadTextFile(text, fileName, "text/csv;charset=utf-8", environment);

/**
 * The CSV as the fallback dialog shows and copies it: without the byte order mark (a file-encoding marker,
 * noise in a clipboard) and with the line breaks a textbox keeps (LF), so that what is copied is what is shown.
 */
export function csvForClipboard(csv: string): string {
  return csv.replace(/^\uFEFF/, "").replaceAll("\r\n", "\n");
}
