import { describe, expect, it } from "vitest";
import { isErrorId } from "../errors/catalogue";
import {
  chainToBtcSwapAmounts,
  SWAP_LIMIT_ERROR_IDS,
  chainSwapAmounts,
  checkSwapLimits,
  feePercentageString,
  parseFeePercentage,
  percentageFeeSat,
  reverseInvoiceFor,
  reverseSwapAmounts,
  submarineInvoiceFor,
  submarineSwapAmounts,
} from "./swap-fees";

const rate = (percentage: number) => {
  const value = parseFeePercentage(percentage);
  if (value === undefined) throw new Error("bad percentage");
  return value;
};

describe("parseFeePercentage", () => {
  it("reads Boltz's percent numbers exactly", () => {
    expect(parseFeePercentage(0.1)).toBe(10n ** 15n);
    expect(parseFeePercentage(0.25)).toBe(25n * 10n ** 14n);
    expect(parseFeePercentage(0.5)).toBe(5n * 10n ** 15n);
    expect(parseFeePercentage(0)).toBe(0n);
    expect(parseFeePercentage(100)).toBe(10n ** 18n);
    expect(parseFeePercentage("0.05")).toBe(5n * 10n ** 14n);
  });

  it("refuses negatives, over 100 %, exponents and non-numbers", () => {
    for (const bad of [-0.1, 100.01, 1e-7, Number.NaN, Infinity, "abc", ""]) {
      expect(parseFeePercentage(bad)).toBeUndefined();
    }
  });
});

describe("feePercentageString", () => {
  it("writes a rate back as Boltz's percentage, exactly", () => {
    expect(feePercentageString(10n ** 15n)).toBe("0.1");
    expect(feePercentageString(25n * 10n ** 14n)).toBe("0.25");
    expect(feePercentageString(0n)).toBe("0");
    expect(feePercentageString(10n ** 18n)).toBe("100");
    expect(feePercentageString(1n)).toBe("0.0000000000000001");
    for (const text of ["0.1", "0.25", "0.05", "3", "0.0000000000000001", "99.9999999999999999"]) {
      const parsed = parseFeePercentage(text);
      expect(parsed === undefined ? undefined : feePercentageString(parsed)).toBe(text);
    }
  });

  it("refuses a rate no percentage has", () => {
    expect(() => feePercentageString(-1n)).toThrow(RangeError);
    expect(() => feePercentageString(10n ** 18n + 1n)).toThrow(RangeError);
  });
});

describe("fee maths", () => {
  const fees = { rate: rate(0.5), minerFeeSat: 2_772n };

  it("rounds the percentage fee up", () => {
    expect(percentageFeeSat(1_000n, rate(0.5))).toBe(5n);
    expect(percentageFeeSat(1_001n, rate(0.5))).toBe(6n);
    expect(percentageFeeSat(0n, rate(0.5))).toBe(0n);
  });

  it("reverse: receive = invoice − ceil(invoice × %) − miner fee", () => {
    expect(reverseSwapAmounts(100_000n, fees)).toEqual({
      sendSat: 100_000n,
      receiveSat: 100_000n - 500n - 2_772n,
      percentageFeeSat: 500n,
      minerFeeSat: 2_772n,
    });
    expect(reverseSwapAmounts(100_001n, fees)?.receiveSat).toBe(100_001n - 501n - 2_772n);
    expect(reverseSwapAmounts(2_780n, fees)).toBeUndefined();
  });

  it("chain: RBTC locked = BTC lock − ceil(lock × %) − the server fee", () => {
    const chainFees = { rate: rate(0.1), minerFeeSat: 300n };
    expect(chainSwapAmounts(50_000n, chainFees)).toEqual({
      sendSat: 50_000n,
      receiveSat: 50_000n - 50n - 300n,
      percentageFeeSat: 50n,
      minerFeeSat: 300n,
    });
    expect(chainSwapAmounts(300n, chainFees)).toBeUndefined();
  });

  it("submarine: send = invoice + ceil(invoice × %) + miner fee", () => {
    const submarineFees = { rate: rate(0.1), minerFeeSat: 4_379n };
    expect(submarineSwapAmounts(50_000n, submarineFees)).toEqual({
      sendSat: 50_000n + 50n + 4_379n,
      receiveSat: 50_000n,
      percentageFeeSat: 50n,
      minerFeeSat: 4_379n,
    });
    expect(submarineSwapAmounts(0n, submarineFees)).toBeUndefined();
  });

  it("inverts both directions exactly (smallest invoice / largest invoice)", () => {
    for (const receive of [1n, 999n, 50_000n, 123_457n, 24_999_999n]) {
      const invoice = reverseInvoiceFor(receive, fees);
      if (invoice === undefined) throw new Error("no invoice");
      expect(reverseSwapAmounts(invoice, fees)?.receiveSat).toBeGreaterThanOrEqual(receive);
      expect(reverseSwapAmounts(invoice - 1n, fees)?.receiveSat ?? 0n).toBeLessThan(receive);
    }
    for (const send of [4_400n, 50_000n, 123_457n, 25_000_000n]) {
      const invoice = submarineInvoiceFor(send, fees);
      if (invoice === undefined) throw new Error("no invoice");
      expect(submarineSwapAmounts(invoice, fees)?.sendSat).toBeLessThanOrEqual(send);
      expect(submarineSwapAmounts(invoice + 1n, fees)?.sendSat).toBeGreaterThan(send);
    }
    expect(submarineInvoiceFor(2_772n, fees)).toBeUndefined();
    expect(reverseInvoiceFor(0n, fees)).toBeUndefined();
  });
});

describe("checkSwapLimits", () => {
  const limits = { minimalSat: 10_000n, maximalSat: 4_294_967n };
  it("accepts the bounds, refuses beyond them", () => {
    expect(checkSwapLimits(10_000n, limits)).toBeUndefined();
    expect(checkSwapLimits(4_294_967n, limits)).toBeUndefined();
    expect(checkSwapLimits(9_999n, limits)).toBe("belowMinimum");
    expect(checkSwapLimits(4_294_968n, limits)).toBe("aboveMaximum");
    for (const id of Object.values(SWAP_LIMIT_ERROR_IDS)) expect(isErrorId(id)).toBe(true);
  });
});

describe("chainToBtcSwapAmounts", () => {
  const fees = { rate: 10n ** 15n, minerFeeSat: 300n };
  it("is the chain rule's BTC lock less the user's claim fee", () => {
    expect(chainToBtcSwapAmounts(100_000n, fees, 150n)).toEqual({
      sendSat: 100_000n,
      serverLockSat: 99_600n,
      claimFeeSat: 150n,
      receiveSat: 99_450n,
      percentageFeeSat: 100n,
      minerFeeSat: 300n,
    });
  });
  it("is undefined when the claim fee eats the whole lock", () => {
    expect(chainToBtcSwapAmounts(450n, fees, 150n)).toBeUndefined();
  });
});
