import { describe, expect, it } from "vitest";
import { BUTTON_ALERTS } from "../errors/validation-errors";
import { fail, VALID, VALIDATION_REASONS } from "./reasons";

describe("validation reasons", () => {
  it("are the spec's ten button alert labels, camelCased", () => {
    expect(VALIDATION_REASONS).toEqual([
      "activeDebt",
      "insufficientFunds",
      "noDeposits",
      "activeCollateral",
      "lackOfLiquidity",
      "reachedLimit",
      "invalidAmount",
      "minimumGuarantee",
      "noDebt",
      "invalidAddress",
    ]);
  });

  it("each have a message in the error catalogue as validation.<reason>", () => {
    for (const reason of VALIDATION_REASONS) expect(Object.keys(BUTTON_ALERTS)).toContain(`validation.${reason}`);
  });

  it("build failures with their context", () => {
    expect(VALID).toEqual({ ok: true });
    expect(fail("activeDebt", "activeDebt", { code: "T12" })).toEqual({
      ok: false,
      reason: "activeDebt",
      rule: "activeDebt",
      code: "T12",
    });
    expect(fail("invalidAmount", "nonPositiveAmount")).toEqual({
      ok: false,
      reason: "invalidAmount",
      rule: "nonPositiveAmount",
    });
  });
});
