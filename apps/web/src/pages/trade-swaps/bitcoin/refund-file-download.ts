/**
 * The refund file as a download (issue 19 "Nothing lost": offered before any funds move) and read back from
 * a file the user picks (@ceiba/lightning refundFileOf / parseRefundFile: every field checked, the preimage
 * against its hash). A download is a Blob behind an object URL clicked through an <a download>.
 */
import { parseRefundFile, refundFileName, refundFileOf, type StoredSwap } from "@ceiba/lightning";
import { downloadTextFile, type DownloadEnvironment } from "../../../balance/activity/csv-download";

export type RefundFileDownload = "downloaded" | "blocked";

/** Saves the swap's refund file (JSON); "blocked" when this browser cannot save files. */
export const downloadRefundFile = (swap: StoredSwap, environment?: DownloadEnvironment): RefundFileDownload =>
  downloadTextFile(refundFileOf(swap), refundFileName(swap), "application/json", environment);

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
