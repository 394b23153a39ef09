/**
 * The indexer's main cases on the Tropykus-shaped local deployment (CEIBA_PROTOCOL=tropykus, a second chain of the
 * run): after token and native deposits, a loan, a partial repay and a `repayBorrowAll`, a withdrawal and a
 * liquidation, the activity (GraphQL and REST), the balances, the markets' counts and the liquidation equal what
 * the chain's own contracts answer. Every user event arrives in Tropykus' layout (addresses indexed), so this runs
 * the `TropykusMarket` contract of ponder.config.ts end to end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAbi, parseEther, type Address } from "viem";
import { EXP, oraclePriceToUsdMantissa } from "@ceiba/core";
import { parseMarketEvents } from "@ceiba/sdk";
import { account } from "../clients";
import { graphql, type Page } from "../graphql";
import { INDEXER_START_HOOK_MS, startIndexer, waitForStart, type RunningIndexer } from "../indexer-process";
import { deployment, marketAddress, publicClient, tropykusRpcUrl } from "./clients";
import { ALICE, BOB, CAROL, eventOf, marketEvents, receiptOf, runScenario, type Action } from "./scenario";

/** What a Tropykus market and its oracle answer directly (no Lens). */
const marketAbi = parseAbi([
  "function balanceOf(address) view returns (uint256)",
  "function borrowBalanceStored(address) view returns (uint256)",
  "function exchangeRateStored() view returns (uint256)",
  "function getCash() view returns (uint256)",
  "function totalSupply() view returns (uint256)",
  "function totalBorrows() view returns (uint256)",
  "function totalReserves() view returns (uint256)",
  "function borrowIndex() view returns (uint256)",
  "event Transfer(address indexed from, address indexed to, uint256 amount)",
]);
const oracleAbi = parseAbi(["function getUnderlyingPrice(address cToken) view returns (uint256)"]);

const lower = (a: string) => a.toLowerCase();
const addressOf = (who: number) => lower(account(who).address);
const oracle = deployment.contracts.oracle;
const markets = Object.values(deployment.markets).map((m) => m.address);

let actions: Action[];
let head: bigint;
let indexer: RunningIndexer;
const query = <T>(q: string, variables?: Record<string, unknown>) => graphql<T>(indexer.url, q, variables);

const priceAt = (market: Address, blockNumber: bigint) => {
  if (!oracle) throw new Error("no oracle in the Tropykus-shaped deployment");
  return publicClient.readContract({
    address: oracle,
    abi: oracleAbi,
    functionName: "getUnderlyingPrice",
    args: [market],
    blockNumber,
  });
};
const readMarket = (
  address: Address,
  functionName: "exchangeRateStored" | "getCash" | "totalSupply" | "totalBorrows" | "totalReserves" | "borrowIndex",
  blockNumber: bigint,
) => publicClient.readContract({ address, abi: marketAbi, functionName, blockNumber });
const readAccount = (address: Address, functionName: "balanceOf" | "borrowBalanceStored", holder: string) =>
  publicClient.readContract({
    address,
    abi: marketAbi,
    functionName,
    args: [holder as Address],
    blockNumber: head,
  });

beforeAll(async () => {
  expect(deployment.protocol).toBe("tropykus");
  actions = await runScenario();
  head = await publicClient.getBlockNumber();
  indexer = await startIndexer("pglite", tropykusRpcUrl, { protocol: "tropykus" });
  // Ready means the backfill is done; the blocks after it are indexed live: wait for the head too.
  await waitForStart(indexer, head);
}, INDEXER_START_HOOK_MS);

afterAll(async () => {
  await indexer?.stop();
});

/** Every account a market's Transfer or Borrow events name (the markets themselves left out). */
async function protocolAccounts(): Promise<string[]> {
  const range = { fromBlock: BigInt(deployment.startBlock), toBlock: head };
  const [transfers, logs] = await Promise.all([
    publicClient.getContractEvents({ address: markets, abi: marketAbi, eventName: "Transfer", ...range }),
    publicClient.getLogs({ address: markets, ...range }),
  ]);
  const borrowers = parseMarketEvents(logs, "Borrow").map((e) => e.args.borrower);
  const skip = new Set(markets.map(lower));
  const seen = new Set<string>();
  for (const a of [...transfers.flatMap((e) => [e.args.from, e.args.to]), ...borrowers]) {
    if (a && !skip.has(lower(a))) seen.add(lower(a));
  }
  return [...seen];
}

/** An account's activity rows as the chain's events say they must be, newest first. */
async function expectedActivity(who: number) {
  const me = addressOf(who);
  const rows: Record<string, string | null>[] = [];
  for (const a of actions) {
    for (const e of marketEvents(a.receipt)) {
      const row = (eventName: string, amount: bigint, role: string | null = null) => ({ eventName, role, amount });
      let found: ReturnType<typeof row> | undefined;
      if (e.eventName === "Mint" && lower(e.args.minter) === me) found = row("mint", e.args.mintAmount);
      if (e.eventName === "Redeem" && lower(e.args.redeemer) === me) found = row("redeem", e.args.redeemAmount);
      if (e.eventName === "Borrow" && lower(e.args.borrower) === me) found = row("borrow", e.args.borrowAmount);
      // A repayment inside a liquidation shows as the liquidation, not as a repay.
      if (e.eventName === "RepayBorrow" && lower(e.args.borrower) === me && a.action !== "liquidate")
        found = row("repayBorrow", e.args.repayAmount);
      if (e.eventName === "LiquidateBorrow" && lower(e.args.borrower) === me)
        found = row("liquidateBorrow", e.args.repayAmount, "borrower");
      if (e.eventName === "LiquidateBorrow" && lower(e.args.liquidator) === me)
        found = row("liquidateBorrow", e.args.repayAmount, "liquidator");
      if (!found) continue;
      const price = await priceAt(e.address, a.receipt.blockNumber);
      rows.unshift({
        eventName: found.eventName,
        role: found.role,
        amount: String(found.amount),
        txHash: a.receipt.transactionHash,
        marketId: lower(e.address),
        priceAt: String(oraclePriceToUsdMantissa(price, 18)),
        amountUsd: String((found.amount * price) / EXP),
      });
    }
  }
  return rows;
}

describe("the indexer on the Tropykus-shaped deployment", () => {
  it("records one activity row per action, with the amounts, accounts and prices the chain's events give", async () => {
    const expected: Record<number, string[]> = {
      [ALICE]: ["redeem", "repayBorrow", "repayBorrow", "borrow", "mint"],
      [BOB]: ["liquidateBorrow", "mint"],
      [CAROL]: ["liquidateBorrow", "borrow", "mint"],
    };
    for (const who of [ALICE, BOB, CAROL]) {
      const rows = await expectedActivity(who);
      expect(rows.map((r) => r.eventName)).toEqual(expected[who]);
      const { activityEvents } = await query<{ activityEvents: Page<Record<string, string | null>> }>(
        `query ($user: String!) {
          activityEvents(where: { userId: $user }, orderBy: "blockNumber", orderDirection: "desc", limit: 20) {
            totalCount
            items { eventName role amount txHash marketId priceAt amountUsd }
          }
        }`,
        { user: addressOf(who) },
      );
      expect(activityEvents.totalCount).toBe(rows.length);
      expect(activityEvents.items).toEqual(rows);

      // The REST route serves the same rows.
      const rest = (await (await fetch(`${indexer.url}/users/activity?address=${addressOf(who)}`)).json()) as {
        totalCount: number;
        items: Record<string, string | null>[];
      };
      expect(rest.totalCount).toBe(rows.length);
      expect(
        rest.items.map((r) => ({ eventName: r.eventName, role: r.role, amount: r.amount, txHash: r.txHash })),
      ).toEqual(rows.map((r) => ({ eventName: r.eventName, role: r.role, amount: r.amount, txHash: r.txHash })));
    }

    // repayBorrowAll's row is the debt it repaid (its RepayBorrow), not the value sent: the rest came back.
    const all = eventOf(receiptOf(actions, ALICE, "repayAll"), "RepayBorrow");
    expect(all.accountBorrows).toBe(0n);
    expect(all.repayAmount).toBeGreaterThan(parseEther("0.06"));
    expect(all.repayAmount).toBeLessThan(parseEther("0.07"));
  });

  it("keeps each account's supply and debt per market equal to the chain's", async () => {
    let compared = 0;
    for (const holder of await protocolAccounts()) {
      const { userBalances } = await query<{ userBalances: Page<Record<string, string | { borrowIndex: string }>> }>(
        `query ($user: String!) {
          userBalances(where: { userId: $user }, limit: 100) {
            items { marketId tokens deposits borrows borrowIndex updatedBlock market { borrowIndex } }
          }
        }`,
        { user: holder },
      );
      for (const address of markets) {
        const [tokens, debt] = await Promise.all([
          readAccount(address, "balanceOf", holder),
          readAccount(address, "borrowBalanceStored", holder),
        ]);
        const row = userBalances.items.find((b) => b.marketId === lower(address));
        if (!row) {
          expect({ holder, address, tokens, debt }).toEqual({ holder, address, tokens: 0n, debt: 0n });
          continue;
        }
        const text = (key: string) => {
          const value = row[key];
          if (typeof value !== "string") throw new Error(`${key} is not a scalar`);
          return BigInt(value);
        };
        // Supply: the tokens at the market's exchange rate of the row's last change (as the API defines it).
        const rateThen = await readMarket(address, "exchangeRateStored", text("updatedBlock"));
        // Debt: recorded at the last borrow/repay, carried to the market's index now = the chain's stored debt.
        const indexNow = BigInt((row.market as { borrowIndex: string }).borrowIndex);
        const borrows = text("borrows");
        expect({ holder, address, tokens: text("tokens"), deposits: text("deposits") }).toEqual({
          holder,
          address,
          tokens,
          deposits: (tokens * rateThen) / EXP,
        });
        expect(borrows === 0n ? 0n : (borrows * indexNow) / text("borrowIndex")).toBe(debt);
        if (tokens > 0n || debt > 0n) compared++;
      }
    }
    // Alice and Carol in kDOC, Bob in kRBTC and kDOC (the seized tokens): at least these, plus whatever the deploy made.
    expect(compared).toBeGreaterThanOrEqual(4);
    const { userBalance } = await query<{ userBalance: { tokens: string; borrows: string } | null }>(
      `query ($id: String!) { userBalance(id: $id) { tokens borrows } }`,
      { id: `${addressOf(ALICE)}-${lower(marketAddress("kRBTC"))}` },
    );
    expect(userBalance?.borrows).toBe("0"); // repaid in full with repayBorrowAll
  });

  it("lists the eight markets with the chain's totals and its depositor and borrower counts", async () => {
    const holders = await protocolAccounts();
    const { markets: rows } = await query<{ markets: Page<Record<string, string | number>> }>(`{
      markets(orderBy: "marketId", orderDirection: "asc", limit: 100) {
        totalCount
        items { id symbol totalSupply totalBorrows totalReserves cash exchangeRate borrowIndex depositorCount borrowerCount }
      }
    }`);
    expect(rows.totalCount).toBe(8);
    expect(rows.items.map((m) => m.id)).toEqual(markets.map(lower));
    let depositors = 0;
    let borrowers = 0;
    const perAccount = await Promise.all(
      holders.map(async (h) => ({
        tokens: await Promise.all(markets.map((m) => readAccount(m, "balanceOf", h))),
        debts: await Promise.all(markets.map((m) => readAccount(m, "borrowBalanceStored", h))),
      })),
    );
    for (const [i, address] of markets.entries()) {
      const row = rows.items[i];
      const read = (fn: Parameters<typeof readMarket>[1]) => readMarket(address, fn, head).then(String);
      expect(row).toMatchObject({
        depositorCount: perAccount.filter((a) => (a.tokens[i] ?? 0n) > 0n).length,
        borrowerCount: perAccount.filter((a) => (a.debts[i] ?? 0n) > 0n).length,
      });
      // kSAT's exchange rate is per caller: its stored rate is compared for the markets the scenario used.
      if (row?.symbol === "kRBTC" || row?.symbol === "kDOC") {
        expect(row).toMatchObject({
          totalSupply: await read("totalSupply"),
          totalBorrows: await read("totalBorrows"),
          totalReserves: await read("totalReserves"),
          cash: await read("getCash"),
          exchangeRate: await read("exchangeRateStored"),
          borrowIndex: await read("borrowIndex"),
        });
      }
    }
    for (const a of perAccount) {
      if (a.tokens.some((t) => t > 0n)) depositors++;
      if (a.debts.some((d) => d > 0n)) borrowers++;
    }
    expect(rows.items.find((m) => m.symbol === "kDOC")).toMatchObject({ depositorCount: 3, borrowerCount: 0 });
    expect(rows.items.find((m) => m.symbol === "kRBTC")).toMatchObject({ borrowerCount: 1 });
    const { protocolStat } = await query<{ protocolStat: { depositorCount: number; borrowerCount: number } }>(
      "{ protocolStat(isSingleton: true) { depositorCount borrowerCount } }",
    );
    expect(protocolStat).toEqual({ depositorCount: depositors, borrowerCount: borrowers });
  });

  it("records the liquidation with the chain's amounts, USD values and the liquidator's profit", async () => {
    const receipt = receiptOf(actions, BOB, "liquidate");
    const args = eventOf(receipt, "LiquidateBorrow");
    const blockNumber = receipt.blockNumber;
    const kDOC = marketAddress("kDOC");
    expect(lower(args.cTokenCollateral)).toBe(lower(kDOC));
    const rate = await readMarket(kDOC, "exchangeRateStored", blockNumber);
    const seizedAmount = (args.seizeTokens * rate) / EXP;
    const repaidUsd = (args.repayAmount * (await priceAt(marketAddress("kRBTC"), blockNumber))) / EXP;
    const seizedUsd = (seizedAmount * (await priceAt(kDOC, blockNumber))) / EXP;
    expect(seizedUsd).toBeGreaterThan(repaidUsd);
    const { liquidations } = await query<{ liquidations: Page<Record<string, unknown>> }>(`{
      liquidations(limit: 10) {
        totalCount
        items { txHash liquidator borrower repaidAmount repaidAmountUsd seizedTokens seizedAmount seizedAmountUsd
          profitUsd repaidMarket { symbol } seizedMarket { symbol } }
      }
    }`);
    expect(liquidations.items).toEqual([
      {
        txHash: receipt.transactionHash,
        liquidator: addressOf(BOB),
        borrower: addressOf(CAROL),
        repaidAmount: String(args.repayAmount),
        repaidAmountUsd: String(repaidUsd),
        seizedTokens: String(args.seizeTokens),
        seizedAmount: String(seizedAmount),
        seizedAmountUsd: String(seizedUsd),
        profitUsd: String(seizedUsd - repaidUsd),
        repaidMarket: { symbol: "kRBTC" },
        seizedMarket: { symbol: "kDOC" },
      },
    ]);
  });
});
