/**
 * The stand-in on a local chain as `npm start` deploys it: its answers read by the server's own client
 * (@ceiba/sdk/openocean, which checks every field), and its transactions sent as they are, giving the quoted
 * amount; its failure modes as the client sees them.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseEther, type Chain } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { NATIVE_TOKEN_ADDRESS, type HexAddress } from "@ceiba/core";
import { getDeployment } from "@ceiba/deployments";
import { dripFaucet } from "@ceiba/local-stack/faucet";
import { OpenOceanError, fetchOpenOceanSwap, type OpenOceanSwap } from "@ceiba/sdk/openocean";
import { localUniswap } from "../src/local-uniswap";
import { STANDIN_MODE_PATH, startOpenOceanStandin, type RunningStandin } from "../src/standin";

const rpcUrl = inject("rpcUrl");
const chain: Chain = {
  id: 1337,
  name: "Local",
  nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
};
const publicClient = createPublicClient({ chain, transport: http(rpcUrl), cacheTime: 0 });
/** Hardhat's account 7: unused by the deploy, the faucet (9) and the demo accounts (1..5). */
const trader = mnemonicToAccount("test test test test test test test test test test test junk", { addressIndex: 7 });
const wallet = createWalletClient({ chain, transport: http(rpcUrl), account: trader });
const ACCOUNT = trader.address.toLowerCase() as HexAddress;

const uniswap = localUniswap();
const tokens = getDeployment(1337, "ceiba")?.tokens ?? {};
const token = (symbol: string) => (tokens[symbol] ?? "").toLowerCase() as HexAddress;
const RBTC = NATIVE_TOKEN_ADDRESS.toLowerCase() as HexAddress;
const DOC = token("DOC");

let standin: RunningStandin;

/** The stand-in's /swap answer as the server's client reads it (the router pinned as the exchange). */
const swapQuote = async (inToken: HexAddress, outToken: HexAddress, amountIn: bigint, timeoutMs = 10_000) =>
  fetchOpenOceanSwap({
    chainBaseUrl: standin.chainBaseUrl,
    timeoutMs,
    params: {
      inTokenAddress: inToken,
      outTokenAddress: outToken,
      amountDecimals: String(amountIn),
      gasPriceDecimals: String(await publicClient.getGasPrice()),
      slippage: "1",
      account: ACCOUNT,
    },
    expect: {
      chainId: 1337,
      inToken,
      outToken,
      inAmount: amountIn,
      account: ACCOUNT,
      nativeToken: RBTC,
      exchange: uniswap.swapRouter,
    },
  });

const balance = (tokenAddress: HexAddress) =>
  tokenAddress === RBTC
    ? publicClient.getBalance({ address: ACCOUNT })
    : publicClient.readContract({ address: tokenAddress, abi: erc20Abi, functionName: "balanceOf", args: [ACCOUNT] });

/** Sends the quoted transaction as it is; what the account received of the out token (net of gas for RBTC). */
async function execute(swap: OpenOceanSwap): Promise<bigint> {
  const before = await balance(swap.outToken.address);
  const hash = await wallet.sendTransaction({ to: swap.to, data: swap.data, value: swap.value });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  const gasPaid = swap.outToken.address === RBTC ? receipt.gasUsed * receipt.effectiveGasPrice : 0n;
  return (await balance(swap.outToken.address)) - before + gasPaid;
}

async function failure(promise: Promise<unknown>): Promise<OpenOceanError> {
  const error = await promise.then(
    () => new Error("the quote succeeded"),
    (e: unknown) => e,
  );
  if (error instanceof OpenOceanError) return error;
  throw error;
}

beforeAll(async () => {
  standin = await startOpenOceanStandin({ rpcUrl, uniswap, port: 0 });
  await dripFaucet({ rpcUrl, to: ACCOUNT });
  for (const symbol of ["DOC", "RIF"]) {
    const hash = await wallet.writeContract({
      address: token(symbol),
      abi: erc20Abi,
      functionName: "approve",
      args: [uniswap.swapRouter, maxUint256],
    });
    await publicClient.waitForTransactionReceipt({ hash });
  }
});
afterAll(() => standin?.close());

describe("the OpenOcean stand-in on the local chain", () => {
  it("RBTC → DOC: the quoted transaction, sent as it is, pays exactly the quoted amount", async () => {
    const swap = await swapQuote(RBTC, DOC, parseEther("0.01"));
    expect(swap.value).toBe(parseEther("0.01"));
    expect(swap.to).toBe(uniswap.swapRouter);
    expect(swap.minOutAmount).toBe((swap.outAmount * 99n) / 100n);
    expect(swap.route).toEqual([
      expect.objectContaining({ tokenIn: uniswap.wrappedNative, tokenOut: DOC, dex: "UniswapV3" }),
    ]);
    const received = await execute(swap);
    expect(received).toBe(swap.outAmount);
  });

  it("DOC → RBTC: approved to the router, the swap unwraps the quoted RBTC to the account", async () => {
    const swap = await swapQuote(DOC, RBTC, parseEther("500"));
    expect(swap.value).toBe(0n);
    expect(await execute(swap)).toBe(swap.outAmount);
  });

  it("DOC → RIF, token to token", async () => {
    const swap = await swapQuote(DOC, token("RIF"), parseEther("200"));
    const received = await execute(swap);
    expect(received).toBeGreaterThanOrEqual(swap.minOutAmount);
    expect(received).toBe(swap.outAmount);
  });

  it("quotes an impact that grows with the amount: under 1 % for 100 DOC, over 5 % for 100,000", async () => {
    const small = await swapQuote(DOC, RBTC, parseEther("100"));
    const large = await swapQuote(DOC, RBTC, parseEther("100000"));
    expect(small.priceImpact).toBeLessThan(10n ** 16n);
    expect(large.priceImpact).toBeGreaterThan(5n * 10n ** 16n);
  });

  it("answers OpenOcean's 'no route' for a token without pools", async () => {
    expect((await failure(swapQuote(token("USDT"), DOC, parseEther("1")))).failure).toBe("noRoute");
  });

  it("answers /quote, and /swap without an account, with no transaction", async () => {
    const query = `inTokenAddress=${DOC}&outTokenAddress=${RBTC}&amountDecimals=${parseEther("1")}&gasPriceDecimals=1`;
    for (const path of ["quote", "swap"]) {
      const answer = (await (await fetch(`${standin.chainBaseUrl}/${path}?${query}`)).json()) as {
        code: number;
        data: Record<string, unknown>;
      };
      expect(answer.code).toBe(200);
      expect(BigInt(String(answer.data.outAmount))).toBeGreaterThan(0n);
      expect(answer.data.to).toBeUndefined();
      expect(answer.data.data).toBeUndefined();
    }
  });

  it("refuses the deprecated amount parameter with code 400, which the client reads as a refusal", async () => {
    const answer = await fetch(
      `${standin.chainBaseUrl}/swap?inTokenAddress=${DOC}&outTokenAddress=${RBTC}&amount=1&gasPrice=1`,
    );
    expect(await answer.json()).toEqual({
      code: 400,
      error: "amount is deprecated: send amountDecimals (with the token's decimals)",
    });
  });

  it("fails on purpose in each mode, as the client sees it, and answers again in ok", async () => {
    const seen: Record<string, string> = {};
    for (const mode of ["down", "slow", "malformed", "error"] as const) {
      standin.setMode(mode);
      seen[mode] = (await failure(swapQuote(DOC, RBTC, parseEther("1"), 500))).failure;
    }
    expect(seen).toEqual({ down: "unavailable", slow: "unavailable", malformed: "malformed", error: "unavailable" });
    const switched = await fetch(`${standin.url}${STANDIN_MODE_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mode: "ok" }),
    });
    expect(await switched.json()).toEqual({ mode: "ok" });
    expect((await swapQuote(DOC, RBTC, parseEther("1"))).outAmount).toBeGreaterThan(0n);
  });
});
