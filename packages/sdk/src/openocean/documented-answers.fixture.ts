/**
 * OpenOcean's answers as its API v4 page documents them (https://apis.openocean.finance/developer/apis/swap-api/api-v4,
 * and the same examples in openocean-finance/OpenOcean-skills references/api-reference.md). They are the docs'
 * examples, not answers recorded from the live API (this machine has no internet): the /swap example's calldata,
 * shortened to "0x90411a32..." there, is completed with zeros here, and its `from` is a test account.
 */

export const DOCUMENTED_ACCOUNT = "0x1111111111111111111111111111111111111111" as const;

/** GET /v4/1/swap: 1 ETH (native) for USDC, 1 % slippage. */
export const documentedSwapAnswer = {
  code: 200,
  data: {
    inToken: {
      address: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
      decimals: 18,
      symbol: "ETH",
      name: "Ethereum",
      usd: "2345.67",
      volume: 2345.67,
    },
    outToken: {
      address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
      decimals: 6,
      symbol: "USDC",
      name: "USD Coin",
      usd: "1.00",
      volume: 2345.67,
    },
    inAmount: "1000000000000000000",
    outAmount: "2345670000",
    estimatedGas: 516812,
    minOutAmount: "2322213300",
    from: DOCUMENTED_ACCOUNT,
    to: "0x6352a56caadC4F1E25CD6c75970Fa768A3304e64",
    value: "1000000000000000000",
    gasPrice: "1000000000",
    data: `0x90411a32${"0".repeat(64 * 4)}`,
    chainId: 1,
    price_impact: "0.01%",
  },
};

/** GET /v4/bsc/quote: 5 USDT for USDC. A quote answer has no transaction (no `to`, `data`, `minOutAmount`). */
export const documentedQuoteAnswer = {
  code: 200,
  data: {
    inToken: {
      address: "0x55d398326f99059ff775485246999027b3197955",
      decimals: 18,
      symbol: "USDT",
      name: "Tether USD",
      usd: "0.998546",
      volume: 4.99273,
    },
    outToken: {
      address: "0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d",
      decimals: 18,
      symbol: "USDC",
      name: "USD Coin",
      usd: "0.999955",
      volume: 4.993697212299812,
    },
    inAmount: "5000000000000000000",
    outAmount: "4993921938787056372",
    estimatedGas: "129211",
    dexes: [
      { dexIndex: 0, dexCode: "Pancake", swapAmount: "4979841669990999203" },
      { dexIndex: 1, dexCode: "PancakeV2", swapAmount: "4974920727654969974" },
      { dexIndex: 3, dexCode: "Bakery", swapAmount: "755767313321589992" },
    ],
    path: {
      from: "0x55d398326f99059fF775485246999027B3197955",
      to: "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d",
      parts: 10,
      routes: [
        {
          parts: 10,
          percentage: 100,
          subRoutes: [
            {
              from: "0x55d398326f99059fF775485246999027B3197955",
              to: "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d",
              parts: 25,
              dexes: [
                { dex: "PancakeV3", id: "0x92b7807bF19b7DDdf89b706143896d05228f3121", parts: 25, percentage: 100 },
              ],
            },
          ],
        },
      ],
    },
    save: -0.0018,
    price_impact: "0.01%",
  },
};

/**
 * The error-handling guide's cases (openocean-finance/OpenOcean-skills skills/error-handling/SKILL.md): a refusal
 * (400), a server error (500) and "no route" (code 200, data null). The codes are the guide's, the texts ours.
 */
export const documentedRefusal = { code: 400, error: "Invalid params" };
export const documentedServerError = { code: 500, error: "Internal Server Error" };
export const documentedNoRoute = { code: 200, data: null };
