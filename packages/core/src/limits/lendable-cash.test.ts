import { describe, expect, it } from "vitest";
import { lendableCash } from "./lendable-cash";

describe("lendableCash", () => {
  it("is the cash the reserves do not hold", () => {
    expect(lendableCash({ cash: 1_000n, totalReserves: 300n })).toBe(700n);
    expect(lendableCash({ cash: 1_000n, totalReserves: 0n })).toBe(1_000n);
  });

  it("is 0 when the reserves hold all of it, or more (a deployment that lends its reserves)", () => {
    expect(lendableCash({ cash: 300n, totalReserves: 300n })).toBe(0n);
    expect(lendableCash({ cash: 100n, totalReserves: 300n })).toBe(0n);
  });
});
