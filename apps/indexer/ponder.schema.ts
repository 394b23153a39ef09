/**
 * The indexed tables (spec lending-engine §3). Ponder rebuilds them from the chain: nothing off-chain
 * (terms acceptance, logs, user settings) belongs here. Amounts are bigint in the token's smallest unit;
 * rates, factors, prices and exchange rates are the contracts' 1e18 mantissas; USD values are 1e18 USD.
 * GraphQL names: a table `x` is queried as `x(id)` and `xs(where, orderBy, limit, ...)`.
 */
import { index, onchainEnum, onchainTable, relations } from "ponder";

/**
 * A listed market as of the last event that touched it. Totals, cash, reserves, supply, index, exchange rate
 * and rates follow the events exactly (src/lib/market-state.ts); names, factors, caps, pauses, the interest
 * model and the oracle price come from the last Lens read (src/lib/lens-anchor.ts, see the README's
 * "How it reads the chain"), which also rewrites everything else.
 */
export const market = onchainTable("market", (t) => ({
  /** Lowercased contract address (EIP-1191 checksums differ per chain). */
  id: t.text().primaryKey(),
  address: t.hex().notNull(),
  /** Listing order in the comptroller (getAllMarkets index). */
  marketId: t.integer().notNull(),
  name: t.text().notNull(),
  symbol: t.text().notNull(),
  decimals: t.integer().notNull(),
  /** native (kRBTC), micro (kSAT) or erc20. */
  kind: t.text().notNull(),
  /** The spec's contract family: CRBTC (native coin), CRDOC (rDOC) or CTOKEN. */
  type: t.text().notNull(),
  /** micro or standard. */
  marketType: t.text().notNull(),
  /** Listed but left out of the markets list (@ceiba/deployments). */
  deprecated: t.boolean().notNull(),
  isListed: t.boolean().notNull(),
  /** null for the native coin. */
  underlyingAddress: t.hex(),
  underlyingSymbol: t.text().notNull(),
  underlyingName: t.text().notNull(),
  underlyingDecimals: t.integer().notNull(),
  /** Oracle price: USD × 10^(36 − underlying decimals), so amount × price / 1e18 is USD (1e18). */
  underlyingPrice: t.bigint().notNull(),
  /** USD per whole underlying token (1e18). */
  underlyingPriceUsd: t.bigint().notNull(),
  supplyRatePerBlock: t.bigint().notNull(),
  borrowRatePerBlock: t.bigint().notNull(),
  /**
   * true: the rate is recomputed from the totals and the interest model after every event (exact); false:
   * the model alone does not give the market's rate (the micro market's promised supply rate, a model the
   * indexer does not know), so it is the rate of the last Lens read.
   */
  supplyRateModeled: t.boolean().notNull(),
  borrowRateModeled: t.boolean().notNull(),
  /** rate per block × blocks per year × 100, a percent mantissa (5% = 5e18). */
  supplyApy: t.bigint().notNull(),
  borrowApy: t.bigint().notNull(),
  /** borrows / (cash + borrows − reserves); null when that is not positive. */
  utilization: t.bigint(),
  collateralFactor: t.bigint().notNull(),
  reserveFactor: t.bigint().notNull(),
  mintPaused: t.boolean().notNull(),
  borrowPaused: t.boolean().notNull(),
  /** cToken supply. */
  totalSupply: t.bigint().notNull(),
  totalBorrows: t.bigint().notNull(),
  totalReserves: t.bigint().notNull(),
  cash: t.bigint().notNull(),
  /** Underlying per cToken (1e18 mantissa), as stored at the last accrual. */
  exchangeRate: t.bigint().notNull(),
  borrowCap: t.bigint().notNull(),
  accountBorrowCap: t.bigint().notNull(),
  /** With borrowIndex, lets a reader project accrual to a later block (@ceiba/core projectAccrual). */
  accrualBlockNumber: t.bigint().notNull(),
  borrowIndex: t.bigint().notNull(),
  interestRateModel: t.hex().notNull(),
  blocksPerYear: t.bigint().notNull(),
  baseRatePerBlock: t.bigint().notNull(),
  multiplierPerBlock: t.bigint().notNull(),
  jumpMultiplierPerBlock: t.bigint().notNull(),
  kink: t.bigint().notNull(),
  /** Accounts holding cTokens / owing a debt in this market. */
  depositorCount: t.integer().notNull(),
  borrowerCount: t.integer().notNull(),
  listedBlock: t.bigint().notNull(),
  listedTimestamp: t.bigint().notNull(),
  updatedBlock: t.bigint().notNull(),
  updatedTimestamp: t.bigint().notNull(),
  /** The last repayBorrow activity row: a liquidation in the same transaction replaces it. */
  lastRepayActivityId: t.text(),
}));

/**
 * When each market was listed (MarketListed). Its `market` row starts at the first Lens read after the listing
 * (src/lib/market-state.ts), and takes its listing block from here.
 */
export const marketListing = onchainTable("market_listing", (t) => ({
  /** Lowercased market address. */
  id: t.text().primaryKey(),
  blockNumber: t.bigint().notNull(),
  timestamp: t.bigint().notNull(),
}));

/** Deposit and borrow rates after each accrual (at most one row per market and block). */
export const rate = onchainTable(
  "rate",
  (t) => ({
    /** `${market}-${block}` */
    id: t.text().primaryKey(),
    marketId: t.text().notNull(),
    blockNumber: t.bigint().notNull(),
    blockTimestamp: t.bigint().notNull(),
    depositRatePerBlock: t.bigint().notNull(),
    borrowRatePerBlock: t.bigint().notNull(),
    /** Percent mantissas (rate per block × blocks per year × 100). */
    depositApy: t.bigint().notNull(),
    borrowApy: t.bigint().notNull(),
    utilization: t.bigint(),
    exchangeRate: t.bigint().notNull(),
  }),
  (table) => ({ marketTimeIdx: index().on(table.marketId, table.blockTimestamp) }),
);

/** The one row saying how far indexing has gone (the spec's migration status). */
export const setting = onchainTable("setting", (t) => ({
  isSingleton: t.boolean().primaryKey(),
  chainId: t.integer().notNull(),
  latestMigratedBlock: t.bigint().notNull(),
  latestMigratedTimestamp: t.bigint().notNull(),
  latestMigratedBlockHash: t.hex().notNull(),
  /** The last Lens read of every market (null before the first): its block, block time and why it was made. */
  lensBlock: t.bigint(),
  lensTimestamp: t.bigint(),
  /** listing, parameters, liquidation, interval (the price was older than the interval) or head (live). */
  lensReason: t.text(),
}));

/** An account seen by the protocol (lowercased address). Terms acceptance lives off-chain. */
export const user = onchainTable("user", (t) => ({
  id: t.text().primaryKey(),
  address: t.hex().notNull(),
  firstSeenBlock: t.bigint().notNull(),
  firstSeenTimestamp: t.bigint().notNull(),
  lastSeenTimestamp: t.bigint().notNull(),
  /** The markets where the account holds cTokens / owes now (protocolStat counts the accounts with any). */
  depositMarkets: t.integer().notNull(),
  borrowMarkets: t.integer().notNull(),
}));

/**
 * The protocol's distinct accounts: holding cTokens in at least one market, owing in at least one. An
 * account in two markets counts once here and in both markets' own counts.
 */
export const protocolStat = onchainTable("protocol_stat", (t) => ({
  isSingleton: t.boolean().primaryKey(),
  depositorCount: t.integer().notNull(),
  borrowerCount: t.integer().notNull(),
}));

/**
 * An account in a market, as of its last event there. deposits = tokens × the exchange rate then; the
 * brute values are the principal: deposits and loans without interest (interest = value − brute).
 */
export const userBalance = onchainTable(
  "user_balance",
  (t) => ({
    /** `${user}-${market}` */
    id: t.text().primaryKey(),
    userId: t.text().notNull(),
    marketId: t.text().notNull(),
    tokens: t.bigint().notNull(),
    deposits: t.bigint().notNull(),
    bruteDeposits: t.bigint().notNull(),
    /** Debt at the last borrow or repay (borrowBalanceStored then). */
    borrows: t.bigint().notNull(),
    bruteBorrows: t.bigint().notNull(),
    /** The market's borrowIndex when `borrows` was recorded: debt now = borrows × index now / this. */
    borrowIndex: t.bigint().notNull(),
    /** Entered as collateral (MarketEntered / MarketExited). */
    entered: t.boolean().notNull(),
    updatedBlock: t.bigint().notNull(),
    updatedTimestamp: t.bigint().notNull(),
  }),
  (table) => ({ userIdx: index().on(table.userId), marketIdx: index().on(table.marketId) }),
);

export const activityKind = onchainEnum("activity_kind", [
  "mint",
  "redeem",
  "borrow",
  "repayBorrow",
  "liquidateBorrow",
]);

/** One row of an account's activity (deposit, withdraw, borrow, repay, liquidation). */
export const activityEvent = onchainTable(
  "activity_event",
  (t) => ({
    /** `${txHash}-${logIndex}`, with `-liquidator` / `-borrower` for the two sides of a liquidation. */
    id: t.text().primaryKey(),
    userId: t.text().notNull(),
    marketId: t.text().notNull(),
    eventName: activityKind().notNull(),
    /** liquidator or borrower for liquidateBorrow, else null. */
    role: t.text(),
    /** Underlying amount. */
    amount: t.bigint().notNull(),
    /** cTokens minted, redeemed or seized; null for borrows and repays. */
    tokens: t.bigint(),
    /**
     * USD per whole underlying token (1e18): the oracle price of the last Lens read at or before the event
     * (the event's own block live and for liquidations; at most CEIBA_INDEXER_LENS_INTERVAL_SECONDS older in
     * a backfill).
     */
    priceAt: t.bigint().notNull(),
    amountUsd: t.bigint().notNull(),
    txHash: t.hex().notNull(),
    logIndex: t.integer().notNull(),
    blockNumber: t.bigint().notNull(),
    timestamp: t.bigint().notNull(),
    /** The event's arguments (bigints as decimal strings). */
    eventData: t.json().notNull(),
  }),
  (table) => ({
    userTimeIdx: index().on(table.userId, table.timestamp),
    txIdx: index().on(table.txHash),
  }),
);

/** A liquidation, with USD values at its block (the Lens is read at every liquidation's block). */
export const liquidation = onchainTable(
  "liquidation",
  (t) => ({
    /** `${txHash}-${logIndex}` */
    id: t.text().primaryKey(),
    txHash: t.hex().notNull(),
    blockNumber: t.bigint().notNull(),
    timestamp: t.bigint().notNull(),
    liquidator: t.text().notNull(),
    borrower: t.text().notNull(),
    repaidMarketId: t.text().notNull(),
    seizedMarketId: t.text().notNull(),
    repaidAmount: t.bigint().notNull(),
    repaidAmountUsd: t.bigint().notNull(),
    seizedTokens: t.bigint().notNull(),
    /** seizedTokens × the collateral's exchange rate. */
    seizedAmount: t.bigint().notNull(),
    seizedAmountUsd: t.bigint().notNull(),
    /** The liquidator's gain in USD: seized − repaid (the borrower's loss beyond the debt paid). */
    profitUsd: t.bigint().notNull(),
  }),
  (table) => ({
    liquidatorIdx: index().on(table.liquidator),
    borrowerIdx: index().on(table.borrower),
  }),
);

/** A market's day (UTC): volumes of the day and the closing state. */
export const dailyMarketStat = onchainTable(
  "daily_market_stat",
  (t) => ({
    /** `${market}-${dayStartTimestamp}` */
    id: t.text().primaryKey(),
    marketId: t.text().notNull(),
    /** Unix time of 00:00 UTC. */
    day: t.bigint().notNull(),
    depositVolume: t.bigint().notNull(),
    withdrawVolume: t.bigint().notNull(),
    borrowVolume: t.bigint().notNull(),
    /** Repaid by borrowers and by liquidators. */
    repayVolume: t.bigint().notNull(),
    liquidationVolume: t.bigint().notNull(),
    depositVolumeUsd: t.bigint().notNull(),
    withdrawVolumeUsd: t.bigint().notNull(),
    borrowVolumeUsd: t.bigint().notNull(),
    repayVolumeUsd: t.bigint().notNull(),
    liquidationVolumeUsd: t.bigint().notNull(),
    txCount: t.integer().notNull(),
    depositorCount: t.integer().notNull(),
    borrowerCount: t.integer().notNull(),
    totalSupply: t.bigint().notNull(),
    totalBorrows: t.bigint().notNull(),
    cash: t.bigint().notNull(),
    exchangeRate: t.bigint().notNull(),
    supplyRatePerBlock: t.bigint().notNull(),
    borrowRatePerBlock: t.bigint().notNull(),
    underlyingPrice: t.bigint().notNull(),
  }),
  (table) => ({ marketDayIdx: index().on(table.marketId, table.day) }),
);

export const marketRelations = relations(market, ({ many }) => ({
  rates: many(rate),
  balances: many(userBalance),
  dailyStats: many(dailyMarketStat),
}));

export const rateRelations = relations(rate, ({ one }) => ({
  market: one(market, { fields: [rate.marketId], references: [market.id] }),
}));

export const userRelations = relations(user, ({ many }) => ({
  balances: many(userBalance),
  activity: many(activityEvent),
}));

export const userBalanceRelations = relations(userBalance, ({ one }) => ({
  user: one(user, { fields: [userBalance.userId], references: [user.id] }),
  market: one(market, { fields: [userBalance.marketId], references: [market.id] }),
}));

export const activityEventRelations = relations(activityEvent, ({ one }) => ({
  user: one(user, { fields: [activityEvent.userId], references: [user.id] }),
  market: one(market, { fields: [activityEvent.marketId], references: [market.id] }),
}));

export const liquidationRelations = relations(liquidation, ({ one }) => ({
  repaidMarket: one(market, { fields: [liquidation.repaidMarketId], references: [market.id] }),
  seizedMarket: one(market, { fields: [liquidation.seizedMarketId], references: [market.id] }),
}));

export const dailyMarketStatRelations = relations(dailyMarketStat, ({ one }) => ({
  market: one(market, { fields: [dailyMarketStat.marketId], references: [market.id] }),
}));
