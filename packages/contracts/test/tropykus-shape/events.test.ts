import assert from "node:assert/strict";
import { type Log, parseAbi, parseEther, parseEventLogs, toEventSelector } from "viem";
import { expectReason, loadTropykusShape, mined, type TropykusShapeFixture } from "../helpers/tropykus-shape";
import { noRetry } from "../unit/helpers";
import { bobCanBorrowDoc, people, supplyRbtc, supplyToken } from "./actions";

const E = parseEther;

/** Compound v2's ABI of the same events, addresses NOT indexed (what an older client decodes with). */
const compoundEvents = parseAbi([
  "event Mint(address minter, uint256 mintAmount, uint256 mintTokens)",
  "event Redeem(address redeemer, uint256 redeemAmount, uint256 redeemTokens)",
  "event Borrow(address borrower, uint256 borrowAmount, uint256 accountBorrows, uint256 totalBorrows)",
  "event RepayBorrow(address payer, address borrower, uint256 repayAmount, uint256 accountBorrows, uint256 totalBorrows)",
  "event LiquidateBorrow(address liquidator, address borrower, uint256 repayAmount, address cTokenCollateral, uint256 seizeTokens)",
]);

type EventName = (typeof compoundEvents)[number]["name"];

/** The one log of `name` a market emitted in `logs`: its topic count and its decoding with the Tropykus ABI. */
function oneLog<const N extends EventName>(t: TropykusShapeFixture, logs: Log[], market: `0x${string}`, name: N) {
  const event = compoundEvents.find((e) => e.name === name);
  if (!event) throw new Error(name);
  const topic0 = toEventSelector(event);
  const matching = logs.filter((l) => l.address.toLowerCase() === market.toLowerCase() && l.topics[0] === topic0);
  assert.equal(matching.length, 1, `one ${name} log`);
  const [decoded] = parseEventLogs({ abi: t.kDOC.abi, logs: matching, eventName: name });
  // Same topic 0 as Compound's event, but Compound's non-indexed ABI cannot decode the log.
  assert.equal(parseEventLogs({ abi: compoundEvents, logs: matching }).length, 0, `${name} decodes as Compound's`);
  return { topics: matching[0]?.topics.length, decoded };
}

describe("tropykus-shape: indexed events", () => {
  it("Mint, Borrow, RepayBorrow and Redeem index their addresses (2, 2, 3 and 2 topics)", async () => {
    const t = await loadTropykusShape();
    const { alice, bob } = people(t);
    const minted = await supplyToken(t, alice, "DOC", E("100000"));
    const mint = oneLog(t, minted.logs, t.kDOC.address, "Mint");
    assert.equal(mint.topics, 2);
    assert.equal(mint.decoded?.args.minter.toLowerCase(), alice.account.address.toLowerCase());
    assert.equal(mint.decoded?.args.mintTokens, E("5000000"));

    await bobCanBorrowDoc(t);
    const borrowed = await mined(t, t.kDOC.write.borrow([E("1000")], { account: bob.account }));
    const borrow = oneLog(t, borrowed.logs, t.kDOC.address, "Borrow");
    assert.equal(borrow.topics, 2);
    assert.equal(borrow.decoded?.args.borrower.toLowerCase(), bob.account.address.toLowerCase());
    assert.equal(borrow.decoded?.args.borrowAmount, E("1000"));

    await mined(t, t.DOC.write.approve([t.kDOC.address, E("100")], { account: bob.account }));
    const repaid = await mined(t, t.kDOC.write.repayBorrow([E("100")], { account: bob.account }));
    const repay = oneLog(t, repaid.logs, t.kDOC.address, "RepayBorrow");
    assert.equal(repay.topics, 3);
    assert.equal(repay.decoded?.args.payer.toLowerCase(), bob.account.address.toLowerCase());
    assert.equal(repay.decoded?.args.borrower.toLowerCase(), bob.account.address.toLowerCase());
    assert.equal(repay.decoded?.args.repayAmount, E("100"));

    const redeemed = await mined(t, t.kDOC.write.redeemUnderlying([E("10")], { account: alice.account }));
    const redeem = oneLog(t, redeemed.logs, t.kDOC.address, "Redeem");
    assert.equal(redeem.topics, 2);
    assert.equal(redeem.decoded?.args.redeemAmount, E("10"));

    // AccrueInterest and Failure index nothing.
    const [accrue] = parseEventLogs({ abi: t.kDOC.abi, logs: redeemed.logs, eventName: "AccrueInterest" });
    assert.equal(accrue?.topics.length, 1);
  });

  it("LiquidateBorrow indexes liquidator, borrower and collateral (4 topics); the liquidator gets the seized tokens", async () => {
    const t = await loadTropykusShape();
    const { bob, carol } = people(t);
    await bobCanBorrowDoc(t);
    await mined(t, t.kDOC.write.borrow([E("50000")], { account: bob.account }));
    // RBTC falls from 95,000 to 60,000: 1 RBTC × 0.6 = 36,000 USD of limit for 50,000 of debt.
    await mined(t, (await t.feed("kRBTC")).write.setPrice([E("60000")]));
    await mined(t, t.DOC.write.faucet([carol.account.address, E("10000")]));
    await mined(t, t.DOC.write.approve([t.kDOC.address, E("10000")], { account: carol.account }));
    const receipt = await mined(
      t,
      t.kDOC.write.liquidateBorrow([bob.account.address, E("10000"), t.kRBTC.address], { account: carol.account }),
    );
    const liquidation = oneLog(t, receipt.logs, t.kDOC.address, "LiquidateBorrow");
    assert.equal(liquidation.topics, 4);
    const args = liquidation.decoded?.args;
    assert.equal(args?.liquidator.toLowerCase(), carol.account.address.toLowerCase());
    assert.equal(args?.borrower.toLowerCase(), bob.account.address.toLowerCase());
    assert.equal(args?.cTokenCollateral.toLowerCase(), t.kRBTC.address.toLowerCase());
    // 10,000 DOC × 1.07 × 1 USD / (60,000 USD × 0.02 RBTC per market token), truncated as the comptroller does.
    const ratio = (E("1.07") * E("1")) / ((E("60000") * E("0.02")) / E("1"));
    assert.equal(args?.seizeTokens, (ratio * E("10000")) / E("1"));
    assert.equal(await t.kRBTC.read.balanceOf([carol.account.address]), args?.seizeTokens);
  });

  it("the native market's payable liquidateBorrow logs the same 4-topic LiquidateBorrow; a healthy borrower: 'R6 (03)'", async () => {
    const t = await loadTropykusShape();
    const { alice, carol, dave } = people(t);
    await supplyRbtc(t, alice, E("2"));
    await supplyToken(t, carol, "DOC", E("100000")); // 80,000 USD of limit
    await mined(t, t.comptroller.write.enterMarkets([[t.kDOC.address]], { account: carol.account }));
    await mined(t, t.kRBTC.write.borrow([E("0.8")], { account: carol.account }));
    const args = [carol.account.address, t.kDOC.address] as const;
    await expectReason(
      noRetry(t.kRBTC).simulate.liquidateBorrow(args, { account: dave.account.address, value: E("0.1") }),
      "R6 (03)",
    );
    // RBTC rises to 110,000: 0.8 RBTC of debt is 88,000 USD against 80,000 of limit.
    await mined(t, (await t.feed("kRBTC")).write.setPrice([E("110000")]));
    const receipt = await mined(t, t.kRBTC.write.liquidateBorrow(args, { account: dave.account, value: E("0.1") }));
    const liquidation = oneLog(t, receipt.logs, t.kRBTC.address, "LiquidateBorrow");
    assert.equal(liquidation.topics, 4);
    assert.equal(liquidation.decoded?.args.cTokenCollateral.toLowerCase(), t.kDOC.address.toLowerCase());
    assert.equal(liquidation.decoded?.args.repayAmount, E("0.1"));
    // 0.1 RBTC × 1.07 × 110,000 USD / (1 USD × 0.02) kDOC tokens.
    assert.equal(liquidation.decoded?.args.seizeTokens, E("588500"));
    assert.equal(await t.kDOC.read.balanceOf([dave.account.address]), E("588500"));
  });
});
