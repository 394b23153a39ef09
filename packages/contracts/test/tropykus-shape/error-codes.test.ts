import assert from "node:assert/strict";
import { parseEther, parseEventLogs } from "viem";
import { hre } from "../helpers/protocol";
import { expectReason, loadTropykusShape, mined } from "../helpers/tropykus-shape";
import { noRetry } from "../unit/helpers";
import { bobCanBorrowDoc, people, supplyRbtc, supplyToken } from "./actions";

const E = parseEther;
/** TokenErrorReporter.Error / FailureInfo and ComptrollerErrorReporter.Error numbers, as Tropykus has them. */
const COMPTROLLER_REJECTION = 3n;
const MATH_ERROR = 9n;
const BORROW_COMPTROLLER_REJECTION = 14n;
const REDEEM_COMPTROLLER_REJECTION = 40n;
const REDEEM_NEW_ACCOUNT_BALANCE_CALCULATION_FAILED = 45n;
const INSUFFICIENT_LIQUIDITY = 4n;
const INTEGER_UNDERFLOW = 3n;

describe("tropykus-shape: error codes, Failure and short revert strings", () => {
  it("a borrow over the limit RETURNS 3 (no revert): simulate sees it, the mined tx logs Failure(3, 14, 4)", async () => {
    const t = await loadTropykusShape();
    const { bob } = people(t);
    await bobCanBorrowDoc(t); // 1 RBTC × 95,000 × 0.6 = 57,000 USD of limit
    const { result } = await t.kDOC.simulate.borrow([E("60000")], { account: bob.account.address });
    assert.equal(result, COMPTROLLER_REJECTION);

    const receipt = await mined(t, t.kDOC.write.borrow([E("60000")], { account: bob.account }));
    assert.equal(receipt.status, "success");
    const failures = parseEventLogs({ abi: t.kDOC.abi, logs: receipt.logs, eventName: "Failure" });
    assert.equal(failures.length, 1);
    assert.deepEqual(failures[0]?.args, {
      error: COMPTROLLER_REJECTION,
      info: BORROW_COMPTROLLER_REJECTION,
      detail: INSUFFICIENT_LIQUIDITY,
    });
    assert.equal(parseEventLogs({ abi: t.kDOC.abi, logs: receipt.logs, eventName: "Borrow" }).length, 0);
    assert.equal(await t.kDOC.read.borrowBalanceStored([bob.account.address]), 0n);
    // The native market's borrow returns its code the same way.
    const native = await t.kRBTC.simulate.borrow([E("1")], { account: bob.account.address });
    assert.equal(native.result, COMPTROLLER_REJECTION);
  });

  it("borrowAllowed answers the comptroller's own code; C5 when neither the market nor an entered account asks", async () => {
    const t = await loadTropykusShape();
    const { bob } = people(t);
    await bobCanBorrowDoc(t);
    const args = [t.kDOC.address, bob.account.address, E("60000")] as const;
    // Asked as the market (what happens inside borrow()), it enters Bob in kDOC and answers 4.
    const asMarket = await t.comptroller.simulate.borrowAllowed(args, { account: t.kDOC.address });
    assert.equal(asMarket.result, INSUFFICIENT_LIQUIDITY);
    await expectReason(noRetry(t.comptroller).simulate.borrowAllowed(args, { account: bob.account.address }), "C5");
    // Once Bob is in kDOC anyone may ask; within the limit the answer is 0.
    await mined(t, t.comptroller.write.enterMarkets([[t.kDOC.address]], { account: bob.account }));
    assert.equal((await t.comptroller.simulate.borrowAllowed(args)).result, INSUFFICIENT_LIQUIDITY);
    const within = [t.kDOC.address, bob.account.address, E("50000")] as const;
    assert.equal((await t.comptroller.simulate.borrowAllowed(within)).result, 0n);
    const [error, liquidity, shortfall] = await t.comptroller.read.getHypotheticalAccountLiquidity([
      bob.account.address,
      t.kDOC.address,
      0n,
      E("60000"),
    ]);
    assert.deepEqual([error, liquidity, shortfall], [0n, 0n, E("3000")]);
  });

  it("a redeem the comptroller refuses or the balance cannot cover RETURNS its code with Failure", async () => {
    const t = await loadTropykusShape();
    const { alice, bob, carol } = people(t);
    await bobCanBorrowDoc(t);
    await mined(t, t.kDOC.write.borrow([E("50000")], { account: bob.account }));
    // Redeeming Bob's whole collateral would leave a shortfall: COMPTROLLER_REJECTION, detail 4.
    const all = await t.kRBTC.read.balanceOf([bob.account.address]);
    const refused = await mined(t, t.kRBTC.write.redeem([all], { account: bob.account }));
    const [failure] = parseEventLogs({ abi: t.kRBTC.abi, logs: refused.logs, eventName: "Failure" });
    assert.deepEqual(failure?.args, {
      error: COMPTROLLER_REJECTION,
      info: REDEEM_COMPTROLLER_REJECTION,
      detail: INSUFFICIENT_LIQUIDITY,
    });
    // Alice (not in kDOC's market as collateral) redeems more tokens than she has: MATH_ERROR, underflow.
    const tokens = await t.kDOC.read.balanceOf([alice.account.address]);
    await supplyToken(t, carol, "DOC", E("1000"));
    const { result } = await t.kDOC.simulate.redeem([tokens + 1n], { account: alice.account.address });
    assert.equal(result, MATH_ERROR);
    const overdrawn = await mined(t, t.kDOC.write.redeem([tokens + 1n], { account: alice.account }));
    const [underflow] = parseEventLogs({ abi: t.kDOC.abi, logs: overdrawn.logs, eventName: "Failure" });
    assert.deepEqual(underflow?.args, {
      error: MATH_ERROR,
      info: REDEEM_NEW_ACCOUNT_BALANCE_CALCULATION_FAILED,
      detail: INTEGER_UNDERFLOW,
    });
  });

  it("the native market REVERTS its codes as 'R2 (03)'; a paused mint reverts C2, a borrowed one T12", async () => {
    const t = await loadTropykusShape();
    const { admin, alice, bob } = people(t);
    // An unlisted native market: the comptroller answers MARKET_NOT_LISTED, the market reverts "R2 (03)".
    const unlisted = await hre.viem.deployContract("TkCRBTC", [
      t.comptroller.address,
      t.interestModels.kRBTC ?? "0x",
      E("0.02"),
      "unlisted",
      "kX",
      18,
      admin.account.address,
    ]);
    await expectReason(noRetry(unlisted).simulate.mint({ account: alice.account.address, value: E("1") }), "R2 (03)");

    await mined(t, t.comptroller.write._setMintPaused([t.kRBTC.address, true]));
    await expectReason(noRetry(t.kRBTC).simulate.mint({ account: alice.account.address, value: E("1") }), "C2");
    await mined(t, t.comptroller.write._setMintPaused([t.kRBTC.address, false]));

    await bobCanBorrowDoc(t);
    await mined(t, t.kDOC.write.borrow([E("100")], { account: bob.account }));
    await mined(t, t.DOC.write.faucet([bob.account.address, E("10")]));
    await mined(t, t.DOC.write.approve([t.kDOC.address, E("10")], { account: bob.account }));
    await expectReason(noRetry(t.kDOC).simulate.mint([E("10")], { account: bob.account.address }), "T12");
  });

  it("repaying more than owed reverts T17; max repays all; repayBorrowAll refunds what exceeds the debt", async () => {
    const t = await loadTropykusShape();
    const { bob } = people(t);
    await bobCanBorrowDoc(t);
    await mined(t, t.kDOC.write.borrow([E("100")], { account: bob.account }));
    await mined(t, t.DOC.write.faucet([bob.account.address, E("10")]));
    await mined(t, t.DOC.write.approve([t.kDOC.address, E("1000")], { account: bob.account }));
    await expectReason(noRetry(t.kDOC).simulate.repayBorrow([E("101")], { account: bob.account.address }), "T17");
    await mined(t, t.kDOC.write.repayBorrow([2n ** 256n - 1n], { account: bob.account }));
    assert.equal(await t.kDOC.read.borrowBalanceStored([bob.account.address]), 0n);

    // The native market: Bob borrows RBTC, overpays with repayBorrow() (T17), then repayBorrowAll() with 2×.
    await supplyRbtc(t, bob, E("1"));
    await mined(t, t.kRBTC.write.borrow([E("0.1")], { account: bob.account }));
    await expectReason(noRetry(t.kRBTC).simulate.repayBorrow({ account: bob.account.address, value: E("0.2") }), "T17");
    const before = await t.publicClient.getBalance({ address: bob.account.address });
    const receipt = await mined(t, t.kRBTC.write.repayBorrowAll({ account: bob.account, value: E("0.2") }));
    const after = await t.publicClient.getBalance({ address: bob.account.address });
    const [repay] = parseEventLogs({ abi: t.kRBTC.abi, logs: receipt.logs, eventName: "RepayBorrow" });
    const paid = repay?.args.repayAmount ?? 0n;
    assert.ok(paid > E("0.1") && paid < E("0.1001"), `repaid ${paid}`);
    assert.equal(before - after, paid + receipt.gasUsed * receipt.effectiveGasPrice);
    assert.equal(await t.kRBTC.read.borrowBalanceStored([bob.account.address]), 0n);
  });

  it("krDOC caps each account's debt at 1,000 rDOC in code: RD1 above it", async () => {
    const t = await loadTropykusShape();
    const { alice, bob } = people(t);
    await supplyToken(t, alice, "rDOC", E("5000"));
    await bobCanBorrowDoc(t);
    await mined(t, t.krDOC.write.borrow([E("1000")], { account: bob.account }));
    await expectReason(noRetry(t.krDOC).simulate.borrow([1n], { account: bob.account.address }), "RD1");
    assert.equal(await t.krDOC.read.borrowBalanceStored([bob.account.address]), E("1000"));
  });
});
