import { parseEther } from "viem";
import { MARKETS, type TestTokenSymbol } from "./parameters";

/**
 * Deploy-time parameters of the local Tropykus-shaped deployment: the published Tropykus parameters
 * (../shared/facts/rootstock.md, and the Tropykus repository's deploy/config.js for the kSAT and rDOC models).
 * USDRIF and BPRO have none published: kUSDRIF follows kDOC and kBPRO follows kRIF, as in parameters.ts.
 * Rates are per year (1e18); the models divide by Tropykus' fixed 1,051,200 blocks a year.
 */
export type TropykusRateModel =
  | { kind: "whitePaper"; baseRatePerYear: bigint; multiplierPerYear: bigint }
  | { kind: "jumpV2"; baseRatePerYear: bigint; multiplierPerYear: bigint; jumpMultiplierPerYear: bigint; kink: bigint }
  | {
      kind: "hurricane";
      baseBorrowRate: bigint;
      promisedBaseReturnRate: bigint;
      optimalUtilizationRate: bigint;
      borrowRateSlope: bigint;
      supplyRateSlope: bigint;
    };

/** native = kRBTC (CRBTC), micro = kSAT (CRBTC + Hurricane model + companion), erc20 = CErc20, rdoc = CRDOC. */
export type TropykusMarketContract = "native" | "micro" | "erc20" | "rdoc";

export interface TropykusMarketParams {
  symbol: string;
  name: string;
  contract: TropykusMarketContract;
  underlying?: TestTokenSymbol;
  collateralFactor: bigint;
  reserveFactor: bigint;
  model: TropykusRateModel;
  /** The Money-on-Chain stand-in feed's first price, USD (1e18): the local prices of parameters.ts. */
  price: bigint;
}

export const TROPYKUS_INITIAL_EXCHANGE_RATE = parseEther("0.02");
export const TROPYKUS_CLOSE_FACTOR = parseEther("0.5");
export const TROPYKUS_LIQUIDATION_INCENTIVE = parseEther("1.07");

/** kSAT: subsidy funded at deployment and the market cap threshold (× the USD borrows of the other markets). */
export const TROPYKUS_MICRO = {
  initialSubsidy: parseEther("0.05"),
  marketCapThreshold: parseEther("0.8"),
  accountCap: parseEther("0.025"),
} as const;

const whitePaper = (base: string, multiplier: string): TropykusRateModel => ({
  kind: "whitePaper",
  baseRatePerYear: parseEther(base),
  multiplierPerYear: parseEther(multiplier),
});
const jumpV2 = (base: string, multiplier: string, jump: string, kink: string): TropykusRateModel => ({
  kind: "jumpV2",
  baseRatePerYear: parseEther(base),
  multiplierPerYear: parseEther(multiplier),
  jumpMultiplierPerYear: parseEther(jump),
  kink: parseEther(kink),
});

function localPrice(symbol: string): bigint {
  const market = MARKETS.find((m) => m.symbol === symbol);
  if (!market) throw new Error(`no local price for ${symbol}`);
  return market.localPrice;
}

/** The eight Tropykus markets, in the order parameters.ts lists ours. */
export const TROPYKUS_MARKETS: readonly TropykusMarketParams[] = [
  {
    symbol: "kRBTC",
    name: "Tropykus kRBTC",
    contract: "native",
    collateralFactor: parseEther("0.6"),
    reserveFactor: parseEther("0.2"),
    model: whitePaper("0.04", "0.1"),
    price: localPrice("kRBTC"),
  },
  {
    symbol: "kSAT",
    name: "Tropykus kSAT",
    contract: "micro",
    collateralFactor: parseEther("0.5"),
    reserveFactor: parseEther("0.3"),
    model: {
      kind: "hurricane",
      baseBorrowRate: parseEther("0.08"),
      promisedBaseReturnRate: parseEther("0.04"),
      optimalUtilizationRate: parseEther("0.5"),
      borrowRateSlope: parseEther("0.04"),
      supplyRateSlope: parseEther("0.02"),
    },
    price: localPrice("kSAT"),
  },
  {
    symbol: "kDOC",
    name: "Tropykus kDOC",
    contract: "erc20",
    underlying: "DOC",
    collateralFactor: parseEther("0.8"),
    reserveFactor: parseEther("0.05"),
    model: jumpV2("0.0125", "0.11", "0.7", "0.9"),
    price: localPrice("kDOC"),
  },
  {
    symbol: "kUSDRIF",
    name: "Tropykus kUSDRIF",
    contract: "erc20",
    underlying: "USDRIF",
    collateralFactor: parseEther("0.8"),
    reserveFactor: parseEther("0.05"),
    model: jumpV2("0.0125", "0.11", "0.7", "0.9"),
    price: localPrice("kUSDRIF"),
  },
  {
    symbol: "kBPRO",
    name: "Tropykus kBPRO",
    contract: "erc20",
    underlying: "BPRO",
    collateralFactor: parseEther("0.5"),
    reserveFactor: parseEther("0.2"),
    model: whitePaper("0.015", "0.01"),
    price: localPrice("kBPRO"),
  },
  {
    symbol: "kRIF",
    name: "Tropykus kRIF",
    contract: "erc20",
    underlying: "RIF",
    collateralFactor: parseEther("0.5"),
    reserveFactor: parseEther("0.2"),
    model: whitePaper("0.015", "0.01"),
    price: localPrice("kRIF"),
  },
  {
    symbol: "kUSDT",
    name: "Tropykus kUSDT",
    contract: "erc20",
    underlying: "USDT",
    collateralFactor: parseEther("0.8"),
    reserveFactor: parseEther("0.07"),
    model: jumpV2("0.0125", "0.05", "0.7", "0.8"),
    price: localPrice("kUSDT"),
  },
  {
    symbol: "krDOC",
    name: "Tropykus krDOC",
    contract: "rdoc",
    underlying: "rDOC",
    collateralFactor: parseEther("0.75"),
    reserveFactor: parseEther("0.5"),
    model: jumpV2("0.001", "0.00470588235", "0.00588", "0.85"),
    price: localPrice("krDOC"),
  },
];
