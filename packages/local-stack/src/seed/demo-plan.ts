import { parseEther } from "viem";
import { MARKETS } from "@ceiba/contracts/deploy/parameters";

/**
 * What the local seed writes: five demo accounts (Hardhat's default accounts 1..5; 0 is the admin),
 * their deposits, one borrower per market whose debt follows a target utilisation that waves over the
 * month (so rate charts have a shape), daily deposits and withdrawals, and a few price moves.
 *
 * Sized so that no demo account goes above ~60% of its borrow limit at any price of the path, so the
 * seeded chain has no shortfall (liquidation tests make their own).
 */

/** Index of a demo account among the node's unlocked accounts. */
export type DemoAccount = 1 | 2 | 3 | 4 | 5;
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [1, 2, 3, 4, 5];
export const ADMIN_ACCOUNT = 0;

export type MarketSymbol = "kRBTC" | "kSAT" | "kDOC" | "kUSDRIF" | "kBPRO" | "kRIF" | "kUSDT" | "krDOC";

export interface Deposit {
  account: DemoAccount;
  market: MarketSymbol;
  amount: bigint;
}

const e = parseEther;

/**
 * Opening deposits, in order. The micro market (kSAT) comes last: its cap (R9) is 0.8 × the USD borrows
 * of the other markets, so it opens only once those borrows exist. Per account it stays under 0.025 (R8).
 */
export const OPENING_DEPOSITS: readonly Deposit[] = [
  { account: 1, market: "kRBTC", amount: e("3") },
  { account: 1, market: "kDOC", amount: e("50000") },
  { account: 1, market: "kUSDT", amount: e("40000") },
  { account: 2, market: "kRBTC", amount: e("2.5") },
  { account: 2, market: "kUSDRIF", amount: e("40000") },
  { account: 3, market: "kBPRO", amount: e("3") },
  { account: 3, market: "kRIF", amount: e("4000000") },
  { account: 4, market: "kUSDRIF", amount: e("30000") },
  { account: 4, market: "kDOC", amount: e("30000") },
  { account: 4, market: "kRBTC", amount: e("3") },
  { account: 5, market: "krDOC", amount: e("2000") },
  { account: 5, market: "kUSDT", amount: e("20000") },
  { account: 5, market: "kRIF", amount: e("500000") },
];

export const OPENING_MICRO_DEPOSITS: readonly Deposit[] = [
  { account: 1, market: "kSAT", amount: e("0.02") },
  { account: 4, market: "kSAT", amount: e("0.015") },
  { account: 5, market: "kSAT", amount: e("0.01") },
];

/**
 * The borrower of each market and its target utilisation in basis points:
 * base + amplitude × sin(2π (day + phase) / period). No borrower deposits in the market it borrows from
 * (a deposit where one owes is refused, T12). krDOC stays under its 1,000 rDOC debt cap per account (RD1).
 */
export interface BorrowWave {
  borrower: DemoAccount;
  baseBps: number;
  amplitudeBps: number;
  periodDays: number;
  phaseDays: number;
}

export const BORROW_WAVES: Readonly<Record<MarketSymbol, BorrowWave>> = {
  kRBTC: { borrower: 3, baseBps: 1200, amplitudeBps: 500, periodDays: 13, phaseDays: 0 },
  kSAT: { borrower: 3, baseBps: 3000, amplitudeBps: 1000, periodDays: 9, phaseDays: 2 },
  kDOC: { borrower: 2, baseBps: 5500, amplitudeBps: 1500, periodDays: 11, phaseDays: 4 },
  kUSDRIF: { borrower: 1, baseBps: 4000, amplitudeBps: 1200, periodDays: 10, phaseDays: 1 },
  kBPRO: { borrower: 4, baseBps: 1200, amplitudeBps: 500, periodDays: 14, phaseDays: 6 },
  kRIF: { borrower: 4, baseBps: 1500, amplitudeBps: 500, periodDays: 12, phaseDays: 3 },
  kUSDT: { borrower: 2, baseBps: 4500, amplitudeBps: 1500, periodDays: 8, phaseDays: 5 },
  krDOC: { borrower: 1, baseBps: 3800, amplitudeBps: 800, periodDays: 15, phaseDays: 7 },
};

/** Target utilisation of a market on a day of the history, in basis points. */
export function targetUtilisationBps(wave: BorrowWave, day: number): bigint {
  const angle = (2 * Math.PI * (day + wave.phaseDays)) / wave.periodDays;
  return BigInt(Math.round(wave.baseBps + wave.amplitudeBps * Math.sin(angle)));
}

/**
 * Every third day (staggered by market) one depositor of each market adds `amount`, and three days later
 * takes it back: deposits and withdrawals without drifting the month's balances.
 */
export const DAILY_DEPOSITORS: Readonly<Record<MarketSymbol, Deposit>> = {
  kRBTC: { account: 1, market: "kRBTC", amount: e("0.05") },
  kSAT: { account: 5, market: "kSAT", amount: e("0.001") },
  kDOC: { account: 4, market: "kDOC", amount: e("600") },
  kUSDRIF: { account: 2, market: "kUSDRIF", amount: e("800") },
  kBPRO: { account: 3, market: "kBPRO", amount: e("0.05") },
  kRIF: { account: 5, market: "kRIF", amount: e("10000") },
  kUSDT: { account: 1, market: "kUSDT", amount: e("700") },
  krDOC: { account: 5, market: "krDOC", amount: e("40") },
};

/** Tokens each demo account holds beyond its deposits: top-ups and the interest of its repayments. */
export const TOKEN_BUFFER: Readonly<Record<string, bigint>> = {
  DOC: e("5000"),
  USDRIF: e("5000"),
  USDT: e("5000"),
  rDOC: e("500"),
  BPRO: e("0.2"),
  RIF: e("100000"),
};

/** RBTC put in the micro market's subsidy pot by the admin (years of the promised 4% on these deposits). */
export const MICRO_SUBSIDY = e("0.01");

/** On this day the krDOC borrower repays all its debt (repay-all path); the wave borrows again next day. */
export const FULL_REPAY_DAY = 15;

/** The local price of a market from parameters.ts (the price the seed ends on). */
export function localPrice(market: MarketSymbol): bigint {
  const params = MARKETS.find((m) => m.symbol === market);
  if (!params) throw new Error(`no market ${market} in parameters.ts`);
  return params.localPrice;
}

/** Price moves of the volatile assets (USD, 1e18) on days of the history; the seed ends on the local prices. */
export const PRICE_MOVES: readonly { day: number; rbtc: bigint; rif: bigint }[] = [
  { day: 6, rbtc: e("92500"), rif: e("0.047") },
  { day: 12, rbtc: e("97800"), rif: e("0.052") },
  { day: 18, rbtc: e("101200"), rif: e("0.055") },
  { day: 24, rbtc: e("98000"), rif: e("0.051") },
];

/** Prices per market for an RBTC and a RIF price: BPRO follows RBTC (it is a leveraged RBTC). */
export function pricesFor(rbtc: bigint, rif: bigint): Partial<Record<MarketSymbol, bigint>> {
  return {
    kRBTC: rbtc,
    kSAT: rbtc,
    kBPRO: (localPrice("kBPRO") * rbtc) / localPrice("kRBTC"),
    kRIF: rif,
  };
}

/** Seconds between the blocks mined to fill the history: Rootstock's ~30 s, so per-block rates hold. */
export const HISTORY_BLOCK_SECONDS = 30;
