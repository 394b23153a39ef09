import assert from "node:assert/strict";
import { parseEther } from "viem";
import { confirm, fundAndApprove, hre, loadProtocol } from "../helpers/protocol";
import { INITIAL_EXCHANGE_RATE } from "../../scripts/deploy/parameters";
import { listTokenMarket } from "../exploit/listing";
import {
  actors,
  assertSameAddress,
  enter,
  eventsOf,
  EXP,
  expectRevert,
  gasCost,
  oneEvent,
  seedOf,
  supplyDoc,
  supplyRbtc,
  withoutReserves,
  ZERO,
  DEAD,
} from "./helpers";

const SEED_DOC = seedOf("kDOC");
const SEED_RBTC = seedOf("kRBTC");

describe("unit: market admin (reserves, reserve factor, interest model, admin handover)", () => {
  describe("_addReserves", () => {
    it("only the admin adds reserves (T18): cash and reserves rise together, rate and utilisation do not move", async () => {
      const p = await loadProtocol();
      const { admin, alice, carol } = actors(p);
      await supplyDoc(p, alice, parseEther("100"));
      await fundAndApprove(p, "DOC", carol.account.address, p.kDOC.address, parseEther("5"));
      await expectRevert(p.kDOC.write._addReserves([parseEther("5")], { account: carol.account }), "T18");
      await fundAndApprove(p, "DOC", admin.account.address, p.kDOC.address, parseEther("5"));
      const r = await confirm(p, p.kDOC.write._addReserves([parseEther("5")], { account: admin.account }));
      const ev = oneEvent(p.kDOC, r, "ReservesAdded");
      assertSameAddress(ev.args.benefactor, admin.account.address);
      assert.equal(ev.args.addAmount, parseEther("5"));
      assert.equal(ev.args.newTotalReserves, parseEther("5"));
      assert.equal(await p.kDOC.read.totalReserves(), parseEther("5"));
      assert.equal(await p.kDOC.read.getCash(), parseEther("105") + SEED_DOC);
      assert.equal(oneEvent(p.kDOC, r, "AccrueInterest").args.cashPrior, parseEther("100") + SEED_DOC);
      await confirm(p, p.kDOC.write.accrueInterest());
      assert.equal(await p.kDOC.read.exchangeRateStored(), INITIAL_EXCHANGE_RATE);
    });

    it("the native market takes reserves as msg.value; zero is refused (T2)", async () => {
      const p = await loadProtocol();
      const { admin, alice, carol } = actors(p);
      await supplyRbtc(p, alice, parseEther("1"));
      await expectRevert(p.kRBTC.write._addReserves({ account: carol.account, value: parseEther("0.3") }), "T18");
      await confirm(p, p.kRBTC.write._addReserves({ account: admin.account, value: parseEther("0.3") }));
      assert.equal(await p.kRBTC.read.totalReserves(), parseEther("0.3"));
      assert.equal(await p.kRBTC.read.getCash(), parseEther("1.3") + SEED_RBTC);
      await expectRevert(p.kRBTC.write._addReserves({ account: admin.account, value: 0n }), "T2");
      await expectRevert(p.kDOC.write._addReserves([0n], { account: admin.account }), "T2");
    });
  });

  describe("_reduceReserves", () => {
    it("the admin withdraws reserves to itself (ReservesReduced); cash and reserves fall together", async () => {
      const p = await loadProtocol();
      const { admin, alice } = actors(p);
      await supplyRbtc(p, alice, parseEther("1"));
      await confirm(p, p.kRBTC.write._addReserves({ account: admin.account, value: parseEther("0.5") }));
      const before = await p.publicClient.getBalance({ address: admin.account.address });
      const r = await confirm(p, p.kRBTC.write._reduceReserves([parseEther("0.2")], { account: admin.account }));
      const ev = oneEvent(p.kRBTC, r, "ReservesReduced");
      assertSameAddress(ev.args.admin, admin.account.address);
      assert.equal(ev.args.reduceAmount, parseEther("0.2"));
      assert.equal(ev.args.newTotalReserves, parseEther("0.3"));
      assert.equal(await p.kRBTC.read.totalReserves(), parseEther("0.3"));
      assert.equal(await p.kRBTC.read.getCash(), parseEther("1.3") + SEED_RBTC);
      assert.equal(
        await p.publicClient.getBalance({ address: admin.account.address }),
        before + parseEther("0.2") - gasCost(r),
      );
      assert.equal(await p.kRBTC.read.exchangeRateStored(), INITIAL_EXCHANGE_RATE);
    });

    it("pays DOC reserves out to the admin", async () => {
      const p = await loadProtocol();
      const { admin, alice } = actors(p);
      await supplyDoc(p, alice, parseEther("100"));
      await fundAndApprove(p, "DOC", admin.account.address, p.kDOC.address, parseEther("7"));
      await confirm(p, p.kDOC.write._addReserves([parseEther("7")], { account: admin.account }));
      const before = await p.tokens.DOC.read.balanceOf([admin.account.address]);
      await confirm(p, p.kDOC.write._reduceReserves([parseEther("7")], { account: admin.account }));
      assert.equal(await p.tokens.DOC.read.balanceOf([admin.account.address]), before + parseEther("7"));
      assert.equal(await p.kDOC.read.totalReserves(), 0n);
    });

    it("refuses more than the reserves (T16); reserves are never lent, so their cash is always there", async () => {
      const p = await loadProtocol();
      const { admin, alice, bob } = actors(p);
      await withoutReserves(p, p.kDOC);
      await supplyDoc(p, bob, parseEther("1000"));
      await fundAndApprove(p, "DOC", admin.account.address, p.kDOC.address, parseEther("10"));
      await confirm(p, p.kDOC.write._addReserves([parseEther("10")], { account: admin.account }));
      await expectRevert(p.kDOC.write._reduceReserves([parseEther("10") + 1n], { account: admin.account }), "T16");
      // Lend out all the suppliers' cash: the reserves' 10 DOC stay behind, and are refused to a borrower.
      await supplyRbtc(p, alice, parseEther("1"));
      await enter(p, alice, [p.kRBTC.address]);
      const lendable = parseEther("1000") + SEED_DOC;
      await expectRevert(p.kDOC.write.borrow([lendable + 1n], { account: alice.account }), "T4");
      await confirm(p, p.kDOC.write.borrow([lendable], { account: alice.account }));
      assert.equal(await p.kDOC.read.getCash(), parseEther("10"));
      await confirm(p, p.kDOC.write._reduceReserves([parseEther("10")], { account: admin.account }));
      assert.equal(await p.kDOC.read.getCash(), 0n);
    });
  });

  describe("_seed", () => {
    async function unlistedDocMarket() {
      const p = await loadProtocol();
      const model = p.interestModels.kDOC;
      if (!model) throw new Error("model");
      const market = await hre.viem.deployContract("CErc20", [
        p.tokens.DOC.address,
        p.comptroller.address,
        model,
        INITIAL_EXCHANGE_RATE,
        parseEther("0.05"),
        "kNEW",
        "kNEW",
        p.admin,
      ]);
      return { p, market };
    }

    it("the admin's burned first deposit: every token to 0x…dEaD (Mint, Transfer), cash = the deposit", async () => {
      const { p, market } = await unlistedDocMarket();
      const { admin } = actors(p);
      await fundAndApprove(p, "DOC", admin.account.address, market.address, parseEther("10"));
      const r = await confirm(p, market.write._seed([parseEther("10")], { account: admin.account }));
      const mint = oneEvent(market, r, "Mint");
      assertSameAddress(mint.args.minter, DEAD);
      assert.equal(mint.args.mintAmount, parseEther("10"));
      assert.equal(mint.args.mintTokens, parseEther("500"));
      const transfer = oneEvent(market, r, "Transfer");
      assertSameAddress(transfer.args.to, DEAD);
      assert.equal(await market.read.balanceOf([DEAD]), parseEther("500"));
      assert.equal(await market.read.totalSupply(), parseEther("500"));
      assert.equal(await market.read.getCash(), parseEther("10"));
      assert.equal(await p.tokens.DOC.read.balanceOf([market.address]), parseEther("10"));
    });

    it("only the admin (T18), only once (T29), at least 1,000 tokens (T25), not zero (T2)", async () => {
      const { p, market } = await unlistedDocMarket();
      const { admin, alice } = actors(p);
      await fundAndApprove(p, "DOC", alice.account.address, market.address, parseEther("10"));
      await expectRevert(market.write._seed([parseEther("10")], { account: alice.account }), "T18");
      await fundAndApprove(p, "DOC", admin.account.address, market.address, parseEther("20"));
      await expectRevert(market.write._seed([0n], { account: admin.account }), "T2");
      // 19 wei at 0.02 is 950 tokens.
      await expectRevert(market.write._seed([19n], { account: admin.account }), "T25");
      await confirm(p, market.write._seed([20n], { account: admin.account }));
      await expectRevert(market.write._seed([parseEther("10")], { account: admin.account }), "T29");
      // The native market seeds with msg.value.
      await expectRevert(p.kRBTC.write._seed({ account: admin.account, value: parseEther("1") }), "T29");
    });

    it("a market cannot be listed before its seed (C26); listed, it is paused until the admin opens it", async () => {
      const { p, market } = await unlistedDocMarket();
      const { admin } = actors(p);
      await expectRevert(p.comptroller.write._supportMarket([market.address], { account: admin.account }), "C26");
      await fundAndApprove(p, "DOC", admin.account.address, market.address, parseEther("10"));
      await confirm(p, market.write._seed([parseEther("10")], { account: admin.account }));
      await confirm(p, p.comptroller.write._supportMarket([market.address], { account: admin.account }));
      assert.equal(await p.comptroller.read.mintGuardianPaused([market.address]), true);
      assert.equal(await p.comptroller.read.borrowGuardianPaused([market.address]), true);
    });
  });

  describe("market size", () => {
    it("refuses a deposit or a reserve addition that would take cash + borrows past 2^96 wei (T28)", async () => {
      const p = await loadProtocol();
      const { admin, alice } = actors(p);
      // A token with an unlimited faucet (its fee stays off).
      const token = await hre.viem.deployContract("FeeOnTransferToken", []);
      const market = await listTokenMarket(p, token, { symbol: "kBIG", price: parseEther("1"), collateralFactor: 0n });
      const room = 2n ** 96n - (await market.read.getCash());
      for (const who of [alice, admin]) {
        await confirm(p, token.write.faucet([who.account.address, room + 1n]));
        await confirm(p, token.write.approve([market.address, room + 1n], { account: who.account }));
      }
      await expectRevert(market.write.mint([room + 1n], { account: alice.account }), "T28");
      await confirm(p, market.write.mint([room], { account: alice.account }));
      assert.equal(await market.read.getCash(), 2n ** 96n);
      await expectRevert(market.write._addReserves([1n], { account: admin.account }), "T28");
    });
  });

  describe("_setReserveFactor", () => {
    it("accrues first, then sets the factor (NewReserveFactor); up to 1 is allowed", async () => {
      const p = await loadProtocol();
      const r = await confirm(p, p.kDOC.write._setReserveFactor([parseEther("0.25")]));
      const ev = oneEvent(p.kDOC, r, "NewReserveFactor");
      assert.equal(ev.args.oldReserveFactorMantissa, parseEther("0.05"));
      assert.equal(ev.args.newReserveFactorMantissa, parseEther("0.25"));
      assert.equal(eventsOf(p.kDOC, r, "AccrueInterest").length, 1);
      assert.equal(await p.kDOC.read.reserveFactorMantissa(), parseEther("0.25"));
      await confirm(p, p.kDOC.write._setReserveFactor([EXP]));
      assert.equal(await p.kDOC.read.reserveFactorMantissa(), EXP);
    });

    it("refuses a factor above 1 (T15)", async () => {
      const p = await loadProtocol();
      await expectRevert(p.kDOC.write._setReserveFactor([EXP + 1n]), "T15");
    });

    it("a market cannot be deployed with a factor above 1 (T15), a zero rate (T2) or a zero admin (A1)", async () => {
      const p = await loadProtocol();
      const model = p.interestModels.kRBTC;
      if (!model) throw new Error("model");
      const args = (rf: bigint, rate: bigint, admin: `0x${string}`) =>
        [p.comptroller.address, model, rate, rf, "n", "s", admin] as const;
      await expectRevert(hre.viem.deployContract("CRBTC", [...args(EXP + 1n, INITIAL_EXCHANGE_RATE, p.admin)]), "T15");
      await expectRevert(hre.viem.deployContract("CRBTC", [...args(0n, 0n, p.admin)]), "T2");
      await expectRevert(hre.viem.deployContract("CRBTC", [...args(0n, INITIAL_EXCHANGE_RATE, ZERO)]), "A1");
    });
  });

  describe("_setInterestRateModel", () => {
    it("accrues with the old model, then installs the new one (NewMarketInterestRateModel)", async () => {
      const p = await loadProtocol();
      const next = await hre.viem.deployContract("WhitePaperInterestRateModel", [
        parseEther("0.02"),
        parseEther("0.3"),
        1_051_200n,
      ]);
      const old = await p.kRBTC.read.interestRateModel();
      const r = await confirm(p, p.kRBTC.write._setInterestRateModel([next.address]));
      const ev = oneEvent(p.kRBTC, r, "NewMarketInterestRateModel");
      assertSameAddress(ev.args.oldInterestRateModel, old);
      assertSameAddress(ev.args.newInterestRateModel, next.address);
      assert.equal(eventsOf(p.kRBTC, r, "AccrueInterest").length, 1);
      assertSameAddress(await p.kRBTC.read.interestRateModel(), next.address);
      assert.equal(await p.kRBTC.read.borrowRatePerBlock(), parseEther("0.02") / 1_051_200n);
    });

    it("refuses a contract that is not an interest rate model (T21)", async () => {
      const p = await loadProtocol();
      const fake = await hre.viem.deployContract("MockFalseFlags", []);
      await expectRevert(p.kRBTC.write._setInterestRateModel([fake.address]), "T21");
    });
  });

  describe("_setAccountBorrowCap", () => {
    it("sets the per-account debt cap (NewAccountBorrowCap); 0 removes it", async () => {
      const p = await loadProtocol();
      const r = await confirm(p, p.kDOC.write._setAccountBorrowCap([parseEther("50")]));
      const ev = oneEvent(p.kDOC, r, "NewAccountBorrowCap");
      assert.equal(ev.args.oldCap, 0n);
      assert.equal(ev.args.newCap, parseEther("50"));
      assert.equal(await p.kDOC.read.accountBorrowCap(), parseEther("50"));
      await confirm(p, p.krDOC.write._setAccountBorrowCap([0n]));
      assert.equal(await p.krDOC.read.accountBorrowCap(), 0n);
    });
  });

  describe("admin handover", () => {
    it("two steps: _setPendingAdmin, then _acceptAdmin by the pending admin (NewPendingAdmin, NewAdmin)", async () => {
      const p = await loadProtocol();
      const { admin, bob } = actors(p);
      assertSameAddress(await p.kDOC.read.admin(), admin.account.address);
      const proposed = await confirm(p, p.kDOC.write._setPendingAdmin([bob.account.address]));
      assertSameAddress(oneEvent(p.kDOC, proposed, "NewPendingAdmin").args.newPendingAdmin, bob.account.address);
      assertSameAddress(await p.kDOC.read.pendingAdmin(), bob.account.address);
      assertSameAddress(await p.kDOC.read.admin(), admin.account.address);
      const accepted = await confirm(p, p.kDOC.write._acceptAdmin({ account: bob.account }));
      const ev = oneEvent(p.kDOC, accepted, "NewAdmin");
      assertSameAddress(ev.args.oldAdmin, admin.account.address);
      assertSameAddress(ev.args.newAdmin, bob.account.address);
      assertSameAddress(await p.kDOC.read.admin(), bob.account.address);
      assert.equal(await p.kDOC.read.pendingAdmin(), ZERO);
      await expectRevert(p.kDOC.write._setReserveFactor([0n], { account: admin.account }), "T18");
      await confirm(p, p.kDOC.write._setReserveFactor([0n], { account: bob.account }));
      // The handover is per market.
      assertSameAddress(await p.kRBTC.read.admin(), admin.account.address);
    });

    it("only the pending admin may accept (T19), also when nobody is pending", async () => {
      const p = await loadProtocol();
      const { admin, bob, carol } = actors(p);
      await expectRevert(p.kDOC.write._acceptAdmin({ account: carol.account }), "T19");
      await confirm(p, p.kDOC.write._setPendingAdmin([bob.account.address]));
      await expectRevert(p.kDOC.write._acceptAdmin({ account: carol.account }), "T19");
      await expectRevert(p.kDOC.write._acceptAdmin({ account: admin.account }), "T19");
    });

    it("every admin setter of a market is refused for anyone else (T18)", async () => {
      const p = await loadProtocol();
      const { eve } = actors(p);
      const as = { account: eve.account };
      for (const address of [p.kDOC.address, p.kRBTC.address, p.kSAT.address]) {
        // The shared CToken surface of every market kind.
        const m = await hre.viem.getContractAt("CToken", address);
        await expectRevert(m.write._setPendingAdmin([eve.account.address], as), "T18");
        await expectRevert(m.write._setReserveFactor([0n], as), "T18");
        await expectRevert(m.write._setInterestRateModel([await m.read.interestRateModel()], as), "T18");
        await expectRevert(m.write._setAccountBorrowCap([1n], as), "T18");
        await expectRevert(m.write._reduceReserves([0n], as), "T18");
      }
      assert.equal(await p.kDOC.read.pendingAdmin(), ZERO);
    });
  });
});
