import type { PlanProgress } from "@ceiba/sdk";
import { describe, expect, it } from "vitest";
import { kDOC, kRBTC } from "../test-snapshot";
import {
  IDLE_TRANSACTION,
  transactionReducer,
  type TransactionEvent,
  type TransactionState,
} from "./transaction-state";
import { makeFailure } from "./transaction-failure";
import type { TransactionRequest } from "./transaction-request";

const APPROVE_HASH = `0x${"a".repeat(64)}` as const;
const MINT_HASH = `0x${"b".repeat(64)}` as const;
const AMOUNT = { value: 1n, symbol: "DOC", decimals: 18 };

const progress = (
  p: Partial<PlanProgress> & Pick<PlanProgress, "step" | "of" | "kind" | "progress">,
): TransactionEvent => ({
  type: "progress",
  progress: { gasUsed: 0n, gasCost: 0n, ...p },
});
const run = (request: TransactionRequest, events: TransactionEvent[]): TransactionState =>
  [{ type: "start", request, chainId: 31 } as TransactionEvent, ...events].reduce(transactionReducer, IDLE_TRANSACTION);

describe("transactionReducer: steps and hashes", () => {
  it("keeps the action's hash, never an approval's, as the dialog's transaction", () => {
    const state = run({ action: "deposit", market: kDOC, amount: 1n }, [
      { type: "planned", amount: AMOUNT, stepKinds: ["approve", "action"], fullRepay: false },
      progress({ step: 1, of: 2, kind: "approve", progress: 30, hash: APPROVE_HASH }),
      progress({ step: 2, of: 2, kind: "action", progress: 50 }),
    ]);
    expect(state.hash).toBeUndefined();
    // The action is then refused in the wallet: the error names no transaction.
    const failed = transactionReducer(state, {
      type: "failed",
      failure: makeFailure("rejected", "dialog.rejectedInWallet"),
    });
    expect(failed.hash).toBeUndefined();
    const sent = transactionReducer(state, progress({ step: 2, of: 2, kind: "action", progress: 80, hash: MINT_HASH }));
    expect(sent.hash).toBe(MINT_HASH);
  });

  it("has no count before the plan, then the plan's", () => {
    const started = run({ action: "deposit", market: kDOC, amount: 1n }, []);
    expect(started.stepKinds).toEqual([]); // the dialog shows no "step x of y" yet
    const planned = transactionReducer(started, {
      type: "planned",
      amount: AMOUNT,
      stepKinds: ["enterMarkets", "approve", "action"],
      fullRepay: false,
    });
    expect([planned.step, planned.of]).toEqual([1, 3]);
  });

  it("counts a deposit-then-borrow as one flow: the deposit's steps, then the loan's", () => {
    const deposit = run({ action: "deposit", market: kRBTC, amount: 1n, inBorrowFlow: true }, [
      { type: "planned", amount: AMOUNT, stepKinds: ["action"], fullRepay: false },
    ]);
    expect([deposit.step, deposit.of]).toEqual([1, 2]);
    const deposited = transactionReducer(deposit, {
      type: "succeeded",
      hash: MINT_HASH,
      gasUsed: 0n,
      gasCost: 0n,
      gasUsd: undefined,
    });
    expect([deposited.step, deposited.of]).toEqual([1, 2]);

    const loan = run({ action: "borrow", market: kDOC, amount: 1n, stepsBefore: 1 }, [
      { type: "planned", amount: AMOUNT, stepKinds: ["action"], fullRepay: false },
    ]);
    expect([loan.step, loan.of]).toEqual([2, 2]);
    const signing = transactionReducer(loan, progress({ step: 1, of: 1, kind: "action", progress: 50 }));
    expect([signing.step, signing.of]).toEqual([2, 2]);
  });
});
