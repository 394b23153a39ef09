import assert from "node:assert/strict";
import { confirm, fundAndApprove, loadProtocol, mine, parseEther, type ProtocolFixture } from "../helpers/protocol";
import { expectRevert } from "../helpers/errors";
import { EXP, MICRO, MarketModel, actors, assertMarket, latestBlock, paramsOf } from "./model";

const E = parseEther;
const RBTC_PRICE = paramsOf("kRBTC").localPrice;
const SAT_PRICE = paramsOf("kSAT").localPrice;

/** `who` posts 1 RBTC in kRBTC as collateral (57,000 USD of borrowing power). */
async function collateral(p: ProtocolFixture, who: ReturnType<typeof actors>["alice"]) {
  await confirm(p, p.kRBTC.write.mint({ account: who.account, value: E("1") }));
  await confirm(p, p.comptroller.write.enterMarkets([[p.kRBTC.address]], { account: who.account }));
}

/** The micro market's limit: threshold x (USD borrows of the other markets) / own price. */
const microLimit = (borrowsUsd: bigint) => (((borrowsUsd * MICRO.marketCapThreshold) / EXP) * EXP) / SAT_PRICE;

describe("scenario: caps", () => {
  it("comptroller borrow cap: the market's total borrows may reach the cap, not pass it (C7)", async () => {
    const p = await loadProtocol();
    const { alice, bob, carol, admin } = actors(p);
    const A = alice.account.address;
    const doc = await MarketModel.of(p.kDOC, "kDOC");
    await fundAndApprove(p, "DOC", bob.account.address, p.kDOC.address, E("100000"));
    let r = await confirm(p, p.kDOC.write.mint([E("100000")], { account: bob.account }));
    doc.mint(bob.account.address, E("100000"), r.blockNumber);
    await collateral(p, alice);
    await collateral(p, carol);

    await confirm(
      p,
      p.comptroller.write._setMarketBorrowCaps([[p.kDOC.address], [E("1000")]], { account: admin.account }),
    );
    assert.equal(await p.comptroller.read.borrowCaps([p.kDOC.address]), E("1000"));
    await expectRevert(p.kDOC.write.borrow([E("1000") + 1n], { account: alice.account }), "C7");
    r = await confirm(p, p.kDOC.write.borrow([E("1000")], { account: alice.account }));
    doc.borrow(A, E("1000"), r.blockNumber);
    assert.equal(await p.kDOC.read.totalBorrows(), E("1000"));
    // The cap is on the market, not the account: Carol cannot borrow 1 wei.
    await expectRevert(p.kDOC.write.borrow([1n], { account: carol.account }), "C7");

    // Interest counts against the cap: predict total borrows at the borrow's block.
    await mine(100);
    r = await confirm(
      p,
      p.comptroller.write._setMarketBorrowCaps([[p.kDOC.address], [E("2000")]], { account: admin.account }),
    );
    const at = (block: bigint) => {
      const m = doc.clone();
      m.accrue(block);
      return m.borrows;
    };
    const room1 = E("2000") - at(r.blockNumber + 1n);
    assert.ok(room1 < E("1000"), "interest used part of the room");
    await expectRevert(p.kDOC.write.borrow([room1 + 1n], { account: carol.account }), "C7");
    const next = (await latestBlock(p)) + 1n;
    const room2 = E("2000") - at(next);
    r = await confirm(p, p.kDOC.write.borrow([room2], { account: carol.account }));
    assert.equal(r.blockNumber, next);
    doc.borrow(carol.account.address, room2, r.blockNumber);
    assert.equal(await p.kDOC.read.totalBorrows(), E("2000"));
    await assertMarket(p.kDOC, doc, [A, carol.account.address]);

    // Only the admin sets caps; 0 removes the cap.
    await expectRevert(
      p.comptroller.write._setMarketBorrowCaps([[p.kDOC.address], [0n]], { account: alice.account }),
      "C12",
    );
    await confirm(p, p.comptroller.write._setMarketBorrowCaps([[p.kDOC.address], [0n]], { account: admin.account }));
    await confirm(p, p.kDOC.write.borrow([E("5000")], { account: carol.account }));
  });

  it("krDOC: each account's debt is capped at 1000 rDOC, interest included (RD1)", async () => {
    const p = await loadProtocol();
    const { alice, bob, carol, dave } = actors(p);
    const rdoc = await MarketModel.of(p.krDOC, "krDOC");
    assert.equal(await p.krDOC.read.accountBorrowCap(), E("1000"));
    await fundAndApprove(p, "rDOC", bob.account.address, p.krDOC.address, E("10000"));
    let r = await confirm(p, p.krDOC.write.mint([E("10000")], { account: bob.account }));
    rdoc.mint(bob.account.address, E("10000"), r.blockNumber);
    await collateral(p, alice);
    await collateral(p, carol);
    await collateral(p, dave);

    await expectRevert(p.krDOC.write.borrow([E("1000") + 1n], { account: alice.account }), "RD1");
    r = await confirm(p, p.krDOC.write.borrow([E("1000")], { account: alice.account }));
    rdoc.borrow(alice.account.address, E("1000"), r.blockNumber);
    // A block later interest has made the debt more than 1000: not even 1 wei more.
    await expectRevert(p.krDOC.write.borrow([1n], { account: alice.account }), "RD1");
    // Per account: Carol borrows her own 1000.
    r = await confirm(p, p.krDOC.write.borrow([E("1000")], { account: carol.account }));
    rdoc.borrow(carol.account.address, E("1000"), r.blockNumber);

    // Dave borrows 600, 50 blocks pass; the room left is 1000 - 600 x index / accountIndex.
    const D = dave.account.address;
    r = await confirm(p, p.krDOC.write.borrow([E("600")], { account: dave.account }));
    rdoc.borrow(D, E("600"), r.blockNumber);
    await mine(50);
    const roomAt = (block: bigint) => {
      const m = rdoc.clone();
      m.accrue(block);
      return E("1000") - m.borrowBalance(D);
    };
    const next = (await latestBlock(p)) + 1n;
    const room1 = roomAt(next);
    assert.ok(room1 < E("400"));
    await expectRevert(p.krDOC.write.borrow([room1 + 1n], { account: dave.account }), "RD1");
    const room2 = roomAt(next + 1n);
    r = await confirm(p, p.krDOC.write.borrow([room2], { account: dave.account }));
    assert.equal(r.blockNumber, next + 1n);
    rdoc.borrow(D, room2, r.blockNumber);
    assert.equal(await p.krDOC.read.borrowBalanceStored([D]), E("1000"));
    await assertMarket(p.krDOC, rdoc, [alice.account.address, carol.account.address, D]);

    // Repaying makes room again.
    await fundAndApprove(p, "rDOC", D, p.krDOC.address, E("500"));
    await confirm(p, p.krDOC.write.repayBorrow([E("500")], { account: dave.account }));
    await confirm(p, p.krDOC.write.borrow([E("400")], { account: dave.account }));
    // Other markets have no per-account cap.
    assert.equal(await p.kDOC.read.accountBorrowCap(), 0n);
  });

  it("micro market: minimum 0.0004 (R10), market cap 0.8 x USD borrows elsewhere (R9), 0.025 per account (R8)", async () => {
    const p = await loadProtocol();
    const { alice, bob, carol, dave, eve } = actors(p);
    const sat = await MarketModel.of(p.kSAT, "kSAT");
    await fundAndApprove(p, "DOC", bob.account.address, p.kDOC.address, E("100000"));
    await confirm(p, p.kDOC.write.mint([E("100000")], { account: bob.account }));
    await collateral(p, alice);

    // Nothing is borrowed anywhere: the micro market is closed (its deposits are the burned seed alone).
    const seed = sat.cash;
    assert.deepEqual(await p.kSAT.read.getMarketCap(), [seed, 0n, 0n]);
    await expectRevert(p.kSAT.write.mint({ account: carol.account, value: E("0.0004") }), "R9");

    // 2,000 DOC borrowed: limit = 2000 x 0.8 / 95,000 RBTC = 0.016842105263157894.
    await confirm(p, p.kDOC.write.borrow([E("2000")], { account: alice.account }));
    const limit1 = microLimit(E("2000"));
    assert.equal(limit1, 16_842_105_263_157_894n);
    assert.deepEqual(await p.kSAT.read.getMarketCap(), [seed, limit1, limit1 - seed]);

    await expectRevert(p.kSAT.write.mint({ account: carol.account, value: E("0.0004") - 1n }), "R10");
    await expectRevert(p.kSAT.write.mint({ account: carol.account, value: limit1 - seed + 1n }), "R9");
    let r = await confirm(p, p.kSAT.write.mint({ account: carol.account, value: limit1 - seed }));
    sat.mint(carol.account.address, limit1 - seed, r.blockNumber);
    assert.deepEqual(await p.kSAT.read.getMarketCap(), [limit1, limit1, 0n]);
    await expectRevert(p.kSAT.write.mint({ account: dave.account, value: E("0.0004") }), "R9");

    // More borrows elsewhere raise the limit: 3,000 more DOC plus 0.01 RBTC (950 USD at 95,000).
    await confirm(p, p.kDOC.write.borrow([E("3000")], { account: alice.account }));
    await fundAndApprove(p, "DOC", eve.account.address, p.kDOC.address, E("10000"));
    await confirm(p, p.kDOC.write.mint([E("10000")], { account: eve.account }));
    await confirm(p, p.comptroller.write.enterMarkets([[p.kDOC.address]], { account: eve.account }));
    await confirm(p, p.kRBTC.write.borrow([E("0.01")], { account: eve.account }));
    const docBorrows = await p.kDOC.read.totalBorrows();
    const rbtcBorrows = await p.kRBTC.read.totalBorrows();
    assert.ok(docBorrows > E("5000"), "interest on the first 2,000 counts too");
    const limit2 = microLimit((docBorrows * E("1")) / EXP + (rbtcBorrows * RBTC_PRICE) / EXP);
    const [deposits, limit, room] = await p.kSAT.read.getMarketCap();
    assert.deepEqual([deposits, limit, room], [limit1, limit2, limit2 - limit1]);
    assert.ok(room > MICRO.accountCap, `room ${room}`);

    // Per account: 0.025 at most, in one deposit or in several.
    await expectRevert(p.kSAT.write.mint({ account: dave.account, value: MICRO.accountCap + 1n }), "R8");
    r = await confirm(p, p.kSAT.write.mint({ account: dave.account, value: E("0.02") }));
    sat.mint(dave.account.address, E("0.02"), r.blockNumber);
    await expectRevert(p.kSAT.write.mint({ account: dave.account, value: E("0.005") + 1n }), "R8");
    r = await confirm(p, p.kSAT.write.mint({ account: dave.account, value: E("0.005") }));
    sat.mint(dave.account.address, E("0.005"), r.blockNumber);
    assert.equal(sat.underlyingOf(dave.account.address), MICRO.accountCap);
    await expectRevert(p.kSAT.write.mint({ account: dave.account, value: E("0.0004") }), "R8");
    await assertMarket(p.kSAT, sat, [carol.account.address, dave.account.address]);

    // Withdrawing makes room for the same account again.
    r = await confirm(p, p.kSAT.write.redeemUnderlying([E("0.01")], { account: dave.account }));
    sat.redeemUnderlying(dave.account.address, E("0.01"), r.blockNumber);
    r = await confirm(p, p.kSAT.write.mint({ account: dave.account, value: E("0.0004") }));
    sat.mint(dave.account.address, E("0.0004"), r.blockNumber);
    await assertMarket(p.kSAT, sat, [carol.account.address, dave.account.address]);

    // Without a price for the micro market, its cap cannot be computed: deposits are refused (C6).
    await confirm(p, p.priceAdapter.write.setPrice([p.kSAT.address, 0n]));
    await expectRevert(p.kSAT.write.mint({ account: dave.account, value: E("0.0004") }), "C6");
  });
});
