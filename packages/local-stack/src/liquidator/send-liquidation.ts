import {
  type Abi,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  type Hash,
  type Hex,
  decodeErrorResult,
  maxUint256,
  parseEther,
} from "viem";
import { contractErrorId, errorMessage, marketTokensUsd, supplyUnderlying, usdValue } from "@ceiba/core";
import { cErc20Abi, cRBTCAbi, comptrollerAbi, priceOracleProxyAbi, testTokenAbi } from "@ceiba/deployments";
import type { LocalClients } from "../seed/local-clients";
import type { LiquidationTarget, LiquidatorWallet } from "./choose-liquidation";
import { liquidateBorrowOf } from "./market-logs";

/** TestToken.FAUCET_MAX: the most one faucet call mints. */
export const TEST_TOKEN_FAUCET_MAX = parseEther("1000000");

/**
 * Every custom error a liquidation can revert with: the markets', the comptroller's (it reverts inside the
 * market's call) and the test tokens' (a transfer without the balance or the allowance).
 */
const PROTOCOL_ERRORS: Abi = [
  ...cErc20Abi,
  ...cRBTCAbi,
  ...comptrollerAbi,
  ...priceOracleProxyAbi,
  ...testTokenAbi,
].filter(
  (item, i, all) =>
    item.type === "error" && all.findIndex((other) => other.type === "error" && other.name === item.name) === i,
);

/** "C14 (The account has no shortfall: it cannot be liquidated.)", or the error's own short message. */
export function describeRevert(error: unknown): string {
  let name: string | undefined;
  if (error instanceof BaseError) {
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      name = reverted.data?.errorName;
      if (!name && reverted.raw) {
        try {
          name = decodeErrorResult({ abi: PROTOCOL_ERRORS, data: reverted.raw as Hex }).errorName;
        } catch {
          name = undefined;
        }
      }
    }
    if (!name) return error.shortMessage;
  }
  if (!name) return error instanceof Error ? error.message : String(error);
  const id = contractErrorId(name);
  return id ? `${name} (${errorMessage(id, "en")})` : name;
}

/** One transaction the liquidator sent besides the liquidation itself, for the log. */
export type LiquidatorAction =
  | { kind: "faucet"; txHash: Hash; amount: bigint; decimals: number; symbol: string }
  | { kind: "approve"; txHash: Hash; market: string; symbol: string };

export interface LiquidationResult {
  borrower: Address;
  /** Market symbols. */
  borrowedMarket: string;
  collateralMarket: string;
  /** From the LiquidateBorrow event. */
  repayAmount: bigint;
  seizeTokens: bigint;
  /** Underlying of the seized tokens at the collateral's exchange rate after the liquidation. */
  seizedUnderlying: bigint;
  repayUsd: bigint;
  seizeUsd: bigint;
  /** seizeUsd − repayUsd, before gas. */
  profitUsd: bigint;
  txHash: Hash;
  blockNumber: bigint;
}

export type SendOutcome =
  | { ok: true; result: LiquidationResult; actions: LiquidatorAction[] }
  | { ok: false; reason: string; actions: LiquidatorAction[] };

/**
 * Sends one liquidation as `liquidator`: mints the debt token from the test faucet when the wallet holds
 * too little (local test tokens only), approves the market when the allowance is short, simulates
 * liquidateBorrow (the payable one for a native market) and sends it. Every transaction is confirmed; a
 * refusal in the simulation sends nothing and comes back decoded.
 */
export async function sendLiquidation(options: {
  clients: LocalClients;
  liquidator: Address;
  target: LiquidationTarget;
  wallet: LiquidatorWallet | undefined;
  onAction?: (action: LiquidatorAction) => void;
}): Promise<SendOutcome> {
  const { clients, liquidator, target } = options;
  const { publicClient } = clients;
  const sender = clients.wallet(liquidator);
  const { borrowed, collateral, plan, borrower } = target;
  const actions: LiquidatorAction[] = [];
  const confirm = async (what: string, sent: Promise<Hash>) => {
    const hash = await sent;
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`${what} transaction ${hash} reverted`);
    return receipt;
  };
  const record = (action: LiquidatorAction) => {
    actions.push(action);
    options.onAction?.(action);
  };

  try {
    const token = borrowed.underlying;
    if (token !== null) {
      const balance = options.wallet?.walletBalance ?? 0n;
      for (let missing = plan.repayAmount - balance; missing > 0n; missing -= TEST_TOKEN_FAUCET_MAX) {
        const amount = missing > TEST_TOKEN_FAUCET_MAX ? TEST_TOKEN_FAUCET_MAX : missing;
        const { transactionHash } = await confirm(
          "faucet",
          sender.writeContract({
            address: token,
            abi: testTokenAbi,
            functionName: "faucet",
            args: [liquidator, amount],
          }),
        );
        const { underlyingDecimals: decimals, underlyingSymbol: symbol } = borrowed;
        record({ kind: "faucet", txHash: transactionHash, amount, decimals, symbol });
      }
      if ((options.wallet?.allowance ?? 0n) < plan.repayAmount) {
        const { transactionHash } = await confirm(
          "approve",
          sender.writeContract({
            address: token,
            abi: testTokenAbi,
            functionName: "approve",
            args: [borrowed.address, maxUint256],
          }),
        );
        record({
          kind: "approve",
          txHash: transactionHash,
          market: borrowed.symbol,
          symbol: borrowed.underlyingSymbol,
        });
      }
    }

    // Simulated first: a refusal (C14 when the account is no longer short, C15, T11, C6…) costs nothing.
    let sent: Promise<Hash>;
    if (token === null) {
      const { request } = await publicClient.simulateContract({
        account: liquidator,
        address: borrowed.address,
        abi: cRBTCAbi,
        functionName: "liquidateBorrow",
        args: [borrower, collateral.address],
        value: plan.repayAmount,
      });
      sent = sender.writeContract(request);
    } else {
      const { request, result } = await publicClient.simulateContract({
        account: liquidator,
        address: borrowed.address,
        abi: cErc20Abi,
        functionName: "liquidateBorrow",
        args: [borrower, plan.repayAmount, collateral.address],
      });
      // Compound's (and Tropykus') token markets may refuse by returning an error code instead of reverting.
      if (result !== 0n) return { ok: false, reason: `the market refused it (Compound error code ${result})`, actions };
      sent = sender.writeContract(request);
    }
    const receipt = await confirm("liquidateBorrow", sent);
    // The borrowed market's LiquidateBorrow, in either event layout (ours, or Tropykus' with addresses indexed).
    const [event] = receipt.logs
      .filter((log) => log.address.toLowerCase() === borrowed.address.toLowerCase())
      .flatMap((log) => liquidateBorrowOf(log) ?? []);
    if (!event) throw new Error(`liquidation ${receipt.transactionHash} emitted no LiquidateBorrow`);
    // Valued as the indexer values a liquidation: the seized tokens at the collateral's rate after it.
    const rateAfter = await publicClient.readContract({
      address: collateral.address,
      abi: cErc20Abi,
      functionName: "exchangeRateStored",
      blockNumber: receipt.blockNumber,
    });
    const { repayAmount, seizeTokens } = event;
    const repayUsd = usdValue(repayAmount, borrowed.underlyingPrice);
    const seizeUsd = marketTokensUsd(seizeTokens, rateAfter, collateral.underlyingPrice);
    return {
      ok: true,
      actions,
      result: {
        borrower,
        borrowedMarket: borrowed.symbol,
        collateralMarket: collateral.symbol,
        repayAmount,
        seizeTokens,
        seizedUnderlying: supplyUnderlying(seizeTokens, rateAfter),
        repayUsd,
        seizeUsd,
        profitUsd: seizeUsd - repayUsd,
        txHash: receipt.transactionHash,
        blockNumber: receipt.blockNumber,
      },
    };
  } catch (error) {
    return { ok: false, reason: describeRevert(error), actions };
  }
}
