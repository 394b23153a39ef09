/**
 * The query of `GET /v4/{chain}/quote` and `/swap` as OpenOcean documents it, read strictly: the stand-in is a
 * test double, so a parameter our client gets wrong (the deprecated `amount`, a slippage out of range) is
 * refused with the documented envelope's code 400 instead of being guessed at.
 */
import { parseAmount, type HexAddress } from "@ceiba/core";
import { OPENOCEAN_MAX_SLIPPAGE, OPENOCEAN_MIN_SLIPPAGE } from "@ceiba/sdk/openocean";

export interface SwapQuery {
  inToken: HexAddress;
  outToken: HexAddress;
  amountIn: bigint;
  gasPrice: bigint;
  /** 1e18 ratio (1e16 = 1 %). */
  slippage: bigint;
  /** Without it the answer has no transaction (as OpenOcean's). */
  account: HexAddress | undefined;
}

/** A request the stand-in refuses: the envelope's code and message. */
export class QueryRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "QueryRefused";
  }
}

const address = (value: string | null, field: string): HexAddress => {
  if (value === null || !/^0x[0-9a-fA-F]{40}$/.test(value)) throw new QueryRefused(`${field} must be a token address`);
  return value.toLowerCase() as HexAddress;
};

const whole = (value: string | null, field: string): bigint => {
  if (value === null || !/^[0-9]{1,78}$/.test(value)) {
    throw new QueryRefused(`${field} must be a whole number with decimals (smallest units)`);
  }
  return BigInt(value);
};

/** Reads the documented parameters; `chain` is the path's chain, which must be the stand-in's. */
export function readSwapQuery(query: URLSearchParams, chain: string, servedChainId: number): SwapQuery {
  if (chain !== String(servedChainId)) throw new QueryRefused(`the stand-in serves chain ${servedChainId} only`);
  for (const deprecated of ["amount", "gasPrice"]) {
    if (query.has(deprecated)) {
      throw new QueryRefused(`${deprecated} is deprecated: send ${deprecated}Decimals (with the token's decimals)`);
    }
  }
  const inToken = address(query.get("inTokenAddress"), "inTokenAddress");
  const outToken = address(query.get("outTokenAddress"), "outTokenAddress");
  if (inToken === outToken) throw new QueryRefused("inTokenAddress and outTokenAddress must differ");
  const amountIn = whole(query.get("amountDecimals"), "amountDecimals");
  if (amountIn === 0n) throw new QueryRefused("amountDecimals must be more than 0");
  const gasPrice = whole(query.get("gasPriceDecimals"), "gasPriceDecimals");
  // Percent, 0.05 to 50, 1 by default.
  const slippageText = query.get("slippage") ?? "1";
  const parsed = /^[0-9]+(\.[0-9]+)?$/.test(slippageText) ? parseAmount(slippageText, 16) : undefined;
  if (!parsed?.ok || parsed.value < OPENOCEAN_MIN_SLIPPAGE || parsed.value > OPENOCEAN_MAX_SLIPPAGE) {
    throw new QueryRefused("slippage must be a percent from 0.05 to 50");
  }
  const accountText = query.get("account");
  const account = accountText === null ? undefined : address(accountText, "account");
  return { inToken, outToken, amountIn, gasPrice, slippage: parsed.value, account };
}
