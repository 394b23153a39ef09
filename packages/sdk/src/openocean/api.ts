/**
 * OpenOcean's public swap API, v4, as documented (https://apis.openocean.finance/developer/apis/swap-api/api-v4):
 * `GET {base}/v4/{chain}/swap?inTokenAddress&outTokenAddress&amountDecimals&gasPriceDecimals&slippage&account`
 * answers `{ code: 200, data: { inToken, outToken, inAmount, outAmount, minOutAmount, estimatedGas, to, data,
 * value, gasPrice, chainId, price_impact, ... } }`. Amounts go in the token's smallest unit (`amountDecimals`;
 * the older `amount` in whole tokens is deprecated), the gas price in wei (`gasPriceDecimals`), the slippage
 * in percent (1 = 1 %, 0.05 to 50). The swap is always exact in: the documented "exact out" is an estimate
 * (`reverseQuote`) followed by an exact-in swap. The README's "OpenOcean" section lists the sources.
 *
 * This file holds the wire format only: what is sent, and what a checked answer holds (parse-swap-answer.ts
 * checks one), so that the server's client and the local stand-in speak the same thing.
 */
import { toDecimalString, type HexAddress } from "@ceiba/core";

/** The public API's origin; a chain's base is `${OPENOCEAN_PUBLIC_API}/v4/${chain}`. */
export const OPENOCEAN_PUBLIC_API = "https://open-api.openocean.finance";

/**
 * The paid plan's origin, same paths, the key sent in an `apikey` header (OpenOcean's Pro API; the free one
 * allows 2 requests a second, far below a busy swap screen's one quote per user per 800 ms).
 */
export const OPENOCEAN_PRO_API = "https://open-api-pro.openocean.finance";

/**
 * OpenOcean's exchange contract (the router a swap is sent to and the in token approved to) on the chains its
 * "Contracts of Chains" page lists with it (https://apis.openocean.finance/developer/apis/swap-api/contracts-of-chains;
 * the same address in its own API examples' `ApproveContract`).
 */
export const OPENOCEAN_EXCHANGE: HexAddress = "0x6352a56caadc4f1e25cd6c75970fa768a3304e64";

/** The documented slippage range, 0.05 % to 50 %, as 1e18 ratios (1e16 = 1 %). */
export const OPENOCEAN_MIN_SLIPPAGE = 5n * 10n ** 14n;
export const OPENOCEAN_MAX_SLIPPAGE = 50n * 10n ** 16n;

/**
 * A 1e18 slippage ratio as the `slippage` parameter (percent: 1e16 → "1", 5e15 → "0.5"); undefined outside the
 * documented range, which OpenOcean would refuse or (below it) silently widen.
 */
export function openOceanSlippage(slippage: bigint): string | undefined {
  if (slippage < OPENOCEAN_MIN_SLIPPAGE || slippage > OPENOCEAN_MAX_SLIPPAGE) return undefined;
  return toDecimalString(slippage, 16);
}

/** The query of `GET /v4/{chain}/swap`, every value a string as it travels. */
export interface OpenOceanSwapParams {
  inTokenAddress: string;
  outTokenAddress: string;
  /** The amount in, in the in token's smallest unit (a whole number). */
  amountDecimals: string;
  /** Gas price in wei. */
  gasPriceDecimals: string;
  /** Percent, 0.05 to 50 ("1" = 1 %). */
  slippage: string;
  /** The wallet that sends the swap and receives the out token; without it the answer has no calldata. */
  account: string;
}

/** The documented query keys, in the order they are sent. */
export const OPENOCEAN_SWAP_PARAM_KEYS = [
  "inTokenAddress",
  "outTokenAddress",
  "amountDecimals",
  "gasPriceDecimals",
  "slippage",
  "account",
] as const satisfies readonly (keyof OpenOceanSwapParams)[];

/** A token as an answer describes it. */
export interface OpenOceanToken {
  /** Lowercased. */
  address: HexAddress;
  decimals: number;
  symbol: string;
}

/** One leg of the answer's route (`path.routes[].subRoutes[]`), when the answer has one. */
export interface OpenOceanRouteLeg {
  tokenIn: HexAddress;
  tokenOut: HexAddress;
  /** The DEX's name and pool (`dexes[].dex`, `dexes[].id`) of the leg's largest share. */
  dex: string;
  pool: HexAddress | null;
}

/** A checked `/swap` answer's `data`: amounts bigint, addresses lowercased. */
export interface OpenOceanSwap {
  inToken: OpenOceanToken;
  outToken: OpenOceanToken;
  inAmount: bigint;
  outAmount: bigint;
  /** The least out the transaction accepts (outAmount less the slippage). */
  minOutAmount: bigint;
  /** OpenOcean's gas estimate (units), "for reference only". */
  estimatedGas: bigint;
  /** The transaction: the exchange contract, its calldata, the RBTC it carries. */
  to: HexAddress;
  data: `0x${string}`;
  value: bigint;
  /** The gas price the answer was built for (wei), when it says. */
  gasPrice: bigint | undefined;
  /** The chain the answer is for, when it says. */
  chainId: number | undefined;
  /** `price_impact` as a 1e18 ratio ("0.01%" → 1e14); negative when the trade beats the market price. */
  priceImpact: bigint;
  /** The route's legs, when the answer has a `path`. */
  route: OpenOceanRouteLeg[];
}

/** `{base}/swap?…` with the parameters in their documented order. */
export function openOceanSwapUrl(chainBaseUrl: string, params: OpenOceanSwapParams): string {
  const query = new URLSearchParams(OPENOCEAN_SWAP_PARAM_KEYS.map((key): [string, string] => [key, params[key]]));
  return `${chainBaseUrl.replace(/\/+$/, "")}/swap?${query.toString()}`;
}
