/**
 * What the swap form holds: the two tokens, which side the user typed (the exact one: typing in "to" makes
 * the swap exact out) and what was typed there. The other side shows the quote. Pure.
 */

export type ExactSide = "in" | "out";

export interface SwapFormState {
  /** Token symbols (the swap tokens' keys). */
  inSymbol: string;
  outSymbol: string;
  exact: ExactSide;
  /** What was typed on the exact side (or what Max wrote there). */
  text: string;
  /** The text is Max's and has not been edited since. */
  isMax: boolean;
}

export type SwapFormAction =
  | { type: "selectIn"; symbol: string }
  | { type: "selectOut"; symbol: string }
  | { type: "type"; side: ExactSide; text: string }
  | { type: "max"; text: string }
  | { type: "flip" }
  | { type: "reset" };

export const INITIAL_SWAP_FORM: SwapFormState = {
  inSymbol: "RBTC",
  outSymbol: "DOC",
  exact: "in",
  text: "",
  isMax: false,
};

export function swapFormReducer(state: SwapFormState, action: SwapFormAction): SwapFormState {
  switch (action.type) {
    case "selectIn":
      // A new token sold: a Max written for the old one no longer means the maximum.
      return { ...state, inSymbol: action.symbol, isMax: false };
    case "selectOut":
      return { ...state, outSymbol: action.symbol };
    case "type":
      return { ...state, exact: action.side, text: action.text, isMax: false };
    case "max":
      return { ...state, exact: "in", text: action.text, isMax: true };
    case "flip":
      // The tokens change sides and the typed amount goes with its token: exact in becomes exact out.
      return {
        ...state,
        inSymbol: state.outSymbol,
        outSymbol: state.inSymbol,
        exact: state.exact === "in" ? "out" : "in",
        isMax: false,
      };
    case "reset":
      return { ...state, text: "", isMax: false };
  }
}
