import { parseEther } from "viem";

/**
 * Deploy-time parameters of the Ceiba protocol, from the published Tropykus parameters
 * (../shared/facts/rootstock.md). The chain is the truth once deployed: apps read these from the Lens.
 */

/**
 * Rootstock: ~30 s blocks, so 2,880 a day and 1,051,200 a year. Written into the interest models at deploy
 * (Hardhat runs this as CommonJS and cannot load @ceiba/core's ES modules); from then on the app reads it
 * from the chain (InterestModel.blocksPerYear) and @ceiba/core's BLOCKS_PER_YEAR is only its fallback.
 */
export const BLOCKS_PER_YEAR = 1_051_200n;
export const INITIAL_EXCHANGE_RATE = parseEther("0.02");
export const CLOSE_FACTOR = parseEther("0.5");
export const LIQUIDATION_INCENTIVE = parseEther("1.07");

export type RateModel =
  | { kind: "whitePaper"; baseRatePerYear: bigint; multiplierPerYear: bigint }
  | {
      kind: "jump";
      baseRatePerYear: bigint;
      multiplierPerYear: bigint;
      jumpMultiplierPerYear: bigint;
      kink: bigint;
    };

export type MarketKind = "native" | "micro" | "erc20";

export interface MarketParams {
  /** Market symbol, also the key in deployments (kRBTC, kDOC, ...). */
  symbol: string;
  name: string;
  kind: MarketKind;
  /** Underlying test token symbol for ERC-20 markets. */
  underlying?: string;
  collateralFactor: bigint;
  reserveFactor: bigint;
  model: RateModel;
  /** Local price in USD (1e18) for the settable adapter. */
  localPrice: bigint;
  /** Per-account debt cap (RD1), underlying units. */
  accountBorrowCap?: bigint;
  /**
   * The burned first deposit the deployer makes before listing (underlying units, ~10-20 USD): a listed
   * market is never empty.
   */
  seed: bigint;
  /** Cap on the market's total borrows (C7), underlying units, set before the market opens. */
  borrowCap: bigint;
}

const pct = (value: string): bigint => parseEther(value) / 100n;

const docModel: RateModel = {
  kind: "jump",
  baseRatePerYear: pct("1.25"),
  multiplierPerYear: pct("11"),
  jumpMultiplierPerYear: pct("70"),
  kink: parseEther("0.9"),
};

/** Micro market (kSAT): per-account cap, market cap threshold and promised supply rate. */
export const MICRO = {
  accountCap: parseEther("0.025"),
  marketCapThreshold: parseEther("0.8"),
  promisedSupplyRatePerYear: pct("4"),
} as const;

/** rDOC loans are capped at 1000 per account (RD1). */
export const RDOC_ACCOUNT_BORROW_CAP = parseEther("1000");

/** Test tokens deployed on local and test networks (all 18 decimals). */
export const TEST_TOKENS = [
  { symbol: "DOC", name: "Dollar on Chain" },
  { symbol: "USDRIF", name: "RIF US Dollar" },
  { symbol: "BPRO", name: "BitPRO" },
  { symbol: "RIF", name: "RIF Token" },
  { symbol: "USDT", name: "Tether USD" },
  { symbol: "rDOC", name: "RIF Dollar on Chain" },
] as const;

export type TestTokenSymbol = (typeof TEST_TOKENS)[number]["symbol"];

/**
 * Markets in listing order. USDRIF and BPRO have no published parameters: USDRIF follows DOC
 * (a dollar stablecoin), BPRO follows RIF (a volatile collateral); rDOC's base and multipliers follow DOC.
 * Borrow caps are Ceiba's (Tropykus publishes none): about 5 million USD per market at the local prices,
 * 1 RBTC for the micro market; review them per market before a mainnet listing.
 */
export const MARKETS: readonly MarketParams[] = [
  {
    symbol: "kRBTC",
    name: "Ceiba RBTC",
    kind: "native",
    collateralFactor: parseEther("0.6"),
    reserveFactor: parseEther("0.2"),
    model: { kind: "whitePaper", baseRatePerYear: pct("4"), multiplierPerYear: pct("10") },
    localPrice: parseEther("95000"),
    seed: parseEther("0.0002"),
    borrowCap: parseEther("50"),
  },
  {
    symbol: "kSAT",
    name: "Ceiba micro RBTC",
    kind: "micro",
    collateralFactor: parseEther("0.5"),
    reserveFactor: parseEther("0.3"),
    model: { kind: "whitePaper", baseRatePerYear: pct("4"), multiplierPerYear: pct("10") },
    localPrice: parseEther("95000"),
    seed: parseEther("0.0002"),
    borrowCap: parseEther("1"),
  },
  {
    symbol: "kDOC",
    name: "Ceiba DOC",
    kind: "erc20",
    underlying: "DOC",
    collateralFactor: parseEther("0.8"),
    reserveFactor: parseEther("0.05"),
    model: docModel,
    localPrice: parseEther("1"),
    seed: parseEther("10"),
    borrowCap: parseEther("5000000"),
  },
  {
    symbol: "kUSDRIF",
    name: "Ceiba USDRIF",
    kind: "erc20",
    underlying: "USDRIF",
    collateralFactor: parseEther("0.8"),
    reserveFactor: parseEther("0.05"),
    model: docModel,
    localPrice: parseEther("1"),
    seed: parseEther("10"),
    borrowCap: parseEther("5000000"),
  },
  {
    symbol: "kBPRO",
    name: "Ceiba BPRO",
    kind: "erc20",
    underlying: "BPRO",
    collateralFactor: parseEther("0.5"),
    reserveFactor: parseEther("0.2"),
    model: { kind: "whitePaper", baseRatePerYear: pct("1.5"), multiplierPerYear: pct("1") },
    localPrice: parseEther("110000"),
    seed: parseEther("0.0001"),
    borrowCap: parseEther("50"),
  },
  {
    symbol: "kRIF",
    name: "Ceiba RIF",
    kind: "erc20",
    underlying: "RIF",
    collateralFactor: parseEther("0.5"),
    reserveFactor: parseEther("0.2"),
    model: { kind: "whitePaper", baseRatePerYear: pct("1.5"), multiplierPerYear: pct("1") },
    localPrice: parseEther("0.05"),
    seed: parseEther("200"),
    borrowCap: parseEther("100000000"),
  },
  {
    symbol: "kUSDT",
    name: "Ceiba USDT",
    kind: "erc20",
    underlying: "USDT",
    collateralFactor: parseEther("0.8"),
    reserveFactor: parseEther("0.07"),
    model: {
      kind: "jump",
      baseRatePerYear: pct("1.25"),
      multiplierPerYear: pct("5"),
      jumpMultiplierPerYear: pct("70"),
      kink: parseEther("0.8"),
    },
    localPrice: parseEther("1"),
    seed: parseEther("10"),
    borrowCap: parseEther("5000000"),
  },
  {
    symbol: "krDOC",
    name: "Ceiba rDOC",
    kind: "erc20",
    underlying: "rDOC",
    collateralFactor: parseEther("0.75"),
    reserveFactor: parseEther("0.5"),
    model: { ...docModel, kink: parseEther("0.85") },
    localPrice: parseEther("1"),
    seed: parseEther("10"),
    borrowCap: parseEther("5000000"),
    accountBorrowCap: RDOC_ACCOUNT_BORROW_CAP,
  },
];
