/**
 * The year-in-review's figures: the account's deposits (Mint) and loans (Borrow) in the year, counted by
 * the activity route (take=1 gives the total), and when the indexer first saw it (GraphQL `user(id)`).
 */
import { yearInReviewPeriod, yearInReviewVariant, type YearInReviewVariant, type YearPeriod } from "@ceiba/core";
import { FIRST_SEEN_QUERY } from "@ceiba/sdk/api";
import { indexerApi, type ApiOptions } from "../config/indexer-api";
import { countActivity } from "./account-activity";
import { bigintOf } from "./indexer-graphql";

export interface YearInReview {
  period: YearPeriod;
  deposits: number;
  borrows: number;
  firstSeenTimestamp: bigint | undefined;
  variant: YearInReviewVariant;
}

export async function fetchYearInReview(
  address: string,
  year: number,
  options: ApiOptions = {},
): Promise<YearInReview> {
  const period = yearInReviewPeriod(year);
  const range = { from: period.from, to: period.to };
  const [deposits, borrows, user] = await Promise.all([
    countActivity(address, { ...range, types: ["mint"] }, options),
    countActivity(address, { ...range, types: ["borrow"] }, options),
    indexerApi(options).graphql(FIRST_SEEN_QUERY, { id: address.toLowerCase() }),
  ]);
  const firstSeenTimestamp = user.user ? bigintOf(user.user.firstSeenTimestamp, "firstSeenTimestamp") : undefined;
  return {
    period,
    deposits,
    borrows,
    firstSeenTimestamp,
    variant: yearInReviewVariant({ period, deposits, borrows, firstSeenTimestamp }),
  };
}
