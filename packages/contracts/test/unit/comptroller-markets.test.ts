import assert from "node:assert/strict";
import { parseEther } from "viem";
import { confirm, fundAndApprove, hre, loadProtocol, type ProtocolFixture } from "../helpers/protocol";
import { INITIAL_EXCHANGE_RATE, MARKETS } from "../../scripts/deploy/parameters";
import {
  actors,
  assertSameAddress,
  assertSameAddresses,
  enter,
  eventsOf,
  expectRevert,
  oneEvent,
  supplyDoc,
  supplyRbtc,
  ZERO,
} from "./helpers";

/** A new DOC market of the fixture's comptroller (or of `comptroller`), seeded with 10 DOC, not listed yet. */
async function newDocMarket(p: ProtocolFixture, comptroller: `0x${string}` = p.comptroller.address) {
  const model = p.interestModels.kDOC;
  if (!model) throw new Error("no kDOC model");
  const market = await hre.viem.deployContract("CErc20", [
    p.tokens.DOC.address,
    comptroller,
    model,
    INITIAL_EXCHANGE_RATE,
    parseEther("0.1"),
    "Second DOC",
    "kDOC2",
    p.admin,
  ]);
  await fundAndApprove(p, "DOC", p.admin, market.address, parseEther("10"));
  await confirm(p, market.write._seed([parseEther("10")]));
  return market;
}

describe("unit: Comptroller markets and risk parameters", () => {
  describe("listing", () => {
    it("lists every deployed market in order, with its collateral factor, as (isListed, factor, isComped=false)", async () => {
      const p = await loadProtocol();
      const all = await p.comptroller.read.getAllMarkets();
      assertSameAddresses(
        all,
        MARKETS.map((m) => p.markets[m.symbol] ?? ZERO),
      );
      assert.equal(await p.comptroller.read.marketCount(), BigInt(MARKETS.length));
      for (const m of MARKETS) {
        const address = p.markets[m.symbol];
        if (!address) throw new Error(m.symbol);
        assert.deepEqual(await p.comptroller.read.markets([address]), [true, m.collateralFactor, false], m.symbol);
      }
      assert.equal(await p.comptroller.read.isComptroller(), true);
    });

    it("an unlisted address reads (false, 0, false)", async () => {
      const p = await loadProtocol();
      const { bob } = actors(p);
      assert.deepEqual(await p.comptroller.read.markets([bob.account.address]), [false, 0n, false]);
    });

    it("_supportMarket appends a seeded market, paused, with a zero collateral factor (MarketListed, ActionPaused)", async () => {
      const p = await loadProtocol();
      const market = await newDocMarket(p);
      const r = await confirm(p, p.comptroller.write._supportMarket([market.address]));
      assertSameAddress(oneEvent(p.comptroller, r, "MarketListed").args.cToken, market.address);
      const paused = eventsOf(p.comptroller, r, "ActionPaused").map((e) => e.args);
      assert.deepEqual(
        paused.map((a) => ("action" in a ? [a.action, a.pauseState] : [])),
        [
          ["Mint", true],
          ["Borrow", true],
        ],
      );
      assert.equal(await p.comptroller.read.mintGuardianPaused([market.address]), true);
      assert.equal(await p.comptroller.read.borrowGuardianPaused([market.address]), true);
      assert.deepEqual(await p.comptroller.read.markets([market.address]), [true, 0n, false]);
      const all = await p.comptroller.read.getAllMarkets();
      assert.equal(all.length, MARKETS.length + 1);
      assertSameAddress(all[MARKETS.length] ?? ZERO, market.address);
    });

    it("refuses to list a market twice (C10)", async () => {
      const p = await loadProtocol();
      await expectRevert(p.comptroller.write._supportMarket([p.kDOC.address]), "C10");
      const market = await newDocMarket(p);
      await confirm(p, p.comptroller.write._supportMarket([market.address]));
      await expectRevert(p.comptroller.write._supportMarket([market.address]), "C10");
    });

    it("refuses a market of another comptroller (C16)", async () => {
      const p = await loadProtocol();
      const other = await hre.viem.deployContract("Comptroller", [p.admin, p.oracle.address]);
      const market = await newDocMarket(p, other.address);
      await expectRevert(p.comptroller.write._supportMarket([market.address]), "C16");
    });

    it("refuses a contract that says it is not a market (C1)", async () => {
      const p = await loadProtocol();
      const notMarket = await hre.viem.deployContract("MockFalseFlags", []);
      await expectRevert(p.comptroller.write._supportMarket([notMarket.address]), "C1");
    });

    it("a market cannot be built on a contract that is not a comptroller (T6) or with a non-model (T21)", async () => {
      const p = await loadProtocol();
      const fake = await hre.viem.deployContract("MockFalseFlags", []);
      await expectRevert(newDocMarket(p, fake.address), "T6");
      await expectRevert(
        hre.viem.deployContract("CErc20", [
          p.tokens.DOC.address,
          p.comptroller.address,
          fake.address,
          INITIAL_EXCHANGE_RATE,
          0n,
          "x",
          "x",
          p.admin,
        ]),
        "T21",
      );
    });
  });

  describe("collateral factor", () => {
    it("accepts up to 0.9 and emits NewCollateralFactor with the old and new values", async () => {
      const p = await loadProtocol();
      const r = await confirm(p, p.comptroller.write._setCollateralFactor([p.kDOC.address, parseEther("0.9")]));
      const ev = oneEvent(p.comptroller, r, "NewCollateralFactor");
      assertSameAddress(ev.args.cToken, p.kDOC.address);
      assert.equal(ev.args.oldCollateralFactorMantissa, parseEther("0.8"));
      assert.equal(ev.args.newCollateralFactorMantissa, parseEther("0.9"));
      assert.deepEqual(await p.comptroller.read.markets([p.kDOC.address]), [true, parseEther("0.9"), false]);
    });

    it("refuses a factor above 0.9 (C11)", async () => {
      const p = await loadProtocol();
      await expectRevert(p.comptroller.write._setCollateralFactor([p.kDOC.address, parseEther("0.9") + 1n]), "C11");
    });

    it("refuses a non-zero factor while the market's price is zero (C6), but allows setting it to 0", async () => {
      const p = await loadProtocol();
      await confirm(p, p.priceAdapter.write.setPrice([p.kRIF.address, 0n]));
      await expectRevert(p.comptroller.write._setCollateralFactor([p.kRIF.address, parseEther("0.5")]), "C6");
      await confirm(p, p.comptroller.write._setCollateralFactor([p.kRIF.address, 0n]));
      assert.deepEqual(await p.comptroller.read.markets([p.kRIF.address]), [true, 0n, false]);
    });

    it("refuses an unlisted market (C1)", async () => {
      const p = await loadProtocol();
      const market = await newDocMarket(p);
      await expectRevert(p.comptroller.write._setCollateralFactor([market.address, parseEther("0.5")]), "C1");
    });
  });

  describe("close factor and liquidation incentive", () => {
    it("start at the published 0.5 and 1.07", async () => {
      const p = await loadProtocol();
      assert.equal(await p.comptroller.read.closeFactorMantissa(), parseEther("0.5"));
      assert.equal(await p.comptroller.read.liquidationIncentiveMantissa(), parseEther("1.07"));
    });

    it("close factor accepts [0.05, 0.9] and refuses outside (C19)", async () => {
      const p = await loadProtocol();
      await expectRevert(p.comptroller.write._setCloseFactor([parseEther("0.05") - 1n]), "C19");
      await expectRevert(p.comptroller.write._setCloseFactor([parseEther("0.9") + 1n]), "C19");
      const r = await confirm(p, p.comptroller.write._setCloseFactor([parseEther("0.05")]));
      const ev = oneEvent(p.comptroller, r, "NewCloseFactor");
      assert.equal(ev.args.oldCloseFactorMantissa, parseEther("0.5"));
      assert.equal(ev.args.newCloseFactorMantissa, parseEther("0.05"));
      await confirm(p, p.comptroller.write._setCloseFactor([parseEther("0.9")]));
      assert.equal(await p.comptroller.read.closeFactorMantissa(), parseEther("0.9"));
    });

    it("liquidation incentive accepts [1, 1.5] and refuses outside (C20)", async () => {
      const p = await loadProtocol();
      await expectRevert(p.comptroller.write._setLiquidationIncentive([parseEther("1") - 1n]), "C20");
      await expectRevert(p.comptroller.write._setLiquidationIncentive([parseEther("1.5") + 1n]), "C20");
      const r = await confirm(p, p.comptroller.write._setLiquidationIncentive([parseEther("1")]));
      const ev = oneEvent(p.comptroller, r, "NewLiquidationIncentive");
      assert.equal(ev.args.oldLiquidationIncentiveMantissa, parseEther("1.07"));
      assert.equal(ev.args.newLiquidationIncentiveMantissa, parseEther("1"));
      await confirm(p, p.comptroller.write._setLiquidationIncentive([parseEther("1.5")]));
      assert.equal(await p.comptroller.read.liquidationIncentiveMantissa(), parseEther("1.5"));
    });
  });

  describe("price oracle", () => {
    it("is fixed at deployment: NewPriceOracle from zero, once (the ABI has no setter)", async () => {
      const p = await loadProtocol();
      const next = await hre.viem.deployContract("PriceOracleProxy", [p.admin]);
      const comptroller = await hre.viem.deployContract("Comptroller", [p.admin, next.address]);
      assertSameAddress(await comptroller.read.oracle(), next.address);
      const events = await p.publicClient.getContractEvents({
        address: comptroller.address,
        abi: comptroller.abi,
        eventName: "NewPriceOracle",
        fromBlock: 0n,
      });
      assert.equal(events.length, 1);
      assertSameAddress(events[0]?.args.oldPriceOracle ?? "", ZERO);
      assertSameAddress(events[0]?.args.newPriceOracle ?? "", next.address);
    });

    it("refuses a contract that is not a price oracle, or not one it can read (C23)", async () => {
      const p = await loadProtocol();
      const fake = await hre.viem.deployContract("MockFalseFlags", []);
      await expectRevert(hre.viem.deployContract("Comptroller", [p.admin, fake.address]), "C23");
    });
  });

  describe("borrow caps", () => {
    it("a loan that takes total borrows above the cap is refused (C7) until the cap is lifted (0 = none)", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await supplyDoc(p, bob, parseEther("10000"));
      await supplyRbtc(p, alice, parseEther("1"));
      await enter(p, alice, [p.kRBTC.address]);
      const r = await confirm(p, p.comptroller.write._setMarketBorrowCaps([[p.kDOC.address], [parseEther("1000")]]));
      const ev = oneEvent(p.comptroller, r, "NewBorrowCap");
      assertSameAddress(ev.args.cToken, p.kDOC.address);
      assert.equal(ev.args.newBorrowCap, parseEther("1000"));
      assert.equal(await p.comptroller.read.borrowCaps([p.kDOC.address]), parseEther("1000"));

      await confirm(p, p.kDOC.write.borrow([parseEther("600")], { account: alice.account }));
      // Total borrows now 600 plus one block of interest: 400 more would pass the cap.
      await expectRevert(p.kDOC.write.borrow([parseEther("400")], { account: alice.account }), "C7");
      const total = await p.kDOC.read.totalBorrows();
      assert.ok(total >= parseEther("600"));
      // Lifting the cap (0 = none) allows the loan.
      await confirm(p, p.comptroller.write._setMarketBorrowCaps([[p.kDOC.address], [0n]]));
      await confirm(p, p.kDOC.write.borrow([parseEther("400")], { account: alice.account }));
    });

    it("a cap equal to the new total borrows is allowed", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await supplyDoc(p, bob, parseEther("10000"));
      await supplyRbtc(p, alice, parseEther("1"));
      await enter(p, alice, [p.kRBTC.address]);
      await confirm(p, p.comptroller.write._setMarketBorrowCaps([[p.kDOC.address], [parseEther("1000")]]));
      await expectRevert(p.kDOC.write.borrow([parseEther("1000") + 1n], { account: alice.account }), "C7");
      await confirm(p, p.kDOC.write.borrow([parseEther("1000")], { account: alice.account }));
      assert.equal(await p.kDOC.read.totalBorrows(), parseEther("1000"));
    });

    it("refuses lists of different lengths and unlisted markets (C1)", async () => {
      const p = await loadProtocol();
      const { bob } = actors(p);
      await expectRevert(p.comptroller.write._setMarketBorrowCaps([[p.kDOC.address], []]), "C1");
      await expectRevert(p.comptroller.write._setMarketBorrowCaps([[bob.account.address], [1n]]), "C1");
    });
  });
});
