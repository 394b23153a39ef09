import type { ErrorId } from "@ceiba/core";
import { PROGRESS, type PlanProgress, type StepKind, type SwapStepKind } from "@ceiba/sdk";
import type { Hash } from "viem";
import type { TokenAmount } from "../../shell/ui-store";
import type { DialogRequest } from "./transaction-request";

/** A step the dialog names: a lending plan's transaction, or a swap's (approval, permit signature, trade). */
export type DialogStepKind = StepKind | SwapStepKind;

/** A step's progress as a plan runner reports it (@ceiba/sdk executePlan, executeSwap). */
export type DialogProgress = Omit<PlanProgress, "kind"> & { kind: DialogStepKind };

/**
 * Why a transaction did not go through, as the dialog's error reasons (app-shell §4 "Error dialog
 * reasons: rejected by user, error, total repay error, or a message that has a translation"), plus the
 * two ways a sent transaction can vanish.
 */
export type FailureReason = "rejected" | "error" | "totalRepay" | "dropped" | "replaced";

export interface TransactionFailure {
  reason: FailureReason;
  /** The catalogue entry shown (message; its recommendation unless `recommendationId` says otherwise). */
  id: ErrorId;
  /** A recommendation the server chose (GET /transaction/decodeLogs, /revertReason). */
  recommendationId?: ErrorId;
  /** The raw reason (error name, revert string), for support. */
  detail?: string;
  /** Every error but the wallet refusal links to support (app-shell §8). */
  supportLink: boolean;
  /** Gas errors link the gas guide. */
  gasGuide: boolean;
}

export type TransactionStatus = "idle" | "running" | "success" | "failed";

export interface TransactionState {
  status: TransactionStatus;
  /** The dialog is shown. */
  open: boolean;
  /** The spec's loading flag: on from the start, cleared LOADING_CLEAR_DELAY_MS (2 s) after any result. */
  loading: boolean;
  request: DialogRequest | undefined;
  chainId: number | undefined;
  /** 10 at the start, 30 or 50 after entering markets, 50 after an approval, 80 when sent, 100 confirmed. */
  progress: number;
  /** "Step x of y": 1-based step of the plan's transactions; `of` is 1 until the plan is known. */
  step: number;
  of: number;
  stepKind: DialogStepKind | undefined;
  /** The plan's steps, in order (enterMarkets, approve, action...; a swap's approve, sign, action), once planned. */
  stepKinds: readonly DialogStepKind[];
  /** At 80 or more the action is signed and sent: the dialog shows it as confirmed by the wallet. */
  sent: boolean;
  /** The latest transaction's hash (the action's once signed). */
  hash: Hash | undefined;
  /** What the action moves, resolved ("max" replaced), with its unit; for a swap, what it sells. */
  amount: TokenAmount | undefined;
  /** What a swap buys (the notification's "swap amount" and symbolSwap, app-shell §3). */
  swapAmount: TokenAmount | undefined;
  /** A repay sent with the full-repay marker (the whole debt). */
  fullRepay: boolean;
  /** Gas used by the confirmed steps, summed, and what it cost in wei and in USD (1e18). */
  gasUsed: bigint;
  gasCost: bigint;
  gasUsd: bigint | undefined;
  failure: TransactionFailure | undefined;
  /** The spec's reject flag: the user refused in the wallet. */
  rejected: boolean;
  /** The spec's total-repay error flag. */
  totalRepayError: boolean;
  /** On for MARKET_UPDATED_FLAG_MS (500 ms) after a success. */
  marketUpdated: boolean;
  /** A deposit of the borrow flow went through, and how much (lending-engine §4). */
  depositExecuted: boolean;
  depositedAmount: bigint | undefined;
}

export const IDLE_TRANSACTION: TransactionState = {
  status: "idle",
  open: false,
  loading: false,
  request: undefined,
  chainId: undefined,
  progress: 0,
  step: 1,
  of: 1,
  stepKind: undefined,
  stepKinds: [],
  sent: false,
  hash: undefined,
  amount: undefined,
  swapAmount: undefined,
  fullRepay: false,
  gasUsed: 0n,
  gasCost: 0n,
  gasUsd: undefined,
  failure: undefined,
  rejected: false,
  totalRepayError: false,
  marketUpdated: false,
  depositExecuted: false,
  depositedAmount: undefined,
};

export type TransactionEvent =
  | { type: "start"; request: DialogRequest; chainId: number }
  | {
      type: "planned";
      amount: TokenAmount;
      swapAmount?: TokenAmount;
      stepKinds: readonly DialogStepKind[];
      fullRepay: boolean;
    }
  | { type: "progress"; progress: DialogProgress }
  | {
      type: "succeeded";
      hash: Hash | undefined;
      gasUsed: bigint;
      gasCost: bigint;
      gasUsd: bigint | undefined;
      /** The amount the receipt's event reports, when it does (it replaces the planned one). */
      amount?: TokenAmount;
      /** What a swap bought, as its receipt reports it. */
      swapAmount?: TokenAmount;
    }
  | { type: "failed"; failure: TransactionFailure; hash?: Hash }
  | { type: "loadingCleared" }
  | { type: "marketUpdated"; on: boolean }
  | { type: "close" };

/** Steps of the same flow run before this request in the dialog (the loan after its deposit). */
const stepsBefore = (request: DialogRequest | undefined): number =>
  request && "stepsBefore" in request ? (request.stepsBefore ?? 0) : 0;
/** Steps still to come after this request (a borrow-flow deposit: the loan). */
const stepsAfter = (request: DialogRequest | undefined): number =>
  request && "inBorrowFlow" in request && request.inBorrowFlow ? 1 : 0;

/** The transaction dialog's state machine (app-shell §4 "Transaction dialog"). Pure. */
export function transactionReducer(state: TransactionState, event: TransactionEvent): TransactionState {
  switch (event.type) {
    case "start": {
      const before = stepsBefore(event.request);
      return {
        ...IDLE_TRANSACTION,
        status: "running",
        open: true,
        loading: true,
        request: event.request,
        chainId: event.chainId,
        progress: PROGRESS.start,
        step: before + 1,
        of: before + 1,
      };
    }
    case "planned":
      return state.status === "running"
        ? {
            ...state,
            amount: event.amount,
            swapAmount: event.swapAmount ?? state.swapAmount,
            stepKinds: event.stepKinds,
            of: stepsBefore(state.request) + Math.max(1, event.stepKinds.length) + stepsAfter(state.request),
            stepKind: event.stepKinds[0],
            fullRepay: event.fullRepay,
          }
        : state;
    case "progress": {
      if (state.status !== "running") return state;
      const p = event.progress;
      // executePlan reports a preliminary step (enter markets, approval) once it is confirmed: the dialog
      // then shows the step that starts, the one the wallet asks about next.
      const finished = p.kind !== "action" && p.progress > PROGRESS.start;
      const step = finished ? Math.min(p.step + 1, p.of) : p.step;
      const before = stepsBefore(state.request);
      return {
        ...state,
        // Progress never goes back.
        progress: Math.max(state.progress, p.progress),
        step: before + step,
        of: before + p.of + stepsAfter(state.request),
        stepKind: state.stepKinds[step - 1] ?? p.kind,
        sent: state.sent || (p.kind === "action" && p.progress >= PROGRESS.sent),
        // The dialog's "Transaction" is the action's: an approval's hash would name the wrong one.
        hash: p.kind === "action" ? (p.hash ?? state.hash) : state.hash,
        gasUsed: p.gasUsed,
        gasCost: p.gasCost,
      };
    }
    case "succeeded": {
      if (state.status !== "running") return state;
      const deposit = state.request?.action === "deposit" && state.request.inBorrowFlow === true;
      return {
        ...state,
        status: "success",
        progress: PROGRESS.confirmed,
        step: state.of - stepsAfter(state.request),
        sent: true,
        hash: event.hash ?? state.hash,
        gasUsed: event.gasUsed,
        gasCost: event.gasCost,
        gasUsd: event.gasUsd,
        amount: event.amount ?? state.amount,
        swapAmount: event.swapAmount ?? state.swapAmount,
        marketUpdated: true,
        depositExecuted: state.depositExecuted || deposit,
        depositedAmount: deposit ? (event.amount ?? state.amount)?.value : state.depositedAmount,
      };
    }
    case "failed":
      if (state.status !== "running") return state;
      return {
        ...state,
        status: "failed",
        hash: event.hash ?? state.hash,
        failure: event.failure,
        rejected: event.failure.reason === "rejected",
        totalRepayError: event.failure.reason === "totalRepay",
      };
    case "loadingCleared":
      return state.status === "running" ? state : { ...state, loading: false };
    case "marketUpdated":
      return { ...state, marketUpdated: event.on };
    case "close":
      return { ...state, open: false };
  }
}
