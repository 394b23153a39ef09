import type * as Transactions from "../lending/transactions";
import type { TransactionRequest } from "../lending/transactions/transaction-request";

/**
 * The transactions module with `useLendingTransaction` replaced by a recorder: each request a form starts
 * is pushed to `sent` instead of being sent, and the run ends as failed (the form stays as it was). For
 * `vi.mock("…/lending/transactions", async (importOriginal) => recordingTransactions(await importOriginal(), sent))`,
 * with `sent` from `vi.hoisted` (the factory runs before the test file's own constants exist).
 */
export function recordingTransactions(original: typeof Transactions, sent: TransactionRequest[]): typeof Transactions {
  const idle = original.IDLE_TRANSACTION;
  return {
    ...original,
    useLendingTransaction: () => ({
      state: idle,
      run: async (request: TransactionRequest) => {
        sent.push(request);
        return { ...idle, status: "failed" as const };
      },
      close: () => undefined,
    }),
  };
}
