import { describe, expect, it } from "vitest";
import { parseBoltzBaseUrl, parseBtcSwapMaintenance } from "./bitcoin-swaps-flags";

describe("Bitcoin swap switches", () => {
  it("reads the local Boltz base with or without /v2; none by default (the app's own /boltz proxy)", () => {
    expect(parseBoltzBaseUrl(undefined)).toBeUndefined();
    expect(parseBoltzBaseUrl("")).toBeUndefined();
    expect(parseBoltzBaseUrl("http://127.0.0.1:9101/v2")).toBe("http://127.0.0.1:9101");
    expect(parseBoltzBaseUrl("https://boltz.example/")).toBe("https://boltz.example");
    expect(() => parseBoltzBaseUrl("boltz")).toThrow(/VITE_CEIBA_BOLTZ_API_URL/);
  });
  it("turns the RBTC → BTC maintenance notice on with rbtc-btc only", () => {
    expect(parseBtcSwapMaintenance(undefined)).toBe(false);
    expect(parseBtcSwapMaintenance(" ")).toBe(false);
    expect(parseBtcSwapMaintenance("rbtc-btc")).toBe(true);
    expect(() => parseBtcSwapMaintenance("yes")).toThrow(/rbtc-btc/);
  });
});
