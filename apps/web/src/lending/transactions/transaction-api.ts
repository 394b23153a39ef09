import type { Hash } from "viem";
import { apiJson, type ApiOptions } from "../data/api-client";

/** GET /transaction/decodeLogs: the receipt's outcome as catalogue ids (apps/indexer transaction-routes.ts). */
export interface DecodedLogsAnswer {
  success: boolean;
  error: string | null;
  recommendation: string | null;
}

/** GET /transaction/revertReason: a replay's failure as catalogue ids; nulls when the replay succeeds. */
export interface RevertReasonAnswer {
  message: string | null;
  recommendation: string | null;
}

/** The two REST calls the transaction dialog makes after a confirmed failure (lending-engine §7). */
export interface TransactionApi {
  decodeLogs(hash: Hash): Promise<DecodedLogsAnswer>;
  revertReason(hash: Hash): Promise<RevertReasonAnswer>;
}

export function createTransactionApi(options: ApiOptions = {}): TransactionApi {
  return {
    decodeLogs: (hash) => apiJson<DecodedLogsAnswer>(`/transaction/decodeLogs?txHash=${hash}`, options),
    revertReason: (hash) => apiJson<RevertReasonAnswer>(`/transaction/revertReason?txHash=${hash}`, options),
  };
}
