/** A market row from a Lens read: every column the Lens gives (counts and listing block are the indexer's own). */
import {
  borrowRatePerBlock,
  marketApyPercent,
  modelFromLens,
  oraclePriceToUsdMantissa,
  supplyRatePerBlock,
  utilizationRate,
} from "@ceiba/core";
import { marketKind, marketType } from "@ceiba/sdk";
import { readIndexerEnv } from "./indexer-env";
import type { BlockRef, LensMarket } from "./lens-markets";

const ZERO = "0x0000000000000000000000000000000000000000";
const deployment = readIndexerEnv().deployment;
const deployed = new Map(Object.values(deployment.markets).map((m) => [m.address.toLowerCase(), m]));

/** What the rates depend on: the totals, the reserve factor and the interest model's parameters. */
export interface RateInputs {
  cash: bigint;
  totalBorrows: bigint;
  totalReserves: bigint;
  reserveFactor: bigint;
  baseRatePerBlock: bigint;
  multiplierPerBlock: bigint;
  jumpMultiplierPerBlock: bigint;
  kink: bigint;
}

/** The rates the market's interest model gives for these totals (@ceiba/core: the contracts' exact maths). */
export function modeledRates(m: RateInputs): { borrow: bigint | undefined; supply: bigint | undefined } {
  const model = modelFromLens(m);
  const totals = { cash: m.cash, totalBorrows: m.totalBorrows, totalReserves: m.totalReserves };
  return { borrow: borrowRatePerBlock(model, totals), supply: supplyRatePerBlock(model, totals, m.reserveFactor) };
}

/** The Lens values of a market as a row. */
export function marketRow(m: LensMarket, marketId: number, block: BlockRef) {
  const id = m.market.toLowerCase();
  const native = m.underlying === ZERO;
  const known = deployed.get(id);
  const kind = marketKind(deployment, m.market, native);
  const model = m.interestModel;
  const inputs: RateInputs = {
    cash: m.cash,
    totalBorrows: m.totalBorrows,
    totalReserves: m.totalReserves,
    reserveFactor: m.reserveFactorMantissa,
    baseRatePerBlock: model.baseRatePerBlock,
    multiplierPerBlock: model.multiplierPerBlock,
    jumpMultiplierPerBlock: model.jumpMultiplierPerBlock,
    kink: model.kink,
  };
  // A rate the model reproduces here is recomputed after every event until the next read; one it does not
  // (the micro market's promised supply rate, a model of another family) stays the Lens' until then.
  const modeled = modeledRates(inputs);
  return {
    id,
    address: m.market,
    marketId,
    name: m.name,
    symbol: m.symbol,
    decimals: m.decimals,
    kind,
    type: native ? "CRBTC" : m.underlyingSymbol.toLowerCase() === "rdoc" ? "CRDOC" : "CTOKEN",
    marketType: marketType(kind),
    deprecated: known?.deprecated ?? false,
    isListed: m.isListed,
    underlyingAddress: native ? null : m.underlying,
    underlyingSymbol: m.underlyingSymbol,
    underlyingName: m.underlyingName,
    underlyingDecimals: m.underlyingDecimals,
    underlyingPrice: m.underlyingPrice,
    underlyingPriceUsd: oraclePriceToUsdMantissa(m.underlyingPrice, m.underlyingDecimals),
    supplyRatePerBlock: m.supplyRatePerBlock,
    borrowRatePerBlock: m.borrowRatePerBlock,
    supplyRateModeled: modeled.supply === m.supplyRatePerBlock,
    borrowRateModeled: modeled.borrow === m.borrowRatePerBlock,
    supplyApy: marketApyPercent(m.supplyRatePerBlock, model.blocksPerYear),
    borrowApy: marketApyPercent(m.borrowRatePerBlock, model.blocksPerYear),
    utilization: utilizationRate(m.cash, m.totalBorrows, m.totalReserves) ?? null,
    collateralFactor: m.collateralFactorMantissa,
    reserveFactor: m.reserveFactorMantissa,
    mintPaused: m.mintPaused,
    borrowPaused: m.borrowPaused,
    totalSupply: m.totalSupply,
    totalBorrows: m.totalBorrows,
    totalReserves: m.totalReserves,
    cash: m.cash,
    exchangeRate: m.exchangeRateStored,
    borrowCap: m.borrowCap,
    accountBorrowCap: m.accountBorrowCap,
    accrualBlockNumber: m.accrualBlockNumber,
    borrowIndex: m.borrowIndex,
    interestRateModel: model.model,
    blocksPerYear: model.blocksPerYear,
    baseRatePerBlock: model.baseRatePerBlock,
    multiplierPerBlock: model.multiplierPerBlock,
    jumpMultiplierPerBlock: model.jumpMultiplierPerBlock,
    kink: model.kink,
    updatedBlock: block.number,
    updatedTimestamp: block.timestamp,
  };
}
