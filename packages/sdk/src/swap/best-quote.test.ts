import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/client";
import { chooseQuote, fetchBestQuote, netUsdValue } from "./best-quote";
import { quoteRequestBody } from "./quote-request";
import { DOC, E18, RBTC, quote } from "./test-quote";
import type { SwapQuote } from "./quote-types";

const ok = (value: SwapQuote): PromiseSettledResult<SwapQuote> => ({ status: "fulfilled", value });
const ko = (reason: unknown): PromiseSettledResult<SwapQuote> => ({ status: "rejected", reason });
const noRoute = (path: string) => new ApiError(path, 422, "no route", { error: "quote.noRoute", message: "no pool" });
const down = (path: string) => new ApiError(path, 502, "upstream", { error: "quote.upstreamUnavailable" });

describe("chooseQuote", () => {
  it("the better net result (out USD − gas USD) wins, whichever provider gives it", () => {
    const uni = quote({ outUsdValue: String(95n * E18), gasInUsdValue: String(E18) }); // net 94
    const oo = quote({ provider: "openocean", outUsdValue: String(96n * E18), gasInUsdValue: String(3n * E18) }); // 93
    expect(netUsdValue(uni)).toBe(94n * E18);
    expect(
      chooseQuote([
        { provider: "uniswap", result: ok(uni) },
        { provider: "openocean", result: ok(oo) },
      ]),
    ).toMatchObject({
      ok: true,
      provider: "uniswap",
    });
    const better = quote({ provider: "openocean", outUsdValue: String(96n * E18), gasInUsdValue: String(E18 / 2n) });
    expect(
      chooseQuote([
        { provider: "uniswap", result: ok(uni) },
        { provider: "openocean", result: ok(better) },
      ]),
    ).toMatchObject({ ok: true, provider: "openocean", quote: better, failures: [] });
  });

  it("exact out: both buy the same, so the one that sells less (with its fee) wins", () => {
    const exactOut = { isExactIn: false, outUsdValue: String(95n * E18) };
    const uni = quote({ ...exactOut, inUsdValue: String(100n * E18), gasInUsdValue: String(E18) });
    const oo = quote({ ...exactOut, provider: "openocean", inUsdValue: String(99n * E18), gasInUsdValue: String(E18) });
    expect(
      chooseQuote([
        { provider: "uniswap", result: ok(uni) },
        { provider: "openocean", result: ok(oo) },
      ]),
    ).toMatchObject({
      provider: "openocean",
    });
  });

  it("one provider fails: the other's quote is used, the failure kept", () => {
    const uni = quote();
    const best = chooseQuote([
      { provider: "uniswap", result: ok(uni) },
      { provider: "openocean", result: ko(down("/quote/openocean")) },
    ]);
    expect(best).toMatchObject({ ok: true, provider: "uniswap", quote: uni });
    expect(best.failures).toEqual([
      expect.objectContaining({ provider: "openocean", status: 502, errorId: "quote.upstreamUnavailable" }),
    ]);
  });

  it("both fail: no quote, 'noLiquidity' only when both said there is no route", () => {
    expect(
      chooseQuote([
        { provider: "uniswap", result: ko(noRoute("/quote/uniswap")) },
        { provider: "openocean", result: ko(noRoute("/quote/openocean")) },
      ]),
    ).toMatchObject({ ok: false, reason: "noLiquidity" });
    expect(
      chooseQuote([
        { provider: "uniswap", result: ko(noRoute("/quote/uniswap")) },
        { provider: "openocean", result: ko(new TypeError("fetch failed")) },
      ]),
    ).toMatchObject({ ok: false, reason: "unavailable" });
    // OpenOcean does not quote an exact out: Uniswap's "no route" decides.
    const notSupported = new ApiError("/quote/openocean", 422, "exact out", { error: "quote.notSupported" });
    expect(
      chooseQuote([
        { provider: "uniswap", result: ko(noRoute("/quote/uniswap")) },
        { provider: "openocean", result: ko(notSupported) },
      ]),
    ).toMatchObject({ ok: false, reason: "noLiquidity" });
  });

  it("no provider deployed on the chain (31): 'notOnThisChain', not a retry", () => {
    const none = (path: string) => new ApiError(path, 422, "no deployment", { error: "quote.noDeployment" });
    expect(
      chooseQuote([
        { provider: "uniswap", result: ko(none("/quote/uniswap")) },
        { provider: "openocean", result: ko(none("/quote/openocean")) },
      ]),
    ).toMatchObject({ ok: false, reason: "notOnThisChain" });
    // One of them merely down: that may pass, so it is a retry.
    expect(
      chooseQuote([
        { provider: "uniswap", result: ko(none("/quote/uniswap")) },
        { provider: "openocean", result: ko(new TypeError("fetch failed")) },
      ]),
    ).toMatchObject({ ok: false, reason: "unavailable" });
  });
});

describe("fetchBestQuote", () => {
  const body = quoteRequestBody({ chainId: 1337, inToken: DOC, outToken: RBTC, isExactIn: true, amount: 5n * E18 });

  it("builds the spec's request: the exact side's amount and the 1 % slippage as decimal strings", () => {
    expect(body).toEqual({
      chain: 1337,
      account: null,
      inTokenAddress: DOC,
      outTokenAddress: RBTC,
      isExactIn: true,
      slippage: "10000000000000000",
      inTokenAmount: "5000000000000000000",
    });
    expect(
      quoteRequestBody({ chainId: 31, inToken: DOC, outToken: RBTC, isExactIn: false, amount: 7n, account: DOC }),
    ).toMatchObject({ outTokenAmount: "7", account: DOC, isExactIn: false });
  });

  it("asks both providers at once, before either answers", async () => {
    const pending: ((q: SwapQuote) => void)[] = [];
    const post = vi.fn((_route: string) => new Promise<SwapQuote>((resolve) => pending.push(resolve)));
    const result = fetchBestQuote({ post } as never, body);
    expect(post.mock.calls.map((c) => c[0])).toEqual(["quoteUniswap", "quoteOpenocean"]);
    pending[0]?.(quote());
    pending[1]?.(quote({ provider: "openocean", outUsdValue: "1" }));
    await expect(result).resolves.toMatchObject({ ok: true, provider: "uniswap" });
  });

  it("an aborted request rejects rather than answering with a stale quote", async () => {
    const controller = new AbortController();
    const post = vi.fn(async () => quote());
    const result = fetchBestQuote({ post } as never, body, { signal: controller.signal });
    controller.abort(new Error("newer amount"));
    await expect(result).rejects.toThrow("newer amount");
  });
});
