/**
 * The Tropykus protocol's gas for the same scenarios as bench/gas.ts, measured on the same EVM (Hardhat 2.29.1,
 * EDR, chain 1337) with Tropykus compiled from its public source (Solidity 0.5.16, optimizer 200 runs), deployed
 * as its own scripts do, with our eight markets, parameters and test tokens and one shared settable price
 * adapter behind its PriceOracleProxy (the layout of our bench). Source: ../shared/facts/tropykus-gas.md, first
 * column. Relative figures: Rootstock prices some operations differently from Ethereum.
 */
export const TROPYKUS_GAS: Readonly<Record<string, number>> = {
  "mint (kDOC, first)": 206_752,
  "mint (kDOC, repeat)": 156_764,
  "mint (kRBTC, first)": 182_802,
  "mint (kRBTC, repeat)": 132_814,
  "redeem (kDOC)": 153_608,
  "redeemUnderlying (kDOC)": 154_091,
  "redeem (kRBTC)": 140_150,
  "enterMarkets (1 market)": 98_621,
  "borrow (kRBTC, first)": 290_804,
  "borrow (kRBTC, repeat)": 215_629,
  "repayBorrow (kRBTC)": 103_790,
  "repayBorrowAll (kRBTC)": 101_271,
  "borrow (kUSDT, first)": 357_349,
  "repayBorrow (kUSDT, partial)": 145_205,
  "repayBorrow (kUSDT, max = all)": 123_669,
  "borrow (kDOC, 1 entered)": 232_435,
  "borrow (kDOC, 2 entered)": 259_194,
  "borrow (kDOC, 4 entered)": 342_458,
  "borrow (kDOC, 8 entered)": 501_981,
  "enterMarkets (8 markets)": 442_984,
  "liquidateBorrow (kDOC→kRBTC, first)": 321_038,
  "liquidateBorrow (kDOC→kRBTC, repeat)": 303_946,
  "redeem (kDOC, entered, no borrow)": 214_153,
  "redeem (kDOC, entered, with a kRBTC borrow)": 255_149,
};

/** Tropykus' extra gas per entered market in a borrow (1 → 8 entered). */
export const TROPYKUS_PER_ENTERED_MARKET = 38_507;

/** The targets: every operation at or below 0.60 x Tropykus, at most 15,000 gas per extra entered market. */
export const MAX_RATIO = 0.6;
export const MAX_PER_ENTERED_MARKET = 15_000;
