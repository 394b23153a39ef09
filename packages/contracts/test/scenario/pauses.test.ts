import assert from "node:assert/strict";
import { confirm, fundAndApprove, loadProtocol, parseEther, type ProtocolFixture } from "../helpers/protocol";
import { expectRevert } from "../helpers/errors";
import { isAddressEqual } from "viem";
import { actors } from "./model";

const E = parseEther;

/** Bob supplies 10,000 DOC; Alice borrows 1,000 DOC against 1 RBTC and holds DOC to repay; a guardian is set. */
async function setup(p: ProtocolFixture) {
  const { alice, bob, guardian, admin } = actors(p);
  await confirm(p, p.comptroller.write._setPauseGuardian([guardian.account.address], { account: admin.account }));
  await fundAndApprove(p, "DOC", bob.account.address, p.kDOC.address, E("20000"));
  await confirm(p, p.kDOC.write.mint([E("10000")], { account: bob.account }));
  await confirm(p, p.kRBTC.write.mint({ account: alice.account, value: E("1") }));
  await confirm(p, p.comptroller.write.enterMarkets([[p.kRBTC.address]], { account: alice.account }));
  await confirm(p, p.kDOC.write.borrow([E("1000")], { account: alice.account }));
  await fundAndApprove(p, "DOC", alice.account.address, p.kDOC.address, E("2000"));
}

describe("scenario: pauses", () => {
  it("only the admin or the guardian pauses, only the admin unpauses, and only the admin names the guardian", async () => {
    const p = await loadProtocol();
    const { carol, guardian, admin } = actors(p);
    await setup(p);
    assert.ok(isAddressEqual(await p.comptroller.read.pauseGuardian(), guardian.account.address));
    await expectRevert(
      p.comptroller.write._setPauseGuardian([carol.account.address], { account: guardian.account }),
      "C12",
    );

    for (const [pause, paused] of [
      [
        (s: boolean, a = guardian.account) => p.comptroller.write._setMintPaused([p.kDOC.address, s], { account: a }),
        () => p.comptroller.read.mintGuardianPaused([p.kDOC.address]),
      ],
      [
        (s: boolean, a = guardian.account) => p.comptroller.write._setBorrowPaused([p.kDOC.address, s], { account: a }),
        () => p.comptroller.read.borrowGuardianPaused([p.kDOC.address]),
      ],
      [
        (s: boolean, a = guardian.account) => p.comptroller.write._setSeizePaused([s], { account: a }),
        () => p.comptroller.read.seizeGuardianPaused(),
      ],
    ] as const) {
      await expectRevert(pause(true, carol.account), "C18");
      assert.equal(await paused(), false);
      await confirm(p, pause(true));
      assert.equal(await paused(), true);
      await expectRevert(pause(false), "C22");
      await expectRevert(pause(false, carol.account), "C18");
      assert.equal(await paused(), true);
      await confirm(p, pause(false, admin.account));
      assert.equal(await paused(), false);
      // The admin may pause too.
      await confirm(p, pause(true, admin.account));
      assert.equal(await paused(), true);
      await confirm(p, pause(false, admin.account));
    }
  });

  it("mint paused (C2): redeem, transfer, repay and other markets keep working", async () => {
    const p = await loadProtocol();
    const { alice, bob, carol, guardian, admin } = actors(p);
    await setup(p);
    await confirm(p, p.comptroller.write._setMintPaused([p.kDOC.address, true], { account: guardian.account }));
    await expectRevert(p.kDOC.write.mint([E("100")], { account: bob.account }), "C2");

    const tokens = await p.kDOC.read.balanceOf([bob.account.address]);
    const docBefore = await p.tokens.DOC.read.balanceOf([bob.account.address]);
    await confirm(p, p.kDOC.write.redeem([tokens / 4n], { account: bob.account }));
    assert.ok((await p.tokens.DOC.read.balanceOf([bob.account.address])) > docBefore, "redeem paid out");
    await confirm(p, p.kDOC.write.transfer([carol.account.address, tokens / 4n], { account: bob.account }));
    assert.equal(await p.kDOC.read.balanceOf([carol.account.address]), tokens / 4n);
    await confirm(p, p.kDOC.write.repayBorrow([E("100")], { account: alice.account }));
    await confirm(p, p.kDOC.write.borrow([E("100")], { account: alice.account }));
    await confirm(p, p.kRBTC.write.mint({ account: carol.account, value: E("1") }));

    // The native market's payable mint is paused the same way.
    await confirm(p, p.comptroller.write._setMintPaused([p.kRBTC.address, true], { account: guardian.account }));
    await expectRevert(p.kRBTC.write.mint({ account: carol.account, value: E("1") }), "C2");

    await confirm(p, p.comptroller.write._setMintPaused([p.kDOC.address, false], { account: admin.account }));
    const before = await p.kDOC.read.balanceOf([bob.account.address]);
    await confirm(p, p.kDOC.write.mint([E("100")], { account: bob.account }));
    assert.ok((await p.kDOC.read.balanceOf([bob.account.address])) > before);
  });

  it("borrow paused (C4): repay, repay on behalf and borrowing elsewhere keep working", async () => {
    const p = await loadProtocol();
    const { alice, bob, guardian, admin } = actors(p);
    await setup(p);
    await confirm(p, p.comptroller.write._setBorrowPaused([p.kDOC.address, true], { account: guardian.account }));
    await expectRevert(p.kDOC.write.borrow([E("1")], { account: alice.account }), "C4");

    const debt0 = await p.kDOC.read.borrowBalanceStored([alice.account.address]);
    await confirm(p, p.kDOC.write.repayBorrow([E("300")], { account: alice.account }));
    await confirm(p, p.kDOC.write.repayBorrowBehalf([alice.account.address, E("200")], { account: bob.account }));
    const debt1 = await p.kDOC.read.borrowBalanceStored([alice.account.address]);
    assert.ok(debt1 < debt0 - E("499"), "both repayments counted");
    await confirm(p, p.kDOC.write.mint([E("100")], { account: bob.account }));
    const rbtcBefore = await p.kRBTC.read.borrowBalanceStored([alice.account.address]);
    await confirm(p, p.kRBTC.write.borrow([E("0.1")], { account: alice.account }));
    assert.equal((await p.kRBTC.read.borrowBalanceStored([alice.account.address])) - rbtcBefore, E("0.1"));

    await confirm(p, p.comptroller.write._setBorrowPaused([p.kDOC.address, false], { account: admin.account }));
    await confirm(p, p.kDOC.write.borrow([E("1")], { account: alice.account }));
  });

  it("seize paused (C3): no liquidation and no direct seize, while repay still works", async () => {
    const p = await loadProtocol();
    const { alice, carol, guardian, admin } = actors(p);
    await setup(p);
    await confirm(p, p.kDOC.write.borrow([E("8000")], { account: alice.account }));
    // 9,000 DOC of debt against 1 RBTC at 14,000 x 0.6 = 8,400: a shortfall.
    await confirm(p, p.priceAdapter.write.setPrice([p.kRBTC.address, E("14000")]));
    const [, , shortfall] = await p.comptroller.read.getAccountLiquidity([alice.account.address]);
    assert.ok(shortfall > 0n);
    await fundAndApprove(p, "DOC", carol.account.address, p.kDOC.address, E("1000"));

    // Not paused: a direct seize from an account that is not a market is refused (T6).
    await expectRevert(
      p.kRBTC.write.seize([carol.account.address, alice.account.address, 1n], { account: carol.account }),
      "T6",
    );
    await confirm(p, p.comptroller.write._setSeizePaused([true], { account: guardian.account }));
    await expectRevert(
      p.kDOC.write.liquidateBorrow([alice.account.address, E("1000"), p.kRBTC.address], { account: carol.account }),
      "C3",
    );
    await expectRevert(
      p.kRBTC.write.seize([carol.account.address, alice.account.address, 1n], { account: carol.account }),
      "C3",
    );
    // Same-market liquidation is refused too.
    await expectRevert(
      p.kDOC.write.liquidateBorrow([alice.account.address, E("1000"), p.kDOC.address], { account: carol.account }),
      "C3",
    );
    const debt0 = await p.kDOC.read.borrowBalanceStored([alice.account.address]);
    await confirm(p, p.kDOC.write.repayBorrow([E("100")], { account: alice.account }));
    assert.ok((await p.kDOC.read.borrowBalanceStored([alice.account.address])) < debt0);

    await expectRevert(p.comptroller.write._setSeizePaused([false], { account: guardian.account }), "C22");
    await confirm(p, p.comptroller.write._setSeizePaused([false], { account: admin.account }));
    const tokens0 = await p.kRBTC.read.balanceOf([alice.account.address]);
    await confirm(
      p,
      p.kDOC.write.liquidateBorrow([alice.account.address, E("1000"), p.kRBTC.address], { account: carol.account }),
    );
    assert.ok((await p.kRBTC.read.balanceOf([alice.account.address])) < tokens0);
    assert.ok((await p.kRBTC.read.balanceOf([carol.account.address])) > 0n);
  });
});
