import assert from "node:assert/strict";
import { encodeFunctionData, parseAbi, parseEther, parseEventLogs } from "viem";
import { hre, mine } from "../helpers/protocol";
import { expectReason, loadTropykusShape, mined, type TropykusShapeFixture } from "../helpers/tropykus-shape";
import { noRetry, noRetryPublicClient } from "../unit/helpers";
import { abiNames, bobCanBorrowDoc, enter, people } from "./actions";

const E = parseEther;
const INITIAL_RATE = E("0.02");

/** kSAT takes deposits only while its USD supply stays below 0.8 × the other markets' USD borrows. */
async function borrowsElsewhere(t: TropykusShapeFixture) {
  const { bob } = people(t);
  await bobCanBorrowDoc(t);
  await mined(t, t.kDOC.write.borrow([E("5000")], { account: bob.account })); // limit: 4,000 USD of kSAT
}

describe("tropykus-shape: the micro market (kSAT)", () => {
  it("refuses deposits without borrows elsewhere (R9) and above 0.025 RBTC per account (R8)", async () => {
    const t = await loadTropykusShape();
    const { carol } = people(t);
    await expectReason(noRetry(t.kSAT).simulate.mint({ account: carol.account.address, value: E("0.01") }), "R9");
    await borrowsElsewhere(t);
    const receipt = await mined(t, t.kSAT.write.mint({ account: carol.account, value: E("0.01") }));
    // Informative, not asserted: the figure clients' gas limits must allow for.
    console.log(`      kSAT deposit (first, 8 markets, one MoC adapter each): ${receipt.gasUsed} gas`);
    await expectReason(noRetry(t.kSAT).simulate.mint({ account: carol.account.address, value: E("0.016") }), "R8");
    await mined(t, t.kSAT.write.mint({ account: carol.account, value: E("0.015") }));
    assert.equal((await t.kSAT.read.balanceOf([carol.account.address])) > 0n, true);
  });

  it("exchangeRateStored depends on the caller: the holder sees its promised-rate rate, others and the comptroller 0.02", async () => {
    const t = await loadTropykusShape();
    const { carol, dave } = people(t);
    await borrowsElsewhere(t);
    await mined(t, t.kSAT.write.mint({ account: carol.account, value: E("0.01") }));
    await mine(1000);
    await mined(t, t.kSAT.write.accrueInterest());

    const asHolder = await t.kSAT.read.exchangeRateStored({ account: carol.account.address });
    const asOther = await t.kSAT.read.exchangeRateStored({ account: dave.account.address });
    assert.equal(asOther, INITIAL_RATE);
    // 4% a year promised at 0 utilisation, over ~1,000 blocks of 1,051,200 a year.
    assert.ok(asHolder > INITIAL_RATE && asHolder < E("0.02001"), `holder's rate ${asHolder}`);
    const [, tokens, , snapshotRate] = await t.kSAT.read.getAccountSnapshot([carol.account.address], {
      account: dave.account.address,
    });
    assert.equal(snapshotRate, INITIAL_RATE);
    const own = await t.kSAT.read.getAccountSnapshot([carol.account.address], { account: carol.account.address });
    assert.equal(own[3], asHolder);

    // The comptroller values kSAT at the non-holder rate: 0.5 tokens × 0.02 × 95,000 USD × 0.5.
    await enter(t, carol, [t.kSAT.address]);
    assert.equal(tokens, E("0.5"));
    const [error, liquidity, shortfall] = await t.comptroller.read.getAccountLiquidity([carol.account.address]);
    assert.deepEqual([error, liquidity, shortfall], [0n, E("475"), 0n]);

    // tropykusInterestAccrued: (error, factor, interest, the holder's rate, underlying with interest).
    const [mathError, factor, interest, rate, real] = await t.kSAT.read.tropykusInterestAccrued([
      carol.account.address,
    ]);
    assert.equal(mathError, 0);
    assert.ok(factor > E("1"));
    assert.equal(real, E("0.01") + interest);
    assert.equal(rate, asHolder);

    // Withdrawing everything pays the holder's own accrual (more than the 0.02 rate would give).
    await mined(t, t.comptroller.write.exitMarket([t.kSAT.address], { account: carol.account }));
    const redeemed = await mined(t, t.kSAT.write.redeem([tokens], { account: carol.account }));
    const [redeem] = parseEventLogs({ abi: t.kSAT.abi, logs: redeemed.logs, eventName: "Redeem" });
    assert.equal(redeem?.args.redeemTokens, tokens);
    assert.ok((redeem?.args.redeemAmount ?? 0n) > real, `redeemed ${redeem?.args.redeemAmount}`);
    assert.equal(await t.kSAT.read.balanceOf([carol.account.address]), 0n);
  });

  it("its Hurricane model has none of the white-paper/jump getters and says isTropykusInterestRateModel", async () => {
    const t = await loadTropykusShape();
    const hurricane = await hre.viem.getContractAt("TkHurricaneRateModel", t.interestModels.kSAT ?? "0x");
    assert.equal(await hurricane.read.isTropykusInterestRateModel(), true);
    assert.equal(await hurricane.read.promisedBaseReturnRatePerBlock(), E("0.04") / 1_051_200n);
    const names = abiNames(hurricane.abi);
    for (const absent of ["baseRatePerBlock", "multiplierPerBlock", "jumpMultiplierPerBlock", "kink"]) {
      assert.equal(names.has(absent), false, `${absent} in the Hurricane ABI`);
      const data = encodeFunctionData({ abi: parseAbi([`function ${absent}() view returns (uint256)`]) });
      await assert.rejects(noRetryPublicClient().call({ to: hurricane.address, data }), `${absent}() answered`);
    }
    const whitePaper = await hre.viem.getContractAt("TkWhitePaperRateModel", t.interestModels.kRBTC ?? "0x");
    assert.equal(await whitePaper.read.isTropykusInterestRateModel(), false);
  });
});
