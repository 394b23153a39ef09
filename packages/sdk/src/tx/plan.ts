import { erc20Abi, maxUint256, type Abi, type Address, type Hex } from "viem";
import { cErc20Abi, cRBTCAbi, comptrollerAbi } from "@ceiba/deployments";
import {
  gasLimitFor,
  joinAccountMarkets,
  maxBorrow,
  maxWithdrawable,
  projectDebt,
  repayPlan,
  type GasAction,
} from "@ceiba/core";
import type { ProtocolSnapshot } from "../reads/snapshot";

export type LendingAction = "deposit" | "withdraw" | "borrow" | "repay";

/** What a plan does: a lending action, or a send of rBTC or a token to an address (see planSend). */
export type TransactionAction = LendingAction | "send";

/** `"max"` is the spec's -1: the maximum withdrawable, the maximum loan, or the whole debt. */
export type PlanAmount = bigint | "max";

export interface PlanRequest {
  action: LendingAction;
  chainId: number;
  /** A snapshot read for `account` (readSnapshot with the account). */
  snapshot: ProtocolSnapshot;
  comptroller: Address;
  market: Address;
  amount: PlanAmount;
  /** Native only: the fee to keep in the wallet, in wei (see the core limits). */
  estimatedFee?: bigint;
  /** Native full repay: the debt projected a few blocks ahead (core projectDebt); the excess is refunded. */
  projectedDebt?: bigint;
  /** Tokens that refuse a new allowance while one is set (USDT style): they get approve(0) first. */
  approvalResetTokens?: readonly Address[];
}

export type StepKind = "enterMarkets" | "approveReset" | "approve" | "action";

/** One transaction of a plan, ready to simulate and send. */
export interface PlanStep {
  kind: StepKind;
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  /**
   * Calldata sent as it is instead of encoding `functionName(args)`: a plain rBTC transfer has none ("0x"),
   * and `abi` / `functionName` are then empty.
   */
  data?: Hex;
  value: bigint;
  gas: bigint;
  /** The progress shown once this step is confirmed (the action: 80 when sent, 100 when confirmed). */
  progressAfter: number;
}

export interface TransactionPlan {
  action: TransactionAction;
  /** The comptroller behind a lending action: asked why, when a market returns COMPTROLLER_REJECTION. */
  comptroller?: Address;
  /** The market acted on; for a send, the token sent (the zero address for rBTC). */
  market: Address;
  /** The underlying amount the action moves (for a full repay: the debt it settles). */
  amount: bigint;
  /** The full-repay marker is used (repayBorrowAll or repayBorrow(max)). */
  fullRepay: boolean;
  steps: PlanStep[];
}

/** Why no plan can be made; the UI shows it as the validation message of the same name. */
export type PlanError =
  | "unknownMarket"
  | "invalidAmount"
  | "nothingToWithdraw"
  | "nothingToBorrow"
  | "noDebt"
  | "exceedsDebt"
  | "fullRepayNotCovered";

export class PlanRefusedError extends Error {
  constructor(readonly reason: PlanError) {
    super(`No transaction plan: ${reason}`);
    this.name = "PlanRefusedError";
  }
}

/**
 * A native full repay sends the debt projected this many blocks past the snapshot (about 10 minutes on
 * Rootstock) so that it still covers the debt when the transaction is mined; the market refunds the rest.
 */
export const FULL_REPAY_BLOCKS_AHEAD = 20n;

/** The spec's progress model: 10 at start, 30 or 50 after entering markets, 50 after an approval, 80, 100. */
export const PROGRESS = { start: 10, enteredBeforeApproval: 30, prepared: 50, sent: 80, confirmed: 100 } as const;

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The ordered transactions of a deposit, withdraw, borrow or repay (lending-engine §4): enter every
 * market when one is missing, approve when the allowance is short (reset to 0 first for tokens that need
 * it), then the action with the spec's special amounts.
 */
export function planTransaction(request: PlanRequest): TransactionPlan {
  const { snapshot, action } = request;
  const market = snapshot.markets.find((m) => sameAddress(m.market, request.market));
  const position = snapshot.account.positions.find((p) => sameAddress(p.market, request.market));
  if (!market || !position) throw new PlanRefusedError("unknownMarket");
  if (request.amount !== "max" && request.amount <= 0n) throw new PlanRefusedError("invalidAmount");
  const native = market.underlying === "0x0000000000000000000000000000000000000000";
  const gas = (a: GasAction, markets = 1) => gasLimitFor(a, request.chainId, markets);

  const steps: PlanStep[] = [];
  const missing = snapshot.account.positions.filter((p) => !p.entered).map((p) => p.market);
  if (missing.length > 0) {
    steps.push({
      kind: "enterMarkets",
      address: request.comptroller,
      abi: comptrollerAbi,
      functionName: "enterMarkets",
      args: [snapshot.markets.map((m) => m.market)],
      value: 0n,
      gas: gas("enterMarkets", snapshot.markets.length),
      progressAfter: PROGRESS.prepared,
    });
  }

  const marketAbi: Abi = native ? cRBTCAbi : cErc20Abi;
  const actionStep = (
    functionName: string,
    args: readonly unknown[],
    value: bigint,
    gasAction: GasAction,
  ): PlanStep => ({
    kind: "action",
    address: market.market,
    abi: marketAbi,
    functionName,
    args,
    value,
    gas: gas(gasAction),
    progressAfter: PROGRESS.confirmed,
  });
  const approve = (needed: bigint) => {
    if (native || position.allowance >= needed) return;
    const token = market.underlying;
    if (position.allowance > 0n && request.approvalResetTokens?.some((t) => sameAddress(t, token))) {
      steps.push(approveStep(token, market.market, 0n, "approveReset", gas("approve")));
    }
    steps.push(approveStep(token, market.market, needed, "approve", gas("approve")));
  };

  let amount: bigint;
  let fullRepay = false;
  switch (action) {
    case "deposit": {
      if (request.amount === "max") throw new PlanRefusedError("invalidAmount"); // the UI resolves max deposits
      amount = request.amount;
      approve(amount);
      steps.push(native ? actionStep("mint", [], amount, "mint") : actionStep("mint", [amount], 0n, "mint"));
      break;
    }
    case "withdraw": {
      const max = maxWithdrawable({
        account: accountOf(snapshot),
        market: market.market,
        cash: market.cash,
        totalReserves: market.totalReserves,
      });
      if (request.amount === "max") {
        if (max.underlying === 0n) throw new PlanRefusedError("nothingToWithdraw");
        amount = max.underlying;
        // All tokens when nothing holds them back: redeem leaves no dust.
        steps.push(
          max.tokens === position.tokens
            ? actionStep("redeem", [position.tokens], 0n, "redeem")
            : actionStep("redeemUnderlying", [max.underlying], 0n, "redeem"),
        );
      } else {
        amount = request.amount;
        steps.push(actionStep("redeemUnderlying", [amount], 0n, "redeem"));
      }
      break;
    }
    case "borrow": {
      if (request.amount === "max") {
        const max = maxBorrow({ account: accountOf(snapshot), market });
        if (max.amount === 0n) throw new PlanRefusedError("nothingToBorrow");
        amount = max.amount;
      } else {
        amount = request.amount;
      }
      steps.push(actionStep("borrow", [amount], 0n, "borrow"));
      break;
    }
    case "repay": {
      const debt = position.borrowBalance;
      if (debt === 0n) throw new PlanRefusedError("noDebt");
      const wanted = request.amount === "max" ? debt : request.amount;
      const repay = repayPlan({
        amount: wanted,
        borrowBalance: debt,
        walletBalance: position.walletBalance,
        native,
        underlyingDecimals: market.underlyingDecimals,
        estimatedFee: request.estimatedFee,
        projectedBorrowBalance:
          request.projectedDebt ?? projectDebt(debt, market, snapshot.blockNumber + FULL_REPAY_BLOCKS_AHEAD, position),
      });
      if ("error" in repay) throw new PlanRefusedError(repay.error);
      amount = wanted;
      if (repay.kind === "repayAll") {
        fullRepay = true;
        steps.push(actionStep("repayBorrowAll", [], repay.value, "repay"));
      } else if (repay.kind === "repayMax") {
        fullRepay = true;
        approve(repay.approval);
        steps.push(actionStep("repayBorrow", [maxUint256], 0n, "repay"));
      } else if (native) {
        steps.push(actionStep("repayBorrow", [], repay.value, "repay"));
      } else {
        approve(repay.approval);
        steps.push(actionStep("repayBorrow", [repay.amount], 0n, "repay"));
      }
      break;
    }
  }

  // Progress after each preliminary step: 30 after entering markets when an approval follows, else 50.
  const first = steps[0];
  if (first?.kind === "enterMarkets" && steps.some((s) => s.kind !== "enterMarkets" && s.kind !== "action")) {
    first.progressAfter = PROGRESS.enteredBeforeApproval;
  }
  return { action, comptroller: request.comptroller, market: market.market, amount, fullRepay, steps };
}

function approveStep(token: Address, spender: Address, amount: bigint, kind: StepKind, gas: bigint): PlanStep {
  return {
    kind,
    address: token,
    abi: erc20Abi,
    functionName: "approve",
    args: [spender, amount],
    value: 0n,
    gas,
    progressAfter: PROGRESS.prepared,
  };
}

/** The account's position in every market, in the shape of core's liquidity maths. */
function accountOf(snapshot: ProtocolSnapshot) {
  return joinAccountMarkets(snapshot.markets, snapshot.account.positions);
}

/** "Step x of y" of the spec: the 1-based position of a step among the plan's transactions. */
export function stepLabel(plan: TransactionPlan, index: number): { step: number; of: number } {
  return { step: index + 1, of: plan.steps.length };
}
