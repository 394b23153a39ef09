import { describe, expect, it } from "vitest";
import { EXP } from "./fixed";
import { applyPercentChange } from "./percent-change";

describe("applyPercentChange", () => {
  it("moves a value by a signed percentage, truncating", () => {
    expect(applyPercentChange(95_000n * EXP, -30n * EXP)).toBe(66_500n * EXP);
    expect(applyPercentChange(95_000n * EXP, (125n * EXP) / 10n)).toBe(106_875n * EXP);
    expect(applyPercentChange(EXP, 0n)).toBe(EXP);
    expect(applyPercentChange(3n, -50n * EXP)).toBe(1n);
  });

  it("reaches zero at -100% and refuses to go below", () => {
    expect(applyPercentChange(EXP, -100n * EXP)).toBe(0n);
    expect(applyPercentChange(EXP, -100n * EXP - 1n)).toBeUndefined();
  });
});
