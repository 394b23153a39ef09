import { describe, expect, it } from "vitest";
import { routeAfterConnect } from "./after-connect";

describe("routeAfterConnect", () => {
  it.each(["/markets", "/markets/kdoc", "/bridges", "/buy-crypto", "/trade-swaps", "/auth", "/nowhere"])(
    "sends %s to the dashboard",
    (path) => {
      expect(routeAfterConnect(path)).toBe("/home");
    },
  );

  it.each([
    "/balance",
    "/deposits/kdoc",
    "/deposits/kdoc/withdraw",
    "/borrows/krbtc",
    "/borrows/krbtc/repay",
    "/home",
    "/home/section/savings",
    "/home/xo",
  ])("stays on %s", (path) => {
    expect(routeAfterConnect(path)).toBeUndefined();
  });

  it("does not mistake a look-alike path for an area", () => {
    expect(routeAfterConnect("/balances")).toBe("/home");
    expect(routeAfterConnect("/homepage")).toBe("/home");
  });
});
