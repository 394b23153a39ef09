import type { Address, Hash } from "viem";
import { applyPercentChange, formatOraclePrice, parseAmount, usdMantissaToOraclePrice } from "@ceiba/core";
import { type LocalConnection, LocalToolError } from "./local-connection";

/**
 * A new price in USD ("95000", "0.98"), a change of the current one in percent ("-30%", "+12.5%"), or, on
 * the Tropykus-shaped contracts, "expire": the Money-on-Chain feed stops vouching for its price.
 */
export type PriceChange = { kind: "usd"; usd: bigint } | { kind: "percent"; percent: bigint } | { kind: "expire" };

const USAGE = 'a price is a USD amount ("95000", "0.98"), a change in percent ("-30%", "+5%", "12.5%") or "expire"';

/** Reads the command's price argument; amounts go through core's parser (no JS number on the way). */
export function parsePriceChange(text: string): PriceChange {
  const trimmed = text.trim();
  if (trimmed.toLowerCase() === "expire") return { kind: "expire" };
  const percentMatch = /^([+\-\u2212]?)\s*(.+?)\s*%$/.exec(trimmed);
  if (percentMatch) {
    const [, sign = "", body = ""] = percentMatch;
    const parsed = parseAmount(body, 18);
    if (!parsed.ok) throw new LocalToolError(`"${text}" is not a percentage: ${USAGE}`);
    return { kind: "percent", percent: sign === "" || sign === "+" ? parsed.value : -parsed.value };
  }
  const parsed = parseAmount(trimmed, 18);
  if (!parsed.ok || parsed.value === 0n) {
    throw new LocalToolError(`"${text}" is not a price above 0: ${USAGE}`);
  }
  return { kind: "usd", usd: parsed.value };
}

/** The markets a symbol names: a market ("kRBTC": that one) or an underlying ("RBTC": kRBTC and kSAT). */
export function marketsForSymbol(connection: Pick<LocalConnection, "deployment">, symbol: string): string[] {
  const wanted = symbol.trim().toLowerCase();
  const entries = Object.entries(connection.deployment.markets);
  const byMarket = entries.filter(([name]) => name.toLowerCase() === wanted).map(([name]) => name);
  if (byMarket.length > 0) return byMarket;
  const byUnderlying = entries.filter(([, m]) => m.underlyingSymbol.toLowerCase() === wanted).map(([name]) => name);
  if (byUnderlying.length > 0) return byUnderlying;
  const known = [...new Set(entries.flatMap(([name, m]) => [m.underlyingSymbol, name]))].join(", ");
  throw new LocalToolError(`no market or token "${symbol}" in the local deployment (known: ${known})`);
}

export interface PriceMove {
  /** Market symbol (kRBTC). */
  market: string;
  address: Address;
  underlyingSymbol: string;
  underlyingDecimals: number;
  /** Oracle prices (USD × 10^(36 − decimals)); 0 where the market has no price (an expired feed). */
  oldPrice: bigint;
  newPrice: bigint;
  txHash: Hash;
}

/** "kRBTC (RBTC): 95,000 → 66,500 USD"; "kBPRO (BPRO): 3,400 USD → no price" for an expired feed. */
export function describePriceMove(move: PriceMove): string {
  const price = (p: bigint) => formatOraclePrice(p, move.underlyingDecimals, "en");
  const prices =
    move.oldPrice > 0n && move.newPrice > 0n
      ? `${price(move.oldPrice)} → ${price(move.newPrice)} USD`
      : [move.oldPrice, move.newPrice].map((p) => (p === 0n ? "no price" : `${price(p)} USD`)).join(" → ");
  return `${move.market} (${move.underlyingSymbol}): ${prices}`;
}

/**
 * The oracle price a change leads to from `oldPrice` (0: none now); a refusal when it would leave the market
 * without a price, or a percentage has no price to apply to. "expire" is the caller's.
 */
export function changedPrice(
  name: string,
  change: Exclude<PriceChange, { kind: "expire" }>,
  oldPrice: bigint,
  decimals: number,
): bigint {
  if (change.kind === "percent" && oldPrice === 0n) {
    throw new LocalToolError(`${name} has no price now: set one in USD, a percentage has nothing to apply to`);
  }
  const newPrice =
    change.kind === "usd"
      ? usdMantissaToOraclePrice(change.usd, decimals)
      : applyPercentChange(oldPrice, change.percent);
  if (newPrice === undefined || newPrice === 0n) {
    throw new LocalToolError(`that change leaves ${name} without a price (0 reads as "no price"): nothing was set`);
  }
  return newPrice;
}
