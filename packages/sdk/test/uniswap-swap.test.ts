/**
 * Uniswap quotes against real swaps on the local chain's pools: each quote's trade, with a real Permit2
 * signature inserted, is sent, and the balances move by the quoted amounts within the slippage.
 */
import { describe, expect, it } from "vitest";
import {
  createPublicClient,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  type Address,
  type Hex,
  type TransactionReceipt,
} from "viem";
import { MAX_SWAP_PRICE_IMPACT, NATIVE_TOKEN_ADDRESS, SWAP_SLIPPAGE, type QuoteRequest } from "@ceiba/core";
import { getUniswapDeployment, testTokenAbi } from "@ceiba/deployments";
import {
  QuoteError,
  SignatureVerificationError,
  insertPermitSignature,
  quoteUniswap,
  signablePermit,
  verifyPermitSigner,
  type QuoteAnswer,
} from "../src/swap/index";
import { account, localDeployment, publicClient, walletFor } from "./clients";

const deployment = localDeployment();
const uniswap = getUniswapDeployment(1337);
const DOC = (deployment.tokens.DOC as Address).toLowerCase() as Address;
const RBTC = NATIVE_TOKEN_ADDRESS;
/** Accounts no other file of the sdk's run uses. */
const SWAPPER = 15;
const OTHER = 16;

const quote = (request: Partial<QuoteRequest> & Pick<QuoteRequest, "inToken" | "outToken" | "amount">) =>
  quoteUniswap({
    client: publicClient,
    request: {
      chainId: 1337,
      account: account(SWAPPER).address.toLowerCase() as Address,
      isExactIn: true,
      slippage: SWAP_SLIPPAGE,
      ...request,
    },
    uniswap,
    lending: deployment,
    multicall: { deployless: true },
  });

const docBalance = (who: Address) =>
  publicClient.readContract({ address: DOC, abi: erc20Abi, functionName: "balanceOf", args: [who] });

/** Signs the quote's permit (when it has one) as `signer`, checks it is the swapper's, inserts it and sends. */
async function execute(answer: QuoteAnswer, signer = SWAPPER): Promise<TransactionReceipt> {
  const wallet = walletFor(SWAPPER);
  let data = answer.candidateTrade.data as Hex;
  if (answer.signingRequest) {
    const typedData = answer.signingRequest.typedData;
    const signature = await walletFor(signer).signTypedData(signablePermit(typedData));
    await verifyPermitSigner({ typedData, signature, account: wallet.account.address });
    data = insertPermitSignature(data, signature);
  }
  const hash = await wallet.sendTransaction({
    to: answer.candidateTrade.to as Address,
    value: BigInt(answer.candidateTrade.value),
    data,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  // The estimate behind gasInUsdValue is an upper bound, not far above (core UNISWAP_GAS).
  expect(BigInt(answer.gasEstimate)).toBeGreaterThanOrEqual(receipt.gasUsed);
  expect(BigInt(answer.gasEstimate)).toBeLessThan((receipt.gasUsed * 3n) / 2n);
  return receipt;
}

/** The RBTC an account gained in a transaction it paid for (gas added back). */
async function rbtcChange(who: Address, receipt: TransactionReceipt, before: bigint): Promise<bigint> {
  const after = await publicClient.getBalance({ address: who });
  return after - before + receipt.gasUsed * receipt.effectiveGasPrice;
}

describe("Uniswap quotes match real swaps on the local pools", () => {
  const me = account(SWAPPER).address;

  it("funds the swapper with DOC and approves Permit2 (the one-time approval the client makes)", async () => {
    const wallet = walletFor(SWAPPER);
    await publicClient.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: DOC,
        abi: testTokenAbi,
        functionName: "faucet",
        args: [me, parseEther("100000")],
      }),
    });
    const answer = await quote({ inToken: DOC, outToken: RBTC, amount: parseEther("1000") });
    expect(answer.approvalTarget).toBe(uniswap?.permit2);
    await publicClient.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: DOC,
        abi: erc20Abi,
        functionName: "approve",
        args: [answer.approvalTarget as Address, maxUint256],
      }),
    });
  });

  it("DOC → RBTC exact in: sells exactly the DOC, receives the quoted RBTC (≥ the minimum) through a Permit2 signature", async () => {
    const answer = await quote({ inToken: DOC, outToken: RBTC, amount: parseEther("2000") });
    expect(answer.signingRequest).not.toBeNull();
    expect(BigInt(answer.market.priceImpact)).toBeLessThan(10n ** 16n); // < 1 %
    const docBefore = await docBalance(me);
    const rbtcBefore = await publicClient.getBalance({ address: me });
    const receipt = await execute(answer);
    expect(receipt.status).toBe("success");
    expect(docBefore - (await docBalance(me))).toBe(BigInt(answer.inTokenAmount));
    const received = await rbtcChange(me, receipt, rbtcBefore);
    expect(received).toBeGreaterThanOrEqual(BigInt(answer.market.minimumReceived));
    expect(received).toBe(BigInt(answer.outTokenAmount)); // nothing traded in between
  });

  it("RBTC → DOC exact in: sends the RBTC as value, no approval nor signature", async () => {
    const answer = await quote({ inToken: RBTC, outToken: DOC, amount: parseEther("0.02") });
    expect(answer.approvalTarget).toBeNull();
    expect(answer.signingRequest).toBeNull();
    expect(answer.candidateTrade.value).toBe(String(parseEther("0.02")));
    const docBefore = await docBalance(me);
    const rbtcBefore = await publicClient.getBalance({ address: me });
    const receipt = await execute(answer);
    expect(receipt.status).toBe("success");
    expect(-(await rbtcChange(me, receipt, rbtcBefore))).toBe(parseEther("0.02"));
    const received = (await docBalance(me)) - docBefore;
    expect(received).toBeGreaterThanOrEqual(BigInt(answer.market.minimumReceived));
    expect(received).toBe(BigInt(answer.outTokenAmount));
  });

  it("DOC → RBTC exact out: receives exactly the RBTC asked, sells the quoted DOC (≤ the maximum)", async () => {
    const answer = await quote({ inToken: DOC, outToken: RBTC, amount: parseEther("0.01"), isExactIn: false });
    expect(BigInt(answer.market.maximumSold)).toBeGreaterThan(BigInt(answer.inTokenAmount));
    expect(answer.signingRequest?.typedData.message.details.amount).toBe(answer.market.maximumSold);
    const docBefore = await docBalance(me);
    const rbtcBefore = await publicClient.getBalance({ address: me });
    const receipt = await execute(answer);
    expect(receipt.status).toBe("success");
    expect(await rbtcChange(me, receipt, rbtcBefore)).toBe(parseEther("0.01"));
    const sold = docBefore - (await docBalance(me));
    expect(sold).toBeLessThanOrEqual(BigInt(answer.market.maximumSold));
    expect(sold).toBe(BigInt(answer.inTokenAmount));
  });

  it("RBTC → DOC exact out: receives exactly the DOC, pays the quoted RBTC and gets the rest of the value back", async () => {
    const answer = await quote({ inToken: RBTC, outToken: DOC, amount: parseEther("1500"), isExactIn: false });
    expect(answer.candidateTrade.value).toBe(answer.market.maximumSold);
    const docBefore = await docBalance(me);
    const rbtcBefore = await publicClient.getBalance({ address: me });
    const receipt = await execute(answer);
    expect(receipt.status).toBe("success");
    expect((await docBalance(me)) - docBefore).toBe(parseEther("1500"));
    const paid = -(await rbtcChange(me, receipt, rbtcBefore));
    expect(paid).toBe(BigInt(answer.inTokenAmount));
    expect(paid).toBeLessThanOrEqual(BigInt(answer.market.maximumSold));
  });

  it("quotes the stablecoin pair on its direct 0.05 % pool, priced at about par", async () => {
    const stable = await quote({
      inToken: deployment.tokens.USDRIF as Address,
      outToken: DOC,
      amount: parseEther("100"),
    });
    expect(stable.market.route).toHaveLength(1);
    expect(stable.market.route[0]?.fee).toBe(500);
    expect(BigInt(stable.market.liquidityProviderFeeRate)).toBe(5n * 10n ** 14n);
    expect(BigInt(stable.outUsdValue)).toBeGreaterThan(parseEther("99"));
  });

  it("refuses a signature made by another key, and the router refuses the trade it would make", async () => {
    const answer = await quote({ inToken: DOC, outToken: RBTC, amount: parseEther("10") });
    const typedData = answer.signingRequest?.typedData;
    if (!typedData) throw new Error("no permit to sign");
    const forged = await walletFor(OTHER).signTypedData(signablePermit(typedData));
    await expect(verifyPermitSigner({ typedData, signature: forged, account: me })).rejects.toThrow(
      SignatureVerificationError,
    );
    await expect(verifyPermitSigner({ typedData, signature: forged, account: me })).rejects.toThrow(
      "Signature verification failed",
    );
    await expect(
      walletFor(SWAPPER).sendTransaction({
        to: answer.candidateTrade.to as Address,
        data: insertPermitSignature(answer.candidateTrade.data as Hex, forged),
      }),
    ).rejects.toThrow();
  });

  it("reports a price impact above 5 % for a large swap, and none for a small one", async () => {
    const large = await quote({ inToken: DOC, outToken: RBTC, amount: parseEther("150000") });
    expect(BigInt(large.market.priceImpact)).toBeGreaterThan(MAX_SWAP_PRICE_IMPACT);
    const small = await quote({ inToken: DOC, outToken: RBTC, amount: parseEther("1") });
    expect(BigInt(small.market.priceImpact)).toBeLessThan(10n ** 14n);
  });

  it("answers noRoute for a token without pools, and noDeployment where Uniswap has none", async () => {
    await expect(
      quote({ inToken: deployment.tokens.USDT as Address, outToken: DOC, amount: 1n }),
    ).rejects.toMatchObject({ errorId: "quote.noRoute" });
    const testnet = quoteUniswap({
      client: publicClient,
      request: { chainId: 31, account: null, inToken: DOC, outToken: RBTC, isExactIn: true, slippage: 0n, amount: 1n },
      uniswap: getUniswapDeployment(31),
      lending: deployment,
      multicall: { deployless: true },
    });
    await expect(testnet).rejects.toMatchObject({
      errorId: "quote.noDeployment",
      message: "no Uniswap deployment on chain 31",
    });
  });

  it("answers upstreamUnavailable when the node does not answer", async () => {
    const dead = createPublicClient({ transport: http("http://127.0.0.1:9", { retryCount: 0 }) });
    const error = await quoteUniswap({
      client: dead,
      request: {
        chainId: 1337,
        account: null,
        inToken: DOC,
        outToken: RBTC,
        isExactIn: true,
        slippage: 0n,
        amount: 1n,
      },
      uniswap,
      lending: deployment,
      multicall: { deployless: true },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuoteError);
    expect(error).toMatchObject({ errorId: "quote.upstreamUnavailable" });
  });
});
