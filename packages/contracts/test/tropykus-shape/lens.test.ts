import assert from "node:assert/strict";
import { encodeFunctionData, zeroAddress, type Address } from "viem";
import hre from "hardhat";
import { mined, loadTropykusShape, type TropykusShapeFixture } from "../helpers/tropykus-shape";
import { bobCanBorrowDoc, people } from "./actions";

const E = (value: string) => BigInt(Math.round(Number(value) * 1e6)) * 10n ** 12n;
const READ_PRICE = 2n;

/** Bob borrows 5,000 DOC against 1 RBTC; Carol holds 0.01 RBTC in kSAT for 1,000 blocks (her own rate). */
async function activeShape() {
  const t = await loadTropykusShape();
  const { bob, carol } = people(t);
  await bobCanBorrowDoc(t);
  await mined(t, t.kDOC.write.borrow([E("5000")], { account: bob.account }));
  await mined(t, t.kSAT.write.mint({ account: carol.account, value: E("0.01") }));
  await hre.network.provider.send("hardhat_mine", ["0x3e8"]);
  await mined(t, t.kSAT.write.accrueInterest());
  const lens = await hre.viem.deployContract("CeibaLens", []);
  const snapshot = (account: Address) => lens.read.snapshot([t.comptroller.address, account]);
  return { t, bob, carol, lens, snapshot };
}

const marketsOf = (t: TropykusShapeFixture) =>
  [t.kRBTC, t.kSAT, t.kDOC, t.kUSDRIF, t.kBPRO, t.kRIF, t.kUSDT, t.krDOC].map((m) => m.address.toLowerCase());

describe("tropykus-shape: CeibaLens reads every market in one eth_call", () => {
  it("reads all eight markets complete, equal to direct reads, despite the minting fallbacks", async () => {
    const { t, carol, lens, snapshot } = await activeShape();
    const s = await snapshot(carol.account.address);
    assert.deepEqual(s.markets.map((m) => m.market.toLowerCase()).sort(), marketsOf(t).sort());
    for (const m of s.markets) {
      assert.equal(m.readFailures, 0n, m.symbol);
      const market = await hre.viem.getContractAt("TkCErc20", m.market);
      assert.equal(m.totalSupply, await market.read.totalSupply(), m.symbol);
      assert.equal(m.totalBorrows, await market.read.totalBorrows(), m.symbol);
      assert.equal(m.cash, await market.read.getCash(), m.symbol);
      assert.equal(m.exchangeRateStored, await market.read.exchangeRateStored({ account: lens.address }), m.symbol);
      assert.equal(m.underlyingPrice, await t.oracle.read.getUnderlyingPrice([m.market]), m.symbol);
      const [listed, collateralFactor] = await t.comptroller.read.markets([m.market]);
      assert.deepEqual([m.isListed, m.collateralFactorMantissa], [listed, collateralFactor], m.symbol);
      const native = m.symbol === "kRBTC" || m.symbol === "kSAT";
      assert.equal(m.underlying === zeroAddress, native, m.symbol);
      assert.equal(m.underlyingSymbol === "RBTC", native, m.symbol);
    }
    // The whole read is one eth_call: its gas, for the record (Rootstock's blocks hold 6.8 M).
    const gas = await t.publicClient.estimateGas({
      to: lens.address,
      data: encodeFunctionData({
        abi: lens.abi,
        functionName: "snapshot",
        args: [t.comptroller.address, carol.account.address],
      }),
    });
    console.log(`      Lens snapshot of 8 Tropykus-shaped markets with an account: ${gas} gas`);
  });

  it("values the kSAT holder at her own rate and reads a Tropykus borrower's principal", async () => {
    const { t, bob, carol, snapshot } = await activeShape();
    const mine = (await snapshot(carol.account.address)).account.positions;
    const sat = mine.find((p) => p.market.toLowerCase() === t.kSAT.address.toLowerCase());
    const tokens = await t.kSAT.read.balanceOf([carol.account.address]);
    const ownRate = await t.kSAT.read.exchangeRateStored({ account: carol.account.address });
    assert.ok(ownRate > E("0.02"), "the holder's rate has grown");
    assert.equal(sat?.supplyUnderlying, (tokens * ownRate) / 10n ** 18n);

    const theirs = await snapshot(bob.account.address);
    const doc = theirs.account.positions.find((p) => p.market.toLowerCase() === t.kDOC.address.toLowerCase());
    assert.equal(doc?.borrowBalance, await t.kDOC.read.borrowBalanceStored([bob.account.address]));
    assert.equal(doc?.borrowPrincipal, await t.kDOC.read.getBorrowerPrincipalStored([bob.account.address]));
    assert.equal(doc?.borrowPrincipal, E("5000"));
    const [, liquidity, shortfall] = await t.comptroller.read.getAccountLiquidity([bob.account.address]);
    assert.deepEqual([theirs.account.liquidity, theirs.account.shortfall], [liquidity, shortfall]);
    assert.equal(theirs.account.liquidityKnown, true);
  });

  it("an expired Money-on-Chain price reads as no price for its market only", async () => {
    const { t, bob, snapshot } = await activeShape();
    await mined(t, (await t.feed("kDOC")).write.expire());
    const s = await snapshot(bob.account.address);
    for (const m of s.markets) {
      const expired = m.market.toLowerCase() === t.kDOC.address.toLowerCase();
      assert.equal(m.readFailures, expired ? READ_PRICE : 0n, m.symbol);
      assert.equal(m.underlyingPrice === 0n, expired, m.symbol);
    }
    // Bob owes in the unpriced market: his liquidity cannot be known (the comptroller reverts), his positions can.
    assert.equal(s.account.liquidityKnown, false);
    assert.ok(s.account.positions.every((p) => p.readFailures === 0n));
  });
});
