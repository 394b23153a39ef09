/**
 * Quote answers and a fake quote API for the swap screen's tests (the local deployment's tokens). Not
 * shipped: only tests import it.
 */
import { NATIVE_TOKEN_ADDRESS } from "@ceiba/core";
import type { SwapQuote } from "@ceiba/sdk";
import { vi } from "vitest";
import { DOC_TOKEN, E } from "../../lending/test-snapshot";

export const RBTC_ADDRESS = NATIVE_TOKEN_ADDRESS.toLowerCase();
export const DOC_ADDRESS = DOC_TOKEN.toLowerCase();
const PERMIT2 = "0x1bf6fcfe4650ecfc939bebcca809b529cfd09ade";
const ROUTER = "0xf104e11e13e4643f9c64dba2d8206faecef0b385";

const symbolOf = (address: string) => (address === RBTC_ADDRESS ? "RBTC" : address === DOC_ADDRESS ? "DOC" : "RIF");

/**
 * An answer to `body` (the request as sent): RBTC at 95,000 DOC, the exact side as asked, 0.3 % fee and
 * 1 % slippage; `overrides` for what a test needs (the USD values the provider choice reads, the impact).
 */
export function quoteFor(
  body: Record<string, unknown>,
  provider: SwapQuote["provider"],
  overrides: { outUsd?: bigint; gasUsd?: bigint; inUsd?: bigint; impact?: bigint; rate?: bigint } = {},
): SwapQuote {
  const inAddress = String(body.inTokenAddress);
  const outAddress = String(body.outTokenAddress);
  const inRbtc = inAddress === RBTC_ADDRESS;
  // Out per in, 1e18: 95,000 DOC per RBTC, or its inverse.
  const rate = overrides.rate ?? (inRbtc ? E("95000") : E("1") / 95_000n);
  const exactIn = body.isExactIn === true;
  const inAmount = exactIn ? BigInt(String(body.inTokenAmount)) : (BigInt(String(body.outTokenAmount)) * E("1")) / rate;
  const outAmount = exactIn ? (inAmount * rate) / E("1") : BigInt(String(body.outTokenAmount));
  const usd = (amount: bigint, address: string) => (address === RBTC_ADDRESS ? amount * 95_000n : amount);
  return {
    provider,
    chainId: 1337,
    account: (body.account as string | null) ?? null,
    isExactIn: exactIn,
    slippage: String(E("0.01")),
    inToken: { address: inAddress, symbol: symbolOf(inAddress), decimals: 18 },
    outToken: { address: outAddress, symbol: symbolOf(outAddress), decimals: 18 },
    inTokenAmount: String(inAmount),
    outTokenAmount: String(outAmount),
    inUsdValue: String(overrides.inUsd ?? usd(inAmount, inAddress)),
    outUsdValue: String(overrides.outUsd ?? usd(outAmount, outAddress)),
    gasEstimate: "150000",
    gasPrice: "60000000",
    gasInUsdValue: String(overrides.gasUsd ?? E("0.01")),
    approvalTarget: inRbtc ? null : PERMIT2,
    candidateTrade: { to: ROUTER, value: inRbtc ? String(inAmount) : "0", data: "0x3593564c" },
    signingRequest: null,
    deadline: 1_900_000_000,
    blockNumber: "1000",
    market: {
      protocol: provider === "uniswap" ? "Uniswap v3" : "OpenOcean",
      price: String(rate),
      priceImpact: String(overrides.impact ?? E("0.001")),
      // OpenOcean's answers do not break the pools' fees out (sdk openocean/to-quote.ts).
      liquidityProviderFee: provider === "uniswap" ? String((inAmount * 3n) / 1000n) : "0",
      liquidityProviderFeeRate: provider === "uniswap" ? String(E("0.003")) : "0",
      minimumReceived: String((outAmount * 99n) / 100n),
      maximumSold: String((inAmount * 101n) / 100n),
      route: [{ tokenIn: inAddress, tokenOut: outAddress, pool: null, fee: 3000 }],
    },
  };
}

export type QuoteProviderName = SwapQuote["provider"];

export interface QuoteCall {
  provider: QuoteProviderName;
  body: Record<string, unknown>;
  signal: AbortSignal | undefined;
}

/** How a fake provider answers a request: a quote, a refusal (status and catalogue id), or never. */
export type QuoteAnswer = SwapQuote | { status: number; error: string } | "hang";
export type QuoteHandler = (body: Record<string, unknown>) => QuoteAnswer;

/** global fetch answering POST /quote/{provider} with the handlers (changeable later), recording each call. */
export function fakeQuoteApi(handlers: Partial<Record<QuoteProviderName, QuoteHandler>>) {
  const calls: QuoteCall[] = [];
  const current = { ...handlers };
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const provider = (["uniswap", "openocean"] as const).find((p) => String(url).endsWith(`/quote/${p}`));
    if (!provider) return new Response(JSON.stringify({ error: "not found" }), { status: 404 });
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const signal = init.signal ?? undefined;
    calls.push({ provider, body, signal });
    const answer = current[provider]?.(body) ?? { status: 502, error: "quote.upstreamUnavailable" };
    if (answer === "hang") {
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener("abort", () => reject(signal.reason as Error));
      });
    }
    if ("status" in answer && typeof answer.status === "number") {
      return new Response(JSON.stringify({ error: answer.error, message: "refused" }), { status: answer.status });
    }
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    calls,
    fetch,
    set(provider: QuoteProviderName, handler: QuoteHandler) {
      current[provider] = handler;
    },
  };
}

export const ok =
  (provider: QuoteProviderName, overrides: Parameters<typeof quoteFor>[2] = {}): QuoteHandler =>
  (body) =>
    quoteFor(body, provider, overrides);
export const down: QuoteHandler = () => ({ status: 502, error: "quote.upstreamUnavailable" });
/** A provider with no deployment on the chain (chain 31 today). */
export const notDeployed: QuoteHandler = () => ({ status: 422, error: "quote.noDeployment" });
export const noRoute: QuoteHandler = () => ({ status: 422, error: "quote.noRoute" });
