/**
 * Lens snapshots for the lending tests: the local deployment's markets (so that the deployment lookups
 * work), prices and positions set per test. Not shipped: only tests import it.
 */
import { getDeployment } from "@ceiba/deployments";
import type { MarketData, Position, ProtocolSnapshot } from "@ceiba/sdk";
import { parseEther, zeroAddress, type Address } from "viem";

export const E = parseEther;

/** The value, or a failed test naming what was missing. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`test fixture: no ${what}`);
  return value;
}

export const LOCAL = must(getDeployment(1337), "local deployment");
export const ACCOUNT: Address = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed";

const address = (symbol: string): Address => must(LOCAL.markets[symbol], symbol).address;
export const kRBTC = address("kRBTC");
export const kSAT = address("kSAT");
export const kDOC = address("kDOC");
export const kUSDRIF = address("kUSDRIF");
export const kBPRO = address("kBPRO");
export const krDOC = address("krDOC");
export const DOC_TOKEN = must(must(LOCAL.markets.kDOC, "kDOC").underlying, "DOC token");

export function market(symbol: string, overrides: Partial<MarketData> = {}): MarketData {
  const deployed = must(LOCAL.markets[symbol], symbol);
  const native = deployed.underlying === null;
  return {
    market: deployed.address,
    name: symbol,
    symbol,
    decimals: 8,
    underlying: deployed.underlying ?? zeroAddress,
    underlyingSymbol: deployed.underlyingSymbol,
    underlyingName: deployed.underlyingSymbol,
    underlyingDecimals: 18,
    isListed: true,
    collateralFactorMantissa: E("0.6"),
    reserveFactorMantissa: E("0.2"),
    exchangeRateStored: E("0.02"),
    supplyRatePerBlock: 10n ** 9n,
    borrowRatePerBlock: 4n * 10n ** 10n,
    // Consistent with the stored rate: (cash + borrows − reserves) / totalSupply = 24,990 / 1,249,500 = 0.02.
    totalSupply: E("1249500"),
    totalBorrows: E("5000"),
    totalReserves: E("10"),
    cash: E("20000"),
    underlyingPrice: native ? E("95000") : E("1"),
    borrowCap: 0n,
    accountBorrowCap: 0n,
    microAccountCap: 0n,
    microMarketCapThreshold: 0n,
    mintPaused: false,
    borrowPaused: false,
    accrualBlockNumber: 990n,
    borrowIndex: E("1.05"),
    interestModel: {
      model: zeroAddress,
      blocksPerYear: 1_051_200n,
      baseRatePerBlock: 0n,
      multiplierPerBlock: 0n,
      jumpMultiplierPerBlock: 0n,
      kink: 0n,
    },
    readFailures: 0n,
    ...overrides,
  };
}

export function position(marketAddress: Address, overrides: Partial<Position> = {}): Position {
  return {
    market: marketAddress,
    tokens: 0n,
    supplyUnderlying: 0n,
    borrowBalance: 0n,
    borrowPrincipal: 0n,
    borrowInterestIndex: 0n,
    walletBalance: E("100"),
    allowance: 0n,
    entered: true,
    readFailures: 0n,
    ...overrides,
  };
}

export interface SnapshotOptions {
  markets?: MarketData[];
  positions?: Position[];
  account?: Address;
  liquidity?: bigint;
  blockNumber?: bigint;
}

/** kRBTC, kDOC (and whatever `markets` gives instead), every position entered unless said otherwise. */
export function snapshot(options: SnapshotOptions = {}): ProtocolSnapshot {
  const markets = options.markets ?? [market("kRBTC"), market("kDOC")];
  const account = options.account ?? ACCOUNT;
  const positions =
    options.positions ?? (account === zeroAddress ? [] : markets.map((m) => position(m.market as Address)));
  return {
    blockNumber: options.blockNumber ?? 1_000n,
    timestamp: 1_700_000_000n,
    oracle: zeroAddress,
    closeFactorMantissa: E("0.5"),
    liquidationIncentiveMantissa: E("1.07"),
    markets,
    account: {
      account,
      positions,
      liquidity: options.liquidity ?? E("1000"),
      shortfall: 0n,
      liquidityKnown: account !== zeroAddress,
    },
  };
}
