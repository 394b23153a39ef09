import assert from "node:assert/strict";
import { parseEther } from "viem";
import { confirm, fundAndApprove, loadProtocol, type ProtocolFixture } from "../helpers/protocol";
import {
  actors,
  assertSameAddress,
  assertSameAddresses,
  docBacksRbtcLoan,
  enter,
  eventsOf,
  expectRevert,
  oneEvent,
  supplyDoc,
  supplyRbtc,
  type Wallet,
} from "./helpers";

describe("unit: Comptroller membership (enterMarkets, exitMarket, getAssetsIn, checkMembership)", () => {
  it("a new account is in no market", async () => {
    const p = await loadProtocol();
    const { alice } = actors(p);
    assert.deepEqual(await p.comptroller.read.getAssetsIn([alice.account.address]), []);
    assert.equal(await p.comptroller.read.checkMembership([alice.account.address, p.kDOC.address]), false);
  });

  it("enterMarkets emits MarketEntered per new market and getAssetsIn lists them in listing order", async () => {
    const p = await loadProtocol();
    const { alice } = actors(p);
    const r = await enter(p, alice, [p.kUSDT.address, p.kDOC.address, p.kRBTC.address]);
    const entered = eventsOf(p.comptroller, r, "MarketEntered");
    assertSameAddresses(
      entered.map((e) => e.args.cToken),
      [p.kUSDT.address, p.kDOC.address, p.kRBTC.address],
    );
    for (const e of entered) assertSameAddress(e.args.account, alice.account.address);
    // The membership is a bitmap: assets come back in the comptroller's listing order, not entry order.
    assertSameAddresses(await p.comptroller.read.getAssetsIn([alice.account.address]), [
      p.kRBTC.address,
      p.kDOC.address,
      p.kUSDT.address,
    ]);
    assert.equal(await p.comptroller.read.checkMembership([alice.account.address, p.kUSDT.address]), true);
    assert.equal(await p.comptroller.read.checkMembership([alice.account.address, p.kSAT.address]), false);
  });

  it("entering a market again is a no-op without events and returns one 0 per market", async () => {
    const p = await loadProtocol();
    const { alice } = actors(p);
    await enter(p, alice, [p.kDOC.address]);
    const { result } = await p.comptroller.simulate.enterMarkets([[p.kDOC.address, p.kDOC.address, p.kRIF.address]], {
      account: alice.account.address,
    });
    assert.deepEqual(result, [0n, 0n, 0n]);
    const r = await enter(p, alice, [p.kDOC.address, p.kDOC.address]);
    assert.equal(eventsOf(p.comptroller, r, "MarketEntered").length, 0);
    assertSameAddresses(await p.comptroller.read.getAssetsIn([alice.account.address]), [p.kDOC.address]);
  });

  it("entering an unlisted market is refused (C1); checkMembership of an unlisted address is false", async () => {
    const p = await loadProtocol();
    const { alice, bob } = actors(p);
    await expectRevert(
      p.comptroller.write.enterMarkets([[p.kDOC.address, bob.account.address]], { account: alice.account }),
      "C1",
    );
    assert.deepEqual(await p.comptroller.read.getAssetsIn([alice.account.address]), []);
    assert.equal(await p.comptroller.read.checkMembership([alice.account.address, bob.account.address]), false);
  });

  it("a borrow enters the borrowed market automatically", async () => {
    const p = await loadProtocol();
    const { alice, bob } = actors(p);
    const r = await docBacksRbtcLoan(p, bob, alice);
    const ev = oneEvent(p.comptroller, r, "MarketEntered");
    assertSameAddress(ev.args.cToken, p.kRBTC.address);
    assertSameAddress(ev.args.account, alice.account.address);
    assertSameAddresses(await p.comptroller.read.getAssetsIn([alice.account.address]), [
      p.kRBTC.address,
      p.kDOC.address,
    ]);
  });

  it("exitMarket leaves a market whose collateral backs nothing and emits MarketExited", async () => {
    const p = await loadProtocol();
    const { alice } = actors(p);
    await supplyDoc(p, alice, parseEther("100"));
    await enter(p, alice, [p.kDOC.address, p.kRIF.address]);
    const r = await confirm(p, p.comptroller.write.exitMarket([p.kDOC.address], { account: alice.account }));
    const ev = oneEvent(p.comptroller, r, "MarketExited");
    assertSameAddress(ev.args.cToken, p.kDOC.address);
    assertSameAddress(ev.args.account, alice.account.address);
    assertSameAddresses(await p.comptroller.read.getAssetsIn([alice.account.address]), [p.kRIF.address]);
    // Not a member any more: exiting again is a no-op.
    const again = await confirm(p, p.comptroller.write.exitMarket([p.kDOC.address], { account: alice.account }));
    assert.equal(eventsOf(p.comptroller, again, "MarketExited").length, 0);
  });

  it("exitMarket is refused while the account borrows in that market (C8)", async () => {
    const p = await loadProtocol();
    const { alice, bob } = actors(p);
    await docBacksRbtcLoan(p, bob, alice);
    await expectRevert(p.comptroller.write.exitMarket([p.kRBTC.address], { account: alice.account }), "C8");
  });

  it("exitMarket is refused when the market's collateral backs a debt (C5)", async () => {
    const p = await loadProtocol();
    const { alice, bob } = actors(p);
    await docBacksRbtcLoan(p, bob, alice);
    await expectRevert(p.comptroller.write.exitMarket([p.kDOC.address], { account: alice.account }), "C5");
    assert.equal(await p.comptroller.read.checkMembership([alice.account.address, p.kDOC.address]), true);
  });

  it("exitMarket is allowed when other collateral still covers the debt", async () => {
    const p = await loadProtocol();
    const { alice, bob } = actors(p);
    await docBacksRbtcLoan(p, bob, alice, parseEther("0.1")); // 9,500 USD against 80,000 of DOC collateral
    await fundUsdt(p, alice, parseEther("50000"));
    await enter(p, alice, [p.kUSDT.address]);
    // 40,000 USD of USDT collateral alone covers 9,500 USD of debt.
    await confirm(p, p.comptroller.write.exitMarket([p.kDOC.address], { account: alice.account }));
    assert.equal(await p.comptroller.read.checkMembership([alice.account.address, p.kDOC.address]), false);
  });

  it("exitMarket of an unlisted market is refused (C1)", async () => {
    const p = await loadProtocol();
    const { alice, bob } = actors(p);
    await expectRevert(p.comptroller.write.exitMarket([bob.account.address], { account: alice.account }), "C1");
  });

  it("a deposit alone does not enter the market", async () => {
    const p = await loadProtocol();
    const { alice } = actors(p);
    await supplyRbtc(p, alice, parseEther("1"));
    assert.equal(await p.comptroller.read.checkMembership([alice.account.address, p.kRBTC.address]), false);
    const [, liquidity, shortfall] = await p.comptroller.read.getAccountLiquidity([alice.account.address]);
    assert.equal(liquidity, 0n);
    assert.equal(shortfall, 0n);
  });
});

/** Supplies `amount` USDT to kUSDT as `who`. */
async function fundUsdt(p: ProtocolFixture, who: Wallet, amount: bigint) {
  await fundAndApprove(p, "USDT", who.account.address, p.kUSDT.address, amount);
  await confirm(p, p.kUSDT.write.mint([amount], { account: who.account }));
}
