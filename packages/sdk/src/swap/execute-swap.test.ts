import { describe, expect, it, vi } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { UserRejectedRequestError, decodeFunctionData, erc20Abi, maxUint256, type Hex } from "viem";
import { PROGRESS } from "../tx/plan";
import { executeSwap, withinConfirmedLimits, type ExecuteSwapOptions, type SwapProgress } from "./execute-swap";
import type { SwapQuote } from "./quote-types";
import { ACCOUNT, DOC, E18, PERMIT2, ROUTER, nativeQuote, quote } from "./test-quote";

const HASH = (n: number): Hex => `0x${n.toString(16).padStart(64, "0")}`;
const SIGNATURE: Hex = `0x${"ab".repeat(65)}`;

/** A chain and a wallet that do what the test says; every transaction sent is recorded. */
function harness(options: {
  allowance?: bigint;
  requote?: SwapQuote;
  signer?: "user" | "other";
  send?: (n: number) => Promise<unknown>;
  receipt?: (hash: Hex) => Promise<{ status: "success" | "reverted" }>;
  sign?: (request: unknown) => Promise<Hex>;
}) {
  const sent: { to: string; data: Hex; value?: bigint }[] = [];
  const progress: SwapProgress[] = [];
  const steps: string[][] = [];
  const publicClient = {
    readContract: vi.fn(async () => options.allowance ?? 0n),
    estimateGas: vi.fn(async () => 100_000n),
    getGasPrice: vi.fn(async () => 60_000_000n),
    waitForTransactionReceipt: vi.fn(async ({ hash }: { hash: Hex }) => ({
      transactionHash: hash,
      gasUsed: 50_000n,
      effectiveGasPrice: 60_000_000n,
      ...(options.receipt ? await options.receipt(hash) : { status: "success" }),
    })),
  };
  const walletClient = {
    account: { address: ACCOUNT, type: "json-rpc" },
    chain: undefined,
    sendTransaction: vi.fn(async (tx: { to: string; data: Hex; value?: bigint }) => {
      sent.push({ to: tx.to, data: tx.data, value: tx.value });
      return options.send ? options.send(sent.length) : HASH(sent.length);
    }),
    signTypedData: vi.fn(options.sign ?? (async (_request: unknown): Promise<Hex> => SIGNATURE)),
  };
  const permit = {
    verifySigner: vi.fn(async () => {
      if ((options.signer ?? "user") !== "user") throw new Error("another signer");
    }),
    insertSignature: vi.fn((data: Hex, signature: Hex): Hex => `${data}${signature.slice(2)}`),
  };
  const run = (confirmed: SwapQuote) =>
    executeSwap({
      quote: confirmed,
      publicClient: publicClient as unknown as ExecuteSwapOptions["publicClient"],
      walletClient: walletClient as unknown as ExecuteSwapOptions["walletClient"],
      requote: vi.fn(async () => options.requote ?? confirmed),
      permit,
      onProgress: (p) => progress.push(p),
      onSteps: (kinds) => steps.push([...kinds]),
    });
  return { run, sent, progress, steps, publicClient, walletClient, permit };
}

describe("executeSwap", () => {
  it("RBTC in: no allowance read, no approval, no signature; the trade with its value", async () => {
    const h = harness({});
    const outcome = await h.run(nativeQuote());
    expect(outcome).toMatchObject({ status: "success", gasUsed: 50_000n, gasCost: 50_000n * 60_000_000n });
    expect(h.publicClient.readContract).not.toHaveBeenCalled();
    expect(h.walletClient.signTypedData).not.toHaveBeenCalled();
    expect(h.sent).toEqual([{ to: ROUTER, data: "0x3593564c", value: E18 / 1000n }]);
    expect(h.steps).toEqual([["action"]]);
    expect(h.progress.map((p) => [p.progress, p.step, p.of, p.kind])).toEqual([
      [PROGRESS.start, 1, 1, "action"],
      [PROGRESS.sent, 1, 1, "action"],
      [PROGRESS.confirmed, 1, 1, "action"],
    ]);
  });

  it("a token with a short allowance: approve Permit2 for the maximum, quote again, sign, check, insert, send", async () => {
    const fresh = quote({ outTokenAmount: String(995_000_000_000_000n) });
    const h = harness({ allowance: 0n, requote: fresh });
    const outcome = await h.run(quote());
    expect(outcome).toMatchObject({ status: "success", quote: fresh, gasUsed: 100_000n });
    expect(h.publicClient.readContract).toHaveBeenCalledWith(
      expect.objectContaining({ address: DOC, functionName: "allowance", args: [ACCOUNT, PERMIT2] }),
    );
    expect(h.sent).toHaveLength(2);
    expect(h.sent[0]?.to).toBe(DOC);
    const approval = decodeFunctionData({ abi: erc20Abi, data: h.sent[0]?.data ?? "0x" });
    expect(approval.functionName).toBe("approve");
    expect([String(approval.args?.[0]).toLowerCase(), approval.args?.[1]]).toEqual([PERMIT2, maxUint256]);
    // The approval waited for its confirmation before the trade.
    expect(h.publicClient.waitForTransactionReceipt.mock.calls[0]?.[0]).toMatchObject({ confirmations: 1 });
    expect(h.walletClient.signTypedData).toHaveBeenCalledWith(expect.objectContaining({ primaryType: "PermitSingle" }));
    expect(h.permit.verifySigner).toHaveBeenCalledWith(
      expect.objectContaining({ signature: SIGNATURE, account: ACCOUNT }),
    );
    expect(h.sent[1]).toEqual({ to: ROUTER, data: `0x3593564c${SIGNATURE.slice(2)}`, value: undefined });
    expect(h.progress.map((p) => [p.progress, p.step, p.of, p.kind])).toEqual([
      [PROGRESS.start, 1, 3, "approve"],
      [PROGRESS.enteredBeforeApproval, 1, 3, "approve"],
      [PROGRESS.prepared, 2, 3, "sign"],
      [PROGRESS.sent, 3, 3, "action"],
      [PROGRESS.confirmed, 3, 3, "action"],
    ]);
  });

  it("an allowance that covers the trade: no approval", async () => {
    const h = harness({ allowance: maxUint256 });
    await expect(h.run(quote())).resolves.toMatchObject({ status: "success" });
    expect(h.sent).toHaveLength(1);
    expect(h.steps[0]).toEqual(["sign", "action"]);
  });

  it("refuses a permit signed by another key: 'Signature verification failed', nothing sent", async () => {
    const h = harness({ allowance: maxUint256, signer: "other" });
    await expect(h.run(quote())).resolves.toEqual({ status: "failed", step: 1, errorId: "swap.signatureVerification" });
    expect(h.sent).toEqual([]);
  });

  it("with the real Permit2 check: a permit signed by another key than the account's is refused", async () => {
    const other = privateKeyToAccount(generatePrivateKey());
    const h = harness({ allowance: maxUint256 });
    h.walletClient.signTypedData.mockImplementation((request: unknown) => other.signTypedData(request as never));
    const outcome = await executeSwap({
      quote: quote(),
      publicClient: h.publicClient as unknown as ExecuteSwapOptions["publicClient"],
      walletClient: h.walletClient as unknown as ExecuteSwapOptions["walletClient"],
      requote: async () => quote(),
    });
    expect(outcome).toEqual({ status: "failed", step: 1, errorId: "swap.signatureVerification" });
    expect(h.sent).toEqual([]);
  });

  it("a refusal in the wallet, at the approval or the signature, is a rejection", async () => {
    const rejectSend = harness({ send: async () => Promise.reject(new UserRejectedRequestError(new Error("no"))) });
    await expect(rejectSend.run(quote())).resolves.toEqual({ status: "rejected", step: 1 });
    const rejectSign = harness({
      allowance: maxUint256,
      sign: async () => Promise.reject(new UserRejectedRequestError(new Error("no"))),
    });
    await expect(rejectSign.run(quote())).resolves.toEqual({ status: "rejected", step: 1 });
    expect(rejectSign.sent).toEqual([]);
  });

  it("maps the spec's three swap failures: no hash, confirmation error, failed status", async () => {
    const noHash = harness({ send: async () => "0x1234" });
    await expect(noHash.run(nativeQuote())).resolves.toMatchObject({ status: "failed", errorId: "swap.noHash" });
    const walletError = harness({ send: async () => Promise.reject(new Error("internal")) });
    await expect(walletError.run(nativeQuote())).resolves.toMatchObject({ errorId: "swap.noHash" });
    const confirm = harness({ receipt: async () => Promise.reject(new Error("timeout")) });
    await expect(confirm.run(nativeQuote())).resolves.toMatchObject({ errorId: "swap.confirmFailed", hash: HASH(1) });
    const reverted = harness({ receipt: async () => ({ status: "reverted" }) });
    await expect(reverted.run(nativeQuote())).resolves.toMatchObject({
      errorId: "swap.rejectedByNetwork",
      hash: HASH(1),
    });
  });

  it("a simulation that fails for an unknown reason is 'Error desconocido en el swap', before the wallet is asked", async () => {
    const h = harness({});
    h.publicClient.estimateGas.mockRejectedValueOnce(new Error("execution reverted"));
    await expect(h.run(nativeQuote())).resolves.toMatchObject({ status: "failed", errorId: "swap.unknown" });
    expect(h.sent).toEqual([]);
  });

  it("an allowance that cannot be read is 'Failed to check current allowance'", async () => {
    const h = harness({});
    h.publicClient.readContract.mockRejectedValueOnce(new Error("node down"));
    await expect(h.run(quote())).resolves.toMatchObject({ errorId: "swap.allowanceCheckFailed" });
  });

  it("refuses a fresh quote below the confirmed minimum (exact in) or above the confirmed maximum (exact out)", async () => {
    const confirmed = quote();
    const worse = quote({ outTokenAmount: String(980_000_000_000_000n) });
    expect(withinConfirmedLimits(confirmed, worse)).toBe(false);
    expect(withinConfirmedLimits(confirmed, quote({ outTokenAmount: confirmed.market.minimumReceived }))).toBe(true);
    const exactOut = quote({ isExactIn: false }, { maximumSold: String(101n * E18) });
    expect(withinConfirmedLimits(exactOut, quote({ isExactIn: false, inTokenAmount: String(102n * E18) }))).toBe(false);
    const h = harness({ allowance: maxUint256, requote: worse });
    await expect(h.run(confirmed)).resolves.toMatchObject({ status: "failed", errorId: "swap.priceMoved" });
    expect(h.sent).toEqual([]);
  });

  it("recounts the steps when the fresh quote needs no permit any more", async () => {
    const h = harness({ allowance: 0n, requote: quote({ signingRequest: null }) });
    await expect(h.run(quote())).resolves.toMatchObject({ status: "success" });
    expect(h.steps).toEqual([
      ["approve", "sign", "action"],
      ["approve", "action"],
    ]);
    expect(h.walletClient.signTypedData).not.toHaveBeenCalled();
  });
});
