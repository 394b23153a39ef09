import type { ErrorId } from "@ceiba/core";

/** The request cannot be planned (nothing was sent): the catalogue entry says why. */
export class RequestRefusedError extends Error {
  constructor(
    readonly errorId: ErrorId,
    /** The spec's "total repay error": a full repay the wallet cannot cover. */
    readonly totalRepay = false,
  ) {
    super(`Transaction refused: ${errorId}`);
    this.name = "RequestRefusedError";
  }
}
