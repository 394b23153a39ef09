/**
 * The sdk's main cases against the Tropykus-shaped local deployment (CEIBA_PROTOCOL=tropykus, contracts/
 * tropykus-shape): a deployless snapshot of the eight markets, deposit, borrow, repay and withdraw through
 * planTransaction + executePlan with each position equal to the chain's own reads, an over-limit loan's
 * returned COMPTROLLER_REJECTION explained as C5, and an expired Money-on-Chain price.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAbi, parseEther, type Address } from "viem";
import { testTokenAbi } from "@ceiba/deployments";
import { READ_FAILURE } from "@ceiba/core";
import { readSnapshot } from "../../src/reads/snapshot";
import { planTransaction, type LendingAction, type PlanAmount } from "../../src/tx/plan";
import { executePlan } from "../../src/tx/execute";
import { failureErrorId } from "../../src/errors/decode";
import { account } from "../clients";
import { publicClient, tropykusDeployment, walletFor } from "./clients";

const deployment = tropykusDeployment();
const market = (symbol: string): Address => {
  const m = deployment.markets[symbol];
  if (!m) throw new Error(symbol);
  return m.address;
};

/** What a Tropykus market and its oracle answer directly (no Lens). */
const marketAbi = parseAbi([
  "function balanceOf(address) view returns (uint256)",
  "function borrowBalanceStored(address) view returns (uint256)",
  "function exchangeRateStored() view returns (uint256)",
]);
const comptrollerAbi = parseAbi(["function checkMembership(address, address) view returns (bool)"]);
const oracleAbi = parseAbi(["function tokenAdapter(address) view returns (address)"]);
const adapterAbi = parseAbi(["function priceProviderMoC() view returns (address)"]);
const feedAbi = parseAbi([
  "function expire()",
  "function setPrice(uint256)",
  "function peek() view returns (bytes32, bool)",
]);

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
  const outcome = await executePlan({ plan, publicClient, walletClient: wallet });
  return { plan, outcome };
}

async function succeed(index: number, action: LendingAction, symbol: string, amount: PlanAmount) {
  const result = await run(index, action, symbol, amount);
  if (result.outcome.status !== "success") {
    throw new Error(
      `${action} ${symbol}: ${result.outcome.status} ${JSON.stringify(result.outcome, (_, v: unknown) => (typeof v === "bigint" ? String(v) : v))}`,
    );
  }
  return result;
}

/** The account's position in `symbol` as the Lens reads it, checked against the market's own answers at the same block. */
async function positionOnChain(index: number, symbol: string) {
  const holder = account(index).address;
  const address = market(symbol);
  const blockNumber = await publicClient.getBlockNumber();
  const snapshot = await readSnapshot(publicClient, deployment, { account: holder, blockNumber });
  const p = snapshot.account.positions.find((x) => x.market.toLowerCase() === address.toLowerCase());
  if (!p) throw new Error(`no ${symbol} position`);
  const read = (functionName: "balanceOf" | "borrowBalanceStored") =>
    publicClient.readContract({ address, abi: marketAbi, functionName, args: [holder], blockNumber });
  const [tokens, borrowBalance, rate, entered] = await Promise.all([
    read("balanceOf"),
    read("borrowBalanceStored"),
    // The holder's own rate: kSAT answers per caller.
    publicClient.readContract({
      address,
      abi: marketAbi,
      functionName: "exchangeRateStored",
      account: holder,
      blockNumber,
    }),
    publicClient.readContract({
      address: deployment.contracts.comptroller,
      abi: comptrollerAbi,
      functionName: "checkMembership",
      args: [holder, address],
      blockNumber,
    }),
  ]);
  expect(p.readFailures).toBe(0n);
  expect(p.tokens).toBe(tokens);
  expect(p.supplyUnderlying).toBe((tokens * rate) / 10n ** 18n);
  expect(p.borrowBalance).toBe(borrowBalance);
  expect(p.entered).toBe(entered);
  return p;
}

async function faucet(index: number, token: string, amount: bigint) {
  const wallet = walletFor(index);
  const hash = await wallet.writeContract({
    address: deployment.tokens[token] as Address,
    abi: testTokenAbi,
    functionName: "faucet",
    args: [wallet.account.address, amount],
  });
  await publicClient.waitForTransactionReceipt({ hash });
}

/** The Money-on-Chain stand-in feed behind a market's adapter (its guardian is the deployer, account 0). */
async function feedOf(symbol: string): Promise<Address> {
  const adapter = await publicClient.readContract({
    address: deployment.contracts.oracle as Address,
    abi: oracleAbi,
    functionName: "tokenAdapter",
    args: [market(symbol)],
  });
  return publicClient.readContract({ address: adapter, abi: adapterAbi, functionName: "priceProviderMoC" });
}

async function asDeployer(
  address: Address,
  functionName: "expire" | "setPrice",
  args: readonly [] | readonly [bigint],
) {
  const hash = await walletFor(0).writeContract({ address, abi: feedAbi, functionName, args } as never);
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
}

describe("the sdk on the Tropykus-shaped local deployment", () => {
  beforeAll(async () => {
    // Liquidity from account 9 in kRBTC and kDOC.
    await succeed(9, "deposit", "kRBTC", parseEther("50"));
    await faucet(9, "DOC", parseEther("500000"));
    await succeed(9, "deposit", "kDOC", parseEther("500000"));
  });

  it("reads all eight markets in one deployless eth_call, none of them flagged", async () => {
    expect(deployment.protocol).toBe("tropykus");
    expect(deployment.contracts.lens).toBeNull();
    const snapshot = await readSnapshot(publicClient, deployment);
    expect(snapshot.markets).toHaveLength(8);
    expect(snapshot.markets.map((m) => m.readFailures)).toEqual(Array(8).fill(0n));
    expect(snapshot.markets.map((m) => m.market.toLowerCase())).toEqual(
      Object.values(deployment.markets).map((m) => m.address.toLowerCase()),
    );
    expect(snapshot.markets.every((m) => m.underlyingPrice > 0n)).toBe(true);
  });

  it("deposits a token (kDOC): enter every market, approve, mint; the position is the chain's", async () => {
    await faucet(2, "DOC", parseEther("20000"));
    const { plan } = await succeed(2, "deposit", "kDOC", parseEther("20000"));
    expect(plan.steps.map((s) => s.kind)).toEqual(["enterMarkets", "approve", "action"]);
    const p = await positionOnChain(2, "kDOC");
    expect(p.entered).toBe(true);
    expect(p.supplyUnderlying).toBeGreaterThanOrEqual(parseEther("19999.99"));
    expect(p.walletBalance).toBe(0n);
  });

  it("deposits rBTC (kRBTC) with the payable mint(); the position is the chain's", async () => {
    const { plan } = await succeed(3, "deposit", "kRBTC", parseEther("2"));
    expect(plan.steps.at(-1)?.functionName).toBe("mint");
    expect(plan.steps.at(-1)?.value).toBe(parseEther("2"));
    const p = await positionOnChain(3, "kRBTC");
    expect(p.supplyUnderlying).toBeGreaterThanOrEqual(parseEther("1.999999"));
  });

  it("borrows a token and rBTC against the deposits; each debt is the chain's", async () => {
    await succeed(2, "borrow", "kRBTC", parseEther("0.05"));
    expect((await positionOnChain(2, "kRBTC")).borrowBalance).toBeGreaterThanOrEqual(parseEther("0.05"));
    await succeed(3, "borrow", "kDOC", parseEther("1000"));
    expect((await positionOnChain(3, "kDOC")).borrowBalance).toBeGreaterThanOrEqual(parseEther("1000"));
  });

  it("refuses a loan over the limit at simulation: the returned COMPTROLLER_REJECTION is explained as C5", async () => {
    const { outcome } = await run(3, "borrow", "kDOC", parseEther("1000000"));
    expect(outcome.status).toBe("failed");
    if (outcome.status !== "failed") throw new Error("not failed");
    expect(outcome.failure.code).toBe("C5");
    expect(failureErrorId(outcome.failure)).toBe("contract.C5");
    expect(outcome.receipts).toHaveLength(0);
    expect((await positionOnChain(3, "kDOC")).borrowBalance).toBeLessThan(parseEther("1001"));
  });

  it("repays part of a token debt, then all of it with repayBorrow(max)", async () => {
    await succeed(3, "repay", "kDOC", parseEther("400"));
    const partly = await positionOnChain(3, "kDOC");
    expect(partly.borrowBalance).toBeGreaterThan(parseEther("600"));
    expect(partly.borrowBalance).toBeLessThan(parseEther("601"));
    await faucet(3, "DOC", parseEther("10")); // the interest of a few blocks
    const { plan } = await succeed(3, "repay", "kDOC", "max");
    expect(plan.fullRepay).toBe(true);
    expect((await positionOnChain(3, "kDOC")).borrowBalance).toBe(0n);
  });

  it("repays an rBTC debt in full with repayBorrowAll, the overpayment refunded", async () => {
    const { plan } = await succeed(2, "repay", "kRBTC", "max");
    expect(plan.steps.at(-1)?.functionName).toBe("repayBorrowAll");
    expect((await positionOnChain(2, "kRBTC")).borrowBalance).toBe(0n);
  });

  it("withdraws part of a deposit, then the rest (redeem of every token)", async () => {
    await succeed(3, "withdraw", "kRBTC", parseEther("0.5"));
    const partly = await positionOnChain(3, "kRBTC");
    expect(partly.supplyUnderlying).toBeGreaterThan(parseEther("1.49"));
    expect(partly.supplyUnderlying).toBeLessThan(parseEther("1.51"));
    const { plan } = await succeed(3, "withdraw", "kRBTC", "max");
    expect(plan.steps.at(-1)?.functionName).toBe("redeem");
    expect((await positionOnChain(3, "kRBTC")).tokens).toBe(0n);
  });

  describe("an expired Money-on-Chain price (kSAT's feed)", () => {
    let feed: Address;
    let price: bigint;

    beforeAll(async () => {
      // kSAT takes deposits only below 0.8 × the other markets' USD borrows: leave a loan open.
      await succeed(2, "borrow", "kDOC", parseEther("1000"));
      feed = await feedOf("kSAT");
      const [value, has] = await publicClient.readContract({ address: feed, abi: feedAbi, functionName: "peek" });
      expect(has).toBe(true);
      price = BigInt(value);
      await asDeployer(feed, "expire", []);
    });

    afterAll(async () => {
      await asDeployer(feed, "setPrice", [price]);
    });

    it("flags that market READ_PRICE, with no price, while the seven others read in full", async () => {
      const snapshot = await readSnapshot(publicClient, deployment);
      for (const m of snapshot.markets) {
        const expired = m.market.toLowerCase() === market("kSAT").toLowerCase();
        expect(m.readFailures, m.symbol).toBe(expired ? READ_FAILURE.price : 0n);
        expect(m.underlyingPrice === 0n, m.symbol).toBe(expired);
      }
    });

    it("refuses a deposit in it at simulation with the catalogue's price error (C6), nothing sent", async () => {
      const { outcome } = await run(2, "deposit", "kSAT", parseEther("0.01"));
      expect(outcome.status).toBe("failed");
      if (outcome.status !== "failed") throw new Error("not failed");
      expect(outcome.failure.code).toBe("C6");
      expect(failureErrorId(outcome.failure)).toBe("contract.C6");
      expect(outcome.receipts).toHaveLength(0);
      expect((await positionOnChain(2, "kSAT")).tokens).toBe(0n);
    });
  });
});
