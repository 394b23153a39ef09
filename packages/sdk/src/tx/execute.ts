import {
  WaitForTransactionReceiptTimeoutError,
  decodeFunctionResult,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from "viem";
import { COMPTROLLER_REJECTION, codeForCompoundFailure } from "../errors/compound-codes";
import { comptrollerRejectionDetail } from "../errors/comptroller-rejection";
import { decodeFailure, decodeFailureLogs, decodeReturnCode, type DecodedFailure } from "../errors/decode";
import { estimateStepGas, stepCalldata } from "./estimate-gas";
import { PROGRESS, type PlanStep, type TransactionPlan } from "./plan";

/** What the transaction dialog shows while a plan runs (app-shell §4). */
export interface PlanProgress {
  /** 10, 30, 50, 80 or 100. */
  progress: number;
  /** 1-based step among `of`. */
  step: number;
  of: number;
  kind: PlanStep["kind"];
  /** The hash of the step's transaction once the wallet signed it. */
  hash?: Hash;
  /** Gas used so far by confirmed steps, and what it cost (wei). */
  gasUsed: bigint;
  gasCost: bigint;
}

export type PlanOutcome =
  | { status: "success"; receipts: TransactionReceipt[]; gasUsed: bigint; gasCost: bigint }
  /** Simulation or the chain refused a step: nothing after it was sent. */
  | { status: "failed"; step: number; failure: DecodedFailure; hash?: Hash; receipts: TransactionReceipt[] }
  /** The user refused to sign in the wallet. */
  | { status: "rejected"; step: number; receipts: TransactionReceipt[] }
  /** The transaction left the mempool without being mined, or another took its nonce. */
  | { status: "dropped" | "replaced"; step: number; hash: Hash; receipts: TransactionReceipt[] };

export interface ExecuteOptions {
  plan: TransactionPlan;
  publicClient: PublicClient;
  walletClient: WalletClient<Transport, Chain | undefined, Account>;
  onProgress?: (progress: PlanProgress) => void;
  /** How long to wait for a receipt before checking whether the transaction was dropped (default 10 min). */
  receiptTimeoutMs?: number;
}

/**
 * Runs a plan step by step: each step is simulated first (a revert or a Compound-style non-zero return
 * refuses it before the wallet is asked), sent with its gas limit and a legacy gas price (Rootstock has
 * no EIP-1559), and confirmed before the next. Gas is summed over the receipts.
 */
export async function executePlan(options: ExecuteOptions): Promise<PlanOutcome> {
  const { plan, publicClient, walletClient } = options;
  const receipts: TransactionReceipt[] = [];
  let gasUsed = 0n;
  let gasCost = 0n;
  const report = (index: number, progress: number, hash?: Hash) =>
    options.onProgress?.({
      progress,
      step: index + 1,
      of: plan.steps.length,
      kind: plan.steps[index]?.kind ?? "action",
      hash,
      gasUsed,
      gasCost,
    });

  report(0, PROGRESS.start);
  for (const [index, step] of plan.steps.entries()) {
    const call: CallRequest = {
      account: walletClient.account,
      to: step.address,
      data: stepCalldata(step),
      value: step.value === 0n ? undefined : step.value,
    };
    try {
      const simulated = await publicClient.call(call);
      const refused = returnCodeOf(step, simulated.data);
      if (refused) {
        const failure = await explainRejection(publicClient, plan, step, walletClient.account.address, refused);
        return { status: "failed", step: index + 1, failure, receipts };
      }
    } catch (error) {
      const failure = await explainRejection(
        publicClient,
        plan,
        step,
        walletClient.account.address,
        decodeFailure(error),
      );
      return { status: "failed", step: index + 1, failure, receipts };
    }

    let hash: Hash;
    try {
      const gasPrice = await publicClient.getGasPrice();
      // Estimated on the state this step meets (after the steps before it), the fixed limit as the fallback.
      const { gas } = await estimateStepGas(publicClient, step, walletClient.account.address);
      hash = await walletClient.sendTransaction({
        ...call,
        account: walletClient.account,
        chain: walletClient.chain,
        gas,
        gasPrice,
        type: "legacy",
      });
    } catch (error) {
      const failure = decodeFailure(error);
      if (failure.source === "rejected") return { status: "rejected", step: index + 1, receipts };
      return { status: "failed", step: index + 1, failure, receipts };
    }
    if (step.kind === "action") report(index, PROGRESS.sent, hash);

    let replaced: "replaced" | "cancelled" | undefined;
    let receipt: TransactionReceipt;
    try {
      receipt = await publicClient.waitForTransactionReceipt({
        hash,
        timeout: options.receiptTimeoutMs ?? 600_000,
        onReplaced: (r) => {
          // A speed-up (same call, higher price) is followed; another transaction on the nonce is not ours.
          if (r.reason !== "repriced") replaced = r.reason;
        },
      });
    } catch (error) {
      if (error instanceof WaitForTransactionReceiptTimeoutError) {
        const known = await publicClient.getTransaction({ hash }).catch(() => undefined);
        if (!known) return { status: "dropped", step: index + 1, hash, receipts };
      }
      return { status: "failed", step: index + 1, failure: decodeFailure(error), hash, receipts };
    }
    if (replaced) return { status: "replaced", step: index + 1, hash, receipts };
    receipts.push(receipt);
    gasUsed += receipt.gasUsed;
    gasCost += receipt.gasUsed * receipt.effectiveGasPrice;

    if (receipt.status !== "success") {
      const failure = await revertReason(publicClient, receipt, call);
      return { status: "failed", step: index + 1, failure, hash, receipts };
    }
    // Compound-style deployments report failures as a Failure event in a successful transaction.
    const logged = decodeFailureLogs(receipt.logs);
    if (logged) return { status: "failed", step: index + 1, failure: logged, hash, receipts };
    report(index, step.progressAfter, hash);
  }
  return { status: "success", receipts, gasUsed, gasCost };
}

interface CallRequest {
  account: Account;
  to: Address;
  data: Hex;
  value: bigint | undefined;
}

/** A Compound-style function returns a non-zero uint on failure instead of reverting. */
function returnCodeOf(step: PlanStep, data: Hex | undefined): DecodedFailure | undefined {
  if (step.data !== undefined || !data || data === "0x") return undefined;
  try {
    const result = decodeFunctionResult({ abi: step.abi, functionName: step.functionName, data });
    return typeof result === "bigint" && step.kind === "action" ? decodeReturnCode(result) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A simulated COMPTROLLER_REJECTION carries no reason (the `Failure` log is only in a mined transaction):
 * the comptroller's own check says which one, so the user reads "not enough collateral" rather than
 * "the contract rejected it".
 */
async function explainRejection(
  publicClient: PublicClient,
  plan: TransactionPlan,
  step: PlanStep,
  account: Address,
  refused: DecodedFailure,
): Promise<DecodedFailure> {
  // Tropykus' native markets revert with the function's code and the Compound error: "R2 (03)".
  const nativeError = /^R\d{1,2} \((\d{2})\)$/.exec(refused.detail ?? "")?.[1];
  if (nativeError !== undefined && BigInt(nativeError) !== COMPTROLLER_REJECTION) {
    const code = codeForCompoundFailure(BigInt(nativeError));
    return code ? { ...refused, code } : refused;
  }
  const rejected =
    (refused.source === "returnCode" && refused.detail === String(COMPTROLLER_REJECTION)) || nativeError !== undefined;
  if (!rejected || !plan.comptroller) return refused;
  const detail = await comptrollerRejectionDetail(publicClient, { comptroller: plan.comptroller, account, step });
  if (detail === undefined || detail === 0n) return refused;
  return {
    code: codeForCompoundFailure(COMPTROLLER_REJECTION, detail) ?? refused.code,
    source: refused.source,
    detail: `${refused.detail ?? COMPTROLLER_REJECTION}/${detail}`,
  };
}

/** Replays a reverted transaction at the state before its block to recover the reason. */
async function revertReason(
  publicClient: PublicClient,
  receipt: TransactionReceipt,
  call: CallRequest,
): Promise<DecodedFailure> {
  try {
    await publicClient.call({ ...call, blockNumber: receipt.blockNumber - 1n });
    return { code: undefined, source: "unknown", detail: "reverted on chain, not when replayed" };
  } catch (error) {
    return decodeFailure(error);
  }
}
