import type { SwapOutcome, SwapProgress, SwapQuote, SwapStepKind } from "@ceiba/sdk";
import { ApiError } from "@ceiba/sdk/api";
import {
  encodeAbiParameters,
  encodeEventTopics,
  erc20Abi,
  pad,
  type Hex,
  type Log,
  type TransactionReceipt,
} from "viem";
import { describe, expect, it, vi } from "vitest";
import { E } from "../../lending/test-snapshot";
import { RequestRefusedError } from "../../lending/transactions/request-refused-error";
import { createSwapController, type SwapDeps } from "./swap-controller";
import { DOC_ADDRESS, RBTC_ADDRESS, quoteFor } from "./test-quotes";

const ACCOUNT = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed";
const HASH: Hex = `0x${"ab".repeat(32)}`;
const POOL = "0x00000000000000000000000000000000000000f1";
const RBTC = { symbol: "RBTC", decimals: 18 };
const DOC = { symbol: "DOC", decimals: 18 };

/** RBTC → DOC, 0.01 RBTC for 950 DOC. */
const QUOTE: SwapQuote = quoteFor(
  { inTokenAddress: RBTC_ADDRESS, outTokenAddress: DOC_ADDRESS, isExactIn: true, inTokenAmount: String(E("0.01")) },
  "uniswap",
);

function receipt(logs: Log[] = []): TransactionReceipt {
  return { transactionHash: HASH, status: "success", gasUsed: 100_000n, effectiveGasPrice: 60_000_000n, logs } as never;
}

/** DOC reaching the account: what the receipt says was bought. */
function docIn(value: bigint): Log {
  return {
    address: DOC_ADDRESS as Hex,
    topics: encodeEventTopics({
      abi: erc20Abi,
      eventName: "Transfer",
      args: { from: POOL, to: ACCOUNT },
    }) as Log["topics"],
    data: encodeAbiParameters([{ type: "uint256" }], [value]),
    blockHash: pad("0x1"),
    blockNumber: 1n,
    logIndex: 0,
    transactionHash: HASH,
    transactionIndex: 0,
    removed: false,
  };
}

function deps(
  outcome: (hooks: {
    onProgress: (p: SwapProgress) => void;
    onSteps: (k: readonly SwapStepKind[]) => void;
  }) => Promise<SwapOutcome>,
  extra: Partial<SwapDeps> = {},
) {
  return {
    chainId: 1337,
    account: ACCOUNT,
    execute: vi.fn((_quote: SwapQuote, hooks: Parameters<typeof outcome>[0]) => outcome(hooks)),
    gasUsd: vi.fn((wei: bigint) => wei * 95_000n),
    postSwap: vi.fn(async () => ({ success: true })),
    notify: vi.fn(),
    invalidate: vi.fn(async () => undefined),
    sleep: async () => undefined,
    ...extra,
  } satisfies SwapDeps;
}

const progress = (p: Partial<SwapProgress>): SwapProgress => ({
  progress: 10,
  step: 1,
  of: 3,
  kind: "approve",
  gasUsed: 0n,
  gasCost: 0n,
  ...p,
});

describe("createSwapController", () => {
  it("shows the swap's steps, then succeeds: the swap toast, its record from the receipt, balances refreshed", async () => {
    const controller = createSwapController();
    const seen: string[] = [];
    controller.subscribe(() => {
      const s = controller.get();
      seen.push(`${s.status} ${s.progress} ${s.step}/${s.of} ${s.stepKind ?? "-"}`);
    });
    const d = deps(async ({ onSteps, onProgress }) => {
      onSteps(["approve", "sign", "action"]);
      onProgress(progress({ progress: 10 }));
      onProgress(progress({ progress: 30 }));
      onProgress(progress({ progress: 50, step: 2, kind: "sign" }));
      onProgress(progress({ progress: 80, step: 3, kind: "action", hash: HASH }));
      return { status: "success", quote: QUOTE, receipt: receipt([docIn(E("951"))]), gasUsed: 1n, gasCost: 2n };
    });
    const end = await controller.run({ quote: QUOTE, inToken: RBTC, outToken: DOC }, d);
    expect(seen).toContain("running 30 2/3 sign");
    expect(seen).toContain("running 80 3/3 action");
    expect(end).toMatchObject({
      status: "success",
      request: { action: "swap", from: { value: E("0.01"), symbol: "RBTC" }, to: { value: E("950"), symbol: "DOC" } },
      amount: { value: E("0.01"), symbol: "RBTC" },
      // What the receipt moved, not the quote's 950.
      swapAmount: { value: E("951"), symbol: "DOC" },
      hash: HASH,
      gasUsd: 190_000n,
    });
    expect(d.notify).toHaveBeenCalledWith({
      action: "swap",
      status: "success",
      amount: { value: E("0.01"), symbol: "RBTC", decimals: 18 },
      swapAmount: { value: E("951"), symbol: "DOC", decimals: 18 },
      hash: HASH,
      chainId: 1337,
      gasUsd: 190_000n,
    });
    expect(d.postSwap).toHaveBeenCalledWith({
      id: `aggregator-${"ab".repeat(32)}`,
      provider: "aggregator",
      address: ACCOUNT,
      fromToken: { id: RBTC_ADDRESS, symbol: "RBTC" },
      toToken: { id: DOC_ADDRESS, symbol: "DOC" },
      fromAmount: String(E("0.01")),
      toAmount: String(E("951")),
      txHash: HASH,
    });
    expect(d.invalidate).toHaveBeenCalledTimes(2);
  });

  it("records again while the API's node has not seen the receipt (409), and logs a record that never goes", async () => {
    const success = async () =>
      ({ status: "success", quote: QUOTE, receipt: receipt(), gasUsed: 1n, gasCost: 1n }) as const;
    const postSwap = vi
      .fn()
      .mockRejectedValueOnce(new ApiError("/swaps", 409, "not mined yet"))
      .mockResolvedValueOnce({ success: true });
    await createSwapController().run({ quote: QUOTE, inToken: RBTC, outToken: DOC }, deps(success, { postSwap }));
    expect(postSwap).toHaveBeenCalledTimes(2);

    const onRecordFailed = vi.fn();
    const refused = vi.fn(async () => Promise.reject(new ApiError("/swaps", 403, "other sender")));
    const end = await createSwapController().run(
      { quote: QUOTE, inToken: RBTC, outToken: DOC },
      deps(success, { postSwap: refused, onRecordFailed }),
    );
    expect(refused).toHaveBeenCalledOnce();
    expect(onRecordFailed).toHaveBeenCalledOnce();
    expect(end.status).toBe("success");
  });

  it("a refusal in the wallet sets the reject flag and shows no toast", async () => {
    const d = deps(async () => ({ status: "rejected", step: 2 }));
    const end = await createSwapController().run({ quote: QUOTE, inToken: RBTC, outToken: DOC }, d);
    expect(end).toMatchObject({ status: "failed", rejected: true, failure: { id: "dialog.rejectedInWallet" } });
    expect(d.notify).not.toHaveBeenCalled();
    expect(d.postSwap).not.toHaveBeenCalled();
  });

  it("a failed swap shows its swap error in the dialog and the toast", async () => {
    const d = deps(async () => ({ status: "failed", step: 1, errorId: "swap.confirmFailed", hash: HASH }));
    const end = await createSwapController().run({ quote: QUOTE, inToken: RBTC, outToken: DOC }, d);
    expect(end).toMatchObject({
      status: "failed",
      hash: HASH,
      failure: { id: "swap.confirmFailed", supportLink: true },
    });
    expect(d.notify).toHaveBeenCalledWith({
      action: "swap",
      status: "error",
      hash: HASH,
      chainId: 1337,
      errorId: "swap.confirmFailed",
    });
  });

  it("what escapes the run: a known refusal as it is, anything else 'Error desconocido en el swap'", async () => {
    const notReady = deps(async () => Promise.reject(new RequestRefusedError("session.disconnected")));
    await expect(
      createSwapController().run({ quote: QUOTE, inToken: RBTC, outToken: DOC }, notReady),
    ).resolves.toMatchObject({ failure: { id: "session.disconnected" } });
    const broken = deps(async () => Promise.reject(new Error("boom")));
    await expect(
      createSwapController().run({ quote: QUOTE, inToken: RBTC, outToken: DOC }, broken),
    ).resolves.toMatchObject({ failure: { id: "swap.unknown" } });
    expect(broken.notify).toHaveBeenCalledWith(expect.objectContaining({ errorId: "swap.unknown" }));
  });
});
