import { describe, expect, it } from "vitest";
import { EXP } from "../fixed-point/index";
import { accountDebtCap } from "./account-debt-cap";

describe("accountDebtCap", () => {
  it("is the chain's accountBorrowCap when set", () => {
    expect(accountDebtCap({ accountBorrowCap: 1_000n * EXP, underlyingSymbol: "rDOC" })).toBe(1_000n * EXP);
    expect(accountDebtCap({ accountBorrowCap: 7n, underlyingSymbol: "DOC" })).toBe(7n);
  });

  it("is 1000 for rDOC where the deployment does not expose it", () => {
    expect(accountDebtCap({ accountBorrowCap: 0n, underlyingSymbol: "rDOC" })).toBe(1_000n * EXP);
    expect(accountDebtCap({ accountBorrowCap: 0n, underlyingSymbol: "RDOC" })).toBe(1_000n * EXP);
  });

  it("is 0 (none) otherwise", () => {
    expect(accountDebtCap({ accountBorrowCap: 0n, underlyingSymbol: "DOC" })).toBe(0n);
    expect(accountDebtCap({ accountBorrowCap: 0n })).toBe(0n);
  });
});
