import assert from "node:assert/strict";
import { parseEther } from "viem";
import { confirm, hre, loadProtocol, mine, type ProtocolFixture } from "../helpers/protocol";
import { actors, enter, EXP, expectRevert, oneEvent, supplyDoc, supplyRbtc, type Wallet } from "./helpers";

/** The shared CToken surface (state reads and accrueInterest) of a market of any kind. */
type Market = { address: `0x${string}` } & Pick<ProtocolFixture["kRBTC"], "read">;

/** The stored state of a market that an accrual starts from. */
async function stateOf(market: Market) {
  return {
    cash: await market.read.getCash(),
    borrows: await market.read.totalBorrows(),
    reserves: await market.read.totalReserves(),
    index: await market.read.borrowIndex(),
    block: await market.read.accrualBlockNumber(),
    supply: await market.read.totalSupply(),
    reserveFactor: await market.read.reserveFactorMantissa(),
  };
}

/** Compound v2's accrual over `blocks` blocks at `rate` per block, from `s`. */
function accrue(s: Awaited<ReturnType<typeof stateOf>>, rate: bigint, blocks: bigint) {
  const simple = rate * blocks;
  const interest = (simple * s.borrows) / EXP;
  const borrows = s.borrows + interest;
  const reserves = s.reserves + (s.reserveFactor * interest) / EXP;
  const index = s.index + (simple * s.index) / EXP;
  const exchangeRate = ((s.cash + borrows - reserves) * EXP) / s.supply;
  return { interest, borrows, reserves, index, exchangeRate };
}

/** Bob supplies 2 RBTC; alice borrows 0.8 RBTC against 100,000 DOC: utilisation 40%. */
async function rbtcAt40Percent() {
  const p = await loadProtocol();
  const a = actors(p);
  await supplyRbtc(p, a.bob, parseEther("2"));
  await supplyDoc(p, a.alice, parseEther("100000"));
  await enter(p, a.alice, [p.kDOC.address]);
  await confirm(p, p.kRBTC.write.borrow([parseEther("0.8")], { account: a.alice.account }));
  return { p, ...a };
}

/** Bob supplies 1,000 DOC; alice borrows `amount` DOC against 1 RBTC. */
async function docLoan(amount: bigint) {
  const p = await loadProtocol();
  const a = actors(p);
  await supplyDoc(p, a.bob, parseEther("1000"));
  await supplyRbtc(p, a.alice, parseEther("1"));
  await enter(p, a.alice, [p.kRBTC.address]);
  await confirm(p, p.kDOC.write.borrow([amount], { account: a.alice.account }));
  return { p, ...a };
}

async function accrueAfter(p: ProtocolFixture, market: Market, who: Wallet, idleBlocks: number) {
  await mine(idleBlocks);
  const m = await hre.viem.getContractAt("CToken", market.address);
  return confirm(p, m.write.accrueInterest({ account: who.account }));
}

describe("unit: market interest accrual", () => {
  it("white paper market: borrowIndex, totalBorrows, totalReserves and the exchange rate after 10 blocks, exactly", async () => {
    const { p, carol, alice } = await rbtcAt40Percent();
    const s = await stateOf(p.kRBTC);
    const model = await hre.viem.getContractAt("WhitePaperInterestRateModel", await p.kRBTC.read.interestRateModel());
    // The per-block rate from the formula: utilisation x multiplier + base.
    const util = (s.borrows * EXP) / (s.cash + s.borrows - s.reserves);
    const rate = (util * (await model.read.multiplierPerBlock())) / EXP + (await model.read.baseRatePerBlock());
    assert.equal(await p.kRBTC.read.borrowRatePerBlock(), rate);
    assert.equal(await model.read.getBorrowRate([s.cash, s.borrows, s.reserves]), rate);

    const r = await accrueAfter(p, p.kRBTC, carol, 9);
    const blocks = r.blockNumber - s.block;
    assert.equal(blocks, 10n);
    const e = accrue(s, rate, blocks);
    assert.ok(e.interest > 0n);
    const ev = oneEvent(p.kRBTC, r, "AccrueInterest");
    assert.deepEqual(ev.args, {
      cashPrior: s.cash,
      interestAccumulated: e.interest,
      borrowIndex: e.index,
      totalBorrows: e.borrows,
    });
    assert.equal(await p.kRBTC.read.borrowIndex(), e.index);
    assert.equal(await p.kRBTC.read.totalBorrows(), e.borrows);
    assert.equal(await p.kRBTC.read.totalReserves(), e.reserves);
    assert.equal(await p.kRBTC.read.exchangeRateStored(), e.exchangeRate);
    assert.equal(await p.kRBTC.read.accrualBlockNumber(), r.blockNumber);
    assert.equal(await p.kRBTC.read.getCash(), s.cash);
    // A single borrower owes the whole interest (up to rounding of her own index ratio).
    const owed = await p.kRBTC.read.borrowBalanceStored([alice.account.address]);
    assert.equal(owed, (parseEther("0.8") * e.index) / s.index);
    assert.ok(e.exchangeRate > parseEther("0.02"));
  });

  it("reserves take reserveFactor of the interest (0.2 for kRBTC)", async () => {
    const { p, carol } = await rbtcAt40Percent();
    const s = await stateOf(p.kRBTC);
    assert.equal(s.reserveFactor, parseEther("0.2"));
    const rate = await p.kRBTC.read.borrowRatePerBlock();
    await accrueAfter(p, p.kRBTC, carol, 99);
    const e = accrue(s, rate, 100n);
    assert.equal((await p.kRBTC.read.totalReserves()) - s.reserves, (e.interest * parseEther("0.2")) / EXP);
  });

  it("jump market above the kink: the per-block rate uses the jump multiplier (kDOC at 95%)", async () => {
    const { p, carol } = await docLoan(parseEther("950"));
    const s = await stateOf(p.kDOC);
    const model = await hre.viem.getContractAt("JumpRateModel", await p.kDOC.read.interestRateModel());
    const [base, mult, jump, kink] = [
      await model.read.baseRatePerBlock(),
      await model.read.multiplierPerBlock(),
      await model.read.jumpMultiplierPerBlock(),
      await model.read.kink(),
    ];
    const util = (s.borrows * EXP) / (s.cash + s.borrows - s.reserves);
    assert.ok(util > kink);
    const rate = ((util - kink) * jump) / EXP + (kink * mult) / EXP + base;
    assert.equal(await p.kDOC.read.borrowRatePerBlock(), rate);
    const r = await accrueAfter(p, p.kDOC, carol, 4);
    const e = accrue(s, rate, r.blockNumber - s.block);
    assert.equal(await p.kDOC.read.borrowIndex(), e.index);
    assert.equal(await p.kDOC.read.totalBorrows(), e.borrows);
    assert.equal(await p.kDOC.read.totalReserves(), e.reserves);
    assert.equal(await p.kDOC.read.exchangeRateStored(), e.exchangeRate);
  });

  it("supplyRatePerBlock is the model's supply rate for the market's state and reserve factor", async () => {
    const { p } = await rbtcAt40Percent();
    const s = await stateOf(p.kRBTC);
    const model = await hre.viem.getContractAt("WhitePaperInterestRateModel", await p.kRBTC.read.interestRateModel());
    const borrowRate = await p.kRBTC.read.borrowRatePerBlock();
    const util = (s.borrows * EXP) / (s.cash + s.borrows - s.reserves);
    const expected = (util * ((borrowRate * (EXP - s.reserveFactor)) / EXP)) / EXP;
    assert.equal(await p.kRBTC.read.supplyRatePerBlock(), expected);
    assert.equal(await model.read.getSupplyRate([s.cash, s.borrows, s.reserves, s.reserveFactor]), expected);
  });

  it("a second accrual in the same block changes nothing", async () => {
    const { p, carol } = await rbtcAt40Percent();
    await confirm(p, p.kRBTC.write.accrueInterest({ account: carol.account }));
    const s = await stateOf(p.kRBTC);
    const { result } = await p.kRBTC.simulate.accrueInterest({ account: carol.account.address, blockNumber: s.block });
    assert.equal(result, 0n);
    assert.deepEqual(await stateOf(p.kRBTC), s);
  });

  it("the *Current reads (eth_call) accrue up to the latest block first", async () => {
    const { p, alice, bob } = await rbtcAt40Percent();
    const s = await stateOf(p.kRBTC);
    const rate = await p.kRBTC.read.borrowRatePerBlock();
    await mine(5);
    const latest = await p.publicClient.getBlockNumber({ cacheTime: 0 }); // viem caches the block number otherwise
    assert.equal(latest, s.block + 5n);
    const e = accrue(s, rate, 5n);
    const from = { account: bob.account.address };
    assert.equal((await p.kRBTC.simulate.exchangeRateCurrent(from)).result, e.exchangeRate);
    assert.equal((await p.kRBTC.simulate.totalBorrowsCurrent(from)).result, e.borrows);
    assert.equal(
      (await p.kRBTC.simulate.borrowBalanceCurrent([alice.account.address], from)).result,
      (parseEther("0.8") * e.index) / s.index,
    );
    const bobTokens = await p.kRBTC.read.balanceOf([bob.account.address]);
    assert.equal(
      (await p.kRBTC.simulate.balanceOfUnderlying([bob.account.address], from)).result,
      (bobTokens * e.exchangeRate) / EXP,
    );
  });

  it("after interest, mint rounds tokens down and redeemUnderlying rounds tokens burned up", async () => {
    const { p, bob, carol } = await rbtcAt40Percent();
    await mine(50);
    const mintAmount = parseEther("1") + 7n;
    const r = await confirm(p, p.kRBTC.write.mint({ account: carol.account, value: mintAmount }));
    const rate = await p.kRBTC.read.exchangeRateStored();
    assert.notEqual((mintAmount * EXP) % rate, 0n, "the rate must not divide the amount for this test");
    assert.equal(oneEvent(p.kRBTC, r, "Mint").args.mintTokens, (mintAmount * EXP) / rate);

    const redeemAmount = parseEther("0.3") + 11n;
    const before = await p.kRBTC.read.balanceOf([bob.account.address]);
    const rr = await confirm(p, p.kRBTC.write.redeemUnderlying([redeemAmount], { account: bob.account }));
    const rateAtRedeem = await p.kRBTC.read.exchangeRateStored();
    const burned = (redeemAmount * EXP + rateAtRedeem - 1n) / rateAtRedeem;
    assert.equal(oneEvent(p.kRBTC, rr, "Redeem").args.redeemTokens, burned);
    assert.equal(before - (await p.kRBTC.read.balanceOf([bob.account.address])), burned);
    assert.ok(burned * rateAtRedeem > redeemAmount * EXP, "the redeemer gives up at least the value taken");
  });

  it("a curve above the maximum (0.0005% a block) is capped there: accrual goes on instead of reverting", async () => {
    const { p, admin, carol } = await rbtcAt40Percent();
    // A jump of 1e14 per block from a kink at ~0: 4e13 per block at 40 %, above the 5e12 maximum.
    const steep = await hre.viem.deployContract("JumpRateModel", [0n, 0n, 10n ** 14n, 1n, 1n]);
    await confirm(p, p.kRBTC.write._setInterestRateModel([steep.address], { account: admin.account }));
    assert.equal(await p.kRBTC.read.borrowRatePerBlock(), 5_000_000_000_000n);
    const before = await stateOf(p.kRBTC);
    const r = await confirm(p, p.kRBTC.write.accrueInterest({ account: carol.account }));
    const expected = accrue(before, 5_000_000_000_000n, r.blockNumber - before.block);
    assert.equal(await p.kRBTC.read.borrowIndex(), expected.index);
    await confirm(p, p.kRBTC.write.mint({ account: carol.account, value: parseEther("1") }));
  });

  it("the market's rate is its model's getBorrowRate for the market's totals (the curve it copied)", async () => {
    const { p } = await rbtcAt40Percent();
    const model = await hre.viem.getContractAt("WhitePaperInterestRateModel", await p.kRBTC.read.interestRateModel());
    const s = await stateOf(p.kRBTC);
    assert.equal(
      await p.kRBTC.read.borrowRatePerBlock(),
      await model.read.getBorrowRate([s.cash, s.borrows, s.reserves]),
    );
    assert.equal(
      await p.kRBTC.read.supplyRatePerBlock(),
      await model.read.getSupplyRate([s.cash, s.borrows, s.reserves, s.reserveFactor]),
    );
    assert.deepEqual(await model.read.curve(), [
      await model.read.baseRatePerBlock(),
      await model.read.multiplierPerBlock(),
      0n,
      EXP,
    ]);
  });

  it("refuses a model whose curve the market cannot hold (T23) or whose rates differ from its curve (T21)", async () => {
    const p = await loadProtocol();
    const { admin } = actors(p);
    // A base rate of 2^40 per block does not fit the market's copy of the curve.
    const huge = await hre.viem.deployContract("WhitePaperInterestRateModel", [2n ** 41n, 0n, 1n]);
    await expectRevert(p.kRBTC.write._setInterestRateModel([huge.address], { account: admin.account }), "T23");
    const fake = await hre.viem.deployContract("MockFalseFlags", []);
    await expectRevert(p.kRBTC.write._setInterestRateModel([fake.address], { account: admin.account }), "T21");
    const lying = await hre.viem.deployContract("MockLyingRateModel", []);
    await expectRevert(p.kRBTC.write._setInterestRateModel([lying.address], { account: admin.account }), "T21");
  });
});
