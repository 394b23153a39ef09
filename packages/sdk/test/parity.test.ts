import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAbi, parseEther, type Address } from "viem";
import { accountLiquidity, joinAccountMarkets, projectAccrual, projectDebt, projectSupplyBalance } from "@ceiba/core";
import { comptrollerAbi, testTokenAbi } from "@ceiba/deployments";
import { readSnapshot, type ProtocolSnapshot } from "../src/reads/snapshot";
import { planTransaction, type LendingAction } from "../src/tx/plan";
import { executePlan } from "../src/tx/execute";
import { account, localDeployment, publicClient, testClient, walletFor } from "./clients";

// Core's interest and liquidity maths against the contracts' own results on the local chain, for random
// states reached by random deposits, loans, repayments and block jumps: equal to the wei.
const deployment = localDeployment();
const ACCOUNTS = [10, 11, 12, 13] as const;
const MARKETS = ["kRBTC", "kDOC", "kUSDRIF", "kBPRO", "kUSDT"] as const;
const accrueAbi = parseAbi(["function accrueInterest() returns (uint256)"]);
const addressOf = (symbol: string) => deployment.markets[symbol]?.address as Address;

async function act(index: number, action: LendingAction, symbol: string, amount: bigint | "max") {
  const wallet = walletFor(index);
  const snapshot = await readSnapshot(publicClient, deployment, { account: wallet.account.address });
  try {
    const plan = planTransaction({
      action,
      chainId: 1337,
      snapshot,
      comptroller: deployment.contracts.comptroller,
      market: addressOf(symbol),
      amount,
    });
    await executePlan({ plan, publicClient, walletClient: wallet });
  } catch {
    // A refused plan (nothing to borrow, no debt...) is a legitimate random outcome.
  }
}

async function fund(index: number) {
  const wallet = walletFor(index);
  for (const token of ["DOC", "USDRIF", "BPRO", "USDT"]) {
    const hash = await wallet.writeContract({
      address: deployment.tokens[token] as Address,
      abi: testTokenAbi,
      functionName: "faucet",
      args: [wallet.account.address, parseEther("100000")],
    });
    await publicClient.waitForTransactionReceipt({ hash });
  }
}

/** Accrues every market in one block and returns the snapshot of that block. */
async function accrueAllAt(blocksAhead: bigint, who: Address): Promise<ProtocolSnapshot> {
  if (blocksAhead > 1n) await testClient.mine({ blocks: Number(blocksAhead - 1n) });
  await testClient.setAutomine(false);
  try {
    const wallet = walletFor(ACCOUNTS[0]);
    const nonce = await publicClient.getTransactionCount({ address: wallet.account.address, blockTag: "pending" });
    for (const [i, symbol] of MARKETS.entries()) {
      await wallet.writeContract({
        address: addressOf(symbol),
        abi: accrueAbi,
        functionName: "accrueInterest",
        nonce: nonce + i,
        gas: 300_000n,
      });
    }
    await testClient.mine({ blocks: 1 });
  } finally {
    await testClient.setAutomine(true);
  }
  return readSnapshot(publicClient, deployment, { account: who });
}

const actionArb = fc.record({
  who: fc.constantFrom(...ACCOUNTS),
  action: fc.constantFrom<LendingAction>("deposit", "borrow", "repay", "withdraw"),
  symbol: fc.constantFrom(...MARKETS),
  amount: fc.oneof(fc.constant<"max">("max"), fc.bigInt(10n ** 15n, 5n * 10n ** 20n)),
  blocks: fc.integer({ min: 0, max: 300 }),
});

describe("core maths = contract results on the local chain", () => {
  it("accrual, balances, debts and liquidity, exact to the wei, over random states", { timeout: 600_000 }, async () => {
    for (const i of ACCOUNTS) await fund(i);
    for (const i of ACCOUNTS) await act(i, "deposit", "kRBTC", parseEther("5"));
    let compared = 0;
    let debtsCompared = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArb, { minLength: 2, maxLength: 4 }),
        fc.bigInt(1n, 400n),
        async (steps, ahead) => {
          for (const s of steps) {
            const amount = s.action === "deposit" && s.amount === "max" ? parseEther("1") : s.amount;
            await act(s.who, s.action, s.symbol, amount);
            if (s.blocks > 0) await testClient.mine({ blocks: s.blocks });
          }
          const who = account(steps[0]?.who ?? ACCOUNTS[0]).address;
          const before = await readSnapshot(publicClient, deployment, { account: who });

          // Liquidity: core from the snapshot = the comptroller's own figure at the same block.
          const positions = joinAccountMarkets(before.markets, before.account.positions);
          const liquidity = accountLiquidity(positions);
          expect([liquidity?.liquidity, liquidity?.shortfall]).toEqual([
            before.account.liquidity,
            before.account.shortfall,
          ]);

          // What-if: a redeem of half the kRBTC tokens and a loan of 1 DOC, against getHypotheticalAccountLiquidity.
          const rbtc = before.account.positions.find(
            (p) => p.market.toLowerCase() === addressOf("kRBTC").toLowerCase(),
          );
          for (const whatIf of [
            { market: addressOf("kRBTC"), redeemTokens: (rbtc?.tokens ?? 0n) / 2n, borrowAmount: 0n },
            { market: addressOf("kDOC"), redeemTokens: 0n, borrowAmount: parseEther("1") },
          ]) {
            const [, chainLiquidity, chainShortfall] = await publicClient.readContract({
              address: deployment.contracts.comptroller,
              abi: comptrollerAbi,
              functionName: "getHypotheticalAccountLiquidity",
              args: [who, whatIf.market, whatIf.redeemTokens, whatIf.borrowAmount],
              blockNumber: before.blockNumber,
            });
            const core = accountLiquidity(positions, { whatIf });
            expect([core?.liquidity, core?.shortfall]).toEqual([chainLiquidity, chainShortfall]);
          }

          // Accrual `ahead` blocks later: every market's stored state and the account's balances.
          const after = await accrueAllAt(ahead, who);
          expect(after.blockNumber).toBe(before.blockNumber + ahead);
          for (const symbol of MARKETS) {
            const m0 = before.markets.find((m) => m.symbol === symbol);
            const m1 = after.markets.find((m) => m.symbol === symbol);
            const p0 = before.account.positions.find((p) => p.market === m0?.market);
            const p1 = after.account.positions.find((p) => p.market === m1?.market);
            if (!m0 || !m1 || !p0 || !p1) throw new Error(`missing ${symbol}`);
            const projected = projectAccrual(m0, after.blockNumber);
            expect({
              borrowIndex: projected.borrowIndex,
              totalBorrows: projected.totalBorrows,
              totalReserves: projected.totalReserves,
              exchangeRate: projected.exchangeRate,
            }).toEqual({
              borrowIndex: m1.borrowIndex,
              totalBorrows: m1.totalBorrows,
              totalReserves: m1.totalReserves,
              exchangeRate: m1.exchangeRateStored,
            });
            expect(projectDebt(p0.borrowBalance, m0, after.blockNumber, p0)).toBe(p1.borrowBalance);
            if (p0.borrowBalance > 0n && m0.totalBorrows > 0n) debtsCompared++;
            expect(projectSupplyBalance(p0.tokens, m0, after.blockNumber)).toBe(p1.supplyUnderlying);
            compared++;
          }
        },
      ),
      { numRuns: 12, seed: 20261121, endOnFailure: true },
    );
    expect(compared).toBe(12 * MARKETS.length);
    // The random states include real debts that grew, not only empty markets.
    expect(debtsCompared).toBeGreaterThan(3);
  });
});

describe("core maths = contract results at full utilisation", () => {
  it("reserves stop at the cash there is, and the projection agrees to the wei", { timeout: 120_000 }, async () => {
    // krDOC holds only its burned seed: account 13 (collateral in kRBTC) borrows all of its lendable cash.
    const who = account(13).address;
    await act(13, "deposit", "kRBTC", parseEther("1"));
    await act(13, "borrow", "krDOC", "max");
    const before = await readSnapshot(publicClient, deployment, { account: who });
    const m0 = before.markets.find((m) => m.symbol === "krDOC");
    if (!m0) throw new Error("missing krDOC");
    expect(m0.totalBorrows > 0n).toBe(true);
    expect(m0.cash - m0.totalReserves).toBe(0n); // fully borrowed
    await testClient.mine({ blocks: 5_000 });
    const hash = await walletFor(13).writeContract({
      address: addressOf("krDOC"),
      abi: accrueAbi,
      functionName: "accrueInterest",
    });
    await publicClient.waitForTransactionReceipt({ hash });
    const after = await readSnapshot(publicClient, deployment, { account: who });
    const m1 = after.markets.find((m) => m.symbol === "krDOC");
    if (!m1) throw new Error("missing krDOC");
    const projected = projectAccrual(m0, m1.accrualBlockNumber);
    expect(m1.totalBorrows > m0.totalBorrows).toBe(true);
    expect(m1.totalReserves).toBe(m0.totalReserves); // no cash to credit the reserve factor's share from
    expect([projected.totalReserves, projected.totalBorrows, projected.exchangeRate]).toEqual([
      m1.totalReserves,
      m1.totalBorrows,
      m1.exchangeRateStored,
    ]);
  });
});
