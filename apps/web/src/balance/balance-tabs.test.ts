import { describe, expect, it } from "vitest";
import { BALANCE_TABS, parseBalanceTab } from "./balance-tabs";

describe("parseBalanceTab", () => {
  it.each(BALANCE_TABS)("opens %s", (tab) => {
    expect(parseBalanceTab(tab)).toBe(tab);
  });

  it.each([null, "", "Deposits", "swaps"])("opens the operations for %j", (value) => {
    expect(parseBalanceTab(value)).toBe("operations");
  });
});
