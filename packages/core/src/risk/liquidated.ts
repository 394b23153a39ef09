/**
 * The "liquidated" risk level (lending-engine §3, the last step of §4's progression) cannot be read from
 * the chain state: after a liquidation the account may well be healthy again. It comes from the account's
 * history instead: the account shows as liquidated while its newest activity row is a liquidation in
 * which it was the borrower; any later move of its own (a deposit, a repayment...) ends it.
 */

/** What the rule reads of an activity row (the indexer's activityEvent: eventName, and role for liquidations). */
export interface LatestActivity {
  eventName: string;
  /** "liquidator" or "borrower" for a liquidateBorrow row, else null. */
  role?: string | null;
}

/** The account's newest activity row is a liquidation of its own debt (null or undefined: no activity at all). */
export function liquidatedByLatestActivity(latest: LatestActivity | null | undefined): boolean {
  return latest?.eventName === "liquidateBorrow" && latest.role === "borrower";
}
