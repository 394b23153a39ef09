/**
 * Runs a swap through the aggregator (lending-engine §4 "Swap via aggregator", §8 swap errors): approve the
 * token sold when its allowance is short (one confirmation), quote again, sign the permit when the quote
 * asks for one (its signer checked against the user, the signature put into the calldata), send the trade
 * and wait for it. Every failure is a catalogue id:
 *   the wallet gave no transaction hash        swap.noHash ('La transacción no retornó un hash válido')
 *   waiting for the receipt failed             swap.confirmFailed ('Error al confirmar la transacción')
 *   the receipt says reverted                  swap.rejectedByNetwork (the exchange rejected by the network)
 *   the permit's signer is not the user        swap.signatureVerification ('Signature verification failed')
 *   anything else                              swap.unknown ('Error desconocido en el swap'), unless a
 *                                              simulation names a known contract error
 * A refusal in the wallet is `rejected`, as in the lending plans.
 */
import { withGasOverhead, type ErrorId } from "@ceiba/core";
import {
  encodeFunctionData,
  erc20Abi,
  isHash,
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
import { decodeFailure, failureErrorId } from "../errors/decode";
import { PROGRESS } from "../tx/plan";
import { insertPermitSignature, verifyPermitSigner } from "./permit-signature";
import { signablePermit } from "./permit-typed-data";
import type { SwapQuote } from "./quote-types";
import { SwapRefusedError, swapApproval, swapProgressAfter, swapStepKinds, type SwapStepKind } from "./swap-plan";

/** What the dialog shows while a swap runs: the lending plans' progress with the swap's step kinds. */
export interface SwapProgress {
  /** 10, 30, 50, 80 or 100. */
  progress: number;
  step: number;
  of: number;
  kind: SwapStepKind;
  hash?: Hash;
  gasUsed: bigint;
  gasCost: bigint;
}

export type SwapOutcome =
  | {
      status: "success";
      /** The quote the trade was sent with (the fresh one). */
      quote: SwapQuote;
      receipt: TransactionReceipt;
      /** Gas of every transaction sent (approval and trade), and its cost in wei. */
      gasUsed: bigint;
      gasCost: bigint;
    }
  | { status: "rejected"; step: number }
  | { status: "failed"; step: number; errorId: ErrorId; hash?: Hash; detail?: string };

/** The permit helpers (default: this package's Uniswap ones, verifyPermitSigner and insertPermitSignature). */
export interface PermitSigning {
  /** Throws unless `signature` over `typedData` was made by `account`. */
  verifySigner(input: { typedData: PermitTypedData; signature: Hex; account: Address }): Promise<void>;
  /** The trade's calldata with the signature in place of the blank the quote left for it. */
  insertSignature(data: Hex, signature: Hex): Hex;
}

export const UNISWAP_PERMIT_SIGNING: PermitSigning = {
  verifySigner: verifyPermitSigner,
  insertSignature: insertPermitSignature,
};

export type PermitTypedData = NonNullable<SwapQuote["signingRequest"]>["typedData"];

export interface ExecuteSwapOptions {
  /** The quote the user confirmed. */
  quote: SwapQuote;
  publicClient: PublicClient;
  walletClient: WalletClient<Transport, Chain | undefined, Account>;
  /** The same request asked again of the same provider (after the approval, so that the permit is fresh). */
  requote: () => Promise<SwapQuote>;
  permit?: PermitSigning;
  onProgress?: (progress: SwapProgress) => void;
  /** The steps, once the allowance is read, and again if the fresh quote changes them. */
  onSteps?: (kinds: readonly SwapStepKind[]) => void;
  /** How long to wait for a receipt (default 10 min). */
  receiptTimeoutMs?: number;
}

/** A step's failure, thrown inside executeSwap and returned as its outcome. */
class StepFailure extends Error {
  constructor(readonly outcome: Extract<SwapOutcome, { status: "failed" | "rejected" }>) {
    super(outcome.status);
  }
}

/**
 * The fresh quote must stay within what the user confirmed: at least the confirmed minimum out (exact in),
 * at most the confirmed maximum in (exact out). Otherwise the price moved beyond the slippage.
 */
export function withinConfirmedLimits(confirmed: SwapQuote, fresh: SwapQuote): boolean {
  if (fresh.isExactIn !== confirmed.isExactIn) return false;
  return confirmed.isExactIn
    ? BigInt(fresh.outTokenAmount) >= BigInt(confirmed.market.minimumReceived)
    : BigInt(fresh.inTokenAmount) <= BigInt(confirmed.market.maximumSold);
}

export async function executeSwap(options: ExecuteSwapOptions): Promise<SwapOutcome> {
  const { publicClient, walletClient } = options;
  const account = walletClient.account.address;
  let kinds: SwapStepKind[] = [];
  let index = 0;
  let gasUsed = 0n;
  let gasCost = 0n;
  const report = (progress: number, hash?: Hash) =>
    options.onProgress?.({
      progress,
      step: Math.min(index + 1, kinds.length),
      of: kinds.length,
      kind: kinds[index] ?? "action",
      hash,
      gasUsed,
      gasCost,
    });
  const fail = (errorId: ErrorId, extra: { hash?: Hash; detail?: string } = {}) =>
    new StepFailure({ status: "failed", step: index + 1, errorId, ...extra });
  const rejected = () => new StepFailure({ status: "rejected", step: index + 1 });

  /** Simulates (eth_estimateGas), sends with a legacy gas price and waits for one confirmation. */
  async function sendAndConfirm(call: { to: Address; data: Hex; value: bigint }): Promise<TransactionReceipt> {
    const request = { account, to: call.to, data: call.data, value: call.value === 0n ? undefined : call.value };
    let gas: bigint;
    try {
      gas = withGasOverhead(await publicClient.estimateGas(request));
    } catch (error) {
      const id = failureErrorId(decodeFailure(error));
      throw fail(id === "contract.unknown" ? "swap.unknown" : id, { detail: decodeFailure(error).detail });
    }
    let hash: unknown;
    try {
      const gasPrice = await publicClient.getGasPrice();
      hash = await walletClient.sendTransaction({
        ...request,
        account: walletClient.account,
        chain: walletClient.chain,
        gas,
        gasPrice,
        type: "legacy",
      });
    } catch (error) {
      const decoded = decodeFailure(error);
      if (decoded.source === "rejected") throw rejected();
      throw fail("swap.noHash", { detail: decoded.detail });
    }
    if (typeof hash !== "string" || !isHash(hash)) throw fail("swap.noHash", { detail: String(hash) });
    if (kinds[index] === "action") report(PROGRESS.sent, hash);
    let receipt: TransactionReceipt;
    try {
      receipt = await publicClient.waitForTransactionReceipt({
        hash,
        confirmations: 1,
        timeout: options.receiptTimeoutMs ?? 600_000,
      });
    } catch (error) {
      throw fail("swap.confirmFailed", { hash, detail: decodeFailure(error).detail });
    }
    gasUsed += receipt.gasUsed;
    gasCost += receipt.gasUsed * receipt.effectiveGasPrice;
    if (receipt.status !== "success") throw fail("swap.rejectedByNetwork", { hash });
    return receipt;
  }

  async function readAllowance(quote: SwapQuote): Promise<bigint | undefined> {
    const approval = swapApproval(quote);
    if (!approval) return undefined;
    try {
      return await publicClient.readContract({
        address: approval.token,
        abi: erc20Abi,
        functionName: "allowance",
        args: [account, approval.spender],
      });
    } catch (error) {
      throw new SwapRefusedError("swap.allowanceCheckFailed", decodeFailure(error).detail);
    }
  }

  try {
    const confirmed = options.quote;
    kinds = swapStepKinds(confirmed, await readAllowance(confirmed));
    options.onSteps?.(kinds);
    report(PROGRESS.start);

    if (kinds[0] === "approve") {
      const approval = swapApproval(confirmed);
      if (!approval) throw new SwapRefusedError("swap.invalidApproveParams");
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: "approve",
        args: [approval.spender, approval.amount],
      });
      await sendAndConfirm({ to: approval.token, data, value: 0n });
      report(swapProgressAfter(kinds, index));
      index += 1;
    }

    const quote = await options.requote();
    if (!withinConfirmedLimits(confirmed, quote)) throw new SwapRefusedError("swap.priceMoved");
    const rest = swapStepKinds(quote, undefined).filter((kind) => kind !== "approve");
    if (rest.join() !== kinds.slice(index).join()) {
      kinds = [...kinds.slice(0, index), ...rest];
      options.onSteps?.(kinds);
    }

    let data = quote.candidateTrade.data as Hex;
    if (quote.signingRequest) {
      const { typedData } = quote.signingRequest;
      let signature: Hex;
      try {
        signature = await walletClient.signTypedData({ account: walletClient.account, ...signablePermit(typedData) });
      } catch (error) {
        const decoded = decodeFailure(error);
        if (decoded.source === "rejected") throw rejected();
        throw fail("swap.unknown", { detail: decoded.detail });
      }
      const permit = options.permit ?? UNISWAP_PERMIT_SIGNING;
      const verified = await permit.verifySigner({ typedData, signature, account }).then(
        () => true,
        () => false,
      );
      if (!verified) throw fail("swap.signatureVerification");
      data = permit.insertSignature(data, signature);
      report(swapProgressAfter(kinds, index));
      index += 1;
    }

    const receipt = await sendAndConfirm({
      to: quote.candidateTrade.to as Address,
      data,
      value: BigInt(quote.candidateTrade.value),
    });
    report(PROGRESS.confirmed, receipt.transactionHash);
    return { status: "success", quote, receipt, gasUsed, gasCost };
  } catch (error) {
    if (error instanceof StepFailure) return error.outcome;
    if (error instanceof SwapRefusedError) return { status: "failed", step: index + 1, errorId: error.errorId };
    return { status: "failed", step: index + 1, errorId: "swap.unknown", detail: decodeFailure(error).detail };
  }
}
