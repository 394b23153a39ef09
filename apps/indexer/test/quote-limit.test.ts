/**
 * The quote routes' shared refusals (src/api/quote/request.ts), without a server: a QuoteError is answered with
 * its id and core's status, an upstream that never answers is a 502 once the time limit passes (fake timers:
 * no waiting), and any other upstream failure is a 502 too, never a 5xx of our own.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { QUOTE_UPSTREAM_TIMEOUT_MS } from "@ceiba/core";
import { QuoteError } from "@ceiba/sdk";
import { withinQuoteLimit } from "../src/api/quote/request";
import { Refusal } from "../src/api/serve-route";

afterEach(() => {
  vi.useRealTimers();
});

describe("withinQuoteLimit", () => {
  it("answers what the provider quoted", async () => {
    expect(await withinQuoteLimit("Uniswap", () => Promise.resolve(42))).toBe(42);
  });

  it("turns a QuoteError into its refusal", async () => {
    const refusal = await withinQuoteLimit("Uniswap", () => Promise.reject(new QuoteError("quote.noRoute", "no pool")));
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ status: 422, body: { error: "quote.noRoute", message: "no pool" } });
  });

  it("answers 502 when the upstream never answers, once the limit has passed", async () => {
    vi.useFakeTimers();
    const pending = withinQuoteLimit("Uniswap", () => new Promise<never>(() => undefined));
    await vi.advanceTimersByTimeAsync(QUOTE_UPSTREAM_TIMEOUT_MS);
    expect(await pending).toMatchObject({ status: 502, body: { error: "quote.upstreamUnavailable" } });
  });

  it("answers 502 for any other upstream failure", async () => {
    const refusal = await withinQuoteLimit("Uniswap", () => Promise.reject(new Error("HTTP request failed.\nmore")));
    expect(refusal).toMatchObject({
      status: 502,
      body: { error: "quote.upstreamUnavailable", message: "Uniswap: HTTP request failed." },
    });
  });
});
