/**
 * POST /quote/openocean against the run's OpenOcean stand-in (local-chain.setup.ts) on the local pools: a good
 * quote in the route table's shape whose transaction pays what it quoted, 4xx with core's `quote.*` id for
 * every malformed request (never a 5xx), 422 for what OpenOcean cannot quote, 502 with the reason when the
 * stand-in is down, slow or answers something else than OpenOcean's documented answer.
 */
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { erc20Abi, parseEther } from "viem";
import { NATIVE_TOKEN_ADDRESS, SWAP_SLIPPAGE, type QuoteRequestBody } from "@ceiba/core";
import { getUniswapDeployment } from "@ceiba/deployments";
import { readSnapshot, tokenPrices } from "@ceiba/sdk";
import { checkShape, quoteShape } from "@ceiba/sdk/api";
import { account, publicClient, walletFor } from "./clients";
import { INDEXER_START_HOOK_MS, INDEXER_START_MS, waitFor } from "./indexer-process";
import { deployment } from "./scenario";
import { holdSharedChain } from "./shared-chain-lock";
import { sharedIndexer } from "./shared-indexer";

holdSharedChain();
const indexer = sharedIndexer();

/** An account no other file of the run uses (the chain is shared). */
const TRADER = 12;
const trader = account(TRADER).address;
const DOC = deployment.tokens.DOC ?? "";
const ROUTER = getUniswapDeployment(1337)?.swapRouter ?? "";

/** 0.01 RBTC for DOC, for the trader, at 1 % slippage; `change` replaces fields (undefined removes one). */
const quoteRequest = (change: Record<string, unknown> = {}): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries({
      chain: 1337,
      account: trader,
      inTokenAddress: NATIVE_TOKEN_ADDRESS,
      outTokenAddress: DOC,
      isExactIn: true,
      slippage: String(SWAP_SLIPPAGE),
      inTokenAmount: String(parseEther("0.01")),
      ...change,
    } satisfies Partial<QuoteRequestBody>).filter(([, value]) => value !== undefined),
  );

async function post(body: unknown, raw?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${indexer.url}/quote/openocean`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: raw ?? JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Switches the run's stand-in (its control endpoint answers whatever the mode). */
async function standinMode(mode: "ok" | "down" | "slow" | "malformed" | "error") {
  const res = await fetch(`${inject("openoceanUrl")}/__standin/mode`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode }),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  await waitFor(
    async () => (await fetch(`${indexer.url}/ready`)).ok,
    INDEXER_START_MS,
    () => `the indexer did not get ready:\n${indexer.output()}`,
    indexer.exited,
  );
}, INDEXER_START_HOOK_MS);
afterEach(() => standinMode("ok"));

describe("POST /quote/openocean", () => {
  it("answers the route table's quote, whose transaction, sent as it is, pays the quoted amount", async () => {
    const { status, body } = await post(quoteRequest());
    expect(status).toBe(200);
    const quote = checkShape(quoteShape, body);
    expect(quote).toMatchObject({
      provider: "openocean",
      chainId: 1337,
      account: trader.toLowerCase(),
      isExactIn: true,
      inToken: { address: NATIVE_TOKEN_ADDRESS.toLowerCase(), symbol: "RBTC", decimals: 18 },
      outToken: { address: DOC.toLowerCase(), symbol: "DOC", decimals: 18 },
      inTokenAmount: String(parseEther("0.01")),
      approvalTarget: null,
      signingRequest: null,
      candidateTrade: { to: ROUTER.toLowerCase(), value: String(parseEther("0.01")) },
    });
    // USD at the protocol oracle's prices at the quote's block (the pools' may have moved: the chain is shared).
    const prices = tokenPrices(
      await readSnapshot(publicClient, deployment, { blockNumber: BigInt(quote.blockNumber) }),
      getUniswapDeployment(1337)?.wrappedNative ?? null,
    );
    expect(prices.priceOf(DOC as `0x${string}`)).toBeGreaterThan(0n);
    expect(quote.inUsdValue).toBe(String(prices.usdValue(NATIVE_TOKEN_ADDRESS, parseEther("0.01"))));
    expect(quote.outUsdValue).toBe(String(prices.usdValue(DOC as `0x${string}`, BigInt(quote.outTokenAmount))));
    const gasCost = BigInt(quote.gasEstimate) * BigInt(quote.gasPrice);
    expect(quote.gasInUsdValue).toBe(String(prices.usdValue(NATIVE_TOKEN_ADDRESS, gasCost)));
    expect(BigInt(quote.market.minimumReceived)).toBe((BigInt(quote.outTokenAmount) * 99n) / 100n);

    const balance = () =>
      publicClient.readContract({
        address: DOC as `0x${string}`,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [trader],
      });
    const before = await balance();
    const { to, value, data } = quote.candidateTrade;
    const hash = await walletFor(TRADER).sendTransaction({
      to: to as `0x${string}`,
      value: BigInt(value),
      data: data as `0x${string}`,
    });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe("success");
    expect((await balance()) - before).toBe(BigInt(quote.outTokenAmount));
  });

  it("asks to approve OpenOcean's exchange (here the local router) for a token in", async () => {
    const { status, body } = await post(
      quoteRequest({
        inTokenAddress: DOC,
        outTokenAddress: NATIVE_TOKEN_ADDRESS,
        inTokenAmount: String(parseEther("100")),
      }),
    );
    expect(status).toBe(200);
    expect(body.approvalTarget).toBe(ROUTER.toLowerCase());
    expect(body.candidateTrade).toMatchObject({ to: ROUTER.toLowerCase(), value: "0" });
  });

  it.each([
    ["a bad address", { inTokenAddress: "0x1234" }, 400, "quote.invalidRequest"],
    ["both amounts", { outTokenAmount: "1" }, 400, "quote.invalidRequest"],
    ["a negative amount", { inTokenAmount: "-5" }, 400, "quote.invalidRequest"],
    ["an 80-digit amount", { inTokenAmount: "9".repeat(80) }, 400, "quote.invalidRequest"],
    ["an amount as a number", { inTokenAmount: 1000 }, 400, "quote.invalidRequest"],
    ["no amount", { inTokenAmount: undefined }, 400, "quote.invalidRequest"],
    ["an unknown chain", { chain: 99 }, 400, "quote.unsupportedChain"],
    ["another chain than the server's", { chain: 31 }, 400, "quote.unsupportedChain"],
    ["the same token twice", { outTokenAddress: NATIVE_TOKEN_ADDRESS }, 400, "quote.sameToken"],
    ["a slippage that is not a mantissa", { slippage: "1%" }, 400, "quote.invalidRequest"],
    ["exact out", { isExactIn: false, inTokenAmount: undefined, outTokenAmount: "1000" }, 422, "quote.notSupported"],
    ["no account", { account: null }, 422, "quote.notSupported"],
    ["a slippage OpenOcean refuses (0)", { slippage: "0" }, 422, "quote.notSupported"],
    ["a token without pools", { outTokenAddress: deployment.tokens.USDT }, 422, "quote.noRoute"],
  ])("refuses %s with a 4xx and its reason", async (_, change, status, error) => {
    const answer = await post(quoteRequest(change));
    expect(answer).toMatchObject({ status, body: { error } });
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it("refuses a body that is not a JSON object with a 400", async () => {
    expect((await post(undefined, "{not json")).status).toBe(400);
    expect((await post([quoteRequest()])).status).toBe(400);
  });

  it.each([
    ["down (connections dropped)", "down", /could not be reached/],
    // The client's limit and the quote routes' are both 10 s by default: either may say so first.
    ["slow (no answer)", "slow", /OpenOcean.* did not answer within/],
    ["answering garbage", "malformed", /OpenOcean's answer: inToken must be an object/],
    ["answering code 500", "error", /OpenOcean answered code 500/],
  ] as const)("answers 502 with the reason when the stand-in is %s", async (_, mode, reason) => {
    await standinMode(mode);
    const { status, body } = await post(quoteRequest());
    expect(status).toBe(502);
    expect(body.error).toBe("quote.upstreamUnavailable");
    expect(body.message).toMatch(reason);
  });
});
