/**
 * The indexer against a real local chain: after deposits, a loan, a repay, a withdrawal and a
 * liquidation, what GraphQL answers equals what the chain says (read independently with viem).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEther, type Address } from "viem";
import { cErc20Abi, ceibaLensAbi, comptrollerAbi, priceOracleProxyAbi } from "@ceiba/deployments";
import { EXP, oraclePriceToUsdMantissa } from "@ceiba/core";
import { readSnapshot } from "@ceiba/sdk";
import { account, publicClient, rpcUrl } from "./clients";
import { graphql, type Page } from "./graphql";
import {
  INDEXER_START_HOOK_MS,
  startIndexer,
  waitForStart,
  type DatabaseKind,
  type RunningIndexer,
} from "./indexer-process";
import {
  ALICE,
  BOB,
  CAROL,
  deployment,
  eventOf,
  marketAddress,
  marketEvents,
  receiptOf,
  runScenario,
  type Action,
} from "./scenario";
import { holdSharedChain } from "./shared-chain-lock";

const { comptroller } = deployment.contracts;
const required = <T>(value: T | null, what: string): T => {
  if (value === null) throw new Error(`the local deployment has no ${what}`);
  return value;
};
const lens = required(deployment.contracts.lens, "lens");
const oracle = required(deployment.contracts.oracle, "oracle");
const lower = (a: string) => a.toLowerCase();
/**
 * A market's accruals the indexer follows: from its listing on (a market's seed accrues before it is listed,
 * and nothing of a market is indexed before its MarketListed).
 */
async function listedAccruals(address: Address | Address[], toBlock?: bigint) {
  const [listings, accruals] = await Promise.all([
    publicClient.getContractEvents({
      address: comptroller,
      abi: comptrollerAbi,
      eventName: "MarketListed",
      fromBlock: BigInt(deployment.startBlock),
    }),
    publicClient.getContractEvents({
      address,
      abi: cErc20Abi,
      eventName: "AccrueInterest",
      fromBlock: BigInt(deployment.startBlock),
      toBlock,
    }),
  ]);
  const listedAt = new Map(listings.map((l) => [lower(l.args.cToken ?? ""), l.blockNumber]));
  return accruals.filter((a) => a.blockNumber >= (listedAt.get(lower(a.address)) ?? a.blockNumber + 1n));
}
const addressOf = (who: number) => lower(account(who).address);

// Its scenario's counts and the head it checks are this file's alone while it holds the chain.
holdSharedChain();

let actions: Action[];
let head: { number: bigint; hash: `0x${string}`; timestamp: bigint };

beforeAll(async () => {
  actions = await runScenario();
  const latest = await publicClient.getBlock({ blockTag: "latest" });
  head = { number: latest.number, hash: latest.hash, timestamp: latest.timestamp };
});

// The database the run was given: PostgreSQL with DATABASE_URL (CI), else the product's default PGlite. The REST
// and cache tests run on PGlite either way, so a CI run covers both kinds without indexing the scenario twice.
const kinds: DatabaseKind[] = process.env.DATABASE_URL ? ["postgres"] : ["pglite"];

describe.each(kinds)("the indexer on %s", (kind) => {
  let indexer: RunningIndexer;
  const query = <T>(q: string, variables?: Record<string, unknown>) => graphql<T>(indexer.url, q, variables);

  beforeAll(async () => {
    indexer = await startIndexer(kind, rpcUrl);
    // Ready means the backfill is done; the blocks after it are indexed live: wait for the head too.
    await waitForStart(indexer, head.number);
  }, INDEXER_START_HOOK_MS);

  afterAll(async () => {
    await indexer?.stop();
  });

  it("answers /health and /ready", async () => {
    expect((await fetch(`${indexer.url}/health`)).status).toBe(200);
    expect((await fetch(`${indexer.url}/ready`)).status).toBe(200);
  });

  it("keeps the settings singleton at the chain head", async () => {
    const { setting } = await query<{ setting: Record<string, string | number> }>(
      "{ setting(isSingleton: true) { chainId latestMigratedBlock latestMigratedTimestamp latestMigratedBlockHash } }",
    );
    expect(setting).toEqual({
      chainId: 1337,
      latestMigratedBlock: String(head.number),
      latestMigratedTimestamp: String(head.timestamp),
      latestMigratedBlockHash: head.hash,
    });
  });

  it("lists every market with the values the Lens reads at the head", async () => {
    const onChain = await publicClient.readContract({
      address: lens,
      abi: ceibaLensAbi,
      functionName: "allMarkets",
      args: [comptroller],
    });
    // Every account that ever held or owed in a market (other test files may have used the shared chain too).
    const positions = await Promise.all(
      (await protocolAccounts()).map((a) =>
        readSnapshot(publicClient, deployment, { account: a, blockNumber: head.number }),
      ),
    );
    const { markets } = await query<{ markets: Page<Record<string, string | number | boolean | null>> }>(`{
      markets(orderBy: "marketId", orderDirection: "asc", limit: 100) {
        totalCount
        items { id address marketId name symbol decimals kind type underlyingSymbol underlyingDecimals
          underlyingPrice underlyingPriceUsd supplyRatePerBlock borrowRatePerBlock collateralFactor reserveFactor
          mintPaused borrowPaused isListed totalSupply totalBorrows totalReserves cash exchangeRate
          accrualBlockNumber borrowIndex depositorCount borrowerCount updatedBlock }
      }
    }`);
    expect(markets.totalCount).toBe(onChain.length);
    onChain.forEach((m, i) => {
      type Position = (typeof positions)[number]["account"]["positions"][number];
      const holders = (pick: (p: Position) => bigint) =>
        positions.filter((s) => s.account.positions.some((p) => lower(p.market) === lower(m.market) && pick(p) > 0n))
          .length;
      expect(markets.items[i]).toEqual({
        id: lower(m.market),
        address: lower(m.market),
        marketId: i,
        name: m.name,
        symbol: m.symbol,
        decimals: m.decimals,
        kind: Object.values(deployment.markets).find((d) => lower(d.address) === lower(m.market))?.kind,
        type: m.underlyingSymbol === "RBTC" ? "CRBTC" : m.underlyingSymbol === "rDOC" ? "CRDOC" : "CTOKEN",
        underlyingSymbol: m.underlyingSymbol,
        underlyingDecimals: m.underlyingDecimals,
        underlyingPrice: String(m.underlyingPrice),
        underlyingPriceUsd: String(oraclePriceToUsdMantissa(m.underlyingPrice, m.underlyingDecimals)),
        supplyRatePerBlock: String(m.supplyRatePerBlock),
        borrowRatePerBlock: String(m.borrowRatePerBlock),
        collateralFactor: String(m.collateralFactorMantissa),
        reserveFactor: String(m.reserveFactorMantissa),
        mintPaused: m.mintPaused,
        borrowPaused: m.borrowPaused,
        isListed: true,
        totalSupply: String(m.totalSupply),
        totalBorrows: String(m.totalBorrows),
        totalReserves: String(m.totalReserves),
        cash: String(m.cash),
        exchangeRate: String(m.exchangeRateStored),
        accrualBlockNumber: String(m.accrualBlockNumber),
        borrowIndex: String(m.borrowIndex),
        depositorCount: holders((p) => p.tokens),
        borrowerCount: holders((p) => p.borrowBalance),
        updatedBlock: String(head.number),
      });
    });
    expect(markets.items.find((m) => m.symbol === "kDOC")).toMatchObject({ depositorCount: 3, borrowerCount: 0 });
    expect(markets.items.find((m) => m.symbol === "kRBTC")).toMatchObject({ depositorCount: 1, borrowerCount: 2 });
  });

  it("counts the protocol's depositors and borrowers once each, whatever the number of their markets", async () => {
    const positions = await Promise.all(
      (await protocolAccounts()).map((a) =>
        readSnapshot(publicClient, deployment, { account: a, blockNumber: head.number }),
      ),
    );
    const having = (pick: (p: (typeof positions)[number]["account"]["positions"][number]) => bigint) =>
      positions.filter((s) => s.account.positions.some((p) => pick(p) > 0n)).length;
    const { protocolStat, markets } = await query<{
      protocolStat: { depositorCount: number; borrowerCount: number } | null;
      markets: Page<{ depositorCount: number; borrowerCount: number }>;
    }>(`{
      protocolStat(isSingleton: true) { depositorCount borrowerCount }
      markets(limit: 100) { totalCount items { depositorCount borrowerCount } }
    }`);
    expect(protocolStat).toEqual({
      depositorCount: having((p) => p.tokens),
      borrowerCount: having((p) => p.borrowBalance),
    });
    // The scenario has accounts in more than one market: the per-market counts add up to more.
    const perMarket = markets.items.reduce((sum, m) => sum + m.depositorCount, 0);
    expect(perMarket).toBeGreaterThan(protocolStat?.depositorCount ?? 0);
  });

  it("records each account's activity newest first, with amounts, hashes and USD prices of the moment", async () => {
    for (const who of [ALICE, BOB, CAROL]) {
      const expected = await expectedActivity(who);
      const { activityEvents } = await query<{ activityEvents: Page<Record<string, string | null>> }>(
        `query ($user: String!) {
          activityEvents(where: { userId: $user }, orderBy: "blockNumber", orderDirection: "desc", limit: 10) {
            totalCount
            items { eventName role amount txHash priceAt amountUsd market { symbol } }
          }
        }`,
        { user: addressOf(who) },
      );
      expect(activityEvents.totalCount).toBe(expected.length);
      expect(activityEvents.items.map(({ market: _m, ...row }) => row)).toEqual(expected);
    }
  });

  it("pages activity with limit and offset, and filters it by kind", async () => {
    const page = (offset: number) =>
      query<{ activityEvents: Page<{ eventName: string }> }>(
        `query ($user: String!, $offset: Int!) {
          activityEvents(where: { userId: $user }, orderBy: "blockNumber", orderDirection: "desc", limit: 2, offset: $offset) {
            totalCount items { eventName }
          }
        }`,
        { user: addressOf(ALICE), offset },
      );
    const [first, second] = await Promise.all([page(0), page(2)]);
    expect([...first.activityEvents.items, ...second.activityEvents.items].map((a) => a.eventName)).toEqual([
      "redeem",
      "repayBorrow",
      "borrow",
      "mint",
    ]);
    const { activityEvents } = await query<{ activityEvents: Page<{ eventName: string }> }>(
      `query ($user: String!) {
        activityEvents(where: { userId: $user, eventName_in: [borrow, repayBorrow] }) { totalCount items { eventName } }
      }`,
      { user: addressOf(ALICE) },
    );
    expect(activityEvents.totalCount).toBe(2);
  });

  it("keeps balances per market equal to the chain's, with principal and interest apart", async () => {
    for (const who of [ALICE, BOB, CAROL]) {
      const snapshot = await readSnapshot(publicClient, deployment, { account: account(who).address });
      const { userBalances } = await query<{ userBalances: Page<Record<string, string | boolean>> }>(
        `query ($user: String!) {
          userBalances(where: { userId: $user }, limit: 100) {
            items { marketId tokens deposits bruteDeposits borrows bruteBorrows borrowIndex entered updatedBlock
              market { borrowIndex } }
          }
        }`,
        { user: addressOf(who) },
      );
      for (const p of snapshot.account.positions) {
        const row = userBalances.items.find((b) => b.marketId === lower(p.market));
        if (!row) {
          expect(p.tokens === 0n && p.borrowBalance === 0n && !p.entered).toBe(true);
          continue;
        }
        expect(BigInt(row.tokens as string)).toBe(p.tokens);
        expect(row.entered).toBe(p.entered);
        const rateThen = await publicClient.readContract({
          address: p.market,
          abi: cErc20Abi,
          functionName: "exchangeRateStored",
          blockNumber: BigInt(row.updatedBlock as string),
        });
        expect(BigInt(row.deposits as string)).toBe((p.tokens * rateThen) / EXP);
        const borrows = BigInt(row.borrows as string);
        const indexThen = BigInt(row.borrowIndex as string);
        const indexNow = BigInt((row.market as unknown as { borrowIndex: string }).borrowIndex);
        // Debt recorded at the last borrow/repay, carried to the market's index now = the chain's stored debt.
        expect(borrows === 0n ? 0n : (borrows * indexNow) / indexThen).toBe(p.borrowBalance);
      }
    }

    const balance = async (who: number, symbol: string) => {
      const { userBalance } = await query<{
        userBalance: { bruteDeposits: string; bruteBorrows: string; deposits: string; borrows: string };
      }>(`query ($id: String!) { userBalance(id: $id) { bruteDeposits bruteBorrows deposits borrows } }`, {
        id: `${addressOf(who)}-${lower(marketAddress(symbol))}`,
      });
      return userBalance;
    };
    // Alice: 50,000 DOC deposited, then the share of it that the redeemed tokens carried withdrawn.
    const aliceMint = eventOf(receiptOf(actions, ALICE, "deposit"), "Mint");
    const aliceRedeem = eventOf(receiptOf(actions, ALICE, "withdraw"), "Redeem");
    const deposited = parseEther("50000");
    expect(BigInt((await balance(ALICE, "kDOC")).bruteDeposits)).toBe(
      deposited - (deposited * aliceRedeem.redeemTokens) / aliceMint.mintTokens,
    );
    // Alice: 0.1 RBTC borrowed, the repay removed its share of the debt then (interest included).
    const repay = eventOf(receiptOf(actions, ALICE, "repay"), "RepayBorrow");
    const borrowed = parseEther("0.1");
    const debtBefore = repay.accountBorrows + repay.repayAmount;
    expect(BigInt((await balance(ALICE, "kRBTC")).bruteBorrows)).toBe(
      borrowed - (borrowed * repay.repayAmount) / debtBefore,
    );
    expect(BigInt((await balance(ALICE, "kRBTC")).borrows)).toBe(repay.accountBorrows);
    // Bob received Carol's seized kDOC: their principal is their value when received.
    const liquidationReceipt = receiptOf(actions, BOB, "liquidate");
    const seized = eventOf(liquidationReceipt, "LiquidateBorrow");
    const liquidationBlock = liquidationReceipt.blockNumber;
    const kdocRate = await publicClient.readContract({
      address: marketAddress("kDOC"),
      abi: cErc20Abi,
      functionName: "exchangeRateStored",
      blockNumber: liquidationBlock,
    });
    expect(BigInt((await balance(BOB, "kDOC")).bruteDeposits)).toBe((seized.seizeTokens * kdocRate) / EXP);
    const carolMint = eventOf(receiptOf(actions, CAROL, "deposit"), "Mint");
    const carolDeposit = parseEther("10000");
    expect(BigInt((await balance(CAROL, "kDOC")).bruteDeposits)).toBe(
      carolDeposit - (carolDeposit * seized.seizeTokens) / carolMint.mintTokens,
    );
  });

  it("keeps a rate history row for every accrual with the rates of that block", async () => {
    for (const symbol of ["kRBTC", "kDOC"]) {
      const address = marketAddress(symbol);
      const accruals = await listedAccruals(address);
      const { rates } = await query<{
        rates: Page<{
          blockNumber: string;
          blockTimestamp: string;
          depositRatePerBlock: string;
          borrowRatePerBlock: string;
        }>;
      }>(
        `query ($market: String!) {
          rates(where: { marketId: $market }, orderBy: "blockNumber", orderDirection: "asc", limit: 1000) {
            totalCount items { blockNumber blockTimestamp depositRatePerBlock borrowRatePerBlock }
          }
        }`,
        { market: lower(address) },
      );
      expect(accruals.length).toBeGreaterThan(1);
      expect(rates.items.map((r) => BigInt(r.blockNumber))).toEqual(accruals.map((a) => a.blockNumber));
      for (const r of rates.items) {
        const blockNumber = BigInt(r.blockNumber);
        const read = (functionName: "supplyRatePerBlock" | "borrowRatePerBlock") =>
          publicClient.readContract({ address, abi: cErc20Abi, functionName, blockNumber });
        const block = await publicClient.getBlock({ blockNumber });
        expect(r).toEqual({
          blockNumber: String(blockNumber),
          blockTimestamp: String(block.timestamp),
          depositRatePerBlock: String(await read("supplyRatePerBlock")),
          borrowRatePerBlock: String(await read("borrowRatePerBlock")),
        });
      }
    }
  });

  it("derives every accrual's exchange rate and utilisation from the events, reading the Lens at a few blocks", async () => {
    const markets = Object.values(deployment.markets).map((m) => m.address);
    const accruals = await listedAccruals(markets, head.number);
    const { rates } = await query<{
      rates: Page<{ marketId: string; blockNumber: string; exchangeRate: string; utilization: string | null }>;
    }>(`{ rates(orderBy: "blockNumber", orderDirection: "asc", limit: 1000) {
      totalCount items { marketId blockNumber exchangeRate utilization } } }`);
    expect(rates.totalCount).toBe(new Set(accruals.map((a) => `${lower(a.address)}-${a.blockNumber}`)).size);
    for (const r of rates.items) {
      const address = r.marketId as Address;
      const blockNumber = BigInt(r.blockNumber);
      const read = (functionName: "exchangeRateStored" | "getCash" | "totalBorrows" | "totalReserves") =>
        publicClient.readContract({ address, abi: cErc20Abi, functionName, blockNumber });
      const [rate, cash, borrows, reserves] = await Promise.all([
        read("exchangeRateStored"),
        read("getCash"),
        read("totalBorrows"),
        read("totalReserves"),
      ]);
      expect({ block: blockNumber, exchangeRate: r.exchangeRate, utilization: r.utilization }).toEqual({
        block: blockNumber,
        exchangeRate: String(rate),
        utilization: borrows === 0n ? "0" : String((borrows * EXP) / (cash + borrows - reserves)),
      });
    }
    // The Lens is read at blocks with a listing, a parameter change or a liquidation, and live at the head (this
    // chain spans less than the hour after which a backfill reads it again): not at the other blocks.
    const range = { fromBlock: BigInt(deployment.startBlock), toBlock: head.number };
    const readAt = new Set(["MarketListed", "NewCollateralFactor", "NewBorrowCap", "NewPriceOracle", "ActionPaused"]);
    const marketReadAt = new Set([
      "NewReserveFactor",
      "NewMarketInterestRateModel",
      "NewAccountBorrowCap",
      "LiquidateBorrow",
    ]);
    const [comptrollerEvents, marketEvents] = await Promise.all([
      publicClient.getContractEvents({ address: comptroller, abi: comptrollerAbi, ...range }),
      publicClient.getContractEvents({ address: markets, abi: cErc20Abi, ...range }),
    ]);
    const readBlocks = new Set([
      ...comptrollerEvents.filter((e) => readAt.has(e.eventName)).map((e) => e.blockNumber),
      ...marketEvents.filter((e) => marketReadAt.has(e.eventName)).map((e) => e.blockNumber),
      head.number,
    ]);
    const metrics = await (await fetch(`${indexer.url}/metrics`)).text();
    const lensReads = [
      ...metrics.matchAll(/^ponder_indexing_rpc_action_duration_count\{action="readContract"\} (\d+)/gm),
    ]
      .map((m) => Number(m[1]))
      .reduce((a, b) => a + b, 0);
    expect(lensReads).toBeGreaterThan(0);
    expect(lensReads).toBeLessThanOrEqual(readBlocks.size);
    // So the rows above of accruals at other blocks came from the events alone.
    expect(accruals.filter((a) => !readBlocks.has(a.blockNumber)).length).toBeGreaterThan(0);
    const { setting } = await query<{ setting: { lensBlock: string; lensReason: string } }>(
      "{ setting(isSingleton: true) { lensBlock lensReason } }",
    );
    expect(setting).toEqual({ lensBlock: String(head.number), lensReason: "head" });
  });

  it("records the liquidation with USD values and the liquidator's profit, found by borrower or liquidator", async () => {
    const receipt = receiptOf(actions, BOB, "liquidate");
    const args = eventOf(receipt, "LiquidateBorrow");
    const blockNumber = receipt.blockNumber;
    const price = (symbol: string) =>
      publicClient.readContract({
        address: oracle,
        abi: priceOracleProxyAbi,
        functionName: "getUnderlyingPrice",
        args: [marketAddress(symbol)],
        blockNumber,
      });
    const kdocRate = await publicClient.readContract({
      address: marketAddress("kDOC"),
      abi: cErc20Abi,
      functionName: "exchangeRateStored",
      blockNumber,
    });
    const seizedAmount = (args.seizeTokens * kdocRate) / EXP;
    const repaidUsd = (args.repayAmount * (await price("kRBTC"))) / EXP;
    const seizedUsd = (seizedAmount * (await price("kDOC"))) / EXP;
    const expected = {
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
    };
    expect(seizedUsd).toBeGreaterThan(repaidUsd);
    for (const where of [`{ borrower: "${addressOf(CAROL)}" }`, `{ liquidator: "${addressOf(BOB)}" }`]) {
      const { liquidations } = await query<{ liquidations: Page<Record<string, unknown>> }>(`{
        liquidations(where: ${where}) {
          totalCount
          items { txHash liquidator borrower repaidAmount repaidAmountUsd seizedTokens seizedAmount seizedAmountUsd
            profitUsd repaidMarket { symbol } seizedMarket { symbol } }
        }
      }`);
      expect(liquidations.items).toEqual([expected]);
    }
  });

  it("sums each market's daily volumes to the amounts moved", async () => {
    const totals = async (symbol: string) => {
      const { dailyMarketStats } = await query<{ dailyMarketStats: Page<Record<string, string>> }>(
        `query ($market: String!) {
          dailyMarketStats(where: { marketId: $market }, limit: 1000) {
            items { depositVolume withdrawVolume borrowVolume repayVolume liquidationVolume }
          }
        }`,
        { market: lower(marketAddress(symbol)) },
      );
      const sum = (key: string) => dailyMarketStats.items.reduce((s, d) => s + BigInt(d[key] ?? "0"), 0n);
      return {
        deposit: sum("depositVolume"),
        withdraw: sum("withdrawVolume"),
        borrow: sum("borrowVolume"),
        repay: sum("repayVolume"),
        liquidation: sum("liquidationVolume"),
      };
    };
    expect(await totals("kDOC")).toEqual({
      deposit: parseEther("60000"),
      withdraw: parseEther("10000"),
      borrow: 0n,
      repay: 0n,
      liquidation: 0n,
    });
    expect(await totals("kRBTC")).toEqual({
      deposit: parseEther("10"),
      withdraw: 0n,
      borrow: parseEther("0.17"),
      repay: parseEther("0.08"),
      liquidation: parseEther("0.03"),
    });
  });

  it("finds a user by lowercase address with their balances and activity", async () => {
    const { user } = await query<{
      user: { id: string; balances: Page<{ market: { symbol: string } }>; activity: { totalCount: number } };
    }>(
      `query ($id: String!) {
        user(id: $id) { id balances(where: { tokens_gt: "0" }) { items { market { symbol } } } activity { totalCount } }
      }`,
      { id: addressOf(ALICE) },
    );
    expect(user.id).toBe(addressOf(ALICE));
    expect(user.balances.items.map((b) => b.market.symbol)).toEqual(["kDOC"]);
    expect(user.activity.totalCount).toBe(4);
  });
});

/** Every account a market's Transfer or Borrow events name (the market itself and the burn address left out). */
async function protocolAccounts(): Promise<Address[]> {
  const markets = Object.values(deployment.markets).map((m) => m.address);
  const fromBlock = BigInt(deployment.startBlock);
  const [transfers, borrows] = await Promise.all([
    publicClient.getContractEvents({
      address: markets,
      abi: cErc20Abi,
      eventName: "Transfer",
      fromBlock,
      toBlock: head.number,
    }),
    publicClient.getContractEvents({
      address: markets,
      abi: cErc20Abi,
      eventName: "Borrow",
      fromBlock,
      toBlock: head.number,
    }),
  ]);
  const skip = new Set([...markets.map(lower), "0x000000000000000000000000000000000000dead"]);
  const seen = new Map<string, Address>();
  for (const a of [...transfers.flatMap((e) => [e.args.from, e.args.to]), ...borrows.map((e) => e.args.borrower)]) {
    if (a && !skip.has(lower(a))) seen.set(lower(a), a);
  }
  return [...seen.values()];
}

/** An account's activity rows as the chain's events say they must be, newest first. */
async function expectedActivity(who: number) {
  const me = addressOf(who);
  const rows: Record<string, string | null>[] = [];
  for (const a of actions) {
    const blockNumber = a.receipt.blockNumber;
    for (const e of marketEvents(a.receipt)) {
      const args = e.args as Record<string, bigint | Address>;
      const row = (eventName: string, amount: bigint, role: string | null = null) => ({
        eventName,
        role,
        amount,
        market: e.address,
      });
      let found: ReturnType<typeof row> | undefined;
      if (e.eventName === "Mint" && lower(args.minter as string) === me) found = row("mint", args.mintAmount as bigint);
      if (e.eventName === "Redeem" && lower(args.redeemer as string) === me)
        found = row("redeem", args.redeemAmount as bigint);
      if (e.eventName === "Borrow" && lower(args.borrower as string) === me)
        found = row("borrow", args.borrowAmount as bigint);
      // A repayment inside a liquidation shows as the liquidation, not as a repay.
      if (e.eventName === "RepayBorrow" && lower(args.borrower as string) === me && a.action !== "liquidate")
        found = row("repayBorrow", args.repayAmount as bigint);
      if (e.eventName === "LiquidateBorrow" && lower(args.borrower as string) === me)
        found = row("liquidateBorrow", args.repayAmount as bigint, "borrower");
      if (e.eventName === "LiquidateBorrow" && lower(args.liquidator as string) === me)
        found = row("liquidateBorrow", args.repayAmount as bigint, "liquidator");
      if (!found) continue;
      const price = await publicClient.readContract({
        address: oracle,
        abi: priceOracleProxyAbi,
        functionName: "getUnderlyingPrice",
        args: [found.market],
        blockNumber,
      });
      rows.unshift({
        eventName: found.eventName,
        role: found.role,
        amount: String(found.amount),
        txHash: a.receipt.transactionHash,
        priceAt: String(oraclePriceToUsdMantissa(price, 18)),
        amountUsd: String((found.amount * price) / EXP),
      });
    }
  }
  return rows;
}
