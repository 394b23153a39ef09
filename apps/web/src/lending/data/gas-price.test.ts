import { describe, expect, it } from "vitest";
import { E } from "../test-snapshot";
import { formatGwei, gasCost, weiToUsd } from "./gas-price";

describe("gas price", () => {
  it("costs gas × price in wei and values it at the rBTC price", () => {
    const wei = gasCost(300_000n, 60_000_000n); // 0.06 gwei
    expect(wei).toBe(18_000_000_000_000n);
    expect(weiToUsd(wei, E("100000"))).toBe(E("1.8")); // 0.000018 rBTC at 100,000 USD
    expect(weiToUsd(wei, undefined)).toBeUndefined();
  });

  it("reads eth_gasPrice in gwei (result / 1e9)", () => {
    expect(formatGwei(65_164_000n, "en")).toBe("0.0651");
    expect(formatGwei(2_000_000_000n, "es")).toBe("2");
  });
});
