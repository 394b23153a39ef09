import { describe, expect, it } from "vitest";
import { INITIAL_SWAP_FORM, swapFormReducer } from "./swap-form-state";

describe("swapFormReducer", () => {
  it("typing on a side makes it the exact one", () => {
    const typed = swapFormReducer(INITIAL_SWAP_FORM, { type: "type", side: "out", text: "950" });
    expect(typed).toMatchObject({ exact: "out", text: "950", isMax: false });
    expect(swapFormReducer(typed, { type: "type", side: "in", text: "1" })).toMatchObject({ exact: "in", text: "1" });
  });

  it("Max writes the amount sold, and a new token sold forgets it was the maximum", () => {
    const max = swapFormReducer({ ...INITIAL_SWAP_FORM, exact: "out" }, { type: "max", text: "0,5" });
    expect(max).toMatchObject({ exact: "in", text: "0,5", isMax: true });
    expect(swapFormReducer(max, { type: "selectIn", symbol: "DOC" })).toMatchObject({ inSymbol: "DOC", isMax: false });
  });

  it("flip swaps the tokens and keeps the amount with its token (exact in becomes exact out)", () => {
    const state = { ...INITIAL_SWAP_FORM, text: "0,01" };
    expect(swapFormReducer(state, { type: "flip" })).toEqual({
      inSymbol: "DOC",
      outSymbol: "RBTC",
      exact: "out",
      text: "0,01",
      isMax: false,
    });
  });

  it("reset clears the amount after a swap, keeping the tokens", () => {
    const state = { ...INITIAL_SWAP_FORM, inSymbol: "DOC", outSymbol: "RIF", text: "5" };
    expect(swapFormReducer(state, { type: "reset" })).toMatchObject({ inSymbol: "DOC", outSymbol: "RIF", text: "" });
  });
});
