import { decodedLogsSucceeded, isErrorId, showsSupportLink, type ErrorId } from "@ceiba/core";
import { decodeFailure, failureErrorId, type DecodedFailure } from "@ceiba/sdk";
import type { Hash } from "viem";
import { hardwareFailureOf } from "../../wallet/connectors/hardware/hardware-errors";
import { RequestRefusedError } from "./request-refused-error";
import type { TransactionApi } from "./transaction-api";
import type { FailureReason, TransactionFailure } from "./transaction-state";

const UNKNOWN: ErrorId = "contract.unknown";

export function makeFailure(
  reason: FailureReason,
  id: ErrorId,
  extras: { recommendationId?: ErrorId; detail?: string } = {},
): TransactionFailure {
  return {
    reason,
    id,
    ...extras,
    supportLink: reason !== "rejected" && showsSupportLink(id),
    gasGuide: id === "dialog.gasTooLow",
  };
}

/** A decoded failure (simulation, wallet, receipt) as the dialog shows it. */
export function failureFromDecoded(decoded: DecodedFailure): TransactionFailure {
  if (decoded.source === "rejected") return makeFailure("rejected", "dialog.rejectedInWallet");
  return makeFailure("error", failureErrorId(decoded), { detail: decoded.detail ?? decoded.code });
}

/** Whatever was thrown on the way (a refused request, the wallet's refusal, a hardware wallet's state, a node error). */
export function failureFromError(error: unknown): TransactionFailure {
  if (error instanceof RequestRefusedError) {
    return makeFailure(error.totalRepay ? "totalRepay" : "error", error.errorId);
  }
  // A Ledger or Trezor that is locked, unplugged or whose window did not open: its own message. Its refusals
  // (code 4001) stay the wallet's refusal below.
  const hardware = hardwareFailureOf(error);
  if (hardware !== undefined && hardware.code !== 4001) return makeFailure("error", hardware.errorId);
  return failureFromDecoded(decodeFailure(error));
}

const errorIdOrUndefined = (value: string | null | undefined): ErrorId | undefined =>
  value !== null && value !== undefined && isErrorId(value) ? value : undefined;

/**
 * A transaction that was mined and failed: the server's reading of its logs (GET /transaction/decodeLogs)
 * first, then ours (@ceiba/sdk decode), then the server's replay (GET /transaction/revertReason) when
 * neither knows the code. The first that names a known catalogue entry wins. Decoded logs with a success
 * status (even with 'Failed to initialize provider') mean the transaction succeeded (lending-engine §8).
 * The server calls are best effort: without an answer our decoding stands.
 */
export async function explainConfirmedFailure(
  hash: Hash,
  local: DecodedFailure,
  api: TransactionApi | undefined,
): Promise<TransactionFailure | "success"> {
  const localFailure = failureFromDecoded(local);
  if (!api || localFailure.reason === "rejected") return localFailure;
  const logs = await api.decodeLogs(hash).catch(() => undefined);
  if (logs && decodedLogsSucceeded(logs)) return "success";
  const fromLogs = errorIdOrUndefined(logs?.error);
  if (fromLogs && fromLogs !== UNKNOWN) {
    return makeFailure("error", fromLogs, {
      recommendationId: errorIdOrUndefined(logs?.recommendation),
      detail: localFailure.detail,
    });
  }
  if (localFailure.id !== UNKNOWN) return localFailure;
  const replay = await api.revertReason(hash).catch(() => undefined);
  const fromReplay = errorIdOrUndefined(replay?.message);
  if (fromReplay && fromReplay !== UNKNOWN) {
    return makeFailure("error", fromReplay, {
      recommendationId: errorIdOrUndefined(replay?.recommendation),
      detail: localFailure.detail,
    });
  }
  return localFailure;
}
