/**
 * Rootstock's Universal Router is a 1.x one (1.2, chains/30.uniswap.json), the local chain's a 2.1. The swaps
 * the sdk builds must run on both: this deploys Universal Router 1.x's last npm release (1.6.0, the same
 * Dispatcher commands and inputs as 1.2) beside the local pools and its Permit2, and sends the sdk's own
 * quotes through it: a token sold with a Permit2 signature, RBTC sold as value, an exact-out buy of RBTC.
 */
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { erc20Abi, maxUint256, parseEther, zeroAddress, zeroHash, type Abi, type Address, type Hex } from "viem";
import { NATIVE_TOKEN_ADDRESS, SWAP_SLIPPAGE, type QuoteRequest } from "@ceiba/core";
import { getUniswapDeployment, testTokenAbi, type UniswapDeployment } from "@ceiba/deployments";
import { insertPermitSignature, quoteUniswap, signablePermit, verifyPermitSigner } from "../src/swap/index";
import { account, localDeployment, publicClient, walletFor } from "./clients";

const require = createRequire(import.meta.url);
const routerV1 =
  require("@uniswap/universal-router-v1/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json") as {
    abi: Abi;
    bytecode: Hex;
  };

const deployment = localDeployment();
const DOC = (deployment.tokens.DOC as Address).toLowerCase() as Address;
const RBTC = NATIVE_TOKEN_ADDRESS;
/** An account no other file of the sdk's run uses. */
const SWAPPER = 17;
const me = account(SWAPPER).address;

let uniswapV1: UniswapDeployment;

beforeAll(async () => {
  const local = getUniswapDeployment(1337);
  if (!local?.permit2 || !local.wrappedNative) throw new Error("no local Uniswap record");
  const wallet = walletFor(SWAPPER);
  // RouterParameters of 1.x: Permit2, WETH9, the NFT markets (none here), v2 (none) and v3 with its init hash.
  const parameters = {
    permit2: local.permit2,
    weth9: local.wrappedNative,
    ...Object.fromEntries(
      [
        "seaportV1_5",
        "seaportV1_4",
        "openseaConduit",
        "nftxZap",
        "x2y2",
        "foundation",
        "sudoswap",
        "elementMarket",
        "nft20Zap",
        "cryptopunks",
        "looksRareV2",
        "routerRewardsDistributor",
        "looksRareRewardsDistributor",
        "looksRareToken",
        "v2Factory",
      ].map((name) => [name, zeroAddress]),
    ),
    v3Factory: local.v3Factory,
    pairInitCodeHash: zeroHash,
    poolInitCodeHash: local.poolInitCodeHash,
  };
  const hash = await wallet.deployContract({ abi: routerV1.abi, bytecode: routerV1.bytecode, args: [parameters] });
  const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error("Universal Router 1.x not deployed");
  uniswapV1 = { ...local, universalRouter: contractAddress.toLowerCase() as Address, universalRouterVersion: "1.2" };
  await publicClient.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: DOC,
      abi: testTokenAbi,
      functionName: "faucet",
      args: [me, parseEther("10000")],
    }),
  });
  await publicClient.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: DOC,
      abi: erc20Abi,
      functionName: "approve",
      args: [local.permit2, maxUint256],
    }),
  });
});

const quote = (request: Pick<QuoteRequest, "inToken" | "outToken" | "amount"> & Partial<QuoteRequest>) =>
  quoteUniswap({
    client: publicClient,
    request: {
      chainId: 1337,
      account: me.toLowerCase() as Address,
      isExactIn: true,
      slippage: SWAP_SLIPPAGE,
      ...request,
    },
    uniswap: uniswapV1,
    lending: deployment,
    multicall: { deployless: true },
  });

async function send(answer: Awaited<ReturnType<typeof quote>>) {
  const wallet = walletFor(SWAPPER);
  let data = answer.candidateTrade.data as Hex;
  const typedData = answer.signingRequest?.typedData;
  if (typedData) {
    const signature = await wallet.signTypedData(signablePermit(typedData));
    await verifyPermitSigner({ typedData, signature, account: me });
    data = insertPermitSignature(data, signature);
  }
  const hash = await wallet.sendTransaction({
    to: answer.candidateTrade.to as Address,
    value: BigInt(answer.candidateTrade.value),
    data,
  });
  return publicClient.waitForTransactionReceipt({ hash });
}

const docBalance = () =>
  publicClient.readContract({ address: DOC, abi: erc20Abi, functionName: "balanceOf", args: [me] });

describe("the sdk's swaps on Universal Router 1.x (Rootstock's)", () => {
  it("DOC → RBTC with a Permit2 signature: exactly the DOC leaves, the quoted RBTC arrives", async () => {
    const answer = await quote({ inToken: DOC, outToken: RBTC, amount: parseEther("500") });
    expect(answer.candidateTrade.to).toBe(uniswapV1.universalRouter);
    const [docBefore, rbtcBefore] = [await docBalance(), await publicClient.getBalance({ address: me })];
    const receipt = await send(answer);
    expect(receipt.status).toBe("success");
    expect(docBefore - (await docBalance())).toBe(parseEther("500"));
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect((await publicClient.getBalance({ address: me })) - rbtcBefore + gas).toBe(BigInt(answer.outTokenAmount));
  });

  it("RBTC → DOC with the RBTC as value, no signature", async () => {
    const answer = await quote({ inToken: RBTC, outToken: DOC, amount: parseEther("0.01") });
    expect(answer.signingRequest).toBeNull();
    const docBefore = await docBalance();
    expect((await send(answer)).status).toBe("success");
    expect((await docBalance()) - docBefore).toBe(BigInt(answer.outTokenAmount));
  });

  it("DOC → RBTC exact out: exactly the RBTC asked arrives, the quoted DOC leaves", async () => {
    const answer = await quote({ inToken: DOC, outToken: RBTC, amount: parseEther("0.002"), isExactIn: false });
    const [docBefore, rbtcBefore] = [await docBalance(), await publicClient.getBalance({ address: me })];
    const receipt = await send(answer);
    expect(receipt.status).toBe("success");
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect((await publicClient.getBalance({ address: me })) - rbtcBefore + gas).toBe(parseEther("0.002"));
    expect(docBefore - (await docBalance())).toBe(BigInt(answer.inTokenAmount));
  });
});
