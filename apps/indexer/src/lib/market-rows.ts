/** Market rows from the Lens: every listed market is rewritten from one read per block. */
import type { Context } from "ponder:registry";
import { market } from "ponder:schema";
import { apyPercent, BLOCKS_PER_YEAR, oraclePriceToUsdMantissa, utilizationRate } from "@ceiba/core";
import type { MarketKind } from "@ceiba/deployments";
import { readIndexerEnv } from "./indexer-env";
import { marketsAt, type BlockRef, type LensMarket } from "./lens-markets";

const ZERO = "0x0000000000000000000000000000000000000000";
const deployment = readIndexerEnv().deployment;
const deployed = new Map(Object.values(deployment.markets).map((m) => [m.address.toLowerCase(), m]));

/** Percent APY as the spec defines it, with Rootstock's blocks per year when the model does not say. */
export const apyOf = (ratePerBlock: bigint, blocksPerYear: bigint) =>
  apyPercent(ratePerBlock, blocksPerYear > 0n ? blocksPerYear : BLOCKS_PER_YEAR);

/** The Lens values of a market as a row (counts and listing block are the indexer's own). */
export function marketRow(m: LensMarket, marketId: number, block: BlockRef) {
  const id = m.market.toLowerCase();
  const native = m.underlying === ZERO;
  const known = deployed.get(id);
  const kind: MarketKind = known?.kind ?? (native ? "native" : "erc20");
  const model = m.interestModel;
  return {
    id,
    address: m.market,
    marketId,
    name: m.name,
    symbol: m.symbol,
    decimals: m.decimals,
    kind,
    type: native ? "CRBTC" : m.underlyingSymbol.toLowerCase() === "rdoc" ? "CRDOC" : "CTOKEN",
    marketType: kind === "micro" ? "micro" : "standard",
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
    supplyApy: apyOf(m.supplyRatePerBlock, model.blocksPerYear),
    borrowApy: apyOf(m.borrowRatePerBlock, model.blocksPerYear),
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

/** Rewrites every listed market from the Lens at `block` (inserting the newly listed ones). */
export async function refreshMarkets(context: Context, block: BlockRef): Promise<void> {
  const markets = await marketsAt(context, block);
  for (const [index, m] of markets.entries()) {
    const row = marketRow(m, index, block);
    const { id: _id, ...update } = row;
    await context.db
      .insert(market)
      .values({
        ...row,
        depositorCount: 0,
        borrowerCount: 0,
        listedBlock: block.number,
        listedTimestamp: block.timestamp,
        lastRepayActivityId: null,
      })
      .onConflictDoUpdate(update);
  }
}
