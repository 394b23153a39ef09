import assert from "node:assert/strict";
import { confirm, fundAndApprove, loadProtocol, parseEther } from "../helpers/protocol";
import { expectRevert } from "../helpers/errors";

describe("smoke: a deposit backs a loan that is repaid", () => {
  it("mints DOC, borrows RBTC, repays all and redeems", async () => {
    const p = await loadProtocol();
    const [, alice, bob] = p.wallets;
    if (!alice || !bob) throw new Error("accounts");
    // Bob supplies RBTC liquidity.
    await confirm(p, p.kRBTC.write.mint({ account: bob.account, value: parseEther("10") }));
    // Alice supplies 100k DOC and borrows 0.5 RBTC.
    await fundAndApprove(p, "DOC", alice.account.address, p.kDOC.address, parseEther("100000"));
    await confirm(p, p.kDOC.write.mint([parseEther("100000")], { account: alice.account }));
    await confirm(p, p.comptroller.write.enterMarkets([[p.kDOC.address]], { account: alice.account }));
    await confirm(p, p.kRBTC.write.borrow([parseEther("0.5")], { account: alice.account }));
    assert.equal(await p.kRBTC.read.borrowBalanceStored([alice.account.address]), parseEther("0.5"));
    await expectRevert(p.kRBTC.write.mint({ account: alice.account, value: parseEther("1") }), "T12");
    await confirm(p, p.kRBTC.write.repayBorrowAll({ account: alice.account, value: parseEther("0.6") }));
    assert.equal(await p.kRBTC.read.borrowBalanceStored([alice.account.address]), 0n);
    const tokens = await p.kDOC.read.balanceOf([alice.account.address]);
    await confirm(p, p.kDOC.write.redeem([tokens], { account: alice.account }));
    assert.equal(await p.kDOC.read.balanceOf([alice.account.address]), 0n);
    const snap = await p.lens.read.snapshot([p.comptroller.address, alice.account.address]);
    assert.equal(snap.markets.length, 8);
  });
});
