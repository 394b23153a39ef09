/**
 * The refund file as a download (issue 19 "Nothing lost": offered before any funds move) and read back from
 * a file the user picks (@ceiba/lightning refundFileOf / parseRefundFile: every field checked, the preimage
 * against its hash). A download is a Blob behind an object URL clicked through an <a download>.
 */
import { parseRefundFile, refundFileName, refundFileOf, type StoredSwap } from "@ceiba/lightning";
import { isWalletInAppBrowser, type DownloadEnvironment } from "../../../balance/activity/csv-download";

const REVOKE_AFTER_MS = 30_000;

export type RefundFileDownload = "downloaded" | "blocked";

export function downloadRefundFile(
  swap: StoredSwap,
  environment: DownloadEnvironment = { userAgent: navigator.userAgent, document, url: URL },
): RefundFileDownload {
  if (isWalletInAppBrowser(environment.userAgent)) return "blocked";
  try {
    const url = environment.url.createObjectURL(new Blob([refundFileOf(swap)], { type: "application/json" }));
    const link = environment.document.createElement("a");
    link.href = url;
    link.download = refundFileName(swap);
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

export type RefundFileImport =
  | { readonly ok: true; readonly swap: StoredSwap }
  | { readonly ok: false; readonly errorId: "lightning.refundFileInvalid" | "lightning.wrongChain" };

/** Reads a refund file's text for `chainId`: a valid swap of that chain, or why not. */
export function readRefundFile(text: string, chainId: number): RefundFileImport {
  const parsed = parseRefundFile(text);
  if (!parsed.ok) return { ok: false, errorId: "lightning.refundFileInvalid" };
  if (parsed.swap.chainId !== chainId) return { ok: false, errorId: "lightning.wrongChain" };
  return { ok: true, swap: parsed.swap };
}
