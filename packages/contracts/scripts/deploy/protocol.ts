import type { HardhatRuntimeEnvironment } from "hardhat/types";
import type { Address } from "viem";
import {
  BLOCKS_PER_YEAR,
  CLOSE_FACTOR,
  INITIAL_EXCHANGE_RATE,
  LIQUIDATION_INCENTIVE,
  MARKETS,
  MICRO,
  type MarketParams,
  type RateModel,
  TEST_TOKENS,
  type TestTokenSymbol,
} from "./parameters";

export interface DeployOptions {
  /** Blocks per year of the interest models and the micro market (default 1,051,200). */
  blocksPerYear?: bigint;
  /** Markets to deploy (default: all of parameters.ts). */
  markets?: readonly MarketParams[];
}

type Viem = HardhatRuntimeEnvironment["viem"];
type Deployed<N extends string> = Awaited<ReturnType<Viem["getContractAt"]>> & { address: Address; _name?: N };

/** Every contract of one deployment, typed from the compiled artifacts. */
export async function deployProtocol(hre: HardhatRuntimeEnvironment, options: DeployOptions = {}) {
  const blocksPerYear = options.blocksPerYear ?? BLOCKS_PER_YEAR;
  const marketParams = options.markets ?? MARKETS;
  const [deployer] = await hre.viem.getWalletClients();
  if (!deployer) throw new Error("No deployer account configured for this network");
  const admin = deployer.account.address;
  const publicClient = await hre.viem.getPublicClient();
  const wait = async (hash: `0x${string}`) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`Transaction ${hash} reverted`);
  };

  // The comptroller's oracle is fixed at deployment: the oracle proxy comes first.
  const oracle = await hre.viem.deployContract("PriceOracleProxy", [admin]);
  const comptroller = await hre.viem.deployContract("Comptroller", [admin, oracle.address]);
  const priceAdapter = await hre.viem.deployContract("SettablePriceAdapter", [admin]);
  const lens = await hre.viem.deployContract("CeibaLens", []);
  await wait(await comptroller.write._setCloseFactor([CLOSE_FACTOR]));
  await wait(await comptroller.write._setLiquidationIncentive([LIQUIDATION_INCENTIVE]));

  const tokens = {} as Record<TestTokenSymbol, Awaited<ReturnType<typeof deployToken>>>;
  const deployToken = (name: string, symbol: string) => hre.viem.deployContract("TestToken", [name, symbol]);
  for (const t of TEST_TOKENS) tokens[t.symbol] = await deployToken(t.name, t.symbol);

  const models = new Map<string, Address>();
  const modelFor = async (m: RateModel): Promise<Address> => {
    const key = JSON.stringify(m, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
    const known = models.get(key);
    if (known) return known;
    const deployed =
      m.kind === "whitePaper"
        ? await hre.viem.deployContract("WhitePaperInterestRateModel", [
            m.baseRatePerYear,
            m.multiplierPerYear,
            blocksPerYear,
          ])
        : await hre.viem.deployContract("JumpRateModel", [
            m.baseRatePerYear,
            m.multiplierPerYear,
            m.jumpMultiplierPerYear,
            m.kink,
            blocksPerYear,
          ]);
    models.set(key, deployed.address);
    return deployed.address;
  };

  const markets: Record<string, Address> = {};
  const interestModels: Record<string, Address> = {};
  for (const p of marketParams) {
    const model = await modelFor(p.model);
    interestModels[p.symbol] = model;
    let address: Address;
    if (p.kind === "native") {
      const c = await hre.viem.deployContract("CRBTC", [
        comptroller.address,
        model,
        INITIAL_EXCHANGE_RATE,
        p.reserveFactor,
        p.name,
        p.symbol,
        admin,
      ]);
      address = c.address;
    } else if (p.kind === "micro") {
      const c = await hre.viem.deployContract("CRBTCMicro", [
        comptroller.address,
        model,
        INITIAL_EXCHANGE_RATE,
        p.reserveFactor,
        p.name,
        p.symbol,
        admin,
        blocksPerYear,
        MICRO.promisedSupplyRatePerYear,
        MICRO.accountCap,
        MICRO.marketCapThreshold,
      ]);
      address = c.address;
    } else {
      const token = tokens[p.underlying as TestTokenSymbol];
      if (!token) throw new Error(`Unknown underlying ${p.underlying} for ${p.symbol}`);
      const c = await hre.viem.deployContract("CErc20", [
        token.address,
        comptroller.address,
        model,
        INITIAL_EXCHANGE_RATE,
        p.reserveFactor,
        p.name,
        p.symbol,
        admin,
      ]);
      address = c.address;
    }
    markets[p.symbol] = address;
    // Seed, list (paused), price, limit, then open: no moment exists where the market is listed and open
    // while empty or without its borrow cap.
    if (p.kind === "erc20") {
      const token = tokens[p.underlying as TestTokenSymbol];
      const market = await hre.viem.getContractAt("CErc20", address);
      await wait(await token.write.faucet([admin, p.seed]));
      await wait(await token.write.approve([address, p.seed]));
      await wait(await market.write._seed([p.seed]));
    } else {
      const market = await hre.viem.getContractAt("CRBTC", address);
      await wait(await market.write._seed({ value: p.seed }));
    }
    await wait(await comptroller.write._supportMarket([address]));
    await wait(await oracle.write.setAdapterToToken([address, priceAdapter.address]));
    await wait(await priceAdapter.write.setPrice([address, p.localPrice]));
    await wait(await comptroller.write._setCollateralFactor([address, p.collateralFactor]));
    await wait(await comptroller.write._setMarketBorrowCaps([[address], [p.borrowCap]]));
    if (p.accountBorrowCap) {
      const market = await hre.viem.getContractAt("CErc20", address);
      await wait(await market.write._setAccountBorrowCap([p.accountBorrowCap]));
    }
    await wait(await comptroller.write._setMintPaused([address, false]));
    await wait(await comptroller.write._setBorrowPaused([address, false]));
  }

  return {
    admin,
    comptroller,
    oracle,
    priceAdapter,
    lens,
    tokens,
    markets,
    interestModels,
  };
}

export type Protocol = Awaited<ReturnType<typeof deployProtocol>>;
export type { Deployed };
