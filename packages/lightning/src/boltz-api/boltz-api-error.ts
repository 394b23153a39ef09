/**
 * A failed call to Boltz, carrying the catalogue id the UI translates (lightning.*, validation.invoice*),
 * the HTTP status when there was one, and Boltz's own words for logs (never shown as is: English only).
 */
import type { ErrorId } from "@ceiba/core";

export class BoltzApiError extends Error {
  override readonly name = "BoltzApiError";
  constructor(
    readonly code: ErrorId,
    readonly detail: string,
    readonly status?: number,
  ) {
    super(`${code}: ${detail}`);
  }
}

/**
 * The catalogue id of a Boltz error answer. Boltz answers `{ error: string }` with 400 for a refused request,
 * 404 for an unknown swap, 409 for a duplicate; its messages are matched loosely because they are prose.
 */
export function boltzErrorCode(status: number, message: string): ErrorId {
  if (status === 404 || /could not find swap/i.test(message)) return "lightning.swapNotFound";
  if (status >= 500 || status === 429) return "lightning.providerUnavailable";
  const text = message.toLowerCase();
  if (text.includes("pair hash")) return "lightning.pairOutdated";
  if (/less than (the )?minimal|below (the )?minimal|minimal amount/.test(text)) return "lightning.belowMinimum";
  if (/more than (the )?maximal|exceeds (the )?maximal|above (the )?maximal|maximal amount/.test(text)) {
    return "lightning.aboveMaximum";
  }
  if (text.includes("invoice") && text.includes("expired")) return "validation.invoiceExpired";
  if (/invalid (lightning )?invoice|could not decode|invoice.*(network|currency)/.test(text)) {
    return "validation.invoiceInvalid";
  }
  return "lightning.providerRejected";
}
