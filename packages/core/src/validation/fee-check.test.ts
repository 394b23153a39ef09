import { describe, expect, it } from "vitest";
import { checkFee } from "./fee-check";

describe("checkFee", () => {
  it("passes when the wallet's rBTC covers the fee, or when the fee is unknown", () => {
    expect(checkFee({ nativeBalance: 10n, estimatedFee: 10n })).toBeUndefined();
    expect(checkFee(undefined)).toBeUndefined();
  });

  it("fails with insufficientFunds when it does not", () => {
    expect(checkFee({ nativeBalance: 9n, estimatedFee: 10n })).toEqual({
      ok: false,
      reason: "insufficientFunds",
      rule: "insufficientFeeFunds",
      limit: 10n,
    });
  });
});
