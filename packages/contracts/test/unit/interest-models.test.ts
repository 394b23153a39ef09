import assert from "node:assert/strict";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { parseEther } from "viem";
import { hre, loadProtocol } from "../helpers/protocol";
import { BLOCKS_PER_YEAR } from "../../scripts/deploy/parameters";
import { assertSameAddress, EXP, expectRevert } from "./helpers";

const pct = (v: string) => parseEther(v) / 100n;

// Reference formulas (Compound v2), written independently of the contracts.
const util = (cash: bigint, borrows: bigint, reserves: bigint) =>
  borrows === 0n ? 0n : (borrows * EXP) / (cash + borrows - reserves);
const supplyRate = (borrowRate: bigint, u: bigint, reserveFactor: bigint) =>
  (u * ((borrowRate * (EXP - reserveFactor)) / EXP)) / EXP;

async function modelsFixture() {
  // kRBTC's white paper curve and kDOC's jump curve (parameters.ts), deployed on their own.
  const whitePaper = await hre.viem.deployContract("WhitePaperInterestRateModel", [
    pct("4"),
    pct("10"),
    BLOCKS_PER_YEAR,
  ]);
  const jump = await hre.viem.deployContract("JumpRateModel", [
    pct("1.25"),
    pct("11"),
    pct("70"),
    parseEther("0.9"),
    BLOCKS_PER_YEAR,
  ]);
  return { whitePaper, jump };
}

describe("unit: interest rate models", () => {
  describe("WhitePaperInterestRateModel (base 4%, multiplier 10% a year)", () => {
    it("stores per-block parameters as the yearly value divided by blocksPerYear, rounded down", async () => {
      const { whitePaper } = await loadFixture(modelsFixture);
      assert.equal(await whitePaper.read.blocksPerYear(), 1_051_200n);
      assert.equal(await whitePaper.read.baseRatePerBlock(), 38_051_750_380n); // 0.04e18 / 1,051,200
      assert.equal(await whitePaper.read.multiplierPerBlock(), 95_129_375_951n); // 0.10e18 / 1,051,200
      assert.equal(await whitePaper.read.isInterestRateModel(), true);
    });

    it("utilizationRate is borrows / (cash + borrows - reserves), and 0 without borrows", async () => {
      const { whitePaper } = await loadFixture(modelsFixture);
      assert.equal(await whitePaper.read.utilizationRate([100n, 0n, 0n]), 0n);
      assert.equal(await whitePaper.read.utilizationRate([0n, 0n, 0n]), 0n);
      assert.equal(await whitePaper.read.utilizationRate([50n, 50n, 0n]), parseEther("0.5"));
      // Reserves are not lendable: 50 / (50 + 50 - 20) = 0.625.
      assert.equal(await whitePaper.read.utilizationRate([50n, 50n, 20n]), parseEther("0.625"));
      assert.equal(await whitePaper.read.utilizationRate([0n, 7n, 0n]), EXP);
      const [cash, borrows, reserves] = [parseEther("123.4"), parseEther("56.7"), parseEther("8.9")];
      assert.equal(await whitePaper.read.utilizationRate([cash, borrows, reserves]), util(cash, borrows, reserves));
    });

    it("getBorrowRate = utilization x multiplierPerBlock + baseRatePerBlock", async () => {
      const { whitePaper } = await loadFixture(modelsFixture);
      const base = await whitePaper.read.baseRatePerBlock();
      const mult = await whitePaper.read.multiplierPerBlock();
      assert.equal(await whitePaper.read.getBorrowRate([100n, 0n, 0n]), base);
      // 50% utilisation: 0.5 x 95,129,375,951 + 38,051,750,380 (rounded down).
      assert.equal(await whitePaper.read.getBorrowRate([50n, 50n, 0n]), 47_564_687_975n + base);
      assert.equal(await whitePaper.read.getBorrowRate([0n, 1n, 0n]), mult + base);
      const [cash, borrows, reserves] = [parseEther("10"), parseEther("30"), parseEther("1")];
      assert.equal(
        await whitePaper.read.getBorrowRate([cash, borrows, reserves]),
        (util(cash, borrows, reserves) * mult) / EXP + base,
      );
    });

    it("getSupplyRate = utilization x borrowRate x (1 - reserveFactor)", async () => {
      const { whitePaper } = await loadFixture(modelsFixture);
      const [cash, borrows, reserves, rf] = [parseEther("60"), parseEther("40"), parseEther("2"), parseEther("0.2")];
      const borrowRate = await whitePaper.read.getBorrowRate([cash, borrows, reserves]);
      const expected = supplyRate(borrowRate, util(cash, borrows, reserves), rf);
      assert.ok(expected > 0n);
      assert.equal(await whitePaper.read.getSupplyRate([cash, borrows, reserves, rf]), expected);
      // Nothing borrowed: suppliers earn nothing even though the base borrow rate is positive.
      assert.equal(await whitePaper.read.getSupplyRate([cash, 0n, 0n, rf]), 0n);
      // A 100% reserve factor leaves nothing to suppliers.
      assert.equal(await whitePaper.read.getSupplyRate([cash, borrows, reserves, EXP]), 0n);
    });

    it("refuses zero blocks per year (T23)", async () => {
      await expectRevert(hre.viem.deployContract("WhitePaperInterestRateModel", [pct("4"), pct("10"), 0n]), "T23");
    });
  });

  describe("JumpRateModel (base 1.25%, multiplier 11%, jump 70%, kink 0.9)", () => {
    it("stores per-block parameters and the kink", async () => {
      const { jump } = await loadFixture(modelsFixture);
      assert.equal(await jump.read.blocksPerYear(), BLOCKS_PER_YEAR);
      assert.equal(await jump.read.baseRatePerBlock(), 11_891_171_993n); // 0.0125e18 / 1,051,200
      assert.equal(await jump.read.multiplierPerBlock(), 104_642_313_546n); // 0.11e18 / 1,051,200
      assert.equal(await jump.read.jumpMultiplierPerBlock(), 665_905_631_659n); // 0.70e18 / 1,051,200
      assert.equal(await jump.read.kink(), parseEther("0.9"));
    });

    it("below the kink the rate follows the normal multiplier", async () => {
      const { jump } = await loadFixture(modelsFixture);
      const base = await jump.read.baseRatePerBlock();
      const mult = await jump.read.multiplierPerBlock();
      // 50% utilisation.
      assert.equal(await jump.read.getBorrowRate([50n, 50n, 0n]), (parseEther("0.5") * mult) / EXP + base);
      assert.equal(await jump.read.getBorrowRate([1n, 0n, 0n]), base);
    });

    it("at the kink exactly the rate is still the normal line (kink x multiplier + base)", async () => {
      const { jump } = await loadFixture(modelsFixture);
      const base = await jump.read.baseRatePerBlock();
      const mult = await jump.read.multiplierPerBlock();
      const atKink = await jump.read.getBorrowRate([10n, 90n, 0n]);
      assert.equal(atKink, (parseEther("0.9") * mult) / EXP + base);
    });

    it("above the kink the excess utilisation uses the jump multiplier", async () => {
      const { jump } = await loadFixture(modelsFixture);
      const base = await jump.read.baseRatePerBlock();
      const mult = await jump.read.multiplierPerBlock();
      const jumpMult = await jump.read.jumpMultiplierPerBlock();
      const kink = parseEther("0.9");
      const normal = (kink * mult) / EXP + base;
      // 95% utilisation: 0.05 above the kink.
      assert.equal(await jump.read.getBorrowRate([5n, 95n, 0n]), (parseEther("0.05") * jumpMult) / EXP + normal);
      // 100% utilisation.
      assert.equal(await jump.read.getBorrowRate([0n, 95n, 0n]), (parseEther("0.1") * jumpMult) / EXP + normal);
      // The jump makes the curve steeper: one more percent costs more above the kink than below it.
      const r89 = await jump.read.getBorrowRate([11n, 89n, 0n]);
      const r90 = await jump.read.getBorrowRate([10n, 90n, 0n]);
      const r91 = await jump.read.getBorrowRate([9n, 91n, 0n]);
      assert.ok(r91 - r90 > r90 - r89);
    });

    it("getSupplyRate above the kink = utilization x jump borrow rate x (1 - reserveFactor)", async () => {
      const { jump } = await loadFixture(modelsFixture);
      const [cash, borrows, reserves, rf] = [parseEther("3"), parseEther("97"), parseEther("1"), parseEther("0.05")];
      const borrowRate = await jump.read.getBorrowRate([cash, borrows, reserves]);
      assert.equal(
        await jump.read.getSupplyRate([cash, borrows, reserves, rf]),
        supplyRate(borrowRate, util(cash, borrows, reserves), rf),
      );
    });

    it("accepts a kink of exactly 1 (no jump region)", async () => {
      const m = await hre.viem.deployContract("JumpRateModel", [pct("1"), pct("10"), pct("70"), EXP, 100n]);
      assert.equal(await m.read.kink(), EXP);
      assert.equal(
        await m.read.getBorrowRate([0n, 1n, 0n]),
        (await m.read.multiplierPerBlock()) + (await m.read.baseRatePerBlock()),
      );
    });

    it("refuses a zero kink, a kink above 1 and zero blocks per year (T23)", async () => {
      await expectRevert(hre.viem.deployContract("JumpRateModel", [pct("1"), pct("10"), pct("70"), 0n, 100n]), "T23");
      await expectRevert(
        hre.viem.deployContract("JumpRateModel", [pct("1"), pct("10"), pct("70"), EXP + 1n, 100n]),
        "T23",
      );
      await expectRevert(
        hre.viem.deployContract("JumpRateModel", [pct("1"), pct("10"), pct("70"), parseEther("0.8"), 0n]),
        "T23",
      );
    });
  });

  describe("deployed models follow the published parameters", () => {
    it("kDOC, kUSDT and krDOC use jump models with kinks 0.9, 0.8 and 0.85; kRBTC a white paper model", async () => {
      const p = await loadProtocol();
      const modelOf = async (symbol: string) => {
        const address = p.interestModels[symbol];
        if (!address) throw new Error(`no model for ${symbol}`);
        return hre.viem.getContractAt("JumpRateModel", address);
      };
      assert.equal(await (await modelOf("kDOC")).read.kink(), parseEther("0.9"));
      assert.equal(await (await modelOf("kUSDT")).read.kink(), parseEther("0.8"));
      assert.equal(await (await modelOf("krDOC")).read.kink(), parseEther("0.85"));
      assert.equal(await (await modelOf("kUSDT")).read.multiplierPerBlock(), pct("5") / BLOCKS_PER_YEAR);
      const rbtcAddress = p.interestModels.kRBTC;
      if (!rbtcAddress) throw new Error("no kRBTC model");
      const rbtc = await hre.viem.getContractAt("WhitePaperInterestRateModel", rbtcAddress);
      assert.equal(await rbtc.read.baseRatePerBlock(), pct("4") / BLOCKS_PER_YEAR);
      assertSameAddress(await p.kRBTC.read.interestRateModel(), rbtcAddress);
    });
  });
});
