import assert from "node:assert/strict";
import { time } from "@nomicfoundation/hardhat-network-helpers";
import {
  confirm,
  fundAndApprove,
  hre,
  loadProtocol,
  mine,
  parseEther,
  type ProtocolFixture,
} from "../helpers/protocol";
import { expectRevert } from "../helpers/errors";
import {
  CLOSE_FACTOR,
  EXP,
  LIQUIDATION_INCENTIVE,
  MAX_UINT,
  MarketModel,
  actors,
  assertMarket,
  balanceOf,
  gasCost,
  latestBlock,
  liquidityOf,
  paramsOf,
  seizeTokens,
} from "./model";

const E = parseEther;
const RBTC_PRICE = paramsOf("kRBTC").localPrice;
const CF_RBTC = paramsOf("kRBTC").collateralFactor;
const CF_DOC = paramsOf("kDOC").collateralFactor;

/**
 * Alice borrows 50,000 DOC against 1 RBTC (57,000 USD of borrowing power). Dave borrows RBTC so that
 * kRBTC's exchange rate moves away from 0.02 before any liquidation. Carol, the liquidator, holds DOC.
 */
async function docLoanAgainstRbtc(p: ProtocolFixture) {
  const { alice, bob, carol, dave } = actors(p);
  const doc = await MarketModel.of(p.kDOC, "kDOC");
  const rbtc = await MarketModel.of(p.kRBTC, "kRBTC");
  const A = alice.account.address;

  await fundAndApprove(p, "DOC", bob.account.address, p.kDOC.address, E("100000"));
  let r = await confirm(p, p.kDOC.write.mint([E("100000")], { account: bob.account }));
  doc.mint(bob.account.address, E("100000"), r.blockNumber);

  r = await confirm(p, p.kRBTC.write.mint({ account: alice.account, value: E("1") }));
  rbtc.mint(A, E("1"), r.blockNumber);
  await confirm(p, p.comptroller.write.enterMarkets([[p.kRBTC.address]], { account: alice.account }));
  r = await confirm(p, p.kDOC.write.borrow([E("50000")], { account: alice.account }));
  doc.borrow(A, E("50000"), r.blockNumber);

  await fundAndApprove(p, "DOC", dave.account.address, p.kDOC.address, E("10000"));
  r = await confirm(p, p.kDOC.write.mint([E("10000")], { account: dave.account }));
  doc.mint(dave.account.address, E("10000"), r.blockNumber);
  await confirm(p, p.comptroller.write.enterMarkets([[p.kDOC.address]], { account: dave.account }));
  r = await confirm(p, p.kRBTC.write.borrow([E("0.05")], { account: dave.account }));
  rbtc.borrow(dave.account.address, E("0.05"), r.blockNumber);

  await fundAndApprove(p, "DOC", carol.account.address, p.kDOC.address, E("100000"));
  await mine(200);
  return { doc, rbtc, A, C: carol.account.address };
}

describe("scenario: liquidation", () => {
  it("never seizes a supply the borrower did not enter as collateral (C9)", async () => {
    const p = await loadProtocol();
    const { alice, carol } = actors(p);
    const { A } = await docLoanAgainstRbtc(p);
    // Alice also supplies USDRIF without entering that market: it backs nothing, so it cannot be seized.
    await fundAndApprove(p, "USDRIF", A, p.kUSDRIF.address, E("1000"));
    await confirm(p, p.kUSDRIF.write.mint([E("1000")], { account: alice.account }));
    await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, E("80000")]));
    await expectRevert(
      p.kDOC.write.liquidateBorrow([A, E("1000"), p.kUSDRIF.address], { account: carol.account }),
      "C9",
    );
    // The entered collateral can be.
    await confirm(p, p.kDOC.write.liquidateBorrow([A, E("1000"), p.kRBTC.address], { account: carol.account }));
  });

  it("is refused without shortfall (C14), by the borrower (T7), for 0 (T8), uint max (T9), above the close factor (C15)", async () => {
    const p = await loadProtocol();
    const { alice, carol } = actors(p);
    const { doc, rbtc, A } = await docLoanAgainstRbtc(p);
    const liquidate = (amount: bigint, account = carol.account) =>
      p.kDOC.write.liquidateBorrow([A, amount, p.kRBTC.address], { account });

    // Healthy: 57,000 of power for a 50,000 debt.
    const healthy = liquidityOf(A, [
      { m: rbtc, cf: CF_RBTC, price: RBTC_PRICE },
      { m: doc, cf: CF_DOC, price: E("1") },
    ]);
    assert.deepEqual(await p.comptroller.read.getAccountLiquidity([A]), [0n, healthy.liquidity, 0n]);
    await expectRevert(liquidate(E("1000")), "C14");

    // RBTC falls to 80,000: 48,000 of power for a 50,000+ debt.
    await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, E("80000")]));
    const [, liq, shortfall] = await p.comptroller.read.getAccountLiquidity([A]);
    const expected = liquidityOf(A, [
      { m: rbtc, cf: CF_RBTC, price: E("80000") },
      { m: doc, cf: CF_DOC, price: E("1") },
    ]);
    assert.deepEqual([liq, shortfall], [0n, expected.shortfall]);
    assert.ok(shortfall > E("2000"));

    await expectRevert(liquidate(E("1000"), alice.account), "T7");
    await expectRevert(liquidate(0n), "T8");
    await expectRevert(liquidate(MAX_UINT), "T9");

    // The close factor bounds the repay at 0.5 x the debt accrued up to the liquidation's own block.
    const next = (await latestBlock(p)) + 1n;
    const probe = doc.clone();
    probe.accrue(next);
    const maxRepay = (CLOSE_FACTOR * probe.borrowBalance(A)) / EXP;
    await expectRevert(liquidate(maxRepay + 1n), "C15");
    assert.equal(await latestBlock(p), next, "the refused liquidation was mined in the predicted block");

    // Exactly the close factor, one block later, is accepted.
    doc.accrue(next + 1n);
    const exactMax = (CLOSE_FACTOR * doc.borrowBalance(A)) / EXP;
    const r = await confirm(p, liquidate(exactMax));
    assert.equal(r.blockNumber, next + 1n);
    doc.repayFresh(A, exactMax);
    rbtc.accrue(r.blockNumber);
    const seized = seizeTokens(exactMax, E("1"), E("80000"), rbtc.rate);
    rbtc.move(A, carol.account.address, seized);
    await assertMarket(p.kDOC, doc, [A]);
    await assertMarket(p.kRBTC, rbtc, [A, carol.account.address]);
  });

  it("ERC-20 debt, native collateral: exact seize tokens = repay x 1.07 x pB / (pC x rate)", async () => {
    const p = await loadProtocol();
    const { carol } = actors(p);
    const { doc, rbtc, A, C } = await docLoanAgainstRbtc(p);
    await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, E("80000")]));

    const carolDoc = await p.tokens.DOC.read.balanceOf([C]);
    const repay = E("10000");
    const r = await confirm(p, p.kDOC.write.liquidateBorrow([A, repay, p.kRBTC.address], { account: carol.account }));
    doc.repay(A, repay, r.blockNumber);
    rbtc.accrue(r.blockNumber); // the liquidation accrues the collateral market first
    assert.ok(rbtc.rate > E("0.02"), "Dave's loan moved kRBTC's exchange rate");
    const seized = seizeTokens(repay, E("1"), E("80000"), rbtc.rate);
    // Written out: 10,000 x (1.07 x 1) / (80,000 x rate).
    assert.equal(seized, (repay * LIQUIDATION_INCENTIVE) / ((E("80000") * rbtc.rate) / EXP));
    rbtc.move(A, C, seized);

    assert.equal(carolDoc - (await p.tokens.DOC.read.balanceOf([C])), repay);
    assert.equal(await p.kRBTC.read.balanceOf([C]), seized);
    await assertMarket(p.kDOC, doc, [A]);
    await assertMarket(p.kRBTC, rbtc, [A, C]);
    // The liquidator receives repay x 1.07 in value, never more (rounding is down).
    const seizedUsd = (((seized * rbtc.rate) / EXP) * E("80000")) / EXP;
    const owedUsd = (repay * LIQUIDATION_INCENTIVE) / EXP;
    assert.ok(seizedUsd <= owedUsd && owedUsd - seizedUsd < E("0.0001"), `${seizedUsd} vs ${owedUsd}`);

    // Carol, who never entered kRBTC, redeems the seized tokens for exactly their value.
    const before = await balanceOf(p, C);
    const rr = await confirm(p, p.kRBTC.write.redeem([seized], { account: carol.account }));
    const out = rbtc.redeem(C, seized, rr.blockNumber);
    assert.equal((await balanceOf(p, C)) - before + gasCost(rr), out);
    await assertMarket(p.kRBTC, rbtc, [A, C]);
  });

  it("refuses to seize more collateral tokens than the borrower holds (T11)", async () => {
    const p = await loadProtocol();
    const { carol } = actors(p);
    const { A } = await docLoanAgainstRbtc(p);
    // At 20,000 a repay of 25,000 DOC would take 1.34 RBTC of collateral out of 1.
    await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, E("20000")]));
    await expectRevert(
      p.kDOC.write.liquidateBorrow([A, E("25000"), p.kRBTC.address], { account: carol.account }),
      "T11",
    );
    // 18,000 takes 0.963 RBTC: accepted.
    await confirm(p, p.kDOC.write.liquidateBorrow([A, E("18000"), p.kRBTC.address], { account: carol.account }));
    assert.ok((await p.kRBTC.read.balanceOf([A])) > 0n);
  });

  it("native debt, ERC-20 collateral: liquidateBorrow is payable and seizes exactly", async () => {
    const p = await loadProtocol();
    const { alice, bob, carol, eve } = actors(p);
    const A = alice.account.address;
    const C = carol.account.address;
    const doc = await MarketModel.of(p.kDOC, "kDOC");
    const rbtc = await MarketModel.of(p.kRBTC, "kRBTC");

    let r = await confirm(p, p.kRBTC.write.mint({ account: bob.account, value: E("10") }));
    rbtc.mint(bob.account.address, E("10"), r.blockNumber);
    await fundAndApprove(p, "DOC", A, p.kDOC.address, E("100000"));
    r = await confirm(p, p.kDOC.write.mint([E("100000")], { account: alice.account }));
    doc.mint(A, E("100000"), r.blockNumber);
    await confirm(p, p.comptroller.write.enterMarkets([[p.kDOC.address]], { account: alice.account }));
    // Eve borrows DOC, so kDOC's exchange rate grows.
    r = await confirm(p, p.kRBTC.write.mint({ account: eve.account, value: E("1") }));
    rbtc.mint(eve.account.address, E("1"), r.blockNumber);
    await confirm(p, p.comptroller.write.enterMarkets([[p.kRBTC.address]], { account: eve.account }));
    r = await confirm(p, p.kDOC.write.borrow([E("20000")], { account: eve.account }));
    doc.borrow(eve.account.address, E("20000"), r.blockNumber);
    // Alice borrows 0.8 RBTC (76,000 USD of 80,000).
    r = await confirm(p, p.kRBTC.write.borrow([E("0.8")], { account: alice.account }));
    rbtc.borrow(A, E("0.8"), r.blockNumber);
    await mine(500);

    const liquidate = (value: bigint, account = carol.account) =>
      p.kRBTC.write.liquidateBorrow([A, p.kDOC.address], { account, value });
    await expectRevert(liquidate(E("0.1")), "C14");
    // RBTC rises to 105,000: the debt is worth 84,000+ against 80,000 of power.
    await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, E("105000")]));
    await expectRevert(liquidate(E("0.1"), alice.account), "T7");
    await expectRevert(liquidate(E("0.41")), "C15");

    const before = await balanceOf(p, C);
    const repay = E("0.3");
    r = await confirm(p, liquidate(repay));
    rbtc.repay(A, repay, r.blockNumber);
    doc.accrue(r.blockNumber);
    assert.ok(doc.rate > E("0.02"));
    const seized = seizeTokens(repay, E("105000"), E("1"), doc.rate);
    doc.move(A, C, seized);
    assert.equal(before - (await balanceOf(p, C)), repay + gasCost(r));
    assert.equal(await p.kDOC.read.balanceOf([C]), seized);
    await assertMarket(p.kRBTC, rbtc, [A]);
    await assertMarket(p.kDOC, doc, [A, C]);
    // 0.3 x 105,000 x 1.07 = 33,705 USD of DOC, rounded down.
    const seizedDoc = (seized * doc.rate) / EXP;
    assert.ok(seizedDoc <= E("33705") && E("33705") - seizedDoc < E("0.001"), `${seizedDoc}`);
  });

  it("collateral in the borrowed market itself (kDOC against kDOC)", async () => {
    const p = await loadProtocol();
    const { alice, bob, carol, admin } = actors(p);
    const A = alice.account.address;
    const C = carol.account.address;
    const doc = await MarketModel.of(p.kDOC, "kDOC");
    await fundAndApprove(p, "DOC", bob.account.address, p.kDOC.address, E("5000"));
    let r = await confirm(p, p.kDOC.write.mint([E("5000")], { account: bob.account }));
    doc.mint(bob.account.address, E("5000"), r.blockNumber);
    await fundAndApprove(p, "DOC", A, p.kDOC.address, E("10000"));
    r = await confirm(p, p.kDOC.write.mint([E("10000")], { account: alice.account }));
    doc.mint(A, E("10000"), r.blockNumber);
    await confirm(p, p.comptroller.write.enterMarkets([[p.kDOC.address]], { account: alice.account }));
    r = await confirm(p, p.kDOC.write.borrow([E("7000")], { account: alice.account }));
    doc.borrow(A, E("7000"), r.blockNumber);
    await mine(300);

    await fundAndApprove(p, "DOC", C, p.kDOC.address, E("10000"));
    const liquidate = (amount: bigint) =>
      p.kDOC.write.liquidateBorrow([A, amount, p.kDOC.address], { account: carol.account });
    await expectRevert(liquidate(E("1000")), "C14");
    // A price move cannot create a shortfall here; the admin lowering the collateral factor to 0.5 does.
    await confirm(p, p.comptroller.write._setCollateralFactor([p.kDOC.address, E("0.5")], { account: admin.account }));
    const [, , shortfall] = await p.comptroller.read.getAccountLiquidity([A]);
    assert.equal(shortfall, liquidityOf(A, [{ m: doc, cf: E("0.5"), price: E("1") }]).shortfall);

    const repay = E("3000");
    r = await confirm(p, liquidate(repay));
    doc.repay(A, repay, r.blockNumber);
    // Repaying moves cash and borrows together: the stored rate used by the seize is the accrued one.
    const seized = seizeTokens(repay, E("1"), E("1"), doc.rate);
    assert.equal(seized, (repay * LIQUIDATION_INCENTIVE) / doc.rate);
    doc.move(A, C, seized);
    await assertMarket(p.kDOC, doc, [A, C, bob.account.address]);
  });

  it("a zero or stale collateral or debt price refuses liquidation (C6)", async () => {
    const p = await loadProtocol();
    const { carol, admin } = actors(p);
    const { A } = await docLoanAgainstRbtc(p);
    await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, E("80000")]));
    const liquidate = () => p.kDOC.write.liquidateBorrow([A, E("1000"), p.kRBTC.address], { account: carol.account });

    // Zero collateral price.
    await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, 0n]));
    await expectRevert(liquidate(), "C6");
    // Zero debt price.
    await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, E("80000")]));
    await confirm(p, p.priceAdapter.write.setPrice([p.kDOC.address, 0n]));
    await expectRevert(liquidate(), "C6");
    await confirm(p, p.priceAdapter.write.setPrice([p.kDOC.address, E("1")]));

    // Stale collateral price: a Chainlink feed frozen at 80,000 read through an adapter with a 1 h max age.
    const feed = await hre.viem.deployContract("FrozenFeed", [80_000n * 10n ** 8n]);
    const adapter = await hre.viem.deployContract("ChainlinkPriceAdapter", [feed.address, 3600n]);
    await confirm(p, p.oracle.write.setAdapterToToken([p.kRBTC.address, adapter.address], { account: admin.account }));
    assert.equal(await p.oracle.read.getUnderlyingPrice([p.kRBTC.address]), E("80000"));
    await time.increase(3601);
    assert.equal(await p.oracle.read.getUnderlyingPrice([p.kRBTC.address]), 0n);
    await expectRevert(liquidate(), "C6");

    // A fresh price again: the same liquidation goes through.
    await confirm(
      p,
      p.oracle.write.setAdapterToToken([p.kRBTC.address, p.priceAdapter.address], { account: admin.account }),
    );
    const tokensBefore = await p.kRBTC.read.balanceOf([A]);
    await confirm(p, liquidate());
    assert.ok((await p.kRBTC.read.balanceOf([A])) < tokensBefore);
  });
});
