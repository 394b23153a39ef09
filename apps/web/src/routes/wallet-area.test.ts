import { describe, expect, it } from "vitest";
import { walletAreaOf } from "./wallet-area";

describe("walletAreaOf", () => {
  it.each([
    ["/balance", "balance"],
    ["/deposits/kdoc", "deposits"],
    ["/deposits/kdoc/withdraw", "withdraw"],
    ["/borrows/krbtc", "borrows"],
    ["/borrows/krbtc/repay", "repay"],
    ["/home/qr", "qr"],
    ["/home/send", "send"],
    ["/home/sendWallet", "sendWallet"],
    ["/home/section/savings", "section"],
  ])("puts %s in the %s area", (path, area) => {
    expect(walletAreaOf(path)).toBe(area);
  });

  it.each(["/home", "/home/xo", "/markets", "/markets/kdoc", "/bridges", "/", "/auth"])(
    "needs no wallet on %s",
    (path) => {
      expect(walletAreaOf(path)).toBeUndefined();
    },
  );
});
