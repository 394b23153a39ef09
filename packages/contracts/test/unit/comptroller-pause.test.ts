import assert from "node:assert/strict";
import { parseEther } from "viem";
import { confirm, fundAndApprove, loadProtocol, type ProtocolFixture } from "../helpers/protocol";
import {
  actors,
  assertSameAddress,
  docBacksRbtcLoan,
  expectRevert,
  noRetry,
  oneEvent,
  supplyRbtc,
  ZERO,
} from "./helpers";

/** The fixture with `guardian` installed as the comptroller's pause guardian. */
async function withGuardian() {
  const p = await loadProtocol();
  const a = actors(p);
  await confirm(p, p.comptroller.write._setPauseGuardian([a.guardian.account.address]));
  return { p, ...a };
}

/** A liquidation attempt of alice's kRBTC loan by bob, seizing kDOC (alice has no shortfall). */
async function tryLiquidation(
  p: ProtocolFixture,
  liquidator: ReturnType<typeof actors>["bob"],
  borrower: `0x${string}`,
) {
  return p.kRBTC.write.liquidateBorrow([borrower, p.kDOC.address], {
    account: liquidator.account,
    value: parseEther("0.1"),
  });
}

describe("unit: Comptroller pause guardian", () => {
  it("starts with no guardian and nothing paused; the admin installs a guardian (NewPauseGuardian)", async () => {
    const p = await loadProtocol();
    const { guardian } = actors(p);
    assert.equal(await p.comptroller.read.pauseGuardian(), ZERO);
    assert.equal(await p.comptroller.read.mintGuardianPaused([p.kDOC.address]), false);
    assert.equal(await p.comptroller.read.borrowGuardianPaused([p.kDOC.address]), false);
    assert.equal(await p.comptroller.read.seizeGuardianPaused(), false);
    const r = await confirm(p, p.comptroller.write._setPauseGuardian([guardian.account.address]));
    const ev = oneEvent(p.comptroller, r, "NewPauseGuardian");
    assert.equal(ev.args.oldPauseGuardian, ZERO);
    assertSameAddress(ev.args.newPauseGuardian, guardian.account.address);
    assertSameAddress(await p.comptroller.read.pauseGuardian(), guardian.account.address);
  });

  it("the guardian pauses deposits in one market: mint is refused there (C2), other markets still work", async () => {
    const { p, guardian, alice } = await withGuardian();
    await confirm(p, p.comptroller.write._setMintPaused([p.kRBTC.address, true], { account: guardian.account }));
    assert.equal(await p.comptroller.read.mintGuardianPaused([p.kRBTC.address]), true);
    await expectRevert(p.kRBTC.write.mint({ account: alice.account, value: parseEther("1") }), "C2");
    await fundAndApprove(p, "DOC", alice.account.address, p.kDOC.address, parseEther("10"));
    await confirm(p, p.kDOC.write.mint([parseEther("10")], { account: alice.account }));
  });

  it("redeem and repay keep working while deposits and loans are paused", async () => {
    const { p, guardian, alice, bob } = await withGuardian();
    await docBacksRbtcLoan(p, bob, alice, parseEther("0.1"));
    await confirm(p, p.comptroller.write._setMintPaused([p.kRBTC.address, true], { account: guardian.account }));
    await confirm(p, p.comptroller.write._setBorrowPaused([p.kRBTC.address, true], { account: guardian.account }));
    await confirm(p, p.kRBTC.write.repayBorrowAll({ account: alice.account, value: parseEther("0.2") }));
    assert.equal(await p.kRBTC.read.borrowBalanceStored([alice.account.address]), 0n);
    const tokens = await p.kRBTC.read.balanceOf([bob.account.address]);
    await confirm(p, p.kRBTC.write.redeem([tokens], { account: bob.account }));
    assert.equal(await p.kRBTC.read.balanceOf([bob.account.address]), 0n);
  });

  it("the guardian pauses loans in one market: borrow is refused there (C4)", async () => {
    const { p, guardian, alice, bob } = await withGuardian();
    await docBacksRbtcLoan(p, bob, alice, parseEther("0.1"));
    await confirm(p, p.comptroller.write._setBorrowPaused([p.kRBTC.address, true], { account: guardian.account }));
    assert.equal(await p.comptroller.read.borrowGuardianPaused([p.kRBTC.address]), true);
    assert.equal(await p.comptroller.read.borrowGuardianPaused([p.kDOC.address]), false);
    await expectRevert(p.kRBTC.write.borrow([parseEther("0.1")], { account: alice.account }), "C4");
  });

  it("the admin may pause too, and only the admin unpauses (guardian: C22)", async () => {
    const { p, guardian, admin, alice, bob } = await withGuardian();
    await docBacksRbtcLoan(p, bob, alice, parseEther("0.1"));
    await confirm(p, p.comptroller.write._setBorrowPaused([p.kRBTC.address, true], { account: admin.account }));
    await confirm(p, p.comptroller.write._setMintPaused([p.kDOC.address, true], { account: admin.account }));
    await expectRevert(
      p.comptroller.write._setBorrowPaused([p.kRBTC.address, false], { account: guardian.account }),
      "C22",
    );
    await expectRevert(
      p.comptroller.write._setMintPaused([p.kDOC.address, false], { account: guardian.account }),
      "C22",
    );
    await expectRevert(p.comptroller.write._setSeizePaused([false], { account: guardian.account }), "C22");
    await confirm(p, p.comptroller.write._setBorrowPaused([p.kRBTC.address, false], { account: admin.account }));
    await confirm(p, p.comptroller.write._setMintPaused([p.kDOC.address, false], { account: admin.account }));
    assert.equal(await p.comptroller.read.borrowGuardianPaused([p.kRBTC.address]), false);
    assert.equal(await p.comptroller.read.mintGuardianPaused([p.kDOC.address]), false);
    await confirm(p, p.kRBTC.write.borrow([parseEther("0.1")], { account: alice.account }));
  });

  it("anyone else may neither pause nor unpause (C18)", async () => {
    const { p, eve } = await withGuardian();
    await expectRevert(p.comptroller.write._setMintPaused([p.kDOC.address, true], { account: eve.account }), "C18");
    await expectRevert(p.comptroller.write._setBorrowPaused([p.kDOC.address, true], { account: eve.account }), "C18");
    await expectRevert(p.comptroller.write._setSeizePaused([true], { account: eve.account }), "C18");
    await expectRevert(p.comptroller.write._setMintPaused([p.kDOC.address, false], { account: eve.account }), "C18");
  });

  it("pausing an unlisted market is refused (C1)", async () => {
    const { p, guardian, eve } = await withGuardian();
    await expectRevert(
      p.comptroller.write._setMintPaused([eve.account.address, true], { account: guardian.account }),
      "C1",
    );
    await expectRevert(noRetry(p.comptroller).read.mintGuardianPaused([eve.account.address]), "C1");
  });

  it("the seize pause stops liquidations before anything else (C3); unpaused, the same call fails on C14", async () => {
    const { p, guardian, admin, alice, bob } = await withGuardian();
    await docBacksRbtcLoan(p, bob, alice, parseEther("0.1"));
    await confirm(p, p.comptroller.write._setSeizePaused([true], { account: guardian.account }));
    assert.equal(await p.comptroller.read.seizeGuardianPaused(), true);
    await expectRevert(tryLiquidation(p, bob, alice.account.address), "C3");
    await expectRevert(noRetry(p.comptroller).read.seizeAllowed_oiw([p.kDOC.address, p.kRBTC.address]), "C3");
    await confirm(p, p.comptroller.write._setSeizePaused([false], { account: admin.account }));
    // Alice is healthy: with the pause lifted the liquidation is refused for lack of shortfall.
    await expectRevert(tryLiquidation(p, bob, alice.account.address), "C14");
  });

  it("pausing emits ActionPaused with the market, the action and the state", async () => {
    const { p, guardian } = await withGuardian();
    const r = await confirm(
      p,
      p.comptroller.write._setMintPaused([p.kUSDT.address, true], { account: guardian.account }),
    );
    const ev = oneEvent(p.comptroller, r, "ActionPaused");
    assert.ok("cToken" in ev.args, "the per-market ActionPaused overload");
    assertSameAddress(ev.args.cToken, p.kUSDT.address);
    assert.equal(ev.args.action, "Mint");
    assert.equal(ev.args.pauseState, true);
    const seize = await confirm(p, p.comptroller.write._setSeizePaused([true], { account: guardian.account }));
    const global = oneEvent(p.comptroller, seize, "ActionPaused");
    assert.ok(!("cToken" in global.args), "the global ActionPaused overload");
    assert.equal(global.args.action, "Seize");
    assert.equal(global.args.pauseState, true);
    // Supplying is still possible elsewhere.
    await supplyRbtc(p, guardian, parseEther("1"));
  });
});
