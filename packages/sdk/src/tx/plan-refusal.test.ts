import { describe, expect, it } from "vitest";
import { describeError, isErrorId } from "@ceiba/core";
import { PLAN_REFUSAL_ERROR_IDS, planRefusalErrorId } from "./plan-refusal";

describe("planRefusalErrorId", () => {
  it("names a catalogue entry for every refusal", () => {
    for (const id of Object.values(PLAN_REFUSAL_ERROR_IDS)) expect(isErrorId(id)).toBe(true);
  });

  it("explains a full repay the wallet cannot cover with the total-repay message", () => {
    expect(planRefusalErrorId("fullRepayNotCovered")).toBe("dialog.insufficientFundsToRepay");
    expect(describeError(planRefusalErrorId("fullRepayNotCovered")).entry.recommendation).toBe(
      "recommendation.addFunds",
    );
    expect(planRefusalErrorId("exceedsDebt")).toBe("validation.repayExceedsDebt");
  });
});
