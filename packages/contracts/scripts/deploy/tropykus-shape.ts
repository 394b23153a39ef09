import type { HardhatRuntimeEnvironment } from "hardhat/types";
import type { Address } from "viem";
import type { Deployment, MarketDeployment } from "@ceiba/deployments";
import { TEST_TOKENS, type TestTokenSymbol } from "./parameters";
import {
  TROPYKUS_CLOSE_FACTOR,
  TROPYKUS_INITIAL_EXCHANGE_RATE,
  TROPYKUS_LIQUIDATION_INCENTIVE,
  TROPYKUS_MARKETS,
  TROPYKUS_MICRO,
  type TropykusMarketParams,
  type TropykusRateModel,
} from "./tropykus-shape-parameters";

/** What deployTropykusShape made: the @ceiba/deployments record and what a test needs beyond it. */
export interface TropykusShape {
  /** protocol "tropykus"; no Lens and no settable adapter (prices come from Money-on-Chain stand-ins). */
  deployment: Deployment;
  admin: Address;
  /** Per market: the Money-on-Chain stand-in feed; its guardian (`admin`) may `setPrice(uint)` or `expire()`. */
  priceFeeds: Record<string, Address>;
  /** Per market: the PriceOracleAdapterMoc-like adapter behind the oracle proxy. */
  priceAdapters: Record<string, Address>;
  interestModels: Record<string, Address>;
  /** kSAT's cap checks (R8, R9), set on kSAT with `setCompanion`. */
  companion: Address;
}

const KIND: Record<TropykusMarketParams["contract"], MarketDeployment["kind"]> = {
  native: "native",
  micro: "micro",
  erc20: "erc20",
  rdoc: "erc20",
};

/**
 * Deploys, on a local chain, contracts of our own shaped as the Tropykus deployment (contracts/tropykus-shape):
 * a comptroller, the eight markets with Tropykus' published parameters, one Money-on-Chain-style adapter and
 * settable feed per market behind a PriceOracleProxy, and kSAT's companion with its subsidy. The test tokens
 * are ours (TestToken, with a faucet). Nothing is seeded: as on Tropykus, markets start empty.
 */
export async function deployTropykusShape(hre: HardhatRuntimeEnvironment): Promise<TropykusShape> {
  const [deployer] = await hre.viem.getWalletClients();
  if (!deployer) throw new Error("No deployer account configured for this network");
  const admin = deployer.account.address;
  const publicClient = await hre.viem.getPublicClient();
  const chainId = await publicClient.getChainId();
  const wait = async (hash: `0x${string}`) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`Transaction ${hash} reverted`);
  };

  const startBlock = Number(await publicClient.getBlockNumber()) + 1;
  const comptroller = await hre.viem.deployContract("TkComptroller", [admin]);
  const oracle = await hre.viem.deployContract("TkPriceOracleProxy", [admin]);
  await wait(await comptroller.write._setPriceOracle([oracle.address]));
  await wait(await comptroller.write._setCloseFactor([TROPYKUS_CLOSE_FACTOR]));
  await wait(await comptroller.write._setLiquidationIncentive([TROPYKUS_LIQUIDATION_INCENTIVE]));

  const tokens = {} as Record<TestTokenSymbol, Address>;
  for (const t of TEST_TOKENS)
    tokens[t.symbol] = (await hre.viem.deployContract("TestToken", [t.name, t.symbol])).address;

  const deployModel = async (m: TropykusRateModel): Promise<Address> => {
    switch (m.kind) {
      case "whitePaper":
        return (await hre.viem.deployContract("TkWhitePaperRateModel", [m.baseRatePerYear, m.multiplierPerYear]))
          .address;
      case "jumpV2":
        return (
          await hre.viem.deployContract("TkJumpRateModelV2", [
            m.baseRatePerYear,
            m.multiplierPerYear,
            m.jumpMultiplierPerYear,
            m.kink,
            admin,
          ])
        ).address;
      case "hurricane":
        return (
          await hre.viem.deployContract("TkHurricaneRateModel", [
            m.baseBorrowRate,
            m.promisedBaseReturnRate,
            m.optimalUtilizationRate,
            m.borrowRateSlope,
            m.supplyRateSlope,
          ])
        ).address;
    }
  };

  const deployMarket = async (p: TropykusMarketParams, model: Address): Promise<Address> => {
    const common = [comptroller.address, model, TROPYKUS_INITIAL_EXCHANGE_RATE, p.name, p.symbol, 18, admin] as const;
    if (p.contract === "native" || p.contract === "micro") {
      return (await hre.viem.deployContract("TkCRBTC", [...common])).address;
    }
    const underlying = p.underlying ? tokens[p.underlying] : undefined;
    if (!underlying) throw new Error(`Unknown underlying ${p.underlying} for ${p.symbol}`);
    return p.contract === "rdoc"
      ? (await hre.viem.deployContract("TkCRDOC", [underlying, ...common])).address
      : (await hre.viem.deployContract("TkCErc20", [underlying, ...common])).address;
  };

  const markets: Deployment["markets"] = {};
  const priceFeeds: Record<string, Address> = {};
  const priceAdapters: Record<string, Address> = {};
  const interestModels: Record<string, Address> = {};
  for (const p of TROPYKUS_MARKETS) {
    const model = await deployModel(p.model);
    const address = await deployMarket(p, model);
    const feed = await hre.viem.deployContract("TkMocPriceFeed", [admin, p.price]);
    const adapter = await hre.viem.deployContract("TkMocPriceAdapter", [admin, feed.address]);
    // Priced before listing: Tropykus refuses a collateral factor for a market without a price.
    await wait(await oracle.write.setAdapterToToken([address, adapter.address]));
    await wait(await comptroller.write._supportMarket([address]));
    await wait(await comptroller.write._setCollateralFactor([address, p.collateralFactor]));
    const market = await hre.viem.getContractAt("TkCErc20", address);
    await wait(await market.write._setReserveFactor([p.reserveFactor]));
    interestModels[p.symbol] = model;
    priceFeeds[p.symbol] = feed.address;
    priceAdapters[p.symbol] = adapter.address;
    markets[p.symbol] = {
      address,
      kind: KIND[p.contract],
      underlyingSymbol: p.underlying ?? "RBTC",
      underlying: p.underlying ? tokens[p.underlying] : null,
      deprecated: false,
    };
  }

  const kSAT = markets.kSAT?.address;
  if (!kSAT) throw new Error("kSAT missing from TROPYKUS_MARKETS");
  const companion = await hre.viem.deployContract("TkCRBTCCompanion", [comptroller.address, kSAT, oracle.address]);
  await wait(await companion.write.setMarketCapThreshold([TROPYKUS_MICRO.marketCapThreshold]));
  const kSATMarket = await hre.viem.getContractAt("TkCRBTC", kSAT);
  await wait(await kSATMarket.write.setCompanion([companion.address]));
  await wait(await kSATMarket.write.addSubsidy({ value: TROPYKUS_MICRO.initialSubsidy }));

  return {
    deployment: {
      chainId,
      protocol: "tropykus",
      startBlock,
      contracts: { comptroller: comptroller.address, oracle: oracle.address, lens: null, priceAdapter: null },
      markets,
      tokens,
    },
    admin,
    priceFeeds,
    priceAdapters,
    interestModels,
    companion: companion.address,
  };
}
