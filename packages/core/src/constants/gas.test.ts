import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CHAIN_IDS } from "./chains";
import { CLAIM_GAS, GAS_ACTIONS, GAS_OVERHEAD, gasLimitFor, withGasOverhead } from "./gas";

describe("gasLimitFor", () => {
  it("uses the spec's values that are the same on every network", () => {
    for (const chainId of CHAIN_IDS) {
      expect(gasLimitFor("approve", chainId)).toBe(50_000n);
      expect(gasLimitFor("transfer", chainId)).toBe(50_000n);
      expect(gasLimitFor("redeem", chainId)).toBe(800_000n);
    }
  });

  it("uses 300,000 for mint on mainnet and 400,000 on testnet", () => {
    expect(gasLimitFor("mint", 30)).toBe(300_000n);
    expect(gasLimitFor("mint", 31)).toBe(400_000n);
  });

  it("reads the unnamed pairs as mainnet first, testnet second", () => {
    expect(gasLimitFor("borrow", 30)).toBe(600_000n);
    expect(gasLimitFor("borrow", 31)).toBe(800_000n);
    expect(gasLimitFor("repay", 30)).toBe(600_000n);
    expect(gasLimitFor("repay", 31)).toBe(300_000n);
  });

  it("gives the local chain the larger of the two values", () => {
    for (const action of GAS_ACTIONS) {
      if (action === "enterMarkets") continue;
      const larger = [30, 31].map((id) => gasLimitFor(action, id)).reduce((a, b) => (a > b ? a : b));
      expect(gasLimitFor(action, 1337)).toBe(larger);
    }
  });

  it("sizes enterMarkets at 100,000 + 60,000 per market", () => {
    expect(gasLimitFor("enterMarkets", 30)).toBe(160_000n);
    expect(gasLimitFor("enterMarkets", 31, 1)).toBe(160_000n);
    expect(gasLimitFor("enterMarkets", 31, 3)).toBe(280_000n);
    expect(gasLimitFor("mint", 30, 5)).toBe(300_000n);
  });

  it("refuses an unsupported chain or a bad market count", () => {
    expect(() => gasLimitFor("mint", 1)).toThrow(RangeError);
    expect(() => gasLimitFor("enterMarkets", 30, 0)).toThrow(RangeError);
    expect(() => gasLimitFor("enterMarkets", 30, 1.5)).toThrow(RangeError);
  });

  it("has the claim gas of 2 × 35,355", () => {
    expect(CLAIM_GAS).toBe(70_710n);
  });
});

describe("withGasOverhead", () => {
  it("adds 2 %", () => {
    expect(GAS_OVERHEAD).toBe(20_000_000_000_000_000n);
    expect(withGasOverhead(100_000n)).toBe(102_000n);
    expect(withGasOverhead(0n)).toBe(0n);
  });

  it("rounds up, never losing the overhead", () => {
    expect(withGasOverhead(1n)).toBe(2n);
    expect(withGasOverhead(21_001n)).toBe(21_422n); // 21,421.02 → 21,422
  });

  it("is the smallest integer at or above estimate × 1.02", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (estimate) => {
        const padded = withGasOverhead(estimate);
        expect(padded * 100n).toBeGreaterThanOrEqual(estimate * 102n);
        expect((padded - 1n) * 100n).toBeLessThan(estimate * 102n);
      }),
    );
  });

  it("refuses a negative estimate", () => {
    expect(() => withGasOverhead(-1n)).toThrow(RangeError);
  });
});
