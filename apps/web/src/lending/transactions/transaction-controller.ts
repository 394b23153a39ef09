import { DEPOSIT_WITHOUT_USER_DELAY_MS, MARKET_UPDATED_FLAG_MS } from "@ceiba/core";
import { decodeMarketEvent, type PlanOutcome, type PlanProgress, type TransactionPlan } from "@ceiba/sdk";
import type { Address, Hash, Hex } from "viem";
import type { TxNotification } from "../../shell/ui-store";
import { weiToUsd } from "../data/gas-price";
import { nativeCoinPrice, type LendingSnapshot } from "../data/lending-snapshot";
import { planRequest } from "./plan-request";
import type { TransactionApi } from "./transaction-api";
import { explainConfirmedFailure, failureFromDecoded, failureFromError, makeFailure } from "./transaction-failure";
import type { TransactionRequest } from "./transaction-request";
import type { TransactionFailure, TransactionState } from "./transaction-state";
import { createTransactionStore } from "./transaction-store";

/** What a run needs from the outside world; the hook builds it from wagmi, the session and the shell. */
export interface TransactionDeps {
  chainId: number;
  comptroller: Address;
  /** A fresh snapshot for the account (ONE eth_call): plans are made on the state of now, not a cached one. */
  loadSnapshot: () => Promise<LendingSnapshot>;
  /** eth_gasPrice. */
  getGasPrice: () => Promise<bigint>;
  /** @ceiba/sdk executePlan with the wallet's and the app's clients. */
  execute: (plan: TransactionPlan, onProgress: (progress: PlanProgress) => void) => Promise<PlanOutcome>;
  /** The server's decoding of a failed transaction (best effort). */
  api?: TransactionApi;
  /** The server knows the user (the session's userId): a deposit otherwise waits 3 s first. */
  hasUserId: () => boolean;
  /** The shell's toast (ui-store notify). */
  notify: (notification: TxNotification) => void;
  /** Refresh by key after a receipt (invalidateAfterTransaction). */
  invalidate: () => Promise<void>;
  approvalResetTokens?: readonly Address[];
  sleep?: (ms: number) => Promise<void>;
}

export interface TransactionController {
  get(): TransactionState;
  subscribe(listener: () => void): () => void;
  /** Runs a request to its end; resolves with the final state. A request while one runs is ignored. */
  run(request: TransactionRequest, deps: TransactionDeps): Promise<TransactionState>;
  /** Hides the dialog (a running transaction carries on; its toast reports the end). */
  close(): void;
  /** Clears the timers (unmount). */
  dispose(): void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The transaction flow of lending-engine §4 / app-shell §4 as a small store: loading at 10; a deposit
 * without a user id waits 3 s; a fresh snapshot and gas price; the plan (enter markets → approve →
 * action, special amounts resolved); the plan run step by step with its progress; then success (toast,
 * invalidation by key, the market-updated flag for 500 ms) or a failure explained from the catalogue
 * (wallet refusal: the reject flag; a mined failure: decoded with the server's help; dropped or replaced:
 * said so). The loading flag clears 2 s after any result.
 */
export function createTransactionController(): TransactionController {
  const store = createTransactionStore();
  const { dispatch, later } = store;

  async function execute(request: TransactionRequest, deps: TransactionDeps): Promise<void> {
    const sleep = deps.sleep ?? defaultSleep;
    if (request.action === "deposit" && !deps.hasUserId()) await sleep(DEPOSIT_WITHOUT_USER_DELAY_MS);
    const [snapshot, gasPrice] = await Promise.all([deps.loadSnapshot(), deps.getGasPrice()]);
    const planned = planRequest(request, {
      snapshot,
      comptroller: deps.comptroller,
      gasPrice,
      approvalResetTokens: deps.approvalResetTokens,
    });
    const amount = { value: planned.amount, ...planned.asset };
    dispatch({
      type: "planned",
      amount,
      stepKinds: planned.plan.steps.map((step) => step.kind),
      fullRepay: planned.plan.fullRepay,
    });
    const outcome = await deps.execute(planned.plan, (progress) => dispatch({ type: "progress", progress }));
    const usd = (wei: bigint) => weiToUsd(wei, nativeCoinPrice(snapshot));

    const succeed = (
      hash: Hash | undefined,
      gasUsed: bigint,
      gasCost: bigint,
      receipt?: { logs: readonly { address: string; topics: readonly Hex[]; data: Hex }[] },
    ) => {
      const gasUsd = usd(gasCost);
      // What the chain did, not what was asked: a withdrawal's or a full repay's amount moves with the block.
      const done = receipt ? amountInReceipt(request, receipt.logs) : undefined;
      const final = done === undefined ? amount : { ...amount, value: done };
      dispatch({ type: "succeeded", hash, gasUsed, gasCost, gasUsd, amount: final });
      deps.notify({ action: request.action, status: "success", amount: final, hash, chainId: deps.chainId, gasUsd });
      later(MARKET_UPDATED_FLAG_MS, { type: "marketUpdated", on: false });
      void deps.invalidate().catch(() => undefined);
    };
    const gasOf = (receipts: readonly { gasUsed: bigint; effectiveGasPrice: bigint }[]) => ({
      gasUsed: receipts.reduce((sum, r) => sum + r.gasUsed, 0n),
      gasCost: receipts.reduce((sum, r) => sum + r.gasUsed * r.effectiveGasPrice, 0n),
    });

    switch (outcome.status) {
      case "success": {
        const receipt = outcome.receipts.at(-1);
        succeed(receipt?.transactionHash, outcome.gasUsed, outcome.gasCost, receipt);
        return;
      }
      case "rejected":
        return fail(deps, request, makeFailure("rejected", "dialog.rejectedInWallet"));
      case "dropped":
      case "replaced": {
        const id = outcome.status === "dropped" ? "dialog.transactionDropped" : "dialog.transactionReplaced";
        return fail(deps, request, makeFailure(outcome.status, id), outcome.hash);
      }
      case "failed": {
        // Refused before it was sent (simulation, wallet): our decoding is all there is.
        if (outcome.hash === undefined) return fail(deps, request, failureFromDecoded(outcome.failure));
        const explained = await explainConfirmedFailure(outcome.hash, outcome.failure, deps.api);
        // The server's "success" settles the last step only: after an earlier step, the rest never ran.
        if (explained === "success" && outcome.step === planned.plan.steps.length) {
          const gas = gasOf(outcome.receipts);
          succeed(outcome.hash, gas.gasUsed, gas.gasCost);
          return;
        }
        const failure = explained === "success" ? failureFromDecoded(outcome.failure) : explained;
        return fail(deps, request, failure, outcome.hash);
      }
    }
  }

  const fail = (deps: TransactionDeps, request: TransactionRequest, failure: TransactionFailure, hash?: Hash) =>
    store.fail(failure, hash, { action: request.action, chainId: deps.chainId, notify: deps.notify });

  return {
    get: store.get,
    subscribe: store.subscribe,
    run: (request, deps) =>
      store.runFlow(
        { type: "start", request, chainId: deps.chainId },
        () => execute(request, deps),
        (error) => fail(deps, request, failureFromError(error)),
      ),
    close: () => dispatch({ type: "close" }),
    dispose: store.clearTimers,
  };
}

/** The market event of each lending action, and its amount argument (either event layout: sdk decodeMarketEvent). */
const ACTION_EVENTS = {
  deposit: ["Mint", "mintAmount"],
  withdraw: ["Redeem", "redeemAmount"],
  borrow: ["Borrow", "borrowAmount"],
  repay: ["RepayBorrow", "repayAmount"],
} as const;

/**
 * The amount the action's own market event reports in the final receipt (Mint, Redeem, Borrow, RepayBorrow
 * of the request's market), or undefined (a send, or no such event).
 */
export function amountInReceipt(
  request: TransactionRequest,
  logs: readonly { address: string; topics: readonly Hex[]; data: Hex }[],
): bigint | undefined {
  if (request.action === "send") return undefined;
  const [eventName, field] = ACTION_EVENTS[request.action];
  for (const log of logs) {
    if (log.address.toLowerCase() !== request.market.toLowerCase()) continue;
    const event = decodeMarketEvent(log);
    if (event?.eventName !== eventName) continue;
    const value = (event.args as Record<string, unknown>)[field];
    if (typeof value === "bigint") return value;
  }
  return undefined;
}
