/**
 * Which year-in-review the account gets (app-shell §5: "a new-user variant"):
 *   noActivity  no deposit (Mint) and no loan (Borrow) in the year, whatever happened before or after;
 *   newUser     some, and the account was first seen by the protocol during that year;
 *   returning   some, from an account seen before the year began.
 */
import { isInPeriod, type YearPeriod } from "./period";

export type YearInReviewVariant = "noActivity" | "newUser" | "returning";

export interface YearInReviewInput {
  period: YearPeriod;
  /** Mint events of the account in the period. */
  deposits: number;
  /** Borrow events of the account in the period. */
  borrows: number;
  /** When the indexer first saw the account (unix seconds); undefined: never. */
  firstSeenTimestamp: bigint | undefined;
}

export function yearInReviewVariant(input: YearInReviewInput): YearInReviewVariant {
  if (input.deposits + input.borrows === 0) return "noActivity";
  if (input.firstSeenTimestamp === undefined || isInPeriod(input.firstSeenTimestamp, input.period)) return "newUser";
  return "returning";
}
