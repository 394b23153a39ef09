import { beforeAll, describe, expect, it } from "vitest";
import { custom, createWalletClient, maxUint256, parseEther, type Address } from "viem";
import { withGasOverhead } from "@ceiba/core";
import { testTokenAbi } from "@ceiba/deployments";
import { readSnapshot } from "../src/reads/snapshot";
import { planTransaction, PlanRefusedError, type LendingAction, type PlanAmount } from "../src/tx/plan";
import { executePlan, type PlanProgress } from "../src/tx/execute";
import { account, localChain, localDeployment, publicClient, transport, walletFor } from "./clients";

const deployment = localDeployment();
const market = (symbol: string): Address => {
  const m = deployment.markets[symbol];
  if (!m) throw new Error(symbol);
  return m.address;
};

async function run(index: number, action: LendingAction, symbol: string, amount: PlanAmount) {
  const wallet = walletFor(index);
  const snapshot = await readSnapshot(publicClient, deployment, { account: wallet.account.address });
  const plan = planTransaction({
    action,
    chainId: 1337,
    snapshot,
    comptroller: deployment.contracts.comptroller,
    market: market(symbol),
    amount,
  });
  const progress: PlanProgress[] = [];
  const outcome = await executePlan({ plan, publicClient, walletClient: wallet, onProgress: (p) => progress.push(p) });
  return { plan, outcome, progress };
}

async function position(index: number, symbol: string) {
  const snapshot = await readSnapshot(publicClient, deployment, { account: account(index).address });
  const p = snapshot.account.positions.find((x) => x.market.toLowerCase() === market(symbol).toLowerCase());
  if (!p) throw new Error("no position");
  return p;
}

async function faucet(index: number, token: string, amount: bigint) {
  const wallet = walletFor(index);
  const address = deployment.tokens[token] as Address;
  const hash = await wallet.writeContract({
    address,
    abi: testTokenAbi,
    functionName: "faucet",
    args: [wallet.account.address, amount],
  });
  await publicClient.waitForTransactionReceipt({ hash });
}

describe("transaction plans on the local chain", () => {
  beforeAll(async () => {
    // Liquidity from account 9 in kRBTC and kDOC.
    await run(9, "deposit", "kRBTC", parseEther("50"));
    await faucet(9, "DOC", parseEther("500000"));
    await run(9, "deposit", "kDOC", parseEther("500000"));
  });

  it("a first token deposit enters every market, approves, then mints: 10 → 30 → 50 → 80 → 100, 3 steps", async () => {
    await faucet(2, "DOC", parseEther("20000"));
    const { plan, outcome, progress } = await run(2, "deposit", "kDOC", parseEther("20000"));
    expect(plan.steps.map((s) => s.kind)).toEqual(["enterMarkets", "approve", "action"]);
    expect(outcome.status).toBe("success");
    expect(progress.map((p) => p.progress)).toEqual([10, 30, 50, 80, 100]);
    expect(progress.map((p) => `${p.step}/${p.of}`)).toEqual(["1/3", "1/3", "2/3", "3/3", "3/3"]);
    if (outcome.status !== "success") throw new Error("failed");
    expect(outcome.gasUsed).toBe(outcome.receipts.reduce((sum, r) => sum + r.gasUsed, 0n));
    // Each step's gas limit is the node's estimate on the state it met plus core's 2 %, not the fixed table.
    for (const [i, receipt] of outcome.receipts.entries()) {
      const sent = await publicClient.getTransaction({ hash: receipt.transactionHash });
      const step = plan.steps[i];
      if (!step) throw new Error(`no step ${i}`);
      expect(sent.gas, step.kind).not.toBe(step.gas);
      expect(sent.gas, step.kind).toBeGreaterThanOrEqual(withGasOverhead(receipt.gasUsed));
      expect(sent.gas, step.kind).toBeLessThan(withGasOverhead(receipt.gasUsed) + 25_000n);
    }
    const p = await position(2, "kDOC");
    expect(p.entered).toBe(true);
    expect(p.supplyUnderlying).toBeGreaterThan(parseEther("19999.99"));
    expect(p.walletBalance).toBe(0n);
  });

  it("borrows the maximum: the chain accepts it and the account is left without a shortfall", async () => {
    const { outcome, plan } = await run(2, "borrow", "kRBTC", "max");
    expect(outcome.status).toBe("success");
    const snapshot = await readSnapshot(publicClient, deployment, { account: account(2).address });
    expect(snapshot.account.shortfall).toBe(0n);
    expect((await position(2, "kRBTC")).borrowBalance).toBeGreaterThanOrEqual(plan.amount);
  });

  it("refuses a deposit where the account owes (T12) at simulation, before the wallet is asked", async () => {
    const { outcome } = await run(2, "deposit", "kRBTC", parseEther("0.01"));
    expect(outcome.status).toBe("failed");
    if (outcome.status !== "failed") throw new Error("not failed");
    expect(outcome.failure.code).toBe("T12");
    expect(outcome.receipts).toHaveLength(0);
  });

  it("repays a native debt in full with repayBorrowAll, the overpayment refunded", async () => {
    const { plan, outcome } = await run(2, "repay", "kRBTC", "max");
    expect(plan.fullRepay).toBe(true);
    expect(plan.steps.at(-1)?.functionName).toBe("repayBorrowAll");
    expect(outcome.status).toBe("success");
    expect((await position(2, "kRBTC")).borrowBalance).toBe(0n);
  });

  it("repays a token debt in full with repayBorrow(max) after approving the debt plus 0.5", async () => {
    await run(3, "deposit", "kRBTC", parseEther("1"));
    await run(3, "borrow", "kDOC", parseEther("1000"));
    await faucet(3, "DOC", parseEther("10")); // the debt grew by a few blocks of interest
    const { plan, outcome } = await run(3, "repay", "kDOC", "max");
    const [approve, repay] = plan.steps.slice(-2);
    expect(approve?.kind).toBe("approve");
    expect(repay?.args).toEqual([maxUint256]);
    const debt = plan.amount;
    expect(approve?.args[1]).toBe(debt + parseEther("0.5"));
    expect(outcome.status).toBe("success");
    expect((await position(3, "kDOC")).borrowBalance).toBe(0n);
  });

  it("refuses a full repay when the wallet holds less than the debt", async () => {
    await run(4, "deposit", "kRBTC", parseEther("1"));
    await run(4, "borrow", "kDOC", parseEther("100"));
    // Spend part of the loan: the wallet now holds less than the debt.
    const wallet = walletFor(4);
    const hash = await wallet.writeContract({
      address: deployment.tokens.DOC as Address,
      abi: testTokenAbi,
      functionName: "transfer",
      args: [account(8).address, parseEther("50")],
    });
    await publicClient.waitForTransactionReceipt({ hash });
    const snapshot = await readSnapshot(publicClient, deployment, { account: account(4).address });
    expect(() =>
      planTransaction({
        action: "repay",
        chainId: 1337,
        snapshot,
        comptroller: deployment.contracts.comptroller,
        market: market("kDOC"),
        amount: "max",
      }),
    ).toThrow(PlanRefusedError);
  });

  it("withdraws the maximum with redeem of every token when nothing backs a debt", async () => {
    await run(5, "deposit", "kRBTC", parseEther("2"));
    const { plan, outcome } = await run(5, "withdraw", "kRBTC", "max");
    expect(plan.steps.at(-1)?.functionName).toBe("redeem");
    expect(outcome.status).toBe("success");
    expect((await position(5, "kRBTC")).tokens).toBe(0n);
  });

  it("reports a refusal in the wallet as rejected, with nothing sent", async () => {
    const rejecting = createWalletClient({
      chain: localChain,
      account: account(6).address,
      transport: custom({
        async request({ method, params }) {
          if (method === "eth_sendTransaction")
            throw Object.assign(new Error("User rejected the request."), { code: 4001 });
          return transport({ chain: localChain }).request({ method, params } as never);
        },
      }),
    });
    const snapshot = await readSnapshot(publicClient, deployment, { account: account(6).address });
    const plan = planTransaction({
      action: "deposit",
      chainId: 1337,
      snapshot,
      comptroller: deployment.contracts.comptroller,
      market: market("kRBTC"),
      amount: parseEther("1"),
    });
    const outcome = await executePlan({ plan, publicClient, walletClient: rejecting });
    expect(outcome.status).toBe("rejected");
    expect((await position(6, "kRBTC")).tokens).toBe(0n);
  });

  it("detects a transaction that never reaches the chain (dropped) instead of waiting forever", async () => {
    const dropping = createWalletClient({
      chain: localChain,
      account: account(6).address,
      transport: custom({
        async request({ method, params }) {
          // The wallet answers with a hash that no node ever saw, as when a transaction is dropped.
          if (method === "eth_sendTransaction") return `0x${"ab".repeat(32)}`;
          return transport({ chain: localChain }).request({ method, params } as never);
        },
      }),
    });
    const snapshot = await readSnapshot(publicClient, deployment, { account: account(6).address });
    const plan = planTransaction({
      action: "deposit",
      chainId: 1337,
      snapshot,
      comptroller: deployment.contracts.comptroller,
      market: market("kRBTC"),
      amount: parseEther("1"),
    });
    const outcome = await executePlan({ plan, publicClient, walletClient: dropping, receiptTimeoutMs: 1_500 });
    expect(outcome.status).toBe("dropped");
    expect((await position(6, "kRBTC")).tokens).toBe(0n);
  });
});
