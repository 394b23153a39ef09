/**
 * Which display rule a token symbol falls under (lending-engine §5 "Numbers"). Symbols are compared
 * trimmed and in upper case, so "tRBTC" and "rBitcoin" match "TRBTC" and "RBITCOIN".
 */

/**
 * Amounts shown with up to 6 decimals: the spec's RBTC, tRBTC, rBitcoin, BPRO, RIF, USDRIF and the
 * shell's token list (TRBTC, CSAT, TSAT, RBITCOIN); we add the other Bitcoin forms the product handles
 * (BTC on the swap side, wrapped WRBTC, SAT). Lightning symbols are matched by `isLightningSymbol`.
 */
export const SIX_DECIMAL_SYMBOLS: ReadonlySet<string> = new Set([
  "RBTC",
  "TRBTC",
  "RBITCOIN",
  "BPRO",
  "RIF",
  "USDRIF",
  "CSAT",
  "TSAT",
  "SAT",
  "BTC",
  "WRBTC",
]);

/** Interest of these tokens is shown to 4 decimals. */
export const FOUR_DECIMAL_INTEREST_SYMBOLS: ReadonlySet<string> = new Set(["DOC", "XUSD", "USDRIF"]);

/**
 * Lightning symbols: "LN" or "LIGHTNING" as a word of the symbol ("LN-BTC", "BTC_LN", "Lightning BTC")
 * or an "LN" prefix glued to a 6-decimal symbol ("lnBTC", "LNSAT"). Glued prefixes are limited to known
 * symbols so that an unrelated token starting with "LN" keeps the 4-decimal rule.
 */
export function isLightningSymbol(symbol: string): boolean {
  const upper = symbol.trim().toUpperCase();
  const words = upper.split(/[^A-Z0-9]+/);
  if (words.includes("LN") || words.includes("LIGHTNING")) return true;
  return upper.startsWith("LN") && SIX_DECIMAL_SYMBOLS.has(upper.slice(2));
}

/**
 * The symbol the rules compare: trimmed, upper case, and a market's lower-case "k" prefix removed when
 * what follows is a symbol with its own rule (kRBTC → RBTC, kSAT → SAT, kDOC → DOC). A token really
 * named "K…" keeps its name.
 */
export function displaySymbol(symbol: string): string {
  const trimmed = symbol.trim();
  const upper = trimmed.toUpperCase();
  if (trimmed.length > 1 && trimmed.startsWith("k")) {
    const rest = upper.slice(1);
    if (SIX_DECIMAL_SYMBOLS.has(rest) || FOUR_DECIMAL_INTEREST_SYMBOLS.has(rest) || isLightningSymbol(rest)) {
      return rest;
    }
  }
  return upper;
}

/** True when amounts of `symbol` are shown with up to 6 decimals rather than 4. */
export function isSixDecimalSymbol(symbol: string): boolean {
  const normalized = displaySymbol(symbol);
  return SIX_DECIMAL_SYMBOLS.has(normalized) || isLightningSymbol(normalized);
}

/** True when interest of `symbol` is shown to exactly 4 decimals. */
export function isFourDecimalInterestSymbol(symbol: string): boolean {
  return FOUR_DECIMAL_INTEREST_SYMBOLS.has(displaySymbol(symbol));
}
