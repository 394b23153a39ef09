import { describe, expect, it } from "vitest";
import {
  DOCUMENTED_ACCOUNT,
  documentedNoRoute,
  documentedQuoteAnswer,
  documentedRefusal,
  documentedServerError,
  documentedSwapAnswer,
} from "./documented-answers.fixture";
import { OPENOCEAN_EXCHANGE } from "./api";
import { OpenOceanError, parseSwapAnswer, type SwapExpectation } from "./parse-swap-answer";

const NATIVE = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee" as const;
const USDC = "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48" as const;

const expectation: SwapExpectation = {
  chainId: 1,
  inToken: NATIVE,
  outToken: USDC,
  inAmount: 10n ** 18n,
  account: DOCUMENTED_ACCOUNT,
  nativeToken: NATIVE,
  exchange: OPENOCEAN_EXCHANGE,
};

/** The documented swap answer with `data` changed. */
const withData = (change: Record<string, unknown>) => ({
  ...documentedSwapAnswer,
  data: { ...documentedSwapAnswer.data, ...change },
});

function failure(body: unknown, expect: SwapExpectation = expectation): OpenOceanError {
  try {
    parseSwapAnswer(body, expect);
  } catch (error) {
    if (error instanceof OpenOceanError) return error;
    throw error;
  }
  throw new Error("the answer was accepted");
}

describe("parseSwapAnswer", () => {
  it("reads the documented /swap answer: amounts as bigints, addresses lowercased, the impact as a 1e18 ratio", () => {
    const swap = parseSwapAnswer(documentedSwapAnswer, expectation);
    expect(swap).toEqual({
      inToken: { address: NATIVE, decimals: 18, symbol: "ETH" },
      outToken: { address: USDC, decimals: 6, symbol: "USDC" },
      inAmount: 10n ** 18n,
      outAmount: 2_345_670_000n,
      minOutAmount: 2_322_213_300n,
      estimatedGas: 516_812n,
      to: OPENOCEAN_EXCHANGE,
      data: documentedSwapAnswer.data.data,
      value: 10n ** 18n,
      gasPrice: 1_000_000_000n,
      chainId: 1,
      priceImpact: 10n ** 14n,
      route: [],
    });
  });

  it("reads the documented route (path.routes[].subRoutes[]), each leg's DEX and pool", () => {
    const withPath = withData({ path: documentedQuoteAnswer.data.path });
    expect(parseSwapAnswer(withPath, expectation).route).toEqual([
      {
        tokenIn: "0x55d398326f99059ff775485246999027b3197955",
        tokenOut: "0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d",
        dex: "PancakeV3",
        pool: "0x92b7807bf19b7dddf89b706143896d05228f3121",
      },
    ]);
  });

  it("takes whole numbers as decimal strings or safe JSON numbers, and refuses a JSON number past 2^53", () => {
    expect(parseSwapAnswer(withData({ estimatedGas: "516812" }), expectation).estimatedGas).toBe(516_812n);
    const lossy = failure(withData({ outAmount: 2345670000000000000000 }));
    expect(lossy.failure).toBe("malformed");
    expect(lossy.message).toMatch(/outAmount must be a whole number/);
  });

  it("reads a negative price impact (better than the market) and refuses a missing one or one that is not a percent", () => {
    expect(parseSwapAnswer(withData({ price_impact: "-0.25%" }), expectation).priceImpact).toBe(-25n * 10n ** 14n);
    expect(failure(withData({ price_impact: "high" })).message).toMatch(/price_impact/);
    expect(failure(withData({ price_impact: undefined })).message).toMatch(/price_impact/);
  });

  it("says 'no route' for the documented code 200 without data, and for nothing out", () => {
    expect(failure(documentedNoRoute).failure).toBe("noRoute");
    expect(failure(withData({ outAmount: "0" })).failure).toBe("noRoute");
  });

  it("tells a refusal (4xx code) from an outage (5xx, 429), with OpenOcean's message", () => {
    const refused = failure(documentedRefusal);
    expect(refused.failure).toBe("refused");
    expect(refused.message).toMatch(/code 400.*Invalid params/);
    expect(failure(documentedServerError).failure).toBe("unavailable");
    expect(failure({ code: 429, message: "Too many requests" }).failure).toBe("unavailable");
  });

  it("refuses a quote answer (no transaction) where a swap answer is needed", () => {
    const quote = failure(documentedQuoteAnswer, {
      ...expectation,
      chainId: 56,
      inToken: "0x55d398326f99059ff775485246999027b3197955",
      outToken: "0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d",
      inAmount: 5n * 10n ** 18n,
    });
    expect(quote.failure).toBe("malformed");
    expect(quote.message).toMatch(/minOutAmount/);
  });

  it.each([
    ["not an object", "<html>bad gateway</html>", /must be a JSON object/],
    ["no code", { data: documentedSwapAnswer.data }, /code must be a number/],
    ["data not an object", { code: 200, data: "ok" }, /data must be an object/],
    ["another in token", withData({ inToken: { ...documentedSwapAnswer.data.outToken } }), /inToken.address/],
    ["another amount in", withData({ inAmount: "999" }), /inAmount is 999/],
    ["a negative amount", withData({ outAmount: "-5" }), /outAmount must be a whole number/],
    ["minimum above the quote", withData({ minOutAmount: "2345670001" }), /minOutAmount .* is more than/],
    ["another exchange", withData({ to: "0x000000000000000000000000000000000000dEaD" }), /not OpenOcean's exchange/],
    ["calldata not hex", withData({ data: "swap()" }), /calldata/],
    ["no calldata", withData({ data: "0x" }), /calldata/],
    ["value missing for a native swap", withData({ value: "0" }), /value is 0/],
    ["another sender", withData({ from: "0x2222222222222222222222222222222222222222" }), /from is/],
    ["another chain", withData({ chainId: 56 }), /chainId is 56/],
    [
      "decimals out of range",
      withData({ outToken: { ...documentedSwapAnswer.data.outToken, decimals: 99 } }),
      /decimals/,
    ],
    ["a route without legs", withData({ path: { routes: [{ percentage: 100 }] } }), /subRoutes/],
  ])("refuses an answer with %s", (_, body, reason) => {
    const error = failure(body);
    expect(error.failure).toBe("malformed");
    expect(error.message).toMatch(reason);
  });

  it("wants no RBTC with a token in", () => {
    const tokenIn = { ...expectation, inToken: USDC, outToken: NATIVE, inAmount: 2_345_670_000n };
    const answer = withData({
      inToken: documentedSwapAnswer.data.outToken,
      outToken: documentedSwapAnswer.data.inToken,
      inAmount: "2345670000",
      outAmount: "1000000000000000000",
      minOutAmount: "990000000000000000",
    });
    expect(failure(answer, tokenIn).message).toMatch(/value is 1000000000000000000, a swap of this in token carries 0/);
    expect(parseSwapAnswer({ ...answer, data: { ...answer.data, value: "0" } }, tokenIn).value).toBe(0n);
  });

  it("accepts any exchange when none is pinned", () => {
    const anyExchange = { ...expectation, exchange: undefined };
    const to = "0x000000000000000000000000000000000000dead";
    expect(parseSwapAnswer(withData({ to }), anyExchange).to).toBe(to);
  });
});
