import assert from "node:assert/strict";
import { type Address, isAddressEqual, zeroAddress } from "viem";
import { confirm, hre, loadProtocol, parseEther } from "../helpers/protocol";
import { expectRevert } from "../helpers/errors";
import { actors } from "./model";

const E = parseEther;
const same = (a: Address, b: Address) => isAddressEqual(a, b);

describe("scenario: two-step handovers", () => {
  it("oracle guardian: propose, only the pending guardian accepts, then the old guardian is powerless", async () => {
    const p = await loadProtocol();
    const { admin, alice, guardian } = actors(p);
    const oracle = p.oracle;
    assert.ok(same(await oracle.read.guardian(), admin.account.address));
    assert.equal(await oracle.read.cTokenArrayCount(), 8n);

    // Only the guardian proposes.
    await expectRevert(oracle.write.setPendingGuardian([alice.account.address], { account: alice.account }), "O1");
    await confirm(p, oracle.write.setPendingGuardian([guardian.account.address], { account: admin.account }));
    assert.ok(same(await oracle.read.pendingGuardian(), guardian.account.address));

    // Nobody else accepts, not even the current guardian; until then the old guardian still rules.
    await expectRevert(oracle.write.acceptAdmin({ account: alice.account }), "O2");
    await expectRevert(oracle.write.acceptAdmin({ account: admin.account }), "O2");
    await expectRevert(
      oracle.write.setAdapterToToken([p.kDOC.address, p.priceAdapter.address], { account: guardian.account }),
      "O1",
    );
    await confirm(
      p,
      oracle.write.setAdapterToToken([p.kDOC.address, p.priceAdapter.address], { account: admin.account }),
    );

    await confirm(p, oracle.write.acceptAdmin({ account: guardian.account }));
    assert.ok(same(await oracle.read.guardian(), guardian.account.address));
    assert.ok(same(await oracle.read.pendingGuardian(), zeroAddress));
    // Accepting twice is refused (the pending slot is empty).
    await expectRevert(oracle.write.acceptAdmin({ account: guardian.account }), "O2");

    // The old guardian can no longer set adapters or propose.
    const other = await hre.viem.deployContract("SettablePriceAdapter", [admin.account.address]);
    await confirm(p, other.write.setPrice([p.kDOC.address, E("2")]));
    await expectRevert(
      oracle.write.setAdapterToToken([p.kDOC.address, other.address], { account: admin.account }),
      "O1",
    );
    await expectRevert(oracle.write.setPendingGuardian([admin.account.address], { account: admin.account }), "O1");
    assert.equal(await oracle.read.getUnderlyingPrice([p.kDOC.address]), E("1"));
    assert.equal(await oracle.read.cTokenArrayCount(), 8n, "replacing an adapter does not grow the token list");

    // The new guardian can, and the comptroller sees the new price.
    await confirm(p, oracle.write.setAdapterToToken([p.kDOC.address, other.address], { account: guardian.account }));
    assert.ok(same(await oracle.read.tokenAdapter([p.kDOC.address]), other.address));
    assert.equal(await oracle.read.getUnderlyingPrice([p.kDOC.address]), E("2"));
    await expectRevert(
      oracle.write.setAdapterToToken([zeroAddress, other.address], { account: guardian.account }),
      "A1",
    );
    await expectRevert(
      oracle.write.setAdapterToToken([p.kDOC.address, zeroAddress], { account: guardian.account }),
      "A1",
    );
  });

  it("a proposal can be replaced or withdrawn before it is accepted", async () => {
    const p = await loadProtocol();
    const { admin, alice, guardian } = actors(p);
    await confirm(p, p.oracle.write.setPendingGuardian([alice.account.address], { account: admin.account }));
    await confirm(p, p.oracle.write.setPendingGuardian([guardian.account.address], { account: admin.account }));
    await expectRevert(p.oracle.write.acceptAdmin({ account: alice.account }), "O2");
    await confirm(p, p.oracle.write.setPendingGuardian([zeroAddress], { account: admin.account }));
    await expectRevert(p.oracle.write.acceptAdmin({ account: guardian.account }), "O2");
    assert.ok(same(await p.oracle.read.guardian(), admin.account.address));
  });

  it("comptroller admin: propose, only the pending admin accepts, then the old admin is powerless", async () => {
    const p = await loadProtocol();
    const { admin, alice, carol } = actors(p);
    const c = p.comptroller;
    await expectRevert(c.write._setPendingAdmin([alice.account.address], { account: alice.account }), "C12");
    await confirm(p, c.write._setPendingAdmin([alice.account.address], { account: admin.account }));
    assert.ok(same(await c.read.pendingAdmin(), alice.account.address));
    await expectRevert(c.write._acceptAdmin({ account: carol.account }), "C13");
    await expectRevert(c.write._acceptAdmin({ account: admin.account }), "C13");
    // Before acceptance the old admin still acts.
    await confirm(p, c.write._setCollateralFactor([p.kDOC.address, E("0.7")], { account: admin.account }));

    await confirm(p, c.write._acceptAdmin({ account: alice.account }));
    assert.ok(same(await c.read.admin(), alice.account.address));
    assert.ok(same(await c.read.pendingAdmin(), zeroAddress));
    await expectRevert(c.write._acceptAdmin({ account: alice.account }), "C13");

    // The old admin: no risk parameters, no guardian, no unpause.
    await expectRevert(c.write._setCollateralFactor([p.kDOC.address, E("0.8")], { account: admin.account }), "C12");
    await expectRevert(c.write._setCloseFactor([E("0.4")], { account: admin.account }), "C12");
    await expectRevert(c.write._setPauseGuardian([admin.account.address], { account: admin.account }), "C12");
    await expectRevert(c.write._setMintPaused([p.kDOC.address, true], { account: admin.account }), "C18");
    await expectRevert(c.write._setPendingAdmin([admin.account.address], { account: admin.account }), "C12");

    // The new admin does all of it.
    await confirm(p, c.write._setCollateralFactor([p.kDOC.address, E("0.8")], { account: alice.account }));
    const [, cf] = await c.read.markets([p.kDOC.address]);
    assert.equal(cf, E("0.8"));
    await confirm(p, c.write._setMintPaused([p.kDOC.address, true], { account: alice.account }));
    await confirm(p, c.write._setMintPaused([p.kDOC.address, false], { account: alice.account }));
    assert.equal(await c.read.mintGuardianPaused([p.kDOC.address]), false);
  });

  it("market admin: the same two steps (T18 / T19)", async () => {
    const p = await loadProtocol();
    const { admin, alice, carol } = actors(p);
    const m = p.kDOC;
    await expectRevert(m.write._setPendingAdmin([alice.account.address], { account: alice.account }), "T18");
    await confirm(p, m.write._setPendingAdmin([alice.account.address], { account: admin.account }));
    await expectRevert(m.write._acceptAdmin({ account: carol.account }), "T19");
    await confirm(p, m.write._acceptAdmin({ account: alice.account }));
    assert.ok(same(await m.read.admin(), alice.account.address));
    await expectRevert(m.write._setReserveFactor([E("0.1")], { account: admin.account }), "T18");
    await confirm(p, m.write._setReserveFactor([E("0.1")], { account: alice.account }));
    assert.equal(await m.read.reserveFactorMantissa(), E("0.1"));
    await expectRevert(m.write._setReserveFactor([E("1") + 1n], { account: alice.account }), "T15");
  });
});
