import { describe, expect, it } from "vitest";
import { formatDate, formatTokenAmount, formatUsd } from "./formatters";

describe("formatters", () => {
  it("formats amounts per language, truncated, with the unit", () => {
    const amount = { value: 1_234_567_891_000_000_000_000n, decimals: 18, symbol: "RBTC" };
    expect(formatTokenAmount(amount, "es")).toBe("1.234,567891 RBTC");
    expect(formatTokenAmount(amount, "en")).toBe("1,234.567891 RBTC");
    expect(formatTokenAmount(amount, "pt")).toBe("1.234,567891 RBTC");
  });

  it("formats USD with 2 decimals", () => {
    expect(formatUsd(1_505n * 10n ** 16n, "es")).toBe("15,05");
    expect(formatUsd(1_505n * 10n ** 16n, "en")).toBe("15.05");
  });

  it("formats dates per language", () => {
    const date = new Date(Date.UTC(2025, 2, 12, 12));
    expect(formatDate(date, "en")).toMatch(/Mar 12, 2025/);
    expect(formatDate(date, "es")).toMatch(/12 mar/);
    expect(formatDate(date, "pt")).toMatch(/12 de mar/);
  });
});
