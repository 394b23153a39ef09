import { describe, expect, it } from "vitest";
import { amountInputText, readAmountText } from "./amount-field";

describe("readAmountText", () => {
  it("reads a comma or a point as the decimal mark, in base units", () => {
    expect(readAmountText("1,5", 18).amount).toBe(1_500_000_000_000_000_000n);
    expect(readAmountText("1.5", 18).amount).toBe(1_500_000_000_000_000_000n);
    expect(readAmountText(" 0,0004 ", 18)).toMatchObject({ amount: 400_000_000_000_000n, errorId: undefined });
  });

  it("is empty without an error when nothing is typed, and names a parse failure otherwise", () => {
    expect(readAmountText("  ", 18)).toMatchObject({ empty: true, amount: 0n, errorId: undefined });
    expect(readAmountText("1.234,5", 18)).toMatchObject({ amount: 0n, errorId: "amount.tooManyDecimalMarks" });
    expect(readAmountText("abc", 18).errorId).toBe("amount.invalid");
    expect(readAmountText("-1", 18).errorId).toBe("amount.negative");
  });
});

describe("amountInputText", () => {
  it("writes every decimal with the language's mark and no grouping (what Max puts in the field)", () => {
    expect(amountInputText(1_234_500_000_000_000_000_001n, 18, "es")).toBe("1234,500000000000000001");
    expect(amountInputText(1_234_500_000_000_000_000_000n, 18, "en")).toBe("1234.5");
    expect(readAmountText(amountInputText(123_456_789n, 18, "pt"), 18).amount).toBe(123_456_789n);
  });
});
