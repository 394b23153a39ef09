import { DEPOSIT_WITHOUT_USER_DELAY_MS, usdValue } from "@ceiba/core";
import { cErc20Abi } from "@ceiba/deployments";
import { executePlan } from "@ceiba/sdk";
import { encodeAbiParameters, encodeEventTopics } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toLendingSnapshot } from "../data/lending-snapshot";
import { ACCOUNT, E, LOCAL, kDOC, kRBTC, position, snapshot } from "../test-snapshot";
import { fakeChain, GAS_PER_TX, GAS_PRICE, hashOf, type FakeChainOptions } from "./fake-chain";
import type { TransactionApi } from "./transaction-api";
import { createTransactionController, type TransactionDeps } from "./transaction-controller";
import type { TransactionRequest } from "./transaction-request";

type Raw = ReturnType<typeof snapshot>;

function setup(options: { raw?: Raw; chain?: FakeChainOptions; api?: TransactionApi; userId?: boolean } = {}) {
  const chain = fakeChain(options.chain);
  const raw = options.raw ?? snapshot();
  const deps: TransactionDeps = {
    chainId: 1337,
    comptroller: LOCAL.contracts.comptroller,
    loadSnapshot: vi.fn(async () => toLendingSnapshot(raw, 1337, LOCAL, 0)),
    getGasPrice: async () => GAS_PRICE,
    execute: vi.fn((plan, onProgress) =>
      executePlan({ plan, publicClient: chain.publicClient, walletClient: chain.walletClient, onProgress }),
    ),
    api: options.api,
    hasUserId: () => options.userId ?? true,
    notify: vi.fn(),
    invalidate: vi.fn(async () => undefined),
    sleep: vi.fn(async () => undefined),
  };
  const controller = createTransactionController();
  // Per progress value, the dialog's last step, step count and step kind while it ran.
  const seen: { progress: number; step: number; of: number; kind: string | undefined }[] = [];
  controller.subscribe(() => {
    const s = controller.get();
    if (s.status !== "running") return;
    const entry = { progress: s.progress, step: s.step, of: s.of, kind: s.stepKind };
    if (seen.at(-1)?.progress === s.progress) seen[seen.length - 1] = entry;
    else seen.push(entry);
  });
  const run = (request: TransactionRequest) => controller.run(request, deps);
  return { controller, deps, chain, seen, run };
}

const allEntered = () => snapshot();
const progressOf = (seen: ReturnType<typeof setup>["seen"]) => seen.map((s) => s.progress);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("progress of a deposit (app-shell §4: 10 → enter markets 30/50 → approve 50 → 80 → 100)", () => {
  it("native, markets entered: 10, 80, 100 in one step", async () => {
    const { run, seen } = setup({ raw: allEntered() });
    const final = await run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(progressOf(seen)).toEqual([10, 80, 100]);
    expect(final).toMatchObject({ status: "success", progress: 100, step: 1, of: 1, sent: true, hash: hashOf(1) });
  });

  it("native, a market not entered: enter markets (50), then the deposit: two steps", async () => {
    const { run, seen } = setup({
      raw: snapshot({ positions: [position(kRBTC), position(kDOC, { entered: false })] }),
    });
    const final = await run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(seen.map((s) => [s.progress, s.step, s.of, s.kind])).toEqual([
      [10, 1, 2, "enterMarkets"],
      [50, 2, 2, "action"],
      [80, 2, 2, "action"],
      [100, 2, 2, "action"],
    ]);
    expect(final).toMatchObject({ progress: 100, step: 2, of: 2 });
  });

  it("token, markets entered: approve (50), then the deposit: two steps", async () => {
    const { run, seen, chain } = setup({ raw: snapshot({ positions: [position(kRBTC), position(kDOC)] }) });
    await run({ action: "deposit", market: kDOC, amount: E("10") });
    expect(seen.map((s) => [s.progress, s.step, s.kind])).toEqual([
      [10, 1, "approve"],
      [50, 2, "action"],
      [80, 2, "action"],
      [100, 2, "action"],
    ]);
    expect(chain.sent).toHaveLength(2);
  });

  it("token, a market not entered: enter markets (30), approve (50), deposit: three steps", async () => {
    const { run, seen, controller } = setup({
      raw: snapshot({ positions: [position(kRBTC, { entered: false }), position(kDOC)] }),
    });
    await run({ action: "deposit", market: kDOC, amount: E("10") });
    expect(seen.map((s) => [s.progress, s.step, s.of, s.kind])).toEqual([
      [10, 1, 3, "enterMarkets"],
      [30, 2, 3, "approve"],
      [50, 3, 3, "action"],
      [80, 3, 3, "action"],
      [100, 3, 3, "action"],
    ]);
    expect(controller.get()).toMatchObject({ status: "success", progress: 100, step: 3, of: 3 });
  });

  it("sends every step with a legacy gas price and core's gas limits", async () => {
    const { run, chain } = setup({ raw: allEntered() });
    await run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(chain.sent[0]).toMatchObject({ type: "legacy", gasPrice: GAS_PRICE, gas: 400_000n, value: E("1") });
  });
});

describe("success", () => {
  it("sums the gas, values it in USD, notifies, invalidates and flags the market update for 500 ms", async () => {
    const { run, deps, controller } = setup({ raw: snapshot({ positions: [position(kRBTC), position(kDOC)] }) });
    const final = await run({ action: "deposit", market: kDOC, amount: E("10") });
    const gasCost = 2n * GAS_PER_TX * GAS_PRICE;
    expect(final).toMatchObject({ gasUsed: 2n * GAS_PER_TX, gasCost, gasUsd: usdValue(gasCost, E("95000")) });
    expect(final.amount).toEqual({ value: E("10"), decimals: 18, symbol: "DOC" });
    expect(deps.notify).toHaveBeenCalledWith({
      action: "deposit",
      status: "success",
      amount: { value: E("10"), decimals: 18, symbol: "DOC" },
      hash: hashOf(2),
      chainId: 1337,
      gasUsd: usdValue(gasCost, E("95000")),
    });
    expect(deps.invalidate).toHaveBeenCalledTimes(1);
    expect(final.marketUpdated).toBe(true);
    vi.advanceTimersByTime(500);
    expect(controller.get().marketUpdated).toBe(false);
  });

  it("reports what the receipt's market event says was done, not what was planned", async () => {
    const { run, deps } = setup({
      raw: snapshot({ positions: [position(kRBTC), position(kDOC, { tokens: E("3000"), supplyUnderlying: E("60") })] }),
    });
    // The withdrawal of everything redeems the tokens at the rate of the block it lands in: a little more.
    const redeemed = E("60.00000027");
    const redeem = {
      address: kDOC,
      topics: encodeEventTopics({ abi: cErc20Abi, eventName: "Redeem" }),
      data: encodeAbiParameters(
        [{ type: "address" }, { type: "uint256" }, { type: "uint256" }],
        [ACCOUNT, redeemed, E("3000")],
      ),
    };
    vi.mocked(deps.execute).mockResolvedValueOnce({
      status: "success",
      receipts: [{ transactionHash: hashOf(7), logs: [redeem] } as never],
      gasUsed: GAS_PER_TX,
      gasCost: GAS_PER_TX * GAS_PRICE,
    });
    const final = await run({ action: "withdraw", market: kDOC, amount: "max" });
    expect(final.amount?.value).toBe(redeemed);
    expect(vi.mocked(deps.notify).mock.calls.at(-1)?.[0]).toMatchObject({ amount: { value: redeemed } });
  });

  it("keeps the loading flag 2 s after the result", async () => {
    const { run, controller } = setup();
    const final = await run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(final.loading).toBe(true);
    vi.advanceTimersByTime(1_999);
    expect(controller.get().loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controller.get().loading).toBe(false);
  });

  it("sets the deposit-executed flag and amount for a deposit of the borrow flow only", async () => {
    const plain = await setup().run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(plain.depositExecuted).toBe(false);
    const flow = await setup().run({ action: "deposit", market: kRBTC, amount: E("1"), inBorrowFlow: true });
    expect(flow).toMatchObject({ depositExecuted: true, depositedAmount: E("1") });
  });

  it("waits 3 s before a deposit when the server has no user id yet, and only then", async () => {
    const without = setup({ userId: false });
    await without.run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(without.deps.sleep).toHaveBeenCalledWith(DEPOSIT_WITHOUT_USER_DELAY_MS);
    const known = setup({ userId: true });
    await known.run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(known.deps.sleep).not.toHaveBeenCalled();
    const withdraw = setup({
      userId: false,
      raw: snapshot({ positions: [position(kRBTC, { tokens: E("5") }), position(kDOC)] }),
    });
    await withdraw.run({ action: "withdraw", market: kRBTC, amount: "max" });
    expect(withdraw.deps.sleep).not.toHaveBeenCalled();
  });
});

describe("failures", () => {
  it("a refusal in the wallet sets the reject flag: no support link, no toast", async () => {
    const { run, deps } = setup({ chain: { reject: true } });
    const final = await run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(final).toMatchObject({ status: "failed", rejected: true, hash: undefined });
    expect(final.failure).toMatchObject({ reason: "rejected", id: "dialog.rejectedInWallet", supportLink: false });
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.invalidate).not.toHaveBeenCalled();
  });

  it("a mined failure is explained by the server's decoded logs, with its recommendation", async () => {
    const api: TransactionApi = {
      decodeLogs: vi.fn(async () => ({
        success: false,
        error: "contract.T12",
        recommendation: "recommendation.repayDebtFirst",
      })),
      revertReason: vi.fn(async () => ({ message: null, recommendation: null })),
    };
    const { run, deps } = setup({ chain: { revert: true }, api });
    const final = await run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(api.decodeLogs).toHaveBeenCalledWith(hashOf(1));
    expect(final).toMatchObject({ status: "failed", rejected: false, hash: hashOf(1) });
    expect(final.failure).toMatchObject({
      reason: "error",
      id: "contract.T12",
      recommendationId: "recommendation.repayDebtFirst",
      supportLink: true,
      gasGuide: false,
    });
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ status: "error", errorId: "contract.T12", hash: hashOf(1) }),
    );
  });

  it("asks the server's replay when neither the logs nor our decoding know the code", async () => {
    const api: TransactionApi = {
      decodeLogs: vi.fn(async () => ({ success: false, error: "contract.unknown", recommendation: null })),
      revertReason: vi.fn(async () => ({ message: "contract.C5", recommendation: "recommendation.addCollateral" })),
    };
    const final = await setup({ chain: { revert: true }, api }).run({
      action: "deposit",
      market: kRBTC,
      amount: E("1"),
    });
    expect(final.failure).toMatchObject({ id: "contract.C5", recommendationId: "recommendation.addCollateral" });
  });

  it("without the server, our decoding stands and the toast uses the generic failure text", async () => {
    const api: TransactionApi = {
      decodeLogs: vi.fn(async () => Promise.reject(new Error("offline"))),
      revertReason: vi.fn(async () => Promise.reject(new Error("offline"))),
    };
    const { run, deps } = setup({ chain: { revert: true }, api });
    const final = await run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(final.failure).toMatchObject({ reason: "error", id: "contract.unknown", supportLink: true });
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ errorId: "notification.transactionFailed" }));
  });

  it("decoded logs with a success status count as success (lending-engine §8)", async () => {
    const api: TransactionApi = {
      decodeLogs: vi.fn(async () => ({ success: true, error: "Failed to initialize provider", recommendation: null })),
      revertReason: vi.fn(),
    };
    const final = await setup({ chain: { revert: true }, api }).run({
      action: "deposit",
      market: kRBTC,
      amount: E("1"),
    });
    expect(final.status).toBe("success");
  });

  it("a transaction that left the mempool is shown as dropped, with its hash, not pending forever", async () => {
    const final = await setup({ chain: { drop: true } }).run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(final).toMatchObject({ status: "failed", hash: hashOf(1) });
    expect(final.failure).toMatchObject({ reason: "dropped", id: "dialog.transactionDropped", supportLink: true });
  });

  it("a replaced transaction is said so", async () => {
    const { run, deps } = setup();
    vi.mocked(deps.execute).mockResolvedValueOnce({ status: "replaced", step: 1, hash: hashOf(9), receipts: [] });
    const final = await run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(final.failure).toMatchObject({ reason: "replaced", id: "dialog.transactionReplaced" });
    expect(final.hash).toBe(hashOf(9));
  });

  it("a full repay the wallet cannot cover is the total-repay error, and nothing is sent", async () => {
    const raw = snapshot({
      positions: [position(kRBTC), position(kDOC, { borrowBalance: E("25"), walletBalance: E("24") })],
    });
    const { run, deps } = setup({ raw });
    const final = await run({ action: "repay", market: kDOC, amount: "max" });
    expect(final).toMatchObject({ status: "failed", totalRepayError: true, rejected: false });
    expect(final.failure).toMatchObject({
      reason: "totalRepay",
      id: "dialog.insufficientFundsToRepay",
      supportLink: true,
    });
    expect(deps.execute).not.toHaveBeenCalled();
  });

  it("a gas error links the gas guide", async () => {
    const final = await setup({ chain: { simulationError: new Error("out of gas") } }).run({
      action: "deposit",
      market: kRBTC,
      amount: E("1"),
    });
    expect(final.failure).toMatchObject({ id: "dialog.gasTooLow", gasGuide: true, supportLink: true });
  });

  it("an exception on the way is an error with a support link, and the loading flag still clears", async () => {
    const { run, deps, controller } = setup();
    vi.mocked(deps.loadSnapshot).mockRejectedValueOnce(new Error("node down"));
    const final = await run({ action: "deposit", market: kRBTC, amount: E("1") });
    expect(final.failure).toMatchObject({ reason: "error", supportLink: true });
    vi.advanceTimersByTime(2_000);
    expect(controller.get().loading).toBe(false);
  });
});

describe("the controller", () => {
  it("ignores a request while one runs, and close only hides the dialog", async () => {
    const { run, deps, controller } = setup();
    const first = run({ action: "deposit", market: kRBTC, amount: E("1") });
    await run({ action: "deposit", market: kRBTC, amount: E("2") });
    await first;
    expect(deps.execute).toHaveBeenCalledTimes(1);
    controller.close();
    expect(controller.get()).toMatchObject({ open: false, status: "success" });
  });
});
