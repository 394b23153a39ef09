/**
 * The principal of each deposit (lending-engine §7 getUserBalance: brute deposits, the amounts deposited
 * without interest), from the indexer's userBalance rows, so that the deposits tab can show the interest
 * earned: the deposit now − its principal.
 */
import { USER_BALANCES_QUERY } from "@ceiba/sdk/api";
import { indexerApi, type ApiOptions } from "../config/indexer-api";
import { bigintOf } from "./indexer-graphql";

export interface DepositPrincipal {
  /** The market tokens the indexer holds for the account: the principal is current when they equal the chain's. */
  tokens: bigint;
  /** Underlying base units deposited, withdrawals deducted in proportion. */
  bruteDeposits: bigint;
}

/** By lowercased market address. */
export async function fetchDepositPrincipals(
  address: string,
  options: ApiOptions = {},
): Promise<ReadonlyMap<string, DepositPrincipal>> {
  const data = await indexerApi(options).graphql(USER_BALANCES_QUERY, { user: address.toLowerCase() });
  return new Map(
    data.userBalances.items.map((b) => [
      b.marketId.toLowerCase(),
      { tokens: bigintOf(b.tokens, "tokens"), bruteDeposits: bigintOf(b.bruteDeposits, "bruteDeposits") },
    ]),
  );
}

/**
 * The interest a deposit earned: its amount now − its principal, or undefined when the indexer's record is
 * not of the same tokens as the chain's (a deposit or withdrawal it has not indexed yet) or is missing.
 * Never negative (the principal of tokens received is their value then, which rounding may put a wei above).
 */
export function depositInterest(
  amountNow: bigint,
  principal: DepositPrincipal | undefined,
  chainTokens: bigint,
): bigint | undefined {
  if (!principal || principal.tokens !== chainTokens) return undefined;
  return amountNow > principal.bruteDeposits ? amountNow - principal.bruteDeposits : 0n;
}

/** The principal of the market at `market` (any checksum). */
export function principalOf(
  principals: ReadonlyMap<string, DepositPrincipal> | undefined,
  market: string,
): DepositPrincipal | undefined {
  return principals?.get(market.toLowerCase());
}
