import assert from "node:assert/strict";
import { parseEther } from "viem";
import { confirm, loadProtocol } from "../helpers/protocol";
import { actors, docBacksRbtcLoan, EXP, expectRevert, noRetry } from "./helpers";

/**
 * The known position: bob lends 100 RBTC; alice supplies 100,000 DOC (5,000,000 kDOC), enters kDOC and
 * borrows 0.5 RBTC. DOC is 1 USD with a 0.8 collateral factor, RBTC 95,000 USD, and both exchange rates
 * are 0.02.
 */
async function knownPosition() {
  const p = await loadProtocol();
  const a = actors(p);
  await docBacksRbtcLoan(p, a.bob, a.alice, parseEther("0.5"));
  return { p, ...a };
}

// Collateral: kDOC tokens x (0.8 x 0.02 x 1 USD) = 5e24 x 1.6e16 / 1e18 = 80,000 USD.
const ALICE_KDOC = parseEther("5000000");
const COLLATERAL = (ALICE_KDOC * parseEther("0.016")) / EXP;
const DEBT = parseEther("47500"); // 0.5 RBTC x 95,000

describe("unit: Comptroller account liquidity", () => {
  it("the known position holds the expected tokens, debt and exchange rates", async () => {
    const { p, alice } = await knownPosition();
    assert.equal(COLLATERAL, parseEther("80000"));
    assert.deepEqual(await p.kDOC.read.getAccountSnapshot([alice.account.address]), [
      0n,
      ALICE_KDOC,
      0n,
      parseEther("0.02"),
    ]);
    assert.deepEqual(await p.kRBTC.read.getAccountSnapshot([alice.account.address]), [
      0n,
      0n,
      parseEther("0.5"),
      parseEther("0.02"),
    ]);
  });

  it("getAccountLiquidity = collateral x factor x price - debt x price, exactly", async () => {
    const { p, alice } = await knownPosition();
    assert.deepEqual(await p.comptroller.read.getAccountLiquidity([alice.account.address]), [
      0n,
      COLLATERAL - DEBT, // 32,500 USD
      0n,
    ]);
    assert.equal(COLLATERAL - DEBT, parseEther("32500"));
  });

  it("getHypotheticalAccountLiquidity counts a redeem at the collateral value of the tokens", async () => {
    const { p, alice } = await knownPosition();
    // Redeeming 1,000,000 kDOC (20,000 DOC) removes 16,000 USD of borrowing power.
    assert.deepEqual(
      await p.comptroller.read.getHypotheticalAccountLiquidity([
        alice.account.address,
        p.kDOC.address,
        parseEther("1000000"),
        0n,
      ]),
      [0n, COLLATERAL - DEBT - parseEther("16000"), 0n],
    );
  });

  it("getHypotheticalAccountLiquidity counts a borrow at the full price of the asset", async () => {
    const { p, alice } = await knownPosition();
    // Borrowing 0.1 more RBTC costs 9,500 USD.
    assert.deepEqual(
      await p.comptroller.read.getHypotheticalAccountLiquidity([
        alice.account.address,
        p.kRBTC.address,
        0n,
        parseEther("0.1"),
      ]),
      [0n, COLLATERAL - DEBT - parseEther("9500"), 0n],
    );
    // Redeeming 1,000,000 kDOC (16,000 USD) and borrowing 40,000 DOC (1 USD each) at once: 56,000 USD
    // against 32,500 USD of liquidity is a shortfall.
    assert.deepEqual(
      await p.comptroller.read.getHypotheticalAccountLiquidity([
        alice.account.address,
        p.kDOC.address,
        parseEther("1000000"),
        parseEther("40000"),
      ]),
      [0n, 0n, parseEther("56000") - (COLLATERAL - DEBT)],
    );
  });

  it("a hypothetical borrow of all the liquidity leaves 0 shortfall; the real loan a block later must leave room for interest (C5)", async () => {
    const { p, alice } = await knownPosition();
    // 32,500 USD - 16 wei of liquidity = 0.342105... RBTC. The largest loan whose value fits:
    const liquidity = COLLATERAL - DEBT;
    const price = parseEther("95000");
    const maxBorrow = (liquidity * EXP) / price;
    const [, afterMax, shortfallMax] = await p.comptroller.read.getHypotheticalAccountLiquidity([
      alice.account.address,
      p.kRBTC.address,
      0n,
      maxBorrow,
    ]);
    assert.equal(shortfallMax, 0n);
    assert.equal(afterMax, liquidity - (price * maxBorrow) / EXP);
    // The real borrow happens one block later: alice's debt has grown by one block of interest, so
    // the same amount no longer fits.
    await expectRevert(p.kRBTC.write.borrow([maxBorrow], { account: alice.account }), "C5");
    await confirm(p, p.kRBTC.write.borrow([maxBorrow - parseEther("0.001")], { account: alice.account }));
  });

  it("a higher price of the borrowed asset turns liquidity into an exact shortfall", async () => {
    const { p, alice } = await knownPosition();
    await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, parseEther("200000")]));
    // Debt 100,000 USD against 80,000 - 16 wei of weighted collateral.
    assert.deepEqual(await p.comptroller.read.getAccountLiquidity([alice.account.address]), [
      0n,
      0n,
      parseEther("100000") - COLLATERAL,
    ]);
  });

  it("collateral without a price counts as zero; a debt without a price makes liquidity unknown (C6)", async () => {
    const { p, alice } = await knownPosition();
    await confirm(p, p.priceAdapter.write.setPrice([p.kDOC.address, 0n]));
    assert.deepEqual(await p.comptroller.read.getAccountLiquidity([alice.account.address]), [0n, 0n, DEBT]);
    await confirm(p, p.priceAdapter.write.setPrice([p.kDOC.address, parseEther("1")]));
    await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, 0n]));
    await expectRevert(noRetry(p.comptroller).read.getAccountLiquidity([alice.account.address]), "C6");
  });

  it("a borrow is refused while any price of the account is zero (C6), even of collateral", async () => {
    const { p, alice } = await knownPosition();
    await confirm(p, p.priceAdapter.write.setPrice([p.kDOC.address, 0n]));
    await expectRevert(p.kRBTC.write.borrow([1n], { account: alice.account }), "C6");
  });

  it("only entered markets count as collateral", async () => {
    const { p, alice, bob } = await knownPosition();
    // Bob supplied 100 RBTC but never entered kRBTC: he has no borrowing power.
    assert.deepEqual(await p.comptroller.read.getAccountLiquidity([bob.account.address]), [0n, 0n, 0n]);
    await expectRevert(p.kDOC.write.borrow([1n], { account: bob.account }), "C5");
    // Alice's liquidity changes with the collateral factor of kDOC.
    await confirm(p, p.comptroller.write._setCollateralFactor([p.kDOC.address, parseEther("0.5")]));
    const collateral = (ALICE_KDOC * parseEther("0.01")) / EXP; // 0.5 x 0.02 x 1 USD
    assert.deepEqual(await p.comptroller.read.getAccountLiquidity([alice.account.address]), [
      0n,
      collateral - DEBT,
      0n,
    ]);
  });

  it("redeeming or transferring collateral that backs the debt is refused (C5)", async () => {
    const { p, alice, carol } = await knownPosition();
    await expectRevert(p.kDOC.write.redeem([ALICE_KDOC], { account: alice.account }), "C5");
    await expectRevert(p.kDOC.write.transfer([carol.account.address, ALICE_KDOC], { account: alice.account }), "C5");
    // Up to the liquidity is fine: 32,500 USD of liquidity frees 32,500 / 0.016 kDOC.
    await confirm(p, p.kDOC.write.redeem([parseEther("1000000")], { account: alice.account }));
  });
});
