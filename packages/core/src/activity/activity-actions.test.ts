import { describe, expect, it } from "vitest";
import { ACTIVITY_ACTIONS, activitySources, selectedEvents } from "./activity-actions";

describe("activity action filters", () => {
  it("selects every kind, liquidations included, when no action is chosen", () => {
    expect(selectedEvents([])).toEqual(["mint", "redeem", "borrow", "repayBorrow", "liquidateBorrow", "exchange"]);
    expect(activitySources([])).toEqual({
      lendingEvents: ["mint", "redeem", "borrow", "repayBorrow", "liquidateBorrow"],
      swaps: true,
    });
  });

  it("maps each action to its event", () => {
    expect(ACTIVITY_ACTIONS.map((action) => selectedEvents([action]))).toEqual([
      ["mint"],
      ["redeem"],
      ["borrow"],
      ["repayBorrow"],
      ["exchange"],
    ]);
  });

  it("leaves liquidations out once any action is chosen", () => {
    expect(selectedEvents([...ACTIVITY_ACTIONS])).not.toContain("liquidateBorrow");
    expect(activitySources(["loans", "repayments"])).toEqual({
      lendingEvents: ["borrow", "repayBorrow"],
      swaps: false,
    });
  });

  it("reads only the swaps for exchanges alone, and both sources for a mix", () => {
    expect(activitySources(["exchanges"])).toEqual({ lendingEvents: [], swaps: true });
    expect(activitySources(["exchanges", "deposits"])).toEqual({ lendingEvents: ["mint"], swaps: true });
  });

  it("ignores a repeated action", () => {
    expect(selectedEvents(["deposits", "deposits"])).toEqual(["mint"]);
  });
});
