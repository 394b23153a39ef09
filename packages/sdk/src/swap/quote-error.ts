/** Why a quote could not be made: one of core's `quote.*` ids (its HTTP status is QUOTE_ERROR_STATUS's). */
import type { QuoteErrorId } from "@ceiba/core";

export class QuoteError extends Error {
  constructor(
    readonly errorId: QuoteErrorId,
    message: string,
  ) {
    super(message);
    this.name = "QuoteError";
  }
}
