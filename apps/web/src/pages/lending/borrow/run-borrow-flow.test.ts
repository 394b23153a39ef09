import { describe, expect, it, vi } from "vitest";
import { IDLE_TRANSACTION, type TransactionState } from "../../../lending/transactions/transaction-state";
import type { TransactionRequest } from "../../../lending/transactions/transaction-request";
import { E, kDOC, kRBTC } from "../../../lending/test-snapshot";
import { runBorrowFlow } from "./run-borrow-flow";

const REQUEST = { collateral: kRBTC, deposit: E("0.02"), market: kDOC, loan: E("500") };

function runner(outcomes: Partial<TransactionState>[]) {
  const calls: TransactionRequest[] = [];
  const run = vi.fn(async (request: TransactionRequest) => {
    calls.push(request);
    return { ...IDLE_TRANSACTION, ...outcomes[calls.length - 1] };
  });
  return { run, calls };
}

describe("runBorrowFlow", () => {
  it("deposits in the borrow flow, then borrows once the deposit was executed", async () => {
    const { run, calls } = runner([
      { status: "success", depositExecuted: true, depositedAmount: E("0.02"), stepKinds: ["enterMarkets", "action"] },
      { status: "success" },
    ]);
    const end = await runBorrowFlow(run, REQUEST);
    expect(calls).toEqual([
      { action: "deposit", market: kRBTC, amount: E("0.02"), inBorrowFlow: true },
      // The dialog goes on counting from the deposit's two steps.
      { action: "borrow", market: kDOC, amount: E("500"), stepsBefore: 2 },
    ]);
    expect(end.status).toBe("success");
  });

  it("stops after a deposit that failed or was refused in the wallet", async () => {
    const failed = runner([{ status: "failed", rejected: true }]);
    expect((await runBorrowFlow(failed.run, REQUEST)).rejected).toBe(true);
    expect(failed.calls).toHaveLength(1);
    // A success without the deposit-executed flag (not the borrow flow's deposit) does not borrow either.
    const unflagged = runner([{ status: "success", depositExecuted: false }]);
    await runBorrowFlow(unflagged.run, REQUEST);
    expect(unflagged.calls).toHaveLength(1);
  });
});
