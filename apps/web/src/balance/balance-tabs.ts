/** The tabs of /balance (lending-engine §2), in their order, and the `?tab=` value that opens each. */
export const BALANCE_TABS = ["operations", "exchanges", "liquidations", "deposits", "debts", "wallet"] as const;
export type BalanceTab = (typeof BALANCE_TABS)[number];

export const DEFAULT_BALANCE_TAB: BalanceTab = "operations";
export const BALANCE_TAB_PARAM = "tab";

/** The tab a `?tab=` value names; the default for a missing or unknown one. */
export function parseBalanceTab(value: string | null): BalanceTab {
  return (BALANCE_TABS as readonly (string | null)[]).includes(value) ? (value as BalanceTab) : DEFAULT_BALANCE_TAB;
}
