import { MARKET_UPDATED_FLAG_MS } from "@ceiba/core";
import {
  swapAmountsFromReceipt,
  type SwapOutcome,
  type SwapProgress,
  type SwapQuote,
  type SwapStepKind,
} from "@ceiba/sdk";
import { getUniswapDeployment } from "@ceiba/deployments";
import type { RecordSwapBody } from "@ceiba/sdk/api";
import type { Address, Hash } from "viem";
import { failureFromError, makeFailure } from "../../lending/transactions/transaction-failure";
import type { SwapTransactionRequest } from "../../lending/transactions/transaction-request";
import type { TransactionFailure, TransactionState } from "../../lending/transactions/transaction-state";
import { createTransactionStore } from "../../lending/transactions/transaction-store";
import type { TokenAmount, TxNotification } from "../../shell/ui-store";
import { recordSwap, recordSwapBody } from "./record-swap";
import type { SwapToken } from "./swap-tokens";

/** What a swap run needs from the outside world; useSwapTransaction builds it from wagmi and the session. */
export interface SwapDeps {
  chainId: number;
  account: Address;
  /** @ceiba/sdk executeSwap with the wallet's and the app's clients, the provider's re-quote and its permit helpers. */
  execute: (
    quote: SwapQuote,
    hooks: { onProgress: (p: SwapProgress) => void; onSteps: (kinds: readonly SwapStepKind[]) => void },
  ) => Promise<SwapOutcome>;
  /** wei → USD (1e18) at the rBTC price; undefined without one. */
  gasUsd: (wei: bigint) => bigint | undefined;
  /** POST /swaps. */
  postSwap: (body: RecordSwapBody) => Promise<unknown>;
  notify: (notification: TxNotification) => void;
  /** Refresh by key after the receipt (balances, the swaps list). */
  invalidate: () => Promise<void>;
  /** A confirmed swap the history could not record (logged; the swap itself went through). */
  onRecordFailed?: (error: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
}

export interface SwapRunRequest {
  /** The quote the user confirmed. */
  quote: SwapQuote;
  inToken: Pick<SwapToken, "symbol" | "decimals">;
  outToken: Pick<SwapToken, "symbol" | "decimals">;
}

export interface SwapController {
  get(): TransactionState;
  subscribe(listener: () => void): () => void;
  /** Runs a swap to its end; resolves with the final state. A swap while one runs is ignored. */
  run(request: SwapRunRequest, deps: SwapDeps): Promise<TransactionState>;
  close(): void;
  dispose(): void;
}

/**
 * The swap's transaction flow in the lending dialog's store (app-shell §4): loading at 10; the steps once the
 * allowance is read (approval, permit, trade); their progress; then success (the swap toast, its record in
 * the history, the balances refreshed by key) or a failure from core's swap errors (a refusal in the wallet:
 * the reject flag, no toast). The loading flag clears 2 s after any result.
 */
export function createSwapController(): SwapController {
  const store = createTransactionStore();
  const { dispatch, later } = store;

  async function execute({ quote, inToken, outToken }: SwapRunRequest, deps: SwapDeps): Promise<void> {
    const amount = (value: string | bigint, token: SwapRunRequest["inToken"]): TokenAmount => ({
      value: BigInt(value),
      symbol: token.symbol,
      decimals: token.decimals,
    });
    const sold = amount(quote.inTokenAmount, inToken);
    const bought = amount(quote.outTokenAmount, outToken);
    const outcome = await deps.execute(quote, {
      onSteps: (kinds) =>
        dispatch({ type: "planned", amount: sold, swapAmount: bought, stepKinds: kinds, fullRepay: false }),
      onProgress: (progress) => dispatch({ type: "progress", progress }),
    });

    if (outcome.status === "rejected") return fail(deps, makeFailure("rejected", "dialog.rejectedInWallet"));
    if (outcome.status === "failed") {
      return fail(deps, makeFailure("error", outcome.errorId, { detail: outcome.detail }), outcome.hash);
    }
    const hash = outcome.receipt.transactionHash;
    // What the chain moved: the receipt's transfers where there are some (the quote's figures otherwise).
    const moved = swapAmountsFromReceipt(
      { logs: outcome.receipt.logs, value: BigInt(outcome.quote.candidateTrade.value) },
      outcome.quote,
      deps.account,
      getUniswapDeployment(deps.chainId)?.wrappedNative ?? null,
    );
    const final = { sold: amount(moved.in, inToken), bought: amount(moved.out, outToken) };
    const gasUsd = deps.gasUsd(outcome.gasCost);
    dispatch({
      type: "succeeded",
      hash,
      gasUsed: outcome.gasUsed,
      gasCost: outcome.gasCost,
      gasUsd,
      amount: final.sold,
      swapAmount: final.bought,
    });
    deps.notify({
      action: "swap",
      status: "success",
      amount: final.sold,
      swapAmount: final.bought,
      hash,
      chainId: deps.chainId,
      gasUsd,
    });
    later(MARKET_UPDATED_FLAG_MS, { type: "marketUpdated", on: false });
    void deps.invalidate().catch(() => undefined);
    try {
      await recordSwap(deps.postSwap, recordSwapBody({ hash, account: deps.account, quote: outcome.quote, ...final }), {
        sleep: deps.sleep,
      });
      // The history has the swap now: the Exchanges tab and the activity read it again.
      void deps.invalidate().catch(() => undefined);
    } catch (error) {
      deps.onRecordFailed?.(error);
    }
  }

  const fail = (deps: SwapDeps, failure: TransactionFailure, hash?: Hash) =>
    store.fail(failure, hash, { action: "swap", chainId: deps.chainId, notify: deps.notify });

  return {
    get: store.get,
    subscribe: store.subscribe,
    run(request, deps) {
      const start: SwapTransactionRequest = {
        action: "swap",
        from: { value: BigInt(request.quote.inTokenAmount), ...request.inToken },
        to: { value: BigInt(request.quote.outTokenAmount), ...request.outToken },
      };
      return store.runFlow(
        { type: "start", request: start, chainId: deps.chainId },
        () => execute(request, deps),
        (error) => {
          // Whatever escaped the run (a wallet that is not ready, a node error): a swap's unknown error.
          const failure = failureFromError(error);
          fail(
            deps,
            failure.id === "contract.unknown"
              ? makeFailure("error", "swap.unknown", { detail: failure.detail })
              : failure,
          );
        },
      );
    },
    close: () => dispatch({ type: "close" }),
    dispose: store.clearTimers,
  };
}
