/**
 * `npm run bench:swap -w @ceiba/indexer` (and the end of `npm run bench -w @ceiba/indexer`): the Uniswap swap
 * path on a private local chain with its pools. Measures
 *   1. POST /quote/uniswap latency at the API, p50 / p99 over 200 sequential quotes (DOC → RBTC, exact in,
 *      amounts varied so nothing can be cached), after 10 unmeasured ones;
 *   2. the gas of one swap through our path (Universal Router: PERMIT2_PERMIT + V3_SWAP_EXACT_IN, from the
 *      quote's calldata with a real Permit2 signature) against a direct SwapRouter.exactInputSingle on the
 *      same pool (DOC → USDRIF, 0.05 %), each by a fresh account after its one-time approval.
 * Prints a table, then one JSON line last.
 */
import os from "node:os";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  type Address,
  type Hex,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { SWAP_SLIPPAGE, type QuoteRequestBody } from "@ceiba/core";
import { getDeployment, getUniswapDeployment, testTokenAbi } from "@ceiba/deployments";
import { insertPermitSignature, signablePermit, swapRouterAbi } from "@ceiba/sdk";
import { createApiClient } from "@ceiba/sdk/api";
import { startLocalChain } from "@ceiba/local-stack/local-chain";
import { abortSignal, cleanupAll, onCleanup } from "./cleanup";
import { freePort, startIndexerChild } from "./indexer-child";

const QUOTES = 200;
const WARM_UP = 10;
const log = (line = "") => console.log(line);
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

async function main() {
  const [load1] = os.loadavg();
  log(`# Swap bench (${new Date().toISOString()}); ${os.cpus().length} CPUs, load ${load1?.toFixed(2)}`);
  const port = await freePort();
  const chain = await startLocalChain({ port, signal: abortSignal });
  onCleanup("local chain", () => chain.stop());
  const lending = getDeployment(1337, "ceiba");
  const uniswap = getUniswapDeployment(1337);
  if (!lending || !uniswap?.swapRouter) throw new Error("no local deployment or Uniswap record");
  const DOC = lending.tokens.DOC as Address;
  const USDRIF = lending.tokens.USDRIF as Address;
  const transport = http(chain.rpcUrl);
  const publicClient = createPublicClient({ transport });
  const testClient = createTestClient({ transport, mode: "hardhat" });
  const chainInfo = {
    id: 1337,
    name: "Local",
    nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  } as const;

  /** A fresh account with RBTC for gas and DOC, its DOC approved to `spender`. */
  async function trader(spender: Address) {
    const account = privateKeyToAccount(generatePrivateKey());
    const wallet = createWalletClient({ account, chain: chainInfo, transport });
    await testClient.setBalance({ address: account.address, value: parseEther("10") });
    const send = async (hash: Hex) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
      return receipt;
    };
    await send(
      await wallet.writeContract({
        address: DOC,
        abi: testTokenAbi,
        functionName: "faucet",
        args: [account.address, parseEther("10000")],
      }),
    );
    await send(
      await wallet.writeContract({ address: DOC, abi: erc20Abi, functionName: "approve", args: [spender, maxUint256] }),
    );
    return { account, wallet, send };
  }

  const indexer = await startIndexerChild(chain.rpcUrl, { CEIBA_API_RATE_LIMIT_PER_MINUTE: "1000000000" });
  onCleanup("indexer", () => indexer.stop());
  const api = createApiClient({ baseUrl: indexer.url, timeoutMs: 30_000 });
  for (let i = 0; ; i++) {
    try {
      await api.get("region");
      break;
    } catch (error) {
      if (i > 300) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  const ours = await trader(uniswap.permit2 as Address);
  const request = (i: number): QuoteRequestBody => ({
    chain: 1337,
    account: ours.account.address,
    inTokenAddress: DOC,
    outTokenAddress: USDRIF,
    isExactIn: true,
    slippage: String(SWAP_SLIPPAGE),
    inTokenAmount: String(parseEther("100") + BigInt(i)),
  });

  // 1. Latency at the API.
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + QUOTES; i++) {
    const started = performance.now();
    await api.post("quoteUniswap", request(i));
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p50 = round(percentile(times, 50));
  const p99 = round(percentile(times, 99));

  // 2. Gas: our path from a real quote and signature, then the direct router on the same pool.
  const quote = await api.post("quoteUniswap", request(0));
  const route = quote.market.route;
  const typedData = quote.signingRequest?.typedData;
  if (!typedData || route.length !== 1) throw new Error("expected a one-pool DOC → USDRIF quote with a permit");
  const signature = await ours.wallet.signTypedData(signablePermit(typedData));
  const oursReceipt = await ours.send(
    await ours.wallet.sendTransaction({
      to: quote.candidateTrade.to as Address,
      data: insertPermitSignature(quote.candidateTrade.data as Hex, signature),
    }),
  );
  const direct = await trader(uniswap.swapRouter);
  const { timestamp } = await publicClient.getBlock();
  const directReceipt = await direct.send(
    await direct.wallet.writeContract({
      address: uniswap.swapRouter,
      abi: swapRouterAbi,
      functionName: "exactInputSingle",
      args: [
        {
          tokenIn: DOC,
          tokenOut: USDRIF,
          fee: route[0]?.fee ?? 500,
          recipient: direct.account.address,
          deadline: timestamp + 600n,
          amountIn: BigInt(quote.inTokenAmount),
          amountOutMinimum: BigInt(quote.market.minimumReceived),
          sqrtPriceLimitX96: 0n,
        },
      ],
    }),
  );
  const gasOurs = Number(oursReceipt.gasUsed);
  const gasDirect = Number(directReceipt.gasUsed);

  log("");
  log("| measure                                                  |      value |");
  log("| -------------------------------------------------------- | ---------: |");
  log(`| POST /quote/uniswap p50 (${QUOTES} sequential quotes)          | ${p50.toFixed(2).padStart(7)} ms |`);
  log(`| POST /quote/uniswap p99                                  | ${p99.toFixed(2).padStart(7)} ms |`);
  log(`| gas, our path (Universal Router + Permit2 permit)        | ${String(gasOurs).padStart(10)} |`);
  log(`| gas, direct SwapRouter.exactInputSingle, same pool       | ${String(gasDirect).padStart(10)} |`);
  log(
    `| ratio ours / direct                                      | ${(gasOurs / gasDirect).toFixed(3).padStart(10)} |`,
  );
  log(
    JSON.stringify({
      bench: "swap-uniswap",
      quotes: QUOTES,
      quoteP50Ms: p50,
      quoteP99Ms: p99,
      gasOurPath: gasOurs,
      gasDirectRouter: gasDirect,
      gasRatio: round(gasOurs / gasDirect, 3),
      cpus: os.cpus().length,
      load1: round(load1 ?? 0),
    }),
  );
}

main()
  .then(() => cleanupAll())
  .then(
    () => process.exit(0),
    async (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      await cleanupAll();
      process.exit(1);
    },
  );
