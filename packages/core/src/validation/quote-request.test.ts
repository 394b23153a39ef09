import { describe, expect, it } from "vitest";
import { MAX_QUOTE_AMOUNT, NATIVE_TOKEN_ADDRESS, isNativeToken } from "../constants/swap-quote";
import { QUOTE_ERROR_STATUS } from "../errors/quote-errors";
import { checkQuoteRequest, type QuoteRequestBody } from "./quote-request";

const DOC = "0x0165878A594ca255338adfa4d48449f69242Eb8F";
const ACCOUNT = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const good: QuoteRequestBody = {
  chain: 1337,
  account: ACCOUNT,
  inTokenAddress: DOC,
  outTokenAddress: NATIVE_TOKEN_ADDRESS,
  isExactIn: true,
  slippage: "10000000000000000",
  inTokenAmount: "1000000000000000000",
};
const check = (change: Record<string, unknown>) => checkQuoteRequest({ ...good, ...change });
const refusal = (change: Record<string, unknown>) => {
  const result = check(change);
  return result.ok ? undefined : [result.error, result.field];
};

describe("checkQuoteRequest", () => {
  it("reads a good request: lowercased addresses, bigint amounts, the exact side's amount", () => {
    expect(check({})).toEqual({
      ok: true,
      request: {
        chainId: 1337,
        account: ACCOUNT.toLowerCase(),
        inToken: DOC.toLowerCase(),
        outToken: NATIVE_TOKEN_ADDRESS.toLowerCase(),
        isExactIn: true,
        slippage: 10n ** 16n,
        amount: 10n ** 18n,
      },
    });
    const exactOut = check({ isExactIn: false, inTokenAmount: undefined, outTokenAmount: "5", account: null });
    expect(exactOut.ok && exactOut.request).toMatchObject({ isExactIn: false, amount: 5n, account: null });
    expect(check({ account: undefined }).ok).toBe(true);
  });

  it("refuses malformed fields, each with its field", () => {
    expect(refusal({ chain: "1337" })).toEqual(["quote.invalidRequest", "chain"]);
    expect(refusal({ chain: 1 })).toEqual(["quote.unsupportedChain", "chain"]);
    expect(refusal({ inTokenAddress: "0x12" })).toEqual(["quote.invalidRequest", "inTokenAddress"]);
    expect(refusal({ inTokenAddress: DOC.replace("F", "f").replace("a5", "A5") })).toEqual([
      "quote.invalidRequest",
      "inTokenAddress",
    ]);
    expect(refusal({ outTokenAddress: "0x0000000000000000000000000000000000000000" })).toEqual([
      "quote.invalidRequest",
      "outTokenAddress",
    ]);
    expect(refusal({ outTokenAddress: DOC.toLowerCase() })).toEqual(["quote.sameToken", "outTokenAddress"]);
    expect(refusal({ account: "me" })).toEqual(["quote.invalidRequest", "account"]);
    expect(refusal({ isExactIn: "true" })).toEqual(["quote.invalidRequest", "isExactIn"]);
    expect(refusal({ slippage: "0.01" })).toEqual(["quote.invalidRequest", "slippage"]);
    expect(refusal({ slippage: "500000000000000001" })).toEqual(["quote.invalidRequest", "slippage"]);
    expect(refusal({ outTokenAmount: "1" })).toEqual(["quote.invalidRequest", "inTokenAmount"]);
    expect(refusal({ inTokenAmount: undefined })).toEqual(["quote.invalidRequest", "inTokenAmount"]);
    expect(refusal({ isExactIn: false })).toEqual(["quote.invalidRequest", "outTokenAmount"]);
    expect(refusal({ inTokenAmount: "-1" })).toEqual(["quote.invalidRequest", "inTokenAmount"]);
    expect(refusal({ inTokenAmount: "0" })).toEqual(["quote.invalidRequest", "inTokenAmount"]);
    expect(refusal({ inTokenAmount: "1e18" })).toEqual(["quote.invalidRequest", "inTokenAmount"]);
    expect(refusal({ inTokenAmount: 1000 })).toEqual(["quote.invalidRequest", "inTokenAmount"]);
    expect(refusal({ inTokenAmount: "9".repeat(80) })).toEqual(["quote.invalidRequest", "inTokenAmount"]);
    expect(refusal({ inTokenAmount: String(MAX_QUOTE_AMOUNT + 1n) })).toEqual([
      "quote.invalidRequest",
      "inTokenAmount",
    ]);
    expect(check({ inTokenAmount: String(MAX_QUOTE_AMOUNT) }).ok).toBe(true);
    expect(check({ slippage: "0" }).ok && check({ slippage: "500000000000000000" }).ok).toBe(true);
  });

  it("knows native RBTC by its marker in any case, and answers refusals with 4xx and upstream with 502", () => {
    expect(isNativeToken(NATIVE_TOKEN_ADDRESS.toLowerCase())).toBe(true);
    expect(isNativeToken("0x0000000000000000000000000000000000000000")).toBe(false);
    expect(QUOTE_ERROR_STATUS["quote.invalidRequest"]).toBe(400);
    expect(QUOTE_ERROR_STATUS["quote.noRoute"]).toBe(422);
    expect(QUOTE_ERROR_STATUS["quote.upstreamUnavailable"]).toBe(502);
  });
});
