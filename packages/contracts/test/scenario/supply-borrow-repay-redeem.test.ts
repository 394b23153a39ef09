import assert from "node:assert/strict";
import { confirm, fundAndApprove, hre, loadProtocol, mine, parseEther } from "../helpers/protocol";
import { expectRevert } from "../helpers/errors";
import {
  DEAD,
  EXP,
  MAX_UINT,
  MarketModel,
  actors,
  assertMarket,
  balanceOf,
  gasCost,
  paramsOf,
  perBlock,
} from "./model";

describe("scenario: supply, borrow, accrue, repay, redeem", () => {
  it("ERC-20 market (kDOC): the supplier gets principal plus its exact share of the interest", async () => {
    const p = await loadProtocol();
    const { alice, bob, admin } = actors(p);
    const A = alice.account.address;
    const B = bob.account.address;
    const doc = await MarketModel.of(p.kDOC, "kDOC");
    const rbtc = await MarketModel.of(p.kRBTC, "kRBTC");

    // The model's per-block parameters are the deployed model's immutables.
    const jm = await hre.viem.getContractAt("JumpRateModel", await p.kDOC.read.interestRateModel());
    assert.deepEqual(
      [
        await jm.read.baseRatePerBlock(),
        await jm.read.multiplierPerBlock(),
        await jm.read.jumpMultiplierPerBlock(),
        await jm.read.kink(),
      ],
      [doc.model.base, doc.model.multiplier, doc.model.jump, doc.model.kink],
    );
    assert.equal(doc.model.base, parseEther("0.0125") / 1_051_200n);
    assert.deepEqual(doc.model, perBlock(paramsOf("kDOC").model));

    // 1. Bob supplies 9,990 DOC: 499,500 tokens at 0.02; with the deployer's burned 10 DOC seed (500 tokens
    // at the dead address) the market holds 10,000 DOC.
    const seed = doc.cash;
    assert.equal(seed, parseEther("10"));
    const principal = parseEther("9990");
    await fundAndApprove(p, "DOC", B, p.kDOC.address, principal);
    const mintR = await confirm(p, p.kDOC.write.mint([principal], { account: bob.account }));
    const bobTokens = doc.mint(B, principal, mintR.blockNumber);
    assert.equal(bobTokens, parseEther("499500"));
    await assertMarket(p.kDOC, doc, [B]);
    const indexAtMint = await p.kDOC.read.borrowIndex();

    // 2. Alice posts 1 RBTC (57,000 USD of borrowing power at 95,000 x 0.6) and borrows 6,000 DOC.
    const colR = await confirm(p, p.kRBTC.write.mint({ account: alice.account, value: parseEther("1") }));
    rbtc.mint(A, parseEther("1"), colR.blockNumber);
    await confirm(p, p.comptroller.write.enterMarkets([[p.kRBTC.address]], { account: alice.account }));
    const borrowed = parseEther("6000");
    const borrowR = await confirm(p, p.kDOC.write.borrow([borrowed], { account: alice.account }));
    doc.borrow(A, borrowed, borrowR.blockNumber);
    await assertMarket(p.kDOC, doc, [A, B]);
    // The base rate grew the index between the mint and the borrow although nothing was borrowed.
    const indexAtBorrow = await p.kDOC.read.borrowIndex();
    const baseFactor = (parseEther("0.0125") / 1_051_200n) * (borrowR.blockNumber - mintR.blockNumber);
    assert.equal(indexAtBorrow, indexAtMint + (baseFactor * indexAtMint) / EXP);
    assert.equal(await p.tokens.DOC.read.balanceOf([A]), borrowed);
    // 60% utilisation: below the 0.9 kink, so rate = 0.6 x multiplier + base.
    const expectedRate =
      (parseEther("0.6") * (parseEther("0.11") / 1_051_200n)) / EXP + parseEther("0.0125") / 1_051_200n;
    assert.equal(await p.kDOC.read.borrowRatePerBlock(), expectedRate);
    assert.equal(doc.borrowRatePerBlock(), expectedRate);
    assert.equal(await p.kDOC.read.supplyRatePerBlock(), doc.supplyRatePerBlock());

    // 3. 1,000 blocks pass; Alice approves (one more block) and repays 2,000 DOC: 1,002 blocks of interest.
    await mine(1000);
    await confirm(p, p.tokens.DOC.write.approve([p.kDOC.address, MAX_UINT], { account: alice.account }));
    const repay1R = await confirm(p, p.kDOC.write.repayBorrow([parseEther("2000")], { account: alice.account }));
    assert.equal(repay1R.blockNumber - borrowR.blockNumber, 1002n);
    const interest1 = (expectedRate * 1002n * borrowed) / EXP;
    const reserves1 = (paramsOf("kDOC").reserveFactor * interest1) / EXP;
    const index1 = indexAtBorrow + (expectedRate * 1002n * indexAtBorrow) / EXP;
    doc.repay(A, parseEther("2000"), repay1R.blockNumber);
    assert.equal(doc.reserves, reserves1);
    assert.equal(doc.index, index1);
    assert.equal(doc.borrowBalance(A), (borrowed * index1) / indexAtBorrow - parseEther("2000"));
    await assertMarket(p.kDOC, doc, [A, B]);

    // Repaying more than the debt is refused (T17); that failed transaction mines a block too.
    await expectRevert(p.kDOC.write.repayBorrow([parseEther("5000")], { account: alice.account }), "T17");

    // 4. 500 more blocks, then Alice gets DOC for the interest and repays everything with uint max.
    await mine(500);
    await confirm(p, p.tokens.DOC.write.faucet([A, parseEther("100")]));
    const aliceDocBefore = await p.tokens.DOC.read.balanceOf([A]);
    const repayAllR = await confirm(p, p.kDOC.write.repayBorrow([MAX_UINT], { account: alice.account }));
    assert.equal(repayAllR.blockNumber - repay1R.blockNumber, 503n);
    const paidAll = doc.repay(A, "max", repayAllR.blockNumber);
    assert.equal(aliceDocBefore - (await p.tokens.DOC.read.balanceOf([A])), paidAll);
    assert.equal(doc.borrowBalance(A), 0n);
    await assertMarket(p.kDOC, doc, [A, B]);
    // Alice paid back the loan and exactly the interest accrued on it.
    const totalPaid = parseEther("2000") + paidAll;
    assert.equal(totalPaid - borrowed, doc.interestAccrued - doc.borrows);
    assert.ok(totalPaid > borrowed);

    // 5. Bob redeems everything: principal plus his share of (interest - reserves).
    const cash = await p.kDOC.read.getCash();
    assert.equal(cash, principal + seed + (totalPaid - borrowed));
    const redeemR = await confirm(p, p.kDOC.write.redeem([bobTokens], { account: bob.account }));
    const rateAtRedeem = doc.rate; // no borrows left: the rate does not move on the redeem's accrual
    const payout = doc.redeem(B, bobTokens, redeemR.blockNumber);
    assert.equal(doc.rate, rateAtRedeem);
    const supply = parseEther("500000");
    const shareRate = ((cash + doc.borrows - doc.reserves) * EXP) / supply;
    assert.equal(payout, (bobTokens * shareRate) / EXP);
    assert.equal(await p.tokens.DOC.read.balanceOf([B]), payout);
    assert.ok(payout > principal, "the supplier earned interest");
    await assertMarket(p.kDOC, doc, [A, B]);

    // Reserves are exact and withdrawable; what is left backs only the seed's tokens.
    const reserves = await p.kDOC.read.totalReserves();
    assert.equal(reserves, doc.reserves);
    const adminBefore = await p.tokens.DOC.read.balanceOf([admin.account.address]);
    await confirm(p, p.kDOC.write._reduceReserves([reserves]));
    assert.equal((await p.tokens.DOC.read.balanceOf([admin.account.address])) - adminBefore, reserves);
    const left = await p.kDOC.read.getCash();
    assert.equal(left, cash - payout - reserves);
    // (Bob's payout rounded down, so the dust of his share stays too.)
    assert.ok(left >= (doc.account(DEAD).tokens * doc.rate) / EXP, "the seed stays backed, with its interest");
    assert.ok(left > seed);
    assert.equal(await p.tokens.DOC.read.balanceOf([p.kDOC.address]), left);
  });

  it("native market (kRBTC): partial repay, repayBorrowAll with refund, redeemUnderlying and redeem", async () => {
    const p = await loadProtocol();
    const { alice, bob } = actors(p);
    const A = alice.account.address;
    const B = bob.account.address;
    const rbtc = await MarketModel.of(p.kRBTC, "kRBTC");

    const supplied = parseEther("10");
    const bobStart = await balanceOf(p, B);
    const mintR = await confirm(p, p.kRBTC.write.mint({ account: bob.account, value: supplied }));
    const bobTokens = rbtc.mint(B, supplied, mintR.blockNumber);
    assert.equal(bobTokens, parseEther("500"));

    await fundAndApprove(p, "DOC", A, p.kDOC.address, parseEther("100000"));
    await confirm(p, p.kDOC.write.mint([parseEther("100000")], { account: alice.account }));
    await confirm(p, p.comptroller.write.enterMarkets([[p.kDOC.address]], { account: alice.account }));

    const aliceStart = await balanceOf(p, A);
    const borrowed = parseEther("0.5");
    const borrowR = await confirm(p, p.kRBTC.write.borrow([borrowed], { account: alice.account }));
    rbtc.borrow(A, borrowed, borrowR.blockNumber);
    assert.equal(await balanceOf(p, A), aliceStart + borrowed - gasCost(borrowR));
    await assertMarket(p.kRBTC, rbtc, [A, B]);

    // repayBorrow pays exactly msg.value; more than the debt is refused (T17).
    await mine(2000);
    const part = parseEther("0.2");
    const repay1R = await confirm(p, p.kRBTC.write.repayBorrow({ account: alice.account, value: part }));
    assert.equal(repay1R.blockNumber - borrowR.blockNumber, 2001n);
    rbtc.repay(A, part, repay1R.blockNumber);
    await assertMarket(p.kRBTC, rbtc, [A, B]);
    await expectRevert(p.kRBTC.write.repayBorrow({ account: alice.account, value: parseEther("1") }), "T17");

    // repayBorrowAll: sends 0.4, pays the whole (grown) debt and refunds the rest.
    await mine(3000);
    const beforeAll = await balanceOf(p, A);
    const sent = parseEther("0.4");
    const allR = await confirm(p, p.kRBTC.write.repayBorrowAll({ account: alice.account, value: sent }));
    const paid = rbtc.repay(A, "max", allR.blockNumber);
    assert.ok(paid > parseEther("0.3"), "interest accrued on the remaining debt");
    assert.equal(beforeAll - (await balanceOf(p, A)), paid + gasCost(allR), "refund of sent - owed");
    await assertMarket(p.kRBTC, rbtc, [A, B]);
    assert.equal(await p.kRBTC.read.borrowBalanceStored([A]), 0n);
    // Alice's whole cost of the loan is exactly the interest the model accrued (gas aside).
    assert.equal(part + paid - borrowed, rbtc.interestAccrued - rbtc.borrows);

    // Bob takes 1 RBTC with redeemUnderlying (tokens rounded up), then redeems the rest.
    const rateBefore = rbtc.rate;
    const ru = await confirm(p, p.kRBTC.write.redeemUnderlying([parseEther("1")], { account: bob.account }));
    const burnt = rbtc.redeemUnderlying(B, parseEther("1"), ru.blockNumber);
    assert.equal(rbtc.rate, rateBefore, "no borrows: the rate holds");
    assert.equal(burnt, (parseEther("1") * EXP + rateBefore - 1n) / rateBefore);
    assert.ok((burnt * rbtc.rate) / EXP >= parseEther("1") - 1n && burnt * rbtc.rate >= parseEther("1") * EXP);
    const rest = await p.kRBTC.read.balanceOf([B]);
    assert.equal(rest, bobTokens - burnt);
    const rr = await confirm(p, p.kRBTC.write.redeem([rest], { account: bob.account }));
    const out2 = rbtc.redeem(B, rest, rr.blockNumber);
    await assertMarket(p.kRBTC, rbtc, [A, B]);

    const bobGain = (await balanceOf(p, B)) + gasCost(mintR) + gasCost(ru) + gasCost(rr) - bobStart;
    assert.equal(bobGain, parseEther("1") + out2 - supplied);
    assert.ok(bobGain > 0n, "principal plus interest");
    // The market's coins are exactly its cash: reserves plus what backs the seed's tokens.
    assert.equal(await balanceOf(p, p.kRBTC.address), rbtc.cash);
    assert.ok(rbtc.cash >= rbtc.reserves);
  });

  it("above the kink the jump multiplier applies (kUSDT, kink 0.8)", async () => {
    const p = await loadProtocol();
    const { alice, bob } = actors(p);
    const A = alice.account.address;
    const usdt = await MarketModel.of(p.kUSDT, "kUSDT");
    // 990 USDT and the burned 10 USDT seed: 1,000 of cash.
    await fundAndApprove(p, "USDT", bob.account.address, p.kUSDT.address, parseEther("990"));
    const m = await confirm(p, p.kUSDT.write.mint([parseEther("990")], { account: bob.account }));
    usdt.mint(bob.account.address, parseEther("990"), m.blockNumber);
    await confirm(p, p.kRBTC.write.mint({ account: alice.account, value: parseEther("1") }));
    await confirm(p, p.comptroller.write.enterMarkets([[p.kRBTC.address]], { account: alice.account }));
    const b = await confirm(p, p.kUSDT.write.borrow([parseEther("950")], { account: alice.account }));
    usdt.borrow(A, parseEther("950"), b.blockNumber);
    const indexAtBorrow = await p.kUSDT.read.borrowIndex();

    // util 0.95: rate = 0.8 x mult + base + 0.15 x jump.
    const bpy = 1_051_200n;
    const expected =
      (parseEther("0.8") * (parseEther("0.05") / bpy)) / EXP +
      parseEther("0.0125") / bpy +
      (parseEther("0.15") * (parseEther("0.7") / bpy)) / EXP;
    assert.equal(await p.kUSDT.read.borrowRatePerBlock(), expected);
    assert.equal(usdt.borrowRatePerBlock(), expected);

    await mine(99);
    const acc = await confirm(p, p.kUSDT.write.accrueInterest());
    assert.equal(acc.blockNumber - b.blockNumber, 100n);
    const interest = usdt.accrue(acc.blockNumber);
    assert.equal(interest, (expected * 100n * parseEther("950")) / EXP);
    await assertMarket(p.kUSDT, usdt, [A, bob.account.address]);
    assert.equal(await p.kUSDT.read.borrowBalanceStored([A]), (parseEther("950") * usdt.index) / indexAtBorrow);
    assert.equal(usdt.index, indexAtBorrow + (expected * 100n * indexAtBorrow) / EXP);
  });
});
