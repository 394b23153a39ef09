/** Quote answers for the swap tests, in the API's shape. Not shipped: only tests import it. */
import { NATIVE_TOKEN_ADDRESS } from "@ceiba/core";
import type { Address } from "viem";
import { permitTypedData } from "./permit-typed-data";
import type { SwapQuote } from "./quote-types";

export const E18 = 10n ** 18n;
export const DOC: Address = "0x0165878a594ca255338adfa4d48449f69242eb8f";
export const RIF: Address = "0x8a791620dd6260079bf849dc5567adc3f2fdc318";
export const RBTC = NATIVE_TOKEN_ADDRESS.toLowerCase() as Address;
export const PERMIT2: Address = "0x000000000022d473030f116ddee9f6b43ac78ba3";
export const ROUTER: Address = "0x00000000000000000000000000000000000000a1";
export const ACCOUNT: Address = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed";

const token = (address: string) => ({
  address,
  symbol: address === DOC ? "DOC" : address === RBTC ? "RBTC" : "RIF",
  decimals: 18,
});

/** A DOC → RBTC quote of 100 DOC through Uniswap (Permit2), unless overridden. */
export function quote(overrides: Partial<SwapQuote> = {}, market: Partial<SwapQuote["market"]> = {}): SwapQuote {
  const base: SwapQuote = {
    provider: "uniswap",
    chainId: 1337,
    account: ACCOUNT,
    isExactIn: true,
    slippage: String(E18 / 100n),
    inToken: token(DOC),
    outToken: token(RBTC),
    inTokenAmount: String(100n * E18),
    outTokenAmount: String(1_000_000_000_000_000n),
    inUsdValue: String(100n * E18),
    outUsdValue: String(95n * E18),
    gasEstimate: "150000",
    gasPrice: "60000000",
    gasInUsdValue: String(E18 / 1000n),
    approvalTarget: PERMIT2,
    candidateTrade: { to: ROUTER, value: "0", data: "0x3593564c" },
    signingRequest: {
      typedData: permitTypedData({
        chainId: 1337,
        permit2: PERMIT2,
        permit: {
          details: { token: DOC, amount: 100n * E18, expiration: 1_900_000_000, nonce: 0 },
          spender: ROUTER,
          sigDeadline: 1_900_000_000n,
        },
      }),
    },
    deadline: 1_900_000_000,
    blockNumber: "1000",
    market: {
      protocol: "Uniswap v3",
      price: String(E18 / 100_000n),
      priceImpact: String(E18 / 1000n),
      liquidityProviderFee: String(3n * 10n ** 17n),
      liquidityProviderFeeRate: String(3n * 10n ** 15n),
      minimumReceived: String(990_000_000_000_000n),
      maximumSold: String(100n * E18),
      route: [{ tokenIn: DOC, tokenOut: RBTC, pool: null, fee: 3000 }],
      ...market,
    },
  };
  return { ...base, ...overrides };
}

/** RBTC → DOC: native in, no approval and no permit. */
export const nativeQuote = (overrides: Partial<SwapQuote> = {}) =>
  quote({
    inToken: token(RBTC),
    outToken: token(DOC),
    inTokenAmount: String(E18 / 1000n),
    outTokenAmount: String(95n * E18),
    approvalTarget: null,
    signingRequest: null,
    candidateTrade: { to: ROUTER, value: String(E18 / 1000n), data: "0x3593564c" },
    ...overrides,
  });
