import { describe, expect, it } from "vitest";
import { amountInputText, readAmountText } from "./amount-field";

const E = (whole: bigint) => whole * 10n ** 18n;

describe("readAmountText", () => {
  it("reads the language's decimal mark, in base units", () => {
    expect(readAmountText("1,5", 18, "es").amount).toBe(1_500_000_000_000_000_000n);
    expect(readAmountText("1.5", 18, "en").amount).toBe(1_500_000_000_000_000_000n);
    expect(readAmountText(" 0,0004 ", 18, "pt")).toMatchObject({
      amount: 400_000_000_000_000n,
      errorId: undefined,
      readAs: undefined,
    });
  });

  it("reads numbers as the screen writes them in the language, and says how it read an ambiguous one", () => {
    // The screen shows "10.000 DOC" for ten thousand in es and pt: "1.000" typed there is a thousand.
    expect(readAmountText("1.000", 18, "es")).toMatchObject({ amount: E(1000n), readAs: "1.000" });
    expect(readAmountText("1.000", 18, "pt")).toMatchObject({ amount: E(1000n), readAs: "1.000" });
    expect(readAmountText("1,000", 18, "en")).toMatchObject({ amount: E(1000n), readAs: "1,000" });
    expect(readAmountText("1.234,5", 18, "es")).toMatchObject({
      amount: 1_234_500_000_000_000_000_000n,
      readAs: undefined,
    });
    // A point that cannot group (three digits) is the other convention's decimal mark: read so, and said.
    expect(readAmountText("1.5", 18, "es")).toMatchObject({ amount: 1_500_000_000_000_000_000n, readAs: "1,5" });
  });

  it("is empty without an error when nothing is typed, and names a parse failure otherwise", () => {
    expect(readAmountText("  ", 18, "es")).toMatchObject({ empty: true, amount: 0n, errorId: undefined });
    expect(readAmountText("1.234,5", 18, "en")).toMatchObject({ amount: 0n, errorId: "amount.tooManyDecimalMarks" });
    expect(readAmountText("abc", 18, "es").errorId).toBe("amount.invalid");
    expect(readAmountText("-1", 18, "es").errorId).toBe("amount.negative");
  });
});

describe("amountInputText", () => {
  it("writes every decimal with the language's mark and no grouping (what Max puts in the field)", () => {
    expect(amountInputText(1_234_500_000_000_000_000_001n, 18, "es")).toBe("1234,500000000000000001");
    expect(amountInputText(1_234_500_000_000_000_000_000n, 18, "en")).toBe("1234.5");
    for (const language of ["es", "en", "pt"] as const) {
      const text = amountInputText(123_456_789n, 18, language);
      expect(readAmountText(text, 18, language)).toMatchObject({ amount: 123_456_789n, readAs: undefined });
      expect(readAmountText(amountInputText(E(1234n), 18, language), 18, language).amount).toBe(E(1234n));
    }
  });
});
