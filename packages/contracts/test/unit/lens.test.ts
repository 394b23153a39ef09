import assert from "node:assert/strict";
import { parseEther } from "viem";
import { BLOCKS_PER_YEAR, MARKETS, TEST_TOKENS } from "../../scripts/deploy/parameters";
import { importTs } from "../helpers/import-ts";
import { confirm, hre, loadProtocol, type ProtocolFixture } from "../helpers/protocol";
import { actors, assertSameAddress, docBacksRbtcLoan, MAX_UINT, seedTokensOf, ZERO } from "./helpers";

const snapshot = (p: ProtocolFixture, account: `0x${string}` = ZERO) =>
  p.lens.read.snapshot([p.comptroller.address, account]);

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

function marketOf(s: Snapshot, symbol: string) {
  const m = s.markets.find((x) => x.symbol === symbol);
  if (!m) throw new Error(`no ${symbol} in the snapshot`);
  return m;
}

function positionOf(s: Snapshot, market: `0x${string}`) {
  const position = s.account.positions.find((x) => x.market.toLowerCase() === market.toLowerCase());
  if (!position) throw new Error(`no position in ${market}`);
  return position;
}

describe("unit: CeibaLens", () => {
  describe("snapshot: protocol and markets", () => {
    it("reads the block, oracle, close factor and liquidation incentive", async () => {
      const p = await loadProtocol();
      const s = await snapshot(p);
      const block = await p.publicClient.getBlock();
      assert.equal(s.blockNumber, block.number);
      assert.equal(s.timestamp, block.timestamp);
      assertSameAddress(s.oracle, p.oracle.address);
      assert.equal(s.closeFactorMantissa, parseEther("0.5"));
      assert.equal(s.liquidationIncentiveMantissa, parseEther("1.07"));
    });

    it("lists every market in listing order with its published parameters and price", async () => {
      const p = await loadProtocol();
      const s = await snapshot(p);
      assert.equal(s.markets.length, MARKETS.length);
      for (const [i, params] of MARKETS.entries()) {
        const m = s.markets[i];
        if (!m) throw new Error(params.symbol);
        assertSameAddress(m.market, p.markets[params.symbol] ?? ZERO);
        assert.equal(m.symbol, params.symbol);
        assert.equal(m.name, params.name);
        assert.equal(m.decimals, 18);
        assert.equal(m.isListed, true);
        assert.equal(m.collateralFactorMantissa, params.collateralFactor, params.symbol);
        assert.equal(m.reserveFactorMantissa, params.reserveFactor, params.symbol);
        assert.equal(m.underlyingPrice, params.localPrice, params.symbol);
        assert.equal(m.exchangeRateStored, parseEther("0.02"));
        assert.equal(m.accountBorrowCap, params.accountBorrowCap ?? 0n, params.symbol);
        assert.equal(m.borrowCap, params.borrowCap, params.symbol);
        assert.equal(m.totalSupply, seedTokensOf(params.symbol), "the burned seed");
        assert.equal(m.cash, params.seed);
        assert.deepEqual([m.mintPaused, m.borrowPaused], [false, false], "open after configuration");
        const market = await hre.viem.getContractAt("CErc20", m.market);
        assert.equal(m.borrowIndex, await market.read.borrowIndex());
        assert.equal(m.interestModel.blocksPerYear, BLOCKS_PER_YEAR);
        assertSameAddress(m.interestModel.model, p.interestModels[params.symbol] ?? ZERO);
      }
    });

    it("native markets read underlying 0 and RBTC; token markets their token's address, symbol and name", async () => {
      const p = await loadProtocol();
      const s = await snapshot(p);
      for (const symbol of ["kRBTC", "kSAT"]) {
        const m = marketOf(s, symbol);
        assert.equal(m.underlying, ZERO);
        assert.equal(m.underlyingSymbol, "RBTC");
        assert.equal(m.underlyingName, "RBTC");
        assert.equal(m.underlyingDecimals, 18);
      }
      for (const params of MARKETS.filter((x) => x.kind === "erc20")) {
        const m = marketOf(s, params.symbol);
        const token = TEST_TOKENS.find((t) => t.symbol === params.underlying);
        if (!token) throw new Error(params.symbol);
        assertSameAddress(m.underlying, p.tokens[token.symbol].address);
        assert.equal(m.underlyingSymbol, token.symbol);
        assert.equal(m.underlyingName, token.name);
        assert.equal(m.underlyingDecimals, 18);
      }
    });

    it("white-paper models read 0 jump multiplier and 0 kink; jump models their values", async () => {
      const p = await loadProtocol();
      const s = await snapshot(p);
      const rbtc = marketOf(s, "kRBTC").interestModel;
      assert.equal(rbtc.baseRatePerBlock, parseEther("0.04") / BLOCKS_PER_YEAR);
      assert.equal(rbtc.multiplierPerBlock, parseEther("0.1") / BLOCKS_PER_YEAR);
      assert.equal(rbtc.jumpMultiplierPerBlock, 0n);
      assert.equal(rbtc.kink, 0n);
      const doc = marketOf(s, "kDOC").interestModel;
      assert.equal(doc.baseRatePerBlock, parseEther("0.0125") / BLOCKS_PER_YEAR);
      assert.equal(doc.multiplierPerBlock, parseEther("0.11") / BLOCKS_PER_YEAR);
      assert.equal(doc.jumpMultiplierPerBlock, parseEther("0.7") / BLOCKS_PER_YEAR);
      assert.equal(doc.kink, parseEther("0.9"));
      assert.equal(marketOf(s, "krDOC").interestModel.kink, parseEther("0.85"));
    });

    it("reflects totals, rates, borrow caps and pause flags as the contracts report them", async () => {
      const p = await loadProtocol();
      const { alice, bob, guardian } = actors(p);
      await docBacksRbtcLoan(p, bob, alice, parseEther("0.5"));
      await confirm(p, p.comptroller.write._setMarketBorrowCaps([[p.kRBTC.address], [parseEther("40")]]));
      await confirm(p, p.comptroller.write._setPauseGuardian([guardian.account.address]));
      await confirm(p, p.comptroller.write._setMintPaused([p.kUSDT.address, true], { account: guardian.account }));
      await confirm(p, p.comptroller.write._setBorrowPaused([p.kRIF.address, true], { account: guardian.account }));
      const s = await snapshot(p);
      const rbtc = marketOf(s, "kRBTC");
      assert.equal(rbtc.totalSupply, await p.kRBTC.read.totalSupply());
      assert.equal(rbtc.totalSupply, parseEther("5000") + seedTokensOf("kRBTC"));
      assert.equal(rbtc.totalBorrows, parseEther("0.5"));
      assert.equal(rbtc.cash, parseEther("99.5") + parseEther("0.0002"));
      assert.equal(rbtc.totalReserves, 0n);
      assert.equal(rbtc.borrowRatePerBlock, await p.kRBTC.read.borrowRatePerBlock());
      assert.equal(rbtc.supplyRatePerBlock, await p.kRBTC.read.supplyRatePerBlock());
      assert.ok(rbtc.supplyRatePerBlock > 0n);
      assert.equal(rbtc.accrualBlockNumber, await p.kRBTC.read.accrualBlockNumber());
      assert.equal(rbtc.borrowIndex, await p.kRBTC.read.borrowIndex());
      assert.equal(rbtc.borrowCap, parseEther("40"));
      assert.equal(marketOf(s, "kDOC").borrowCap, parseEther("5000000"));
      assert.equal(marketOf(s, "kUSDT").mintPaused, true);
      assert.equal(marketOf(s, "kUSDT").borrowPaused, false);
      assert.equal(marketOf(s, "kRIF").borrowPaused, true);
      assert.equal(marketOf(s, "kRIF").mintPaused, false);
    });

    it("reads the micro market's caps as the admin set them, and 0 for every other market", async () => {
      const p = await loadProtocol();
      let sat = marketOf(await snapshot(p), "kSAT");
      assert.equal(sat.microAccountCap, parseEther("0.025"));
      assert.equal(sat.microMarketCapThreshold, parseEther("0.8"));
      await confirm(p, p.kSAT.write._setAccountCap([parseEther("0.05")]));
      await confirm(p, p.kSAT.write._setMarketCapThreshold([0n]));
      const s = await snapshot(p);
      sat = marketOf(s, "kSAT");
      assert.equal(sat.microAccountCap, parseEther("0.05"));
      assert.equal(sat.microMarketCapThreshold, 0n, "a threshold of 0 is the chain's, not a missing one");
      for (const m of s.markets.filter((x) => x.symbol !== "kSAT")) {
        assert.deepEqual([m.microAccountCap, m.microMarketCapThreshold], [0n, 0n], m.symbol);
      }
    });

    it("a market whose price is missing reads price 0 (the snapshot still succeeds)", async () => {
      const p = await loadProtocol();
      const broken = await hre.viem.deployContract("MockRevertingPriceAdapter", []);
      await confirm(p, p.oracle.write.setAdapterToToken([p.kBPRO.address, broken.address]));
      const s = await snapshot(p);
      assert.equal(marketOf(s, "kBPRO").underlyingPrice, 0n);
      assert.equal(marketOf(s, "kDOC").underlyingPrice, parseEther("1"));
    });
  });

  describe("snapshot: account", () => {
    it("without an account the account part is empty", async () => {
      const p = await loadProtocol();
      const s = await snapshot(p);
      assert.equal(s.account.account, ZERO);
      assert.equal(s.account.positions.length, 0);
      assert.equal(s.account.liquidityKnown, false);
    });

    it("reads supply in underlying, debt, wallet balance, allowance, membership and liquidity", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await docBacksRbtcLoan(p, bob, alice, parseEther("0.5"));
      await confirm(p, p.tokens.DOC.write.faucet([alice.account.address, parseEther("42")]));
      await confirm(p, p.tokens.DOC.write.approve([p.kDOC.address, parseEther("7")], { account: alice.account }));
      const s = await snapshot(p, alice.account.address);
      assertSameAddress(s.account.account, alice.account.address);
      assert.equal(s.account.positions.length, MARKETS.length);

      const doc = positionOf(s, p.kDOC.address);
      assert.equal(doc.tokens, parseEther("5000000"));
      assert.equal(doc.supplyUnderlying, parseEther("100000")); // tokens x 0.02
      assert.equal(doc.borrowBalance, 0n);
      assert.equal(doc.walletBalance, parseEther("42"));
      assert.equal(doc.allowance, parseEther("7"));
      assert.equal(doc.entered, true);

      const rbtc = positionOf(s, p.kRBTC.address);
      assert.equal(rbtc.tokens, 0n);
      assert.equal(rbtc.supplyUnderlying, 0n);
      assert.equal(rbtc.borrowBalance, parseEther("0.5"));
      assert.equal(rbtc.walletBalance, await p.publicClient.getBalance({ address: alice.account.address }));
      assert.equal(rbtc.allowance, MAX_UINT); // the native coin needs no approval
      assert.equal(rbtc.entered, true); // borrowing entered the market

      const usdt = positionOf(s, p.kUSDT.address);
      assert.deepEqual(
        [usdt.tokens, usdt.borrowBalance, usdt.walletBalance, usdt.allowance, usdt.entered],
        [0n, 0n, 0n, 0n, false],
      );

      // 80,000 USD of weighted DOC collateral against 47,500 USD of debt.
      assert.equal(s.account.liquidityKnown, true);
      assert.equal(s.account.liquidity, parseEther("32500"));
      assert.equal(s.account.shortfall, 0n);
      const [, liquidity, shortfall] = await p.comptroller.read.getAccountLiquidity([alice.account.address]);
      assert.deepEqual([s.account.liquidity, s.account.shortfall], [liquidity, shortfall]);
    });

    it("reads a shortfall, and marks liquidity unknown when a debt has no price", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await docBacksRbtcLoan(p, bob, alice, parseEther("0.5"));
      await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, parseEther("200000")]));
      let s = await snapshot(p, alice.account.address);
      assert.equal(s.account.liquidityKnown, true);
      assert.equal(s.account.liquidity, 0n);
      assert.equal(s.account.shortfall, parseEther("20000"));
      await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, 0n]));
      s = await snapshot(p, alice.account.address);
      assert.equal(s.account.liquidityKnown, false);
      assert.equal(s.account.liquidity, 0n);
      assert.equal(s.account.shortfall, 0n);
      // The positions are still read.
      assert.equal(positionOf(s, p.kRBTC.address).borrowBalance, parseEther("0.5"));
    });
  });

  describe("snapshot: reads that never fail as a whole", () => {
    /**
     * A comptroller listing a real market, Tropykus-like native markets (minting fallback; kSAT with a caller-
     * dependent rate), a market whose figures revert and a market whose price reverts (an expired MoC feed).
     */
    async function oddProtocol(p: ProtocolFixture) {
      const { alice } = actors(p);
      const hurricane = await hre.viem.deployContract("MockHurricaneModel", []);
      const kRBTC = await hre.viem.deployContract("MockMintingFallbackMarket", [
        "Tropykus kRBTC", "kRBTC", ZERO, alice.account.address,
      ]); // prettier-ignore
      const kSAT = await hre.viem.deployContract("MockMintingFallbackMarket", [
        "Tropykus kSAT", "kSAT", hurricane.address, alice.account.address,
      ]); // prettier-ignore
      const broken = await hre.viem.deployContract("MockUnreadableMarket", []);
      const oracle = await hre.viem.deployContract("MockSelectiveOracle", [p.kUSDT.address]);
      const list = [p.kDOC.address, kRBTC.address, kSAT.address, broken.address, p.kUSDT.address];
      const comptroller = await hre.viem.deployContract("MockLensComptroller", [oracle.address, list, 123n]);
      const read = () => p.lens.read.snapshot([comptroller.address, alice.account.address]);
      return { alice, kRBTC, kSAT, broken, read };
    }

    it("reads every other market completely when one market reverts, one price reverts and native markets mint on unknown calls", async () => {
      const p = await loadProtocol();
      const { kRBTC, kSAT, broken, read } = await oddProtocol(p);
      const s = await read();
      assert.equal(s.markets.length, 5);
      const [doc, rbtc, sat, bad, usdt] = s.markets;
      if (!doc || !rbtc || !sat || !bad || !usdt) throw new Error("markets missing");
      const [READ_MARKET, READ_PRICE, READ_TOKEN, READ_LISTING, READ_POSITION] = await Promise.all([
        p.lens.read.READ_MARKET(), p.lens.read.READ_PRICE(), p.lens.read.READ_TOKEN(), p.lens.read.READ_LISTING(),
        p.lens.read.READ_POSITION(),
      ]); // prettier-ignore
      const { READ_FAILURE } = await importTs<typeof import("@ceiba/core")>("@ceiba/core");
      assert.deepEqual(
        { market: READ_MARKET, price: READ_PRICE, token: READ_TOKEN, listing: READ_LISTING, position: READ_POSITION },
        READ_FAILURE,
        "the app reads the Lens' flags with core's constants",
      );

      assert.equal(doc.readFailures, 0n);
      assert.equal(doc.totalSupply, await p.kDOC.read.totalSupply());
      assert.equal(doc.cash, await p.kDOC.read.getCash());
      assert.equal(doc.exchangeRateStored, await p.kDOC.read.exchangeRateStored());
      assert.equal(doc.underlyingPrice, parseEther("1"));
      assert.equal(doc.underlyingSymbol, "DOC");

      for (const [m, mock] of [
        [rbtc, kRBTC],
        [sat, kSAT],
      ] as const) {
        assert.equal(m.readFailures, 0n, m.symbol);
        assertSameAddress(m.market, mock.address);
        assert.equal(m.underlying, ZERO, "the fallback's failed mint reads as no underlying: the native coin");
        assert.equal(m.underlyingSymbol, "RBTC");
        assert.equal(m.accountBorrowCap, 0n);
        assert.deepEqual([m.microAccountCap, m.microMarketCapThreshold], [0n, 0n], "no micro getters: the spec's caps");
        assert.equal(m.totalSupply, await mock.read.totalSupply());
        assert.equal(m.totalBorrows, parseEther("3"));
        assert.equal(m.cash, await mock.read.getCash());
        assert.equal(m.exchangeRateStored, parseEther("0.02"), "the rate anyone but the holder sees");
        assert.equal(m.underlyingPrice, parseEther("1"));
      }
      assert.equal(sat.interestModel.blocksPerYear, 0n, "a Hurricane model has none of the white-paper getters");

      assert.equal(bad.readFailures & READ_MARKET, READ_MARKET);
      assertSameAddress(bad.market, broken.address);
      assert.deepEqual([bad.symbol, bad.name, bad.totalSupply], ["kBROKEN", "Broken", 0n]);
      assert.equal(bad.underlyingSymbol, "", "an unreadable market is not taken for the native coin");

      assert.equal(usdt.readFailures, READ_PRICE, "only the price is missing");
      assert.equal(usdt.underlyingPrice, 0n);
      assert.equal(usdt.totalSupply, await p.kUSDT.read.totalSupply());

      const positions = s.account.positions;
      assert.equal(positions.length, 5);
      assert.equal(positions[3]?.readFailures, READ_POSITION);
      assertSameAddress(positions[3]?.market ?? ZERO, broken.address);
      for (const i of [0, 1, 2, 4]) assert.equal(positions[i]?.readFailures, 0n, `position ${i}`);
      assert.equal(s.account.liquidityKnown, true);
      assert.equal(s.account.liquidity, 123n);
    });

    it("values a kSAT holder at the holder's own rate and reads a Tropykus principal", async () => {
      const p = await loadProtocol();
      const { alice, kRBTC, kSAT, read } = await oddProtocol(p);
      const s = await read();
      const sat = positionOf(s, kSAT.address);
      const holderRate = await kSAT.read.exchangeRateStored({ account: alice.account.address });
      assert.equal(holderRate, parseEther("0.0200004"), "the chain answers the holder with its own rate");
      assert.equal(sat.tokens, parseEther("50"));
      assert.equal(sat.supplyUnderlying, (parseEther("50") * holderRate) / parseEther("1"));
      const rbtc = positionOf(s, kRBTC.address);
      assert.equal(rbtc.supplyUnderlying, parseEther("1"), "a market rate model values at the market rate");
      for (const position of [sat, rbtc]) {
        assert.equal(position.borrowBalance, parseEther("2.1"));
        assert.equal(position.borrowPrincipal, parseEther("2"), "getBorrowerPrincipalStored, no borrowSnapshot");
        assert.equal(position.borrowInterestIndex, 0n);
        assert.equal(position.allowance, MAX_UINT);
      }
    });
  });
});
