import type { Deployment } from "@ceiba/deployments";
import {
  BORROW_WAVES,
  DAILY_DEPOSITORS,
  DEMO_ACCOUNTS,
  FULL_REPAY_DAY,
  HISTORY_BLOCK_SECONDS,
  MICRO_SUBSIDY,
  type MarketSymbol,
  OPENING_DEPOSITS,
  OPENING_MICRO_DEPOSITS,
  PRICE_MOVES,
  TOKEN_BUFFER,
  localPrice,
  pricesFor,
  targetUtilisationBps,
} from "./demo-plan";
import { type LocalClients, localClients } from "./local-clients";
import { type MarketActions, marketActions } from "./market-actions";

const DAY = 86_400;
const HOUR = 3_600;
const MARKET_ORDER = Object.keys(BORROW_WAVES) as MarketSymbol[];

export interface SeedOptions {
  rpcUrl: string;
  deployment: Deployment;
  log?: (line: string) => void;
  /** The wall clock in milliseconds (the history ends at it). */
  now?: () => number;
}

export interface SeedResult {
  /** False when the chain was already seeded: nothing was sent. */
  seeded: boolean;
  transactions: number;
  /** Days of history written between the opening positions and today. */
  historyDays: number;
}

/**
 * Seeds the local chain with the demo plan (demo-plan.ts): opening positions at the chain's current time,
 * then one round of activity per day up to the wall clock, mining Rootstock-paced blocks in between, then
 * moves the chain's clock to the wall clock so interval mining goes on in real time. The chain should start
 * in the past (`npm start` starts it 30 days back); on a chain that starts now there is no history.
 * Idempotent: when demo account 1 already holds kRBTC, it sends nothing.
 */
export async function seedProtocol(options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000);
  const clients = await localClients(options.rpcUrl);
  const chainId = await clients.publicClient.getChainId();
  if (chainId !== 1337) throw new Error(`the seed targets the local chain 1337, this node is chain ${chainId}`);
  const comptroller = options.deployment.contracts.comptroller;
  if (!(await clients.publicClient.getCode({ address: comptroller }))) {
    throw new Error(`no protocol at ${comptroller}: run deploy-local first`);
  }
  const act = marketActions(clients, options.deployment);

  if ((await act.marketTokens(1, "kRBTC")) > 0n) {
    for (const symbol of MARKET_ORDER) {
      if ((await act.totals(symbol)).borrows === 0n) {
        throw new Error(`the chain is partly seeded (${symbol} has no borrows): restart it clean`);
      }
    }
    log("already seeded: nothing to do");
    return { seeded: false, transactions: 0, historyDays: 0 };
  }

  const start = await latestTimestamp(clients);
  log(`opening the positions of demo accounts ${DEMO_ACCOUNTS.join(", ")} on ${isoDay(start)}`);
  await openPositions(act);

  const historyDays = Math.max(0, Math.floor((nowSeconds() - HOUR - start) / DAY));
  if (historyDays === 0) log("the chain starts now: no history (set a start date in the past for one)");
  for (let day = 1; day <= historyDays; day++) {
    // A different hour each day, always before the wall clock.
    const at = Math.min(start + day * DAY + ((day * 7919) % 360) * 60, nowSeconds() - 10 * 60);
    await advanceTo(clients, at);
    await playDay(act, day, (at - start) / DAY);
    if (day % 5 === 0 || day === historyDays) log(`history: day ${day} of ${historyDays} (${isoDay(at)})`);
  }
  if (historyDays > 0) {
    await advanceTo(clients, nowSeconds() - 2 * 60);
    for (const symbol of ["kRBTC", "kSAT", "kBPRO", "kRIF"] as const) await act.setPrice(symbol, localPrice(symbol));
    for (const symbol of MARKET_ORDER) await followWave(act, symbol, (nowSeconds() - start) / DAY);
  }
  // The chain's clock joins the wall clock: interval mining then goes on in real time.
  const target = Math.max((await latestTimestamp(clients)) + 1, nowSeconds());
  await clients.testClient.setNextBlockTimestamp({ timestamp: BigInt(target) });
  await clients.testClient.mine({ blocks: 1 });
  // Hardhat's bulk hardhat_mine leaves some blocks with a zero parentHash; an indexer that checks the hash
  // chain of its finality window (Ponder: 30 blocks on 1337) would take that for a reorg. End the seed
  // with blocks mined one at a time, so the window is a proper chain.
  for (let i = 0; i < FINALITY_WINDOW_BLOCKS; i++) await clients.testClient.mine({ blocks: 1 });
  log(`seeded: ${act.transactions} transactions from ${isoDay(start)} to ${isoDay(target)}`);
  return { seeded: true, transactions: act.transactions, historyDays };
}

/** Funds, approvals, deposits, collateral and the first loans; the micro market opens once loans exist. */
async function openPositions(act: MarketActions) {
  await act.addMicroSubsidy(MICRO_SUBSIDY);
  const deposits = [...OPENING_DEPOSITS, ...OPENING_MICRO_DEPOSITS];
  for (const account of DEMO_ACCOUNTS) {
    const uses = new Set<MarketSymbol>(deposits.filter((d) => d.account === account).map((d) => d.market));
    for (const symbol of MARKET_ORDER) {
      if (BORROW_WAVES[symbol].borrower === account || DAILY_DEPOSITORS[symbol].account === account) uses.add(symbol);
    }
    for (const [token, buffer] of Object.entries(TOKEN_BUFFER)) {
      const deposited = deposits
        .filter((d) => d.account === account && !act.isNative(d.market) && act.underlyingSymbol(d.market) === token)
        .reduce((sum, d) => sum + d.amount, 0n);
      await act.faucet(account, token, deposited + buffer);
    }
    for (const symbol of MARKET_ORDER)
      if (uses.has(symbol) && !act.isNative(symbol)) await act.approve(account, symbol);
  }
  for (const d of OPENING_DEPOSITS) await act.deposit(d.account, d.market, d.amount);
  for (const account of DEMO_ACCOUNTS) {
    const collateral = MARKET_ORDER.filter((s) => deposits.some((d) => d.account === account && d.market === s));
    if (collateral.length > 0) await act.enterMarkets(account, collateral);
  }
  for (const symbol of MARKET_ORDER) if (symbol !== "kSAT") await followWave(act, symbol, 0);
  for (const d of OPENING_MICRO_DEPOSITS) await act.deposit(d.account, d.market, d.amount);
  await followWave(act, "kSAT", 0);
}

/** One day of history: the day's price move, then per market a depositor's move and the borrower's. */
async function playDay(act: MarketActions, day: number, dayNumber: number) {
  const move = PRICE_MOVES.find((m) => m.day === day);
  if (move) {
    for (const [symbol, price] of Object.entries(pricesFor(move.rbtc, move.rif))) {
      await act.setPrice(symbol as MarketSymbol, price);
    }
  }
  for (const [i, symbol] of MARKET_ORDER.entries()) {
    const turn = day + i;
    if (turn % 3 === 0) {
      const { account, amount } = DAILY_DEPOSITORS[symbol];
      if ((turn / 3) % 2 === 0) await act.deposit(account, symbol, amount);
      else await act.withdraw(account, symbol, amount);
    }
    const { borrower } = BORROW_WAVES[symbol];
    if (symbol === "krDOC" && day === FULL_REPAY_DAY && (await act.debt(borrower, symbol)) > 0n) {
      await act.repay(borrower, symbol, "all");
    } else {
      await followWave(act, symbol, dayNumber);
    }
  }
}

/** The borrower borrows or repays so that the market's utilisation meets the wave's target for the day. */
async function followWave(act: MarketActions, symbol: MarketSymbol, dayNumber: number) {
  const { borrower } = BORROW_WAVES[symbol];
  const { lendable, borrows, supplied } = await act.totals(symbol);
  const target = (supplied * targetUtilisationBps(BORROW_WAVES[symbol], dayNumber)) / 10_000n;
  const minimum = supplied / 1_000n; // below 0.1% of the market a move is noise
  if (target > borrows) {
    let amount = target - borrows;
    const cap = await act.accountBorrowCap(symbol);
    if (cap > 0n) {
      // The debt keeps accruing after this loan: stay 2% under the per-account cap (RD1).
      const room = (cap * 98n) / 100n - (await act.debt(borrower, symbol));
      amount = amount < room ? amount : room;
    }
    if (amount > minimum && amount <= lendable) await act.borrow(borrower, symbol, amount);
  } else if (borrows - target > minimum) {
    const debt = await act.debt(borrower, symbol);
    const amount = borrows - target;
    if (amount >= debt) await act.repay(borrower, symbol, "all");
    else await act.repay(borrower, symbol, amount);
  }
}

async function latestTimestamp(clients: LocalClients): Promise<number> {
  return Number((await clients.publicClient.getBlock()).timestamp);
}

/** Mines Rootstock-paced blocks up to `timestamp`, so interest accrues per block as it would there. */
/** More than the indexer's finality window (Ponder uses 30 blocks for chain 1337). */
const FINALITY_WINDOW_BLOCKS = 40;

async function advanceTo(clients: LocalClients, timestamp: number) {
  const blocks = Math.floor((timestamp - (await latestTimestamp(clients))) / HISTORY_BLOCK_SECONDS);
  if (blocks > 0) await clients.testClient.mine({ blocks, interval: HISTORY_BLOCK_SECONDS });
}

const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
