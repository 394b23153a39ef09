import assert from "node:assert/strict";
import { time } from "@nomicfoundation/hardhat-network-helpers";
import { parseEther } from "viem";
import { confirm, hre, loadProtocol } from "../helpers/protocol";
import { MARKETS } from "../../scripts/deploy/parameters";
import { actors, assertSameAddress, expectRevert, oneEvent, ZERO } from "./helpers";

describe("unit: oracle", () => {
  describe("PriceOracleProxy guardian", () => {
    it("is a price oracle whose guardian is the deployer, with no pending guardian", async () => {
      const p = await loadProtocol();
      assert.equal(await p.oracle.read.isPriceOracle(), true);
      assertSameAddress(await p.oracle.read.guardian(), p.admin);
      assert.equal(await p.oracle.read.pendingGuardian(), ZERO);
    });

    it("hands the guardian role over in two steps: propose, then accept", async () => {
      const p = await loadProtocol();
      const { admin, bob } = actors(p);
      const proposed = await confirm(
        p,
        p.oracle.write.setPendingGuardian([bob.account.address], { account: admin.account }),
      );
      const pending = oneEvent(p.oracle, proposed, "NewPendingGuardian");
      assert.equal(pending.args.oldPendingGuardian, ZERO);
      assertSameAddress(pending.args.newPendingGuardian, bob.account.address);
      // Proposing changes nothing yet.
      assertSameAddress(await p.oracle.read.guardian(), admin.account.address);
      assertSameAddress(await p.oracle.read.pendingGuardian(), bob.account.address);

      const accepted = await confirm(p, p.oracle.write.acceptAdmin({ account: bob.account }));
      const ev = oneEvent(p.oracle, accepted, "NewGuardian");
      assertSameAddress(ev.args.oldGuardian, admin.account.address);
      assertSameAddress(ev.args.newGuardian, bob.account.address);
      assertSameAddress(await p.oracle.read.guardian(), bob.account.address);
      assert.equal(await p.oracle.read.pendingGuardian(), ZERO);

      // The old guardian lost the role, the new one has it.
      await expectRevert(
        p.oracle.write.setAdapterToToken([p.kDOC.address, p.priceAdapter.address], { account: admin.account }),
        "O1",
      );
      await confirm(
        p,
        p.oracle.write.setAdapterToToken([p.kDOC.address, p.priceAdapter.address], { account: bob.account }),
      );
    });

    it("only the guardian may propose a new guardian (O1)", async () => {
      const p = await loadProtocol();
      const { bob } = actors(p);
      await expectRevert(p.oracle.write.setPendingGuardian([bob.account.address], { account: bob.account }), "O1");
    });

    it("only the pending guardian may accept (O2), also when nobody is pending", async () => {
      const p = await loadProtocol();
      const { admin, bob, carol } = actors(p);
      await expectRevert(p.oracle.write.acceptAdmin({ account: carol.account }), "O2");
      await confirm(p, p.oracle.write.setPendingGuardian([bob.account.address], { account: admin.account }));
      await expectRevert(p.oracle.write.acceptAdmin({ account: carol.account }), "O2");
      await expectRevert(p.oracle.write.acceptAdmin({ account: admin.account }), "O2");
    });
  });

  describe("PriceOracleProxy adapters", () => {
    it("lists every market once, in listing order, with its symbol", async () => {
      const p = await loadProtocol();
      assert.equal(await p.oracle.read.cTokenArrayCount(), BigInt(MARKETS.length));
      for (const [i, m] of MARKETS.entries()) {
        const [cToken, name] = await p.oracle.read.cTokensArray([BigInt(i)]);
        const address = p.markets[m.symbol];
        if (!address) throw new Error(m.symbol);
        assertSameAddress(cToken, address);
        assert.equal(name, m.symbol);
        assertSameAddress(await p.oracle.read.tokenAdapter([address]), p.priceAdapter.address);
      }
    });

    it("replacing a market's adapter does not list the market again", async () => {
      const p = await loadProtocol();
      const feed = await hre.viem.deployContract("MockMocFeed", []);
      const moc = await hre.viem.deployContract("MocPriceAdapter", [feed.address, 120n]);
      await confirm(p, feed.write.set([parseEther("96000"), true]));
      const r = await confirm(p, p.oracle.write.setAdapterToToken([p.kRBTC.address, moc.address]));
      const ev = oneEvent(p.oracle, r, "AdapterSet");
      assertSameAddress(ev.args.cToken, p.kRBTC.address);
      assertSameAddress(ev.args.adapter, moc.address);
      assert.equal(await p.oracle.read.cTokenArrayCount(), BigInt(MARKETS.length));
      assertSameAddress(await p.oracle.read.tokenAdapter([p.kRBTC.address]), moc.address);
      assert.equal(await p.oracle.read.getUnderlyingPrice([p.kRBTC.address]), parseEther("96000"));
    });

    it("a new market is appended once; a contract without symbol() gets an empty name", async () => {
      const p = await loadProtocol();
      const n = BigInt(MARKETS.length);
      const token = p.tokens.RIF; // any contract with a symbol()
      await confirm(p, p.oracle.write.setAdapterToToken([token.address, p.priceAdapter.address]));
      await confirm(p, p.oracle.write.setAdapterToToken([token.address, p.priceAdapter.address]));
      assert.equal(await p.oracle.read.cTokenArrayCount(), n + 1n);
      const [added, name] = await p.oracle.read.cTokensArray([n]);
      assertSameAddress(added, token.address);
      assert.equal(name, "RIF");
      // The comptroller has no symbol(): listed with an empty name.
      await confirm(p, p.oracle.write.setAdapterToToken([p.comptroller.address, p.priceAdapter.address]));
      const [, noName] = await p.oracle.read.cTokensArray([n + 1n]);
      assert.equal(noName, "");
      assert.equal(await p.oracle.read.cTokenArrayCount(), n + 2n);
    });

    it("refuses zero addresses (A1) and non-guardians (O1)", async () => {
      const p = await loadProtocol();
      const { bob } = actors(p);
      await expectRevert(p.oracle.write.setAdapterToToken([ZERO, p.priceAdapter.address]), "A1");
      await expectRevert(p.oracle.write.setAdapterToToken([p.kDOC.address, ZERO]), "A1");
      await expectRevert(
        p.oracle.write.setAdapterToToken([p.kDOC.address, p.priceAdapter.address], { account: bob.account }),
        "O1",
      );
    });

    it("reads 0 for a market without an adapter and for an adapter that reverts", async () => {
      const p = await loadProtocol();
      const { bob } = actors(p);
      assert.equal(await p.oracle.read.getUnderlyingPrice([bob.account.address]), 0n);
      assert.equal(await p.oracle.read.getUnderlyingPrice([p.kDOC.address]), parseEther("1"));
      const broken = await hre.viem.deployContract("MockRevertingPriceAdapter", []);
      await confirm(p, p.oracle.write.setAdapterToToken([p.kDOC.address, broken.address]));
      assert.equal(await p.oracle.read.getUnderlyingPrice([p.kDOC.address]), 0n);
    });

    it("reads each market's own price through the shared settable adapter", async () => {
      const p = await loadProtocol();
      for (const m of MARKETS) {
        const address = p.markets[m.symbol];
        if (!address) throw new Error(m.symbol);
        assert.equal(await p.oracle.read.getUnderlyingPrice([address]), m.localPrice, m.symbol);
      }
    });
  });

  describe("SettablePriceAdapter", () => {
    it("the owner sets a price per market, emitting PriceSet", async () => {
      const p = await loadProtocol();
      const r = await confirm(p, p.priceAdapter.write.setPrice([p.kBPRO.address, parseEther("123.45")]));
      const ev = oneEvent(p.priceAdapter, r, "PriceSet");
      assertSameAddress(ev.args.cToken, p.kBPRO.address);
      assert.equal(ev.args.price, parseEther("123.45"));
      assert.equal(await p.priceAdapter.read.assetPrices([p.kBPRO.address]), parseEther("123.45"));
      assert.equal(await p.priceAdapter.read.prices([p.kBPRO.address]), parseEther("123.45"));
      assert.equal(await p.oracle.read.getUnderlyingPrice([p.kBPRO.address]), parseEther("123.45"));
      assert.equal(await p.oracle.read.getUnderlyingPrice([p.kRIF.address]), parseEther("0.05"));
    });

    it("only the owner may set prices or hand over ownership (O1); the new owner cannot be zero (A1)", async () => {
      const p = await loadProtocol();
      const { admin, bob } = actors(p);
      await expectRevert(p.priceAdapter.write.setPrice([p.kDOC.address, 1n], { account: bob.account }), "O1");
      await expectRevert(p.priceAdapter.write.transferOwnership([bob.account.address], { account: bob.account }), "O1");
      await expectRevert(p.priceAdapter.write.transferOwnership([ZERO]), "A1");
      await confirm(p, p.priceAdapter.write.transferOwnership([bob.account.address], { account: admin.account }));
      assertSameAddress(await p.priceAdapter.read.owner(), bob.account.address);
      await confirm(p, p.priceAdapter.write.setPrice([p.kDOC.address, 2n], { account: bob.account }));
      assert.equal(await p.priceAdapter.read.assetPrices([p.kDOC.address]), 2n);
      await expectRevert(p.priceAdapter.write.setPrice([p.kDOC.address, 3n], { account: admin.account }), "O1");
    });

    it("refuses a zero owner (A1)", async () => {
      await expectRevert(hre.viem.deployContract("SettablePriceAdapter", [ZERO]), "A1");
    });
  });

  describe("MocPriceAdapter", () => {
    it("returns the feed's price while it is valid and 0 when peek() says invalid", async () => {
      const feed = await hre.viem.deployContract("MockMocFeed", []);
      const adapter = await hre.viem.deployContract("MocPriceAdapter", [feed.address, 120n]);
      assertSameAddress(await adapter.read.priceProviderMoC(), feed.address);
      assert.equal(await adapter.read.maxAgeBlocks(), 120n);
      await feed.write.set([parseEther("95123.5"), true]);
      assert.equal(await adapter.read.assetPrices([ZERO]), parseEther("95123.5"));
      await feed.write.set([parseEther("95123.5"), false]);
      assert.equal(await adapter.read.assetPrices([ZERO]), 0n);
    });

    it("refuses a zero feed (A1)", async () => {
      await expectRevert(hre.viem.deployContract("MocPriceAdapter", [ZERO, 120n]), "A1");
    });
  });

  describe("ChainlinkPriceAdapter", () => {
    const MAX_AGE = 3600n;

    async function chainlink(decimals: number) {
      const feed = await hre.viem.deployContract("MockAggregatorV3", [decimals]);
      const adapter = await hre.viem.deployContract("ChainlinkPriceAdapter", [feed.address, MAX_AGE]);
      return { feed, adapter };
    }

    it("scales an 8-decimal answer to 18 decimals", async () => {
      await loadProtocol();
      const { feed, adapter } = await chainlink(8);
      const now = BigInt(await time.latest());
      await feed.write.setRound([7n, 95_000_12345678n, now, 7n]);
      assert.equal(await adapter.read.assetPrices([ZERO]), parseEther("95000.12345678"));
      assertSameAddress(await adapter.read.feed(), feed.address);
      assert.equal(await adapter.read.maxAge(), MAX_AGE);
    });

    it("keeps an 18-decimal answer as it is", async () => {
      await loadProtocol();
      const { feed, adapter } = await chainlink(18);
      await feed.write.setRound([1n, parseEther("1.0001"), BigInt(await time.latest()), 1n]);
      assert.equal(await adapter.read.assetPrices([ZERO]), parseEther("1.0001"));
    });

    it("reads 0 once the answer is older than maxAge", async () => {
      await loadProtocol();
      const { feed, adapter } = await chainlink(8);
      await feed.write.setRound([3n, 1_00000000n, BigInt(await time.latest()), 3n]);
      assert.equal(await adapter.read.assetPrices([ZERO]), parseEther("1"));
      await time.increase(Number(MAX_AGE) + 5);
      assert.equal(await adapter.read.assetPrices([ZERO]), 0n);
      // An answer just inside maxAge is accepted again.
      await feed.write.setRound([4n, 1_00000000n, BigInt(await time.latest()) - MAX_AGE + 60n, 4n]);
      assert.equal(await adapter.read.assetPrices([ZERO]), parseEther("1"));
    });

    it("reads 0 for a zero or negative answer, an incomplete round and a zero updatedAt", async () => {
      await loadProtocol();
      const { feed, adapter } = await chainlink(8);
      const now = BigInt(await time.latest());
      await feed.write.setRound([5n, 0n, now, 5n]);
      assert.equal(await adapter.read.assetPrices([ZERO]), 0n);
      await feed.write.setRound([5n, -1n, now, 5n]);
      assert.equal(await adapter.read.assetPrices([ZERO]), 0n);
      await feed.write.setRound([5n, 1_00000000n, now, 4n]); // answeredInRound < roundId
      assert.equal(await adapter.read.assetPrices([ZERO]), 0n);
      await feed.write.setRound([5n, 1_00000000n, 0n, 5n]);
      assert.equal(await adapter.read.assetPrices([ZERO]), 0n);
      // Control: the same round, complete and fresh, is read.
      await feed.write.setRound([5n, 1_00000000n, BigInt(await time.latest()), 5n]);
      assert.equal(await adapter.read.assetPrices([ZERO]), parseEther("1"));
    });

    it("a stale Chainlink price reaches the comptroller as 0 through the proxy", async () => {
      const p = await loadProtocol();
      const { feed, adapter } = await chainlink(8);
      await feed.write.setRound([1n, 95_000_00000000n, BigInt(await time.latest()), 1n]);
      await confirm(p, p.oracle.write.setAdapterToToken([p.kRBTC.address, adapter.address]));
      assert.equal(await p.oracle.read.getUnderlyingPrice([p.kRBTC.address]), parseEther("95000"));
      await time.increase(Number(MAX_AGE) + 1);
      assert.equal(await p.oracle.read.getUnderlyingPrice([p.kRBTC.address]), 0n);
    });

    it("refuses a zero feed or a zero maxAge (A1)", async () => {
      const feed = await hre.viem.deployContract("MockAggregatorV3", [8]);
      await expectRevert(hre.viem.deployContract("ChainlinkPriceAdapter", [ZERO, MAX_AGE]), "A1");
      await expectRevert(hre.viem.deployContract("ChainlinkPriceAdapter", [feed.address, 0n]), "A1");
    });
  });
});
