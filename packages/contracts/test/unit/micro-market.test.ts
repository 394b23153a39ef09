import assert from "node:assert/strict";
import { parseEther } from "viem";
import { BLOCKS_PER_YEAR, INITIAL_EXCHANGE_RATE } from "../../scripts/deploy/parameters";
import { confirm, hre, loadProtocol, mine, type ProtocolFixture } from "../helpers/protocol";
import {
  actors,
  assertSameAddress,
  DEAD,
  enter,
  eventsOf,
  EXP,
  expectRevert,
  gasCost,
  noRetry,
  oneEvent,
  supplyDoc,
  seedOf,
  seedTokensOf,
  supplyRbtc,
  type Wallet,
} from "./helpers";

/** The deployer's burned seed in kSAT (0.0002 RBTC): counted in the deposits, never a saver. */
const SEED = seedOf("kSAT");
const SEED_TOKENS = seedTokensOf("kSAT");

const PROMISED_PER_BLOCK = parseEther("0.04") / BLOCKS_PER_YEAR; // 38,051,750,380
const CAP = parseEther("0.025");
const MIN = parseEther("0.0004");
const RBTC_PRICE = parseEther("95000");

/** Room for micro deposits: carol lends 100,000 DOC and dave borrows 10,000 DOC against 1 RBTC. */
async function withRoom() {
  const p = await loadProtocol();
  const a = actors(p);
  await supplyDoc(p, a.carol, parseEther("100000"));
  await supplyRbtc(p, a.dave, parseEther("1"));
  await enter(p, a.dave, [p.kRBTC.address]);
  await confirm(p, p.kDOC.write.borrow([parseEther("10000")], { account: a.dave.account }));
  // 0.8 x 10,000 USD of borrows / 95,000 USD per RBTC.
  const limit = (((parseEther("10000") * parseEther("0.8")) / EXP) * EXP) / RBTC_PRICE;
  return { p, ...a, limit };
}

const save = (p: ProtocolFixture, who: Wallet, amount: bigint) =>
  confirm(p, p.kSAT.write.mint({ account: who.account, value: amount }));

/** Subsidy index growth over `blocks` at the promised rate minus `organic`, at exchange rate `rate`. */
const indexGrowth = (blocks: bigint, rate: bigint, organic = 0n) =>
  ((PROMISED_PER_BLOCK - organic) * blocks * rate) / EXP;

describe("unit: CRBTCMicro (kSAT)", () => {
  describe("parameters", () => {
    it("starts with the published caps, threshold and promised rate, and an empty subsidy pot", async () => {
      const p = await loadProtocol();
      assert.equal(await p.kSAT.read.accountCap(), CAP);
      assert.equal(await p.kSAT.read.marketCapThreshold(), parseEther("0.8"));
      assert.equal(await p.kSAT.read.blocksPerYear(), BLOCKS_PER_YEAR);
      assert.equal(await p.kSAT.read.promisedSupplyRatePerBlock(), PROMISED_PER_BLOCK);
      assert.equal(PROMISED_PER_BLOCK, 38_051_750_380n);
      assert.equal(await p.kSAT.read.MIN_DEPOSIT(), MIN);
      assert.equal(await p.kSAT.read.subsidyFund(), 0n);
      assert.equal(await p.kSAT.read.subsidyLiability(), 0n);
      assert.equal(await p.kSAT.read.subsidyIndex(), 0n);
    });

    it("setters: promised rate up to 20% a year, threshold up to 1, account cap in (0, 1 RBTC]; else R11", async () => {
      const p = await loadProtocol();
      let r = await confirm(p, p.kSAT.write._setPromisedSupplyRate([parseEther("0.05")]));
      assert.equal(
        oneEvent(p.kSAT, r, "NewPromisedSupplyRate").args.ratePerBlock,
        parseEther("0.05") / BLOCKS_PER_YEAR,
      );
      assert.equal(await p.kSAT.read.promisedSupplyRatePerBlock(), parseEther("0.05") / BLOCKS_PER_YEAR);
      await confirm(p, p.kSAT.write._setPromisedSupplyRate([parseEther("0.2")]));
      await expectRevert(p.kSAT.write._setPromisedSupplyRate([parseEther("0.2") + 1n]), "R11");

      r = await confirm(p, p.kSAT.write._setMarketCapThreshold([EXP]));
      assert.equal(oneEvent(p.kSAT, r, "NewMarketCapThreshold").args.threshold, EXP);
      await expectRevert(p.kSAT.write._setMarketCapThreshold([EXP + 1n]), "R11");

      r = await confirm(p, p.kSAT.write._setAccountCap([parseEther("1")]));
      assert.equal(oneEvent(p.kSAT, r, "NewAccountCap").args.cap, parseEther("1"));
      assert.equal(await p.kSAT.read.accountCap(), parseEther("1"));
      await expectRevert(p.kSAT.write._setAccountCap([0n]), "R11");
      await expectRevert(p.kSAT.write._setAccountCap([parseEther("1") + 1n]), "R11");
    });

    it("setters and the subsidy withdrawal are admin-only (T18)", async () => {
      const p = await loadProtocol();
      const { eve } = actors(p);
      const as = { account: eve.account };
      await expectRevert(p.kSAT.write._setPromisedSupplyRate([0n], as), "T18");
      await expectRevert(p.kSAT.write._setMarketCapThreshold([0n], as), "T18");
      await expectRevert(p.kSAT.write._setAccountCap([1n], as), "T18");
      await expectRevert(p.kSAT.write._withdrawSubsidy([0n], as), "T18");
    });

    it("refuses zero blocks per year and out-of-bounds parameters at deploy (R11)", async () => {
      const p = await loadProtocol();
      const model = p.interestModels.kSAT;
      if (!model) throw new Error("model");
      const deploy = (bpy: bigint, promised: bigint, cap: bigint, threshold: bigint) =>
        hre.viem.deployContract("CRBTCMicro", [
          p.comptroller.address,
          model,
          INITIAL_EXCHANGE_RATE,
          parseEther("0.3"),
          "m",
          "m",
          p.admin,
          bpy,
          promised,
          cap,
          threshold,
        ]);
      await expectRevert(deploy(0n, parseEther("0.04"), CAP, parseEther("0.8")), "R11");
      await expectRevert(deploy(BLOCKS_PER_YEAR, parseEther("0.21"), CAP, parseEther("0.8")), "R11");
      await expectRevert(deploy(BLOCKS_PER_YEAR, parseEther("0.04"), 0n, parseEther("0.8")), "R11");
      await expectRevert(deploy(BLOCKS_PER_YEAR, parseEther("0.04"), CAP, EXP + 1n), "R11");
    });
  });

  describe("deposit limits", () => {
    it("getMarketCap = (deposits, 0.8 x USD borrows of the other markets / RBTC price, room left)", async () => {
      const { p, alice, limit } = await withRoom();
      assert.equal(limit, 84_210_526_315_789_473n);
      assert.deepEqual(await p.kSAT.read.getMarketCap(), [SEED, limit, limit - SEED]);
      await save(p, alice, CAP);
      assert.deepEqual(await p.kSAT.read.getMarketCap(), [SEED + CAP, limit, limit - SEED - CAP]);
    });

    it("getMarketCap counts every other market's borrows at its own price", async () => {
      const { p, alice, bob } = await withRoom();
      // Alice borrows 0.01 RBTC from kRBTC (950 USD) against DOC.
      await supplyRbtc(p, bob, parseEther("1"));
      await supplyDoc(p, alice, parseEther("10000"));
      await enter(p, alice, [p.kDOC.address]);
      await confirm(p, p.kRBTC.write.borrow([parseEther("0.01")], { account: alice.account }));
      const docBorrows = await p.kDOC.read.totalBorrows();
      const usd = docBorrows + (parseEther("0.01") * RBTC_PRICE) / EXP;
      const limit = (((usd * parseEther("0.8")) / EXP) * EXP) / RBTC_PRICE;
      const [, actual] = await p.kSAT.read.getMarketCap();
      assert.equal(actual, limit);
    });

    it("with no borrows anywhere the market is full: any deposit is refused (R9)", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      assert.deepEqual(await p.kSAT.read.getMarketCap(), [SEED, 0n, 0n]);
      await expectRevert(save(p, alice, MIN), "R9");
    });

    it("refuses a deposit below 0.0004 RBTC (R10); exactly the minimum is accepted", async () => {
      const { p, alice } = await withRoom();
      await expectRevert(save(p, alice, MIN - 1n), "R10");
      const r = await save(p, alice, MIN);
      assert.equal(oneEvent(p.kSAT, r, "Mint").args.mintTokens, parseEther("0.02"));
      assert.equal(await p.kSAT.read.balanceOf([DEAD]), SEED_TOKENS);
    });

    it("refuses an account's deposits above 0.025 RBTC (R8), in one go or in steps", async () => {
      const { p, alice, bob } = await withRoom();
      await expectRevert(save(p, alice, CAP + 1n), "R8");
      await save(p, alice, CAP);
      await expectRevert(save(p, alice, MIN), "R8");
      await save(p, bob, parseEther("0.02"));
      await expectRevert(save(p, bob, parseEther("0.005") + 1n), "R8");
      await save(p, bob, parseEther("0.005"));
      assert.equal(await p.kSAT.read.balanceOf([bob.account.address]), parseEther("1.25"));
    });

    it("refuses a deposit that would take the market past its cap (R9); exactly the room left is accepted", async () => {
      const { p, alice, bob, eve, guardian, limit } = await withRoom();
      for (const who of [alice, bob, eve]) await save(p, who, CAP);
      const [total, , room] = await p.kSAT.read.getMarketCap();
      assert.equal(total, SEED + 3n * CAP);
      assert.equal(room, limit - SEED - 3n * CAP);
      await expectRevert(save(p, guardian, room + 1n), "R9");
      await save(p, guardian, room);
      assert.deepEqual(await p.kSAT.read.getMarketCap(), [limit, limit, 0n]);
    });

    it("a zero price of its own or of a borrowed market makes the cap unknown (C6)", async () => {
      const { p, alice } = await withRoom();
      await confirm(p, p.priceAdapter.write.setPrice([p.kDOC.address, 0n]));
      await expectRevert(noRetry(p.kSAT).read.getMarketCap(), "C6");
      await expectRevert(save(p, alice, MIN), "C6");
      await confirm(p, p.priceAdapter.write.setPrice([p.kDOC.address, parseEther("1")]));
      await confirm(p, p.priceAdapter.write.setPrice([p.kSAT.address, 0n]));
      await expectRevert(noRetry(p.kSAT).read.getMarketCap(), "C6");
    });

    it("getSupplierSnapshotStored = (tokens, underlying at the stored rate, block of last deposit, promised rate)", async () => {
      const { p, alice, bob } = await withRoom();
      const r = await save(p, alice, parseEther("0.01"));
      const tokens = parseEther("0.5");
      assert.deepEqual(await p.kSAT.read.getSupplierSnapshotStored([alice.account.address]), [
        tokens,
        (tokens * INITIAL_EXCHANGE_RATE) / EXP,
        r.blockNumber,
        PROMISED_PER_BLOCK,
      ]);
      assert.deepEqual(await p.kSAT.read.getSupplierSnapshotStored([bob.account.address]), [
        0n,
        0n,
        0n,
        PROMISED_PER_BLOCK,
      ]);
    });
  });

  describe("subsidy", () => {
    it("_addSubsidy funds the pot (SubsidyFunded) without touching the market's cash; zero is refused (T2)", async () => {
      const { p, alice, eve } = await withRoom();
      await save(p, alice, CAP);
      await expectRevert(p.kSAT.write._addSubsidy({ account: eve.account, value: 0n }), "T2");
      const r = await confirm(p, p.kSAT.write._addSubsidy({ account: eve.account, value: parseEther("1") }));
      const ev = oneEvent(p.kSAT, r, "SubsidyFunded");
      assertSameAddress(ev.args.from, eve.account.address);
      assert.equal(ev.args.amount, parseEther("1"));
      assert.equal(ev.args.newFund, parseEther("1"));
      assert.equal(await p.kSAT.read.subsidyFund(), parseEther("1"));
      assert.equal(await p.kSAT.read.getCash(), SEED + CAP);
      assert.equal(await p.publicClient.getBalance({ address: p.kSAT.address }), SEED + CAP + parseEther("1"));
      assert.equal(await p.kSAT.read.exchangeRateStored(), INITIAL_EXCHANGE_RATE);
    });

    it("supplyRatePerBlock shows the promised rate while the pot is funded, the organic rate otherwise", async () => {
      const { p, alice, eve } = await withRoom();
      await save(p, alice, CAP);
      assert.equal(await p.kSAT.read.supplyRatePerBlock(), 0n); // nothing borrowed in kSAT
      await confirm(p, p.kSAT.write._addSubsidy({ account: eve.account, value: parseEther("1") }));
      assert.equal(await p.kSAT.read.supplyRatePerBlock(), PROMISED_PER_BLOCK);
      // Allocate the whole pot: freeze the liability, withdraw the free part, restore the promise.
      await confirm(p, p.kSAT.write._setPromisedSupplyRate([0n]));
      assert.equal(await p.kSAT.read.supplyRatePerBlock(), 0n);
      const free = (await p.kSAT.read.subsidyFund()) - (await p.kSAT.read.subsidyLiability());
      await confirm(p, p.kSAT.write._withdrawSubsidy([free]));
      await confirm(p, p.kSAT.write._setPromisedSupplyRate([parseEther("0.04")]));
      assert.equal(await p.kSAT.read.subsidyFund(), await p.kSAT.read.subsidyLiability());
      assert.equal(await p.kSAT.read.supplyRatePerBlock(), 0n);
    });

    it("ceibaInterestAccrued grows each block by the promised rate x the exchange rate per token", async () => {
      const { p, alice, eve } = await withRoom();
      await save(p, alice, CAP);
      const tokens = await p.kSAT.read.balanceOf([alice.account.address]);
      await confirm(p, p.kSAT.write._addSubsidy({ account: eve.account, value: parseEther("1") }));
      const from = await p.kSAT.read.accrualBlockNumber();
      await mine(99);
      const r = await confirm(p, p.kSAT.write.accrueInterest({ account: eve.account }));
      const blocks = r.blockNumber - from;
      assert.equal(blocks, 100n);
      const rate = await p.kSAT.read.exchangeRateStored();
      assert.equal(rate, INITIAL_EXCHANGE_RATE); // the subsidy never moves the exchange rate
      const index = indexGrowth(blocks, rate);
      assert.equal(await p.kSAT.read.subsidyIndex(), index);
      assert.equal(await p.kSAT.read.ceibaInterestAccrued([alice.account.address]), (tokens * index) / EXP);
      // The liability is the subsidy of every token but the seed's (rounded up by at most 1 wei).
      const owed = (tokens * index) / EXP;
      const liability = await p.kSAT.read.subsidyLiability();
      assert.ok(liability - owed <= 1n && liability >= owed, `liability ${liability} vs ${owed}`);
      // About 4% a year: 100 blocks of 0.025 RBTC.
      assert.equal(owed / 1000n, (CAP * parseEther("0.04") * 100n) / BLOCKS_PER_YEAR / EXP / 1000n);
    });

    it("with borrowers in kSAT the subsidy pays only the promised rate minus the organic supply rate", async () => {
      const { p, alice, bob, eve } = await withRoom();
      await save(p, alice, CAP);
      // Bob borrows 0.01 RBTC from kSAT against DOC: 40% utilisation.
      await supplyDoc(p, bob, parseEther("10000"));
      await enter(p, bob, [p.kDOC.address]);
      await confirm(p, p.kSAT.write.borrow([parseEther("0.01")], { account: bob.account }));
      await confirm(p, p.kSAT.write._addSubsidy({ account: eve.account, value: parseEther("1") }));
      const from = await p.kSAT.read.accrualBlockNumber();
      const indexBefore = await p.kSAT.read.subsidyIndex();
      await mine(49);
      const r = await confirm(p, p.kSAT.write.accrueInterest({ account: eve.account }));
      const model = await hre.viem.getContractAt("WhitePaperInterestRateModel", await p.kSAT.read.interestRateModel());
      // The organic rate after the accrual, as _afterAccrue computes it.
      const organic = await model.read.getSupplyRate([
        await p.kSAT.read.getCash(),
        await p.kSAT.read.totalBorrows(),
        await p.kSAT.read.totalReserves(),
        await p.kSAT.read.reserveFactorMantissa(),
      ]);
      assert.ok(organic > 0n && organic < PROMISED_PER_BLOCK);
      const rate = await p.kSAT.read.exchangeRateStored();
      assert.ok(rate > INITIAL_EXCHANGE_RATE); // borrowers' interest lifts the exchange rate
      assert.equal((await p.kSAT.read.subsidyIndex()) - indexBefore, indexGrowth(r.blockNumber - from, rate, organic));
      assert.equal(await p.kSAT.read.supplyRatePerBlock(), PROMISED_PER_BLOCK);
    });

    it("no subsidy accrues without funds, and funding is not retroactive", async () => {
      const { p, alice, eve } = await withRoom();
      await save(p, alice, CAP);
      await mine(100);
      await confirm(p, p.kSAT.write.accrueInterest({ account: eve.account }));
      assert.equal(await p.kSAT.read.subsidyIndex(), 0n);
      // Funding accrues first: the 100 unfunded blocks are not paid from the new funds.
      await confirm(p, p.kSAT.write._addSubsidy({ account: eve.account, value: parseEther("1") }));
      const from = await p.kSAT.read.accrualBlockNumber();
      const r = await confirm(p, p.kSAT.write.accrueInterest({ account: eve.account }));
      assert.equal(await p.kSAT.read.subsidyIndex(), indexGrowth(r.blockNumber - from, INITIAL_EXCHANGE_RATE));
    });

    it("claimSubsidy pays the accrued subsidy in RBTC (SubsidyClaimed) and lowers pot and liability", async () => {
      const { p, alice, eve } = await withRoom();
      await save(p, alice, CAP);
      const tokens = await p.kSAT.read.balanceOf([alice.account.address]);
      await confirm(p, p.kSAT.write._addSubsidy({ account: eve.account, value: parseEther("1") }));
      await mine(200);
      const before = await p.publicClient.getBalance({ address: alice.account.address });
      const r = await confirm(p, p.kSAT.write.claimSubsidy({ account: alice.account }));
      const paid = (tokens * (await p.kSAT.read.subsidyIndex())) / EXP;
      assert.ok(paid > 0n);
      const ev = oneEvent(p.kSAT, r, "SubsidyClaimed");
      assertSameAddress(ev.args.account, alice.account.address);
      assert.equal(ev.args.amount, paid);
      assert.equal(await p.publicClient.getBalance({ address: alice.account.address }), before + paid - gasCost(r));
      assert.equal(await p.kSAT.read.subsidyFund(), parseEther("1") - paid);
      // Alice is the only saver: what is left of the liability is at most rounding dust.
      assert.ok((await p.kSAT.read.subsidyLiability()) <= 1n);
      assert.equal(await p.kSAT.read.ceibaInterestAccrued([alice.account.address]), 0n);
      // The deposit itself is untouched.
      assert.equal(await p.kSAT.read.balanceOf([alice.account.address]), tokens);
      assert.equal(await p.kSAT.read.getCash(), SEED + CAP);
    });

    it("claimSubsidy with nothing accrued pays nothing and emits nothing", async () => {
      const { p, bob } = await withRoom();
      const { result } = await p.kSAT.simulate.claimSubsidy({ account: bob.account.address });
      assert.equal(result, 0n);
      const before = await p.publicClient.getBalance({ address: bob.account.address });
      const r = await confirm(p, p.kSAT.write.claimSubsidy({ account: bob.account }));
      assert.equal(eventsOf(p.kSAT, r, "SubsidyClaimed").length, 0);
      assert.equal(await p.publicClient.getBalance({ address: bob.account.address }), before - gasCost(r));
    });

    it("a small pot caps the liability at the fund; more blocks add nothing; savers are paid in full", async () => {
      const { p, alice, bob, eve } = await withRoom();
      await save(p, alice, CAP);
      await save(p, bob, parseEther("0.01"));
      // One block of subsidy for 0.035 RBTC is about 1.33e9 wei: 3e9 wei lasts about two blocks.
      const fund = 3_000_000_000n;
      await confirm(p, p.kSAT.write._addSubsidy({ account: eve.account, value: fund }));
      await mine(20);
      await confirm(p, p.kSAT.write.accrueInterest({ account: eve.account }));
      const liability = await p.kSAT.read.subsidyLiability();
      assert.ok(liability <= fund);
      const supply = (await p.kSAT.read.totalSupply()) - SEED_TOKENS;
      assert.ok(fund - liability <= supply / EXP + 1n, `only rounding dust is left: ${fund - liability}`);
      const owedAlice = await p.kSAT.read.ceibaInterestAccrued([alice.account.address]);
      const owedBob = await p.kSAT.read.ceibaInterestAccrued([bob.account.address]);
      assert.ok(owedAlice + owedBob <= liability);
      // More blocks add nothing.
      await mine(20);
      await confirm(p, p.kSAT.write.accrueInterest({ account: eve.account }));
      assert.equal(await p.kSAT.read.subsidyLiability(), liability);
      // Both savers are paid in full from the pot.
      await confirm(p, p.kSAT.write.claimSubsidy({ account: alice.account }));
      await confirm(p, p.kSAT.write.claimSubsidy({ account: bob.account }));
      assert.equal(await p.kSAT.read.subsidyFund(), fund - owedAlice - owedBob);
      assert.ok((await p.kSAT.read.subsidyLiability()) <= 2n);
    });

    it("once the pot cannot pay another block, supplyRatePerBlock falls back to the organic rate (dust left)", async () => {
      const { p, alice, eve } = await withRoom();
      await save(p, alice, CAP);
      // This pot, capped over 1.25e18 tokens, leaves 1 wei unallocated after rounding.
      const fund = 1_234_567_891n;
      await confirm(p, p.kSAT.write._addSubsidy({ account: eve.account, value: fund }));
      assert.equal(await p.kSAT.read.supplyRatePerBlock(), PROMISED_PER_BLOCK);
      await mine(20);
      await confirm(p, p.kSAT.write.accrueInterest({ account: eve.account }));
      assert.equal(fund - (await p.kSAT.read.subsidyLiability()), 1n);
      await mine(20);
      await confirm(p, p.kSAT.write.accrueInterest({ account: eve.account }));
      assert.equal(fund - (await p.kSAT.read.subsidyLiability()), 1n, "the dust never pays a block");
      assert.equal(await p.kSAT.read.supplyRatePerBlock(), 0n);
    });

    it("_withdrawSubsidy returns only the unallocated part to the admin (R12 above it)", async () => {
      const { p, admin, alice, eve } = await withRoom();
      await save(p, alice, CAP);
      await confirm(p, p.kSAT.write._addSubsidy({ account: eve.account, value: parseEther("1") }));
      await mine(10);
      // The whole pot is no longer free: part of it is owed to alice.
      await expectRevert(p.kSAT.write._withdrawSubsidy([parseEther("1")]), "R12");
      // Freeze the liability (a zero promised rate accrues first), so the free part is known exactly.
      await confirm(p, p.kSAT.write._setPromisedSupplyRate([0n]));
      const liability = await p.kSAT.read.subsidyLiability();
      assert.ok(liability > 0n);
      const free = parseEther("1") - liability;
      await expectRevert(p.kSAT.write._withdrawSubsidy([free + 1n]), "R12");
      const before = await p.publicClient.getBalance({ address: admin.account.address });
      const r = await confirm(p, p.kSAT.write._withdrawSubsidy([free]));
      const ev = oneEvent(p.kSAT, r, "SubsidyWithdrawn");
      assertSameAddress(ev.args.to, admin.account.address);
      assert.equal(ev.args.amount, free);
      assert.equal(await p.publicClient.getBalance({ address: admin.account.address }), before + free - gasCost(r));
      assert.equal(await p.kSAT.read.subsidyFund(), await p.kSAT.read.subsidyLiability());
      // Alice can still claim what she is owed.
      const owed = await p.kSAT.read.ceibaInterestAccrued([alice.account.address]);
      assert.ok(owed > 0n);
      await confirm(p, p.kSAT.write.claimSubsidy({ account: alice.account }));
      assert.ok((await p.kSAT.read.subsidyFund()) <= 1n);
    });

    it("without savers the whole pot can be withdrawn", async () => {
      const { p, eve } = await withRoom();
      await confirm(p, p.kSAT.write._addSubsidy({ account: eve.account, value: parseEther("0.5") }));
      await mine(10);
      await expectRevert(p.kSAT.write._withdrawSubsidy([parseEther("0.5") + 1n]), "R12");
      await confirm(p, p.kSAT.write._withdrawSubsidy([parseEther("0.5")]));
      assert.equal(await p.kSAT.read.subsidyFund(), 0n);
    });

    it("a transfer settles the sender's subsidy first: what was accrued stays with the sender", async () => {
      const { p, alice, bob, eve } = await withRoom();
      await save(p, alice, CAP);
      await confirm(p, p.kSAT.write._addSubsidy({ account: eve.account, value: parseEther("1") }));
      await mine(30);
      await confirm(p, p.kSAT.write.accrueInterest({ account: eve.account }));
      const accrued = await p.kSAT.read.ceibaInterestAccrued([alice.account.address]);
      const tokens = await p.kSAT.read.balanceOf([alice.account.address]);
      await confirm(p, p.kSAT.write.transfer([bob.account.address, tokens], { account: alice.account }));
      assert.equal(await p.kSAT.read.ceibaInterestAccrued([alice.account.address]), accrued);
      assert.equal(await p.kSAT.read.ceibaInterestAccrued([bob.account.address]), 0n);
      await mine(10);
      await confirm(p, p.kSAT.write.accrueInterest({ account: eve.account }));
      assert.equal(await p.kSAT.read.ceibaInterestAccrued([alice.account.address]), accrued);
      assert.ok((await p.kSAT.read.ceibaInterestAccrued([bob.account.address])) > 0n);
    });
  });
});
