import { describe, expect, it } from "vitest";
import { NATIVE_TOKEN_ADDRESS, SWAP_SLIPPAGE, type QuoteRequest } from "@ceiba/core";
import { checkShape } from "../api/shape";
import { quoteShape } from "../api/routes";
import { OPENOCEAN_EXCHANGE, type OpenOceanSwap } from "./api";
import { OpenOceanError } from "./parse-swap-answer";
import { openOceanQuote, type OpenOceanQuoteInput } from "./to-quote";

const RBTC = NATIVE_TOKEN_ADDRESS.toLowerCase() as `0x${string}`;
const DOC = "0xe700691da7b9851f2f35f8b8182c69c53ccad9db";
const ACCOUNT = "0x1111111111111111111111111111111111111111";
const E18 = 10n ** 18n;

const request: QuoteRequest & { account: `0x${string}` } = {
  chainId: 30,
  account: ACCOUNT,
  inToken: RBTC,
  outToken: DOC,
  isExactIn: true,
  slippage: SWAP_SLIPPAGE,
  amount: E18 / 10n,
};

/** 0.1 RBTC for 9,000 DOC (90,000 DOC per RBTC) at 0.3 % impact, 1 % slippage. */
const swap: OpenOceanSwap = {
  inToken: { address: RBTC, decimals: 18, symbol: "RBTC" },
  outToken: { address: DOC, decimals: 18, symbol: "DOC" },
  inAmount: E18 / 10n,
  outAmount: 9000n * E18,
  minOutAmount: 8910n * E18,
  estimatedGas: 150_000n,
  to: OPENOCEAN_EXCHANGE,
  data: "0x90411a32",
  value: E18 / 10n,
  gasPrice: 65_000_000n,
  chainId: 30,
  priceImpact: 3n * 10n ** 15n,
  route: [],
};

/** Oracle prices (1e18 USD per 1e18 smallest units) by token; none: 0. */
const valuation = (prices: Record<string, bigint>): OpenOceanQuoteInput["valuation"] => ({
  usdValue: (token, amount) => (amount * (prices[token.toLowerCase()] ?? 0n)) / E18,
});

// 90,000 USD an RBTC, 1 USD a DOC.
const input: OpenOceanQuoteInput = {
  request,
  swap,
  gasPrice: 65_000_000n,
  blockNumber: 7_000_000n,
  deadline: 1_800_000_000,
  valuation: valuation({ [RBTC]: 90_000n * E18, [DOC]: E18 }),
};

describe("openOceanQuote", () => {
  it("answers the quote shape: amounts, USD at the oracle's prices, gas at the chain's price, the trade as sent", () => {
    const quote = openOceanQuote(input);
    expect(checkShape(quoteShape, quote)).toBe(quote);
    expect(quote).toMatchObject({
      provider: "openocean",
      chainId: 30,
      account: ACCOUNT,
      isExactIn: true,
      slippage: String(SWAP_SLIPPAGE),
      inToken: { address: RBTC, symbol: "RBTC", decimals: 18 },
      outToken: { address: DOC, symbol: "DOC", decimals: 18 },
      inTokenAmount: String(E18 / 10n),
      outTokenAmount: String(9000n * E18),
      inUsdValue: String(9000n * E18),
      outUsdValue: String(9000n * E18),
      gasEstimate: "150000",
      gasPrice: "65000000",
      // 150,000 × 0.065 gwei = 9.75e12 wei of RBTC at 90,000 USD: 0.8775 USD.
      gasInUsdValue: String((9_750_000_000_000n * 90_000n * E18) / E18),
      approvalTarget: null,
      candidateTrade: { to: OPENOCEAN_EXCHANGE, value: String(E18 / 10n), data: "0x90411a32" },
      signingRequest: null,
      deadline: 1_800_000_000,
      blockNumber: "7000000",
      market: {
        protocol: "OpenOcean",
        price: String(90_000n * E18),
        priceImpact: String(3n * 10n ** 15n),
        liquidityProviderFee: "0",
        liquidityProviderFeeRate: "0",
        minimumReceived: String(8910n * E18),
        maximumSold: String(E18 / 10n),
        route: [{ tokenIn: RBTC, tokenOut: DOC, pool: null, fee: null }],
      },
    });
  });

  it("names the route's DEXes, and asks for approval to the exchange when the in token is a token", () => {
    const pool = "0x2222222222222222222222222222222222222222";
    const quote = openOceanQuote({
      ...input,
      request: { ...request, inToken: DOC, outToken: RBTC, amount: 9000n * E18 },
      swap: {
        ...swap,
        inToken: swap.outToken,
        outToken: swap.inToken,
        inAmount: 9000n * E18,
        outAmount: E18 / 10n,
        minOutAmount: (E18 / 10n / 100n) * 99n,
        value: 0n,
        route: [{ tokenIn: DOC, tokenOut: RBTC, dex: "UniswapV3", pool }],
      },
    });
    expect(quote.approvalTarget).toBe(OPENOCEAN_EXCHANGE);
    expect(quote.market.protocol).toBe("OpenOcean (UniswapV3)");
    expect(quote.market.route).toEqual([{ tokenIn: DOC, tokenOut: RBTC, pool, fee: null }]);
    expect(quote.market.price).toBe(String(E18 / 90_000n));
  });

  it("shows no impact for a trade better than the market, and no USD where the oracle has no price", () => {
    const quote = openOceanQuote({
      ...input,
      swap: { ...swap, priceImpact: -(10n ** 15n) },
      valuation: valuation({}),
    });
    expect(quote.market.priceImpact).toBe("0");
    expect([quote.inUsdValue, quote.outUsdValue, quote.gasInUsdValue]).toEqual(["0", "0", "0"]);
  });

  it("refuses a minimum out that allows more slippage than asked, and takes OpenOcean's rounding", () => {
    const loose = () => openOceanQuote({ ...input, swap: { ...swap, minOutAmount: 8900n * E18 } });
    expect(loose).toThrow(OpenOceanError);
    expect(loose).toThrow(/minOutAmount .* is below/);
    expect(openOceanQuote({ ...input, swap: { ...swap, minOutAmount: 8910n * E18 - 1000n } }).outTokenAmount).toBe(
      String(9000n * E18),
    );
  });
});
