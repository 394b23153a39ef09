import assert from "node:assert/strict";
import { parseEther } from "viem";
import { confirm, hre, loadProtocol } from "../helpers/protocol";
import { actors, assertSameAddress, expectRevert, oneEvent, ZERO } from "./helpers";

describe("unit: Comptroller admin", () => {
  it("the deployer is admin with no pending admin; a zero admin is refused at deploy (A1)", async () => {
    const p = await loadProtocol();
    assertSameAddress(await p.comptroller.read.admin(), p.admin);
    assert.equal(await p.comptroller.read.pendingAdmin(), ZERO);
    await expectRevert(hre.viem.deployContract("Comptroller", [ZERO, p.oracle.address]), "A1");
    await expectRevert(hre.viem.deployContract("Comptroller", [p.admin, ZERO]), "A1");
  });

  it("hands the admin role over in two steps, with NewPendingAdmin and NewAdmin", async () => {
    const p = await loadProtocol();
    const { admin, bob } = actors(p);
    const proposed = await confirm(p, p.comptroller.write._setPendingAdmin([bob.account.address]));
    const pending = oneEvent(p.comptroller, proposed, "NewPendingAdmin");
    assert.equal(pending.args.oldPendingAdmin, ZERO);
    assertSameAddress(pending.args.newPendingAdmin, bob.account.address);
    assertSameAddress(await p.comptroller.read.admin(), admin.account.address);
    assertSameAddress(await p.comptroller.read.pendingAdmin(), bob.account.address);

    const accepted = await confirm(p, p.comptroller.write._acceptAdmin({ account: bob.account }));
    const ev = oneEvent(p.comptroller, accepted, "NewAdmin");
    assertSameAddress(ev.args.oldAdmin, admin.account.address);
    assertSameAddress(ev.args.newAdmin, bob.account.address);
    assertSameAddress(await p.comptroller.read.admin(), bob.account.address);
    assert.equal(await p.comptroller.read.pendingAdmin(), ZERO);

    await expectRevert(p.comptroller.write._setCloseFactor([parseEther("0.4")], { account: admin.account }), "C12");
    await confirm(p, p.comptroller.write._setCloseFactor([parseEther("0.4")], { account: bob.account }));
  });

  it("only the pending admin may accept (C13), also when nobody is pending", async () => {
    const p = await loadProtocol();
    const { admin, bob, carol } = actors(p);
    await expectRevert(p.comptroller.write._acceptAdmin({ account: carol.account }), "C13");
    await expectRevert(p.comptroller.write._acceptAdmin({ account: admin.account }), "C13");
    await confirm(p, p.comptroller.write._setPendingAdmin([bob.account.address]));
    await expectRevert(p.comptroller.write._acceptAdmin({ account: carol.account }), "C13");
    // The admin may withdraw a proposal by proposing nobody.
    await confirm(p, p.comptroller.write._setPendingAdmin([ZERO]));
    await expectRevert(p.comptroller.write._acceptAdmin({ account: bob.account }), "C13");
  });

  it("every admin setter is refused for anyone else (C12)", async () => {
    const p = await loadProtocol();
    const { eve } = actors(p);
    const as = { account: eve.account };
    const w = p.comptroller.write;
    await expectRevert(w._supportMarket([p.kDOC.address], as), "C12");
    await expectRevert(w._setCloseFactor([parseEther("0.5")], as), "C12");
    await expectRevert(w._setCollateralFactor([p.kDOC.address, parseEther("0.5")], as), "C12");
    await expectRevert(w._setLiquidationIncentive([parseEther("1.1")], as), "C12");
    await expectRevert(w._setMarketBorrowCaps([[p.kDOC.address], [1n]], as), "C12");
    await expectRevert(w._setPauseGuardian([eve.account.address], as), "C12");
    await expectRevert(w._setPendingAdmin([eve.account.address], as), "C12");
    // Nothing changed.
    assert.equal(await p.comptroller.read.pauseGuardian(), ZERO);
    assert.equal(await p.comptroller.read.pendingAdmin(), ZERO);
  });
});
