import type { Hash } from "viem";
import type { ApiRoutes, ResponseOf } from "@ceiba/sdk/api";
import { indexerApi, type ApiOptions } from "../../config/indexer-api";

/** What the dialog reads of GET /transaction/decodeLogs: the receipt's outcome as catalogue ids. */
export type DecodedLogsAnswer = Pick<ResponseOf<ApiRoutes["decodeLogs"]>, "success" | "error" | "recommendation">;

/** GET /transaction/revertReason: a replay's failure as catalogue ids; nulls when the replay succeeds. */
export type RevertReasonAnswer = ResponseOf<ApiRoutes["revertReason"]>;

/** The two REST calls the transaction dialog makes after a confirmed failure (lending-engine §7). */
export interface TransactionApi {
  decodeLogs(hash: Hash): Promise<DecodedLogsAnswer>;
  revertReason(hash: Hash): Promise<RevertReasonAnswer>;
}

export function createTransactionApi(options: ApiOptions = {}): TransactionApi {
  return {
    decodeLogs: (txHash) => indexerApi(options).get("decodeLogs", { txHash }),
    revertReason: (txHash) => indexerApi(options).get("revertReason", { txHash }),
  };
}
