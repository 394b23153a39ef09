/**
 * POST /quote/uniswap against the real local chain's pools, through the indexer as a child process: a good
 * request is quoted; every malformed one is a 4xx with a reason code and message, never a 5xx; a pair without
 * a pool is a 422 the client can translate.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { parseEther } from "viem";
import { NATIVE_TOKEN_ADDRESS, SWAP_SLIPPAGE, type QuoteRequestBody } from "@ceiba/core";
import { account } from "./clients";
import { INDEXER_START_HOOK_MS, INDEXER_START_MS, waitFor } from "./indexer-process";
import { deployment } from "./scenario";
import { holdSharedChain } from "./shared-chain-lock";
import { sharedIndexer } from "./shared-indexer";

holdSharedChain();
const indexer = sharedIndexer();

beforeAll(async () => {
  await waitFor(
    async () => (await fetch(`${indexer.url}/region`)).status === 200,
    INDEXER_START_MS,
    () => `the API did not start:\n${indexer.output()}`,
    indexer.exited,
  );
}, INDEXER_START_HOOK_MS);

const DOC = deployment.tokens.DOC ?? "";
const good: QuoteRequestBody = {
  chain: 1337,
  account: account(5).address,
  inTokenAddress: DOC,
  outTokenAddress: NATIVE_TOKEN_ADDRESS,
  isExactIn: true,
  slippage: String(SWAP_SLIPPAGE),
  inTokenAmount: String(parseEther("250")),
};

async function quote(body: unknown, contentType = "application/json") {
  const res = await fetch(`${indexer.url}/quote/uniswap`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("POST /quote/uniswap", () => {
  it("quotes DOC → RBTC with a Permit2 signing request and the Universal Router trade", async () => {
    const { status, body } = await quote(good);
    expect(status).toBe(200);
    expect(body).toMatchObject({ provider: "uniswap", chainId: 1337, inTokenAmount: good.inTokenAmount });
    expect(BigInt(body.outTokenAmount as string)).toBeGreaterThan(0n);
    expect(body.signingRequest).not.toBeNull();
    const exactOut = await quote({ ...good, isExactIn: false, inTokenAmount: undefined, outTokenAmount: "1000" });
    expect(exactOut.status).toBe(200);
  });

  const malformed: [string, unknown, string][] = [
    ["a bad address", { ...good, inTokenAddress: "0x1234" }, "quote.invalidRequest"],
    [
      "a bad checksum",
      // EIP-55 of DOC is 0x0165878A594c…: one letter lowercased breaks it (and EIP-1191 30 and 31).
      { ...good, inTokenAddress: "0x0165878a594ca255338adfa4d48449f69242Eb8F" },
      "quote.invalidRequest",
    ],
    ["equal addresses", { ...good, outTokenAddress: DOC.toUpperCase().replace("0X", "0x") }, "quote.sameToken"],
    [
      "the zero address",
      { ...good, outTokenAddress: "0x0000000000000000000000000000000000000000" },
      "quote.invalidRequest",
    ],
    ["both amounts", { ...good, outTokenAmount: "1" }, "quote.invalidRequest"],
    ["no amount", { ...good, inTokenAmount: undefined }, "quote.invalidRequest"],
    ["the amount of the other side", { ...good, isExactIn: false }, "quote.invalidRequest"],
    ["a negative amount", { ...good, inTokenAmount: "-5" }, "quote.invalidRequest"],
    ["a zero amount", { ...good, inTokenAmount: "0" }, "quote.invalidRequest"],
    ["an 80-digit amount", { ...good, inTokenAmount: "1".repeat(80) }, "quote.invalidRequest"],
    ["a decimal amount", { ...good, inTokenAmount: "1.5" }, "quote.invalidRequest"],
    ["an amount as a number", { ...good, inTokenAmount: 5 }, "quote.invalidRequest"],
    ["an unknown chain", { ...good, chain: 999 }, "quote.unsupportedChain"],
    ["another chain than the server's", { ...good, chain: 31 }, "quote.unsupportedChain"],
    ["a chain as a string", { ...good, chain: "1337" }, "quote.invalidRequest"],
    ["slippage above 50 %", { ...good, slippage: String(51n * 10n ** 16n) }, "quote.invalidRequest"],
    ["slippage as a percent", { ...good, slippage: "1%" }, "quote.invalidRequest"],
    ["isExactIn as a string", { ...good, isExactIn: "yes" }, "quote.invalidRequest"],
    ["a bad account", { ...good, account: "me" }, "quote.invalidRequest"],
  ];
  for (const [what, body, error] of malformed) {
    it(`refuses ${what} with 400 ${error} and a reason`, async () => {
      const answer = await quote(body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(error);
      expect(String(answer.body.message)).toMatch(/^[a-zA-Z]+: /);
    });
  }

  it("refuses what is not a JSON object, as the other routes do (400, 415)", async () => {
    expect((await quote("[1, 2]")).status).toBe(400);
    expect((await quote("{")).status).toBe(400);
    expect((await quote(good, "text/plain")).status).toBe(415);
  });

  it("answers 422 quote.noRoute for a token without pools (USDT), and for an address that is no token", async () => {
    const noPool = await quote({ ...good, inTokenAddress: deployment.tokens.USDT });
    expect(noPool).toMatchObject({ status: 422, body: { error: "quote.noRoute" } });
    const noToken = await quote({ ...good, inTokenAddress: account(6).address });
    expect(noToken).toMatchObject({ status: 422, body: { error: "quote.noRoute" } });
  });

  it("quotes without a wallet: no account, no signing request", async () => {
    const { status, body } = await quote({ ...good, account: undefined });
    expect(status).toBe(200);
    expect(body).toMatchObject({ account: null, signingRequest: null });
  });
});
