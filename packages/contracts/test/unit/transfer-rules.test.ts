import assert from "node:assert/strict";
import { zeroAddress } from "viem";
import { confirm, loadProtocol, parseEther } from "../helpers/protocol";
import { actors, docBacksRbtcLoan, expectRevert, supplyRbtc } from "./helpers";

const E = parseEther;

describe("market tokens received by transfer follow the deposit rules", () => {
  it("refuses kRBTC sent to an account that owes RBTC (T12), like a deposit", async () => {
    const p = await loadProtocol();
    const { alice, bob, carol } = actors(p);
    await docBacksRbtcLoan(p, alice, bob, E("0.5")); // bob owes RBTC
    await supplyRbtc(p, carol, E("1"));
    await expectRevert(p.kRBTC.write.transfer([bob.account.address, 1000n], { account: carol.account }), "T12");
    // Without a debt the same transfer goes through.
    await confirm(p, p.kRBTC.write.transfer([alice.account.address, 1000n], { account: carol.account }));
  });

  it("caps micro-market tokens received by transfer at 0.025 RBTC per account (R8)", async () => {
    const p = await loadProtocol();
    const { alice, bob, carol, dave } = actors(p);
    // A loan elsewhere opens room in the micro market (cap = 0.8 x USD borrows of the other markets).
    await docBacksRbtcLoan(p, alice, bob, E("0.5"));
    await confirm(p, p.kSAT.write.mint({ account: carol.account, value: E("0.02") }));
    await confirm(p, p.kSAT.write.mint({ account: dave.account, value: E("0.02") }));
    const carolTokens = await p.kSAT.read.balanceOf([carol.account.address]);
    // Dave would hold 0.04 RBTC worth: refused.
    await expectRevert(p.kSAT.write.transfer([dave.account.address, carolTokens], { account: carol.account }), "R8");
    // A part that keeps Dave under the cap is fine.
    await confirm(p, p.kSAT.write.transfer([dave.account.address, carolTokens / 5n], { account: carol.account }));
    assert.ok((await p.kSAT.read.balanceOf([dave.account.address])) > 0n);
  });
});

describe("oracle token list", () => {
  it("lists a market without a readable symbol() with an empty name instead of reverting", async () => {
    const p = await loadProtocol();
    const { alice } = actors(p);
    const before = await p.oracle.read.cTokenArrayCount();
    await confirm(p, p.oracle.write.setAdapterToToken([alice.account.address, p.priceAdapter.address]));
    assert.equal(await p.oracle.read.cTokenArrayCount(), before + 1n);
    const [market, name] = await p.oracle.read.cTokensArray([before]);
    assert.equal(market.toLowerCase(), alice.account.address.toLowerCase());
    assert.equal(name, "");
    assert.notEqual(market, zeroAddress);
  });
});
