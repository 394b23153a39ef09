import { encodeFunctionData, decodeFunctionResult, parseAbi, type Address, type PublicClient } from "viem";
import type { PlanStep } from "../tx/plan";

/**
 * A Compound v2 / Tropykus market that refuses an action returns COMPTROLLER_REJECTION (3) and logs the
 * comptroller's reason in a `Failure` event; a simulation sees the 3 but no log. The comptroller's own
 * `*Allowed` check, asked the same question from the market's address (as the market asks it), answers the
 * reason: INSUFFICIENT_LIQUIDITY for an over-limit loan, and so on.
 */
const allowedAbi = parseAbi([
  "function mintAllowed(address cToken, address minter, uint256 mintAmount) returns (uint256)",
  "function redeemAllowed(address cToken, address redeemer, uint256 redeemTokens) returns (uint256)",
  "function borrowAllowed(address cToken, address borrower, uint256 borrowAmount) returns (uint256)",
  "function repayBorrowAllowed(address cToken, address payer, address borrower, uint256 repayAmount) returns (uint256)",
  "function liquidateBorrowAllowed(address cTokenBorrowed, address cTokenCollateral, address liquidator, address borrower, uint256 repayAmount) returns (uint256)",
]);
const exchangeRateAbi = parseAbi(["function exchangeRateStored() view returns (uint256)"]);

export interface RejectedStep {
  comptroller: Address;
  account: Address;
  step: Pick<PlanStep, "address" | "functionName" | "args" | "value">;
}

/** The comptroller's error code behind a market's COMPTROLLER_REJECTION, or undefined when it cannot be told. */
export async function comptrollerRejectionDetail(
  client: Pick<PublicClient, "call">,
  { comptroller, account, step }: RejectedStep,
): Promise<bigint | undefined> {
  const market = step.address;
  const amount = (step.args[0] as bigint | undefined) ?? step.value;
  const ask = async (data: `0x${string}`, functionName: (typeof allowedAbi)[number]["name"]) => {
    const { data: result } = await client.call({ account: market, to: comptroller, data });
    return result ? (decodeFunctionResult({ abi: allowedAbi, functionName, data: result }) as bigint) : undefined;
  };
  try {
    switch (step.functionName) {
      case "mint":
        return await ask(
          encodeFunctionData({ abi: allowedAbi, functionName: "mintAllowed", args: [market, account, amount] }),
          "mintAllowed",
        );
      case "redeem":
      case "redeemUnderlying": {
        const tokens =
          step.functionName === "redeem" ? amount : await underlyingToTokens(client, market, account, amount);
        return await ask(
          encodeFunctionData({ abi: allowedAbi, functionName: "redeemAllowed", args: [market, account, tokens] }),
          "redeemAllowed",
        );
      }
      case "borrow":
        return await ask(
          encodeFunctionData({ abi: allowedAbi, functionName: "borrowAllowed", args: [market, account, amount] }),
          "borrowAllowed",
        );
      case "repayBorrow":
      case "repayBorrowAll":
        return await ask(
          encodeFunctionData({
            abi: allowedAbi,
            functionName: "repayBorrowAllowed",
            args: [market, account, account, amount],
          }),
          "repayBorrowAllowed",
        );
      case "liquidateBorrow": {
        // Token market: (borrower, repayAmount, collateral); native market: (borrower, collateral) with value.
        const [borrower, second, third] = step.args as [Address, bigint | Address, Address | undefined];
        const collateral = typeof second === "string" ? second : (third as Address);
        const repay = typeof second === "bigint" ? second : step.value;
        return await ask(
          encodeFunctionData({
            abi: allowedAbi,
            functionName: "liquidateBorrowAllowed",
            args: [market, collateral, account, borrower, repay],
          }),
          "liquidateBorrowAllowed",
        );
      }
      default:
        return undefined;
    }
  } catch {
    // A comptroller without the check (or one that reverts on it): the rejection stays unexplained.
    return undefined;
  }
}

/** Tokens to redeem for an underlying amount, at the rate the holder gets (kSAT answers by caller). */
async function underlyingToTokens(
  client: Pick<PublicClient, "call">,
  market: Address,
  account: Address,
  amount: bigint,
): Promise<bigint> {
  const { data } = await client.call({
    account,
    to: market,
    data: encodeFunctionData({ abi: exchangeRateAbi, functionName: "exchangeRateStored" }),
  });
  const rate = data ? decodeFunctionResult({ abi: exchangeRateAbi, functionName: "exchangeRateStored", data }) : 0n;
  if (rate === 0n) return 0n;
  return (amount * 10n ** 18n + rate - 1n) / rate;
}
