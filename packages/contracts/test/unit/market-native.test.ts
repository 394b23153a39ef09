import assert from "node:assert/strict";
import { encodeFunctionData, parseEther } from "viem";
import { confirm, hre, loadProtocol } from "../helpers/protocol";
import {
  actors,
  assertSameAddress,
  DEAD,
  docBacksRbtcLoan,
  enter,
  eventsOf,
  expectRevert,
  gasCost,
  noRetryPublicClient,
  oneEvent,
  seedOf,
  seedTokensOf,
  supplyDoc,
  supplyRbtc,
  withoutReserves,
} from "./helpers";

/** The deployer's burned seed in kRBTC: 0.0002 RBTC, 0.01 tokens at the dead address. */
const SEED = seedOf("kRBTC");

/** Bob lends 100 RBTC, alice borrows 0.5 RBTC against 100,000 DOC (kRBTC without reserves: all cash lendable). */
async function rbtcLoan() {
  const p = await loadProtocol();
  const a = actors(p);
  await withoutReserves(p, p.kRBTC);
  await docBacksRbtcLoan(p, a.bob, a.alice, parseEther("0.5"));
  const indexAtLoan = await p.kRBTC.read.borrowIndex();
  return { p, ...a, indexAtLoan };
}

describe("unit: CRBTC native market (kRBTC)", () => {
  describe("mint", () => {
    it("takes msg.value and gives value / 0.02 tokens; the seed's tokens stay at 0x…dEaD", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      assert.equal(await p.kRBTC.read.balanceOf([DEAD]), seedTokensOf("kRBTC"));
      const before = await p.publicClient.getBalance({ address: alice.account.address });
      const r = await supplyRbtc(p, alice, parseEther("2"));
      const ev = oneEvent(p.kRBTC, r, "Mint");
      assertSameAddress(ev.args.minter, alice.account.address);
      assert.equal(ev.args.mintAmount, parseEther("2"));
      assert.equal(ev.args.mintTokens, parseEther("100"));
      assert.equal(eventsOf(p.kRBTC, r, "Transfer").length, 1);
      assert.equal(await p.kRBTC.read.balanceOf([alice.account.address]), parseEther("100"));
      assert.equal(await p.kRBTC.read.getCash(), parseEther("2") + SEED);
      assert.equal(await p.publicClient.getBalance({ address: p.kRBTC.address }), parseEther("2") + SEED);
      assert.equal(
        await p.publicClient.getBalance({ address: alice.account.address }),
        before - parseEther("2") - gasCost(r),
      );
    });

    it("a later mint gives exactly value / 0.02 tokens", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await supplyRbtc(p, alice, parseEther("1"));
      const r = await supplyRbtc(p, bob, parseEther("0.0004"));
      assert.equal(oneEvent(p.kRBTC, r, "Mint").args.mintTokens, parseEther("0.02"));
    });

    it("refuses a zero value (T2)", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      await expectRevert(p.kRBTC.write.mint({ account: alice.account, value: 0n }), "T2");
    });

    it("refuses a deposit while the account owes RBTC (T12)", async () => {
      const { p, alice } = await rbtcLoan();
      await expectRevert(p.kRBTC.write.mint({ account: alice.account, value: parseEther("1") }), "T12");
    });

    it("refuses plain RBTC sent to the market (no receive function)", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      await supplyRbtc(p, alice, parseEther("1"));
      await assert.rejects(alice.sendTransaction({ to: p.kRBTC.address, value: parseEther("1") }));
      assert.equal(await p.publicClient.getBalance({ address: p.kRBTC.address }), parseEther("1") + SEED);
    });

    it("refuses RBTC sent with a call that takes none (redeem, borrow are not payable)", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      await supplyRbtc(p, alice, parseEther("1"));
      const data = encodeFunctionData({ abi: p.kRBTC.abi, functionName: "redeem", args: [parseEther("1")] });
      await assert.rejects(alice.sendTransaction({ to: p.kRBTC.address, data, value: 1n }));
      assert.equal(await p.kRBTC.read.balanceOf([alice.account.address]), parseEther("50"));
    });
  });

  describe("redeem and redeemUnderlying", () => {
    it("redeem pays tokens x 0.02 RBTC to the wallet (Redeem)", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await supplyRbtc(p, alice, parseEther("1"));
      await supplyRbtc(p, bob, parseEther("1"));
      const before = await p.publicClient.getBalance({ address: bob.account.address });
      const r = await confirm(p, p.kRBTC.write.redeem([parseEther("20")], { account: bob.account }));
      const ev = oneEvent(p.kRBTC, r, "Redeem");
      assert.equal(ev.args.redeemAmount, parseEther("0.4"));
      assert.equal(ev.args.redeemTokens, parseEther("20"));
      assert.equal(
        await p.publicClient.getBalance({ address: bob.account.address }),
        before + parseEther("0.4") - gasCost(r),
      );
      assert.equal(await p.kRBTC.read.balanceOf([bob.account.address]), parseEther("30"));
    });

    it("redeemUnderlying pays the exact amount", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await supplyRbtc(p, alice, parseEther("1"));
      await supplyRbtc(p, bob, parseEther("1"));
      const before = await p.publicClient.getBalance({ address: bob.account.address });
      const r = await confirm(p, p.kRBTC.write.redeemUnderlying([parseEther("0.123")], { account: bob.account }));
      assert.equal(oneEvent(p.kRBTC, r, "Redeem").args.redeemTokens, parseEther("6.15"));
      assert.equal(
        await p.publicClient.getBalance({ address: bob.account.address }),
        before + parseEther("0.123") - gasCost(r),
      );
    });

    it("refuses more than the balance (T3) and more than the cash (T4)", async () => {
      const { p, bob } = await rbtcLoan();
      const tokens = await p.kRBTC.read.balanceOf([bob.account.address]);
      await expectRevert(p.kRBTC.write.redeem([tokens + 1n], { account: bob.account }), "T3");
      // 100 RBTC supplied (and the seed), 0.5 lent.
      await expectRevert(
        p.kRBTC.write.redeemUnderlying([parseEther("99.5") + SEED + 1n], { account: bob.account }),
        "T4",
      );
    });

    it("a contract that cannot receive RBTC cannot redeem: the transfer out reverts the call (R2)", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      await supplyRbtc(p, alice, parseEther("1"));
      const wallet = await hre.viem.deployContract("MockNoReceive", []);
      await confirm(p, wallet.write.mintIn([p.kRBTC.address], { value: parseEther("1") }));
      assert.equal(await p.kRBTC.read.balanceOf([wallet.address]), parseEther("50"));
      await expectRevert(wallet.write.redeemFrom([p.kRBTC.address, parseEther("50")]), "R2");
      assert.equal(await p.kRBTC.read.balanceOf([wallet.address]), parseEther("50"));
      assert.equal(await p.kRBTC.read.getCash(), parseEther("2") + SEED);
    });
  });

  describe("borrow", () => {
    it("pays the loan in RBTC (Borrow) and records the debt", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await supplyRbtc(p, bob, parseEther("100"));
      await supplyDoc(p, alice, parseEther("100000"));
      await enter(p, alice, [p.kDOC.address]);
      const before = await p.publicClient.getBalance({ address: alice.account.address });
      const r = await confirm(p, p.kRBTC.write.borrow([parseEther("0.5")], { account: alice.account }));
      const ev = oneEvent(p.kRBTC, r, "Borrow");
      assert.deepEqual(
        [ev.args.borrowAmount, ev.args.accountBorrows, ev.args.totalBorrows],
        [parseEther("0.5"), parseEther("0.5"), parseEther("0.5")],
      );
      assert.equal(
        await p.publicClient.getBalance({ address: alice.account.address }),
        before + parseEther("0.5") - gasCost(r),
      );
      assert.equal(await p.kRBTC.read.getCash(), parseEther("99.5") + SEED);
    });

    it("refuses a zero loan (T2) and a loan above the cash (T4)", async () => {
      const { p, alice } = await rbtcLoan();
      await expectRevert(p.kRBTC.write.borrow([0n], { account: alice.account }), "T2");
      await expectRevert(p.kRBTC.write.borrow([parseEther("99.5") + SEED + 1n], { account: alice.account }), "T4");
    });
  });

  describe("repayBorrow and repayBorrowBehalf", () => {
    it("repayBorrow repays exactly msg.value (RepayBorrow)", async () => {
      const { p, alice, indexAtLoan } = await rbtcLoan();
      const r = await confirm(p, p.kRBTC.write.repayBorrow({ account: alice.account, value: parseEther("0.2") }));
      const owed = (parseEther("0.5") * (await p.kRBTC.read.borrowIndex())) / indexAtLoan;
      const ev = oneEvent(p.kRBTC, r, "RepayBorrow");
      assert.equal(ev.args.repayAmount, parseEther("0.2"));
      assert.equal(ev.args.accountBorrows, owed - parseEther("0.2"));
      assert.equal(await p.kRBTC.read.borrowBalanceStored([alice.account.address]), owed - parseEther("0.2"));
    });

    it("refuses more than is owed (T17) and a zero value (T2)", async () => {
      const { p, alice } = await rbtcLoan();
      await expectRevert(p.kRBTC.write.repayBorrow({ account: alice.account, value: parseEther("0.6") }), "T17");
      await expectRevert(p.kRBTC.write.repayBorrow({ account: alice.account, value: 0n }), "T2");
    });

    it("repayBorrowBehalf lets a third party repay with its own RBTC", async () => {
      const { p, alice, carol } = await rbtcLoan();
      const before = await p.publicClient.getBalance({ address: carol.account.address });
      const r = await confirm(
        p,
        p.kRBTC.write.repayBorrowBehalf([alice.account.address], { account: carol.account, value: parseEther("0.1") }),
      );
      const ev = oneEvent(p.kRBTC, r, "RepayBorrow");
      assertSameAddress(ev.args.payer, carol.account.address);
      assertSameAddress(ev.args.borrower, alice.account.address);
      assert.equal(ev.args.repayAmount, parseEther("0.1"));
      assert.equal(
        await p.publicClient.getBalance({ address: carol.account.address }),
        before - parseEther("0.1") - gasCost(r),
      );
      await expectRevert(
        p.kRBTC.write.repayBorrowBehalf([alice.account.address], { account: carol.account, value: parseEther("1") }),
        "T17",
      );
    });
  });

  describe("repayBorrowAll", () => {
    it("repays the debt as of its own block and refunds the overpayment", async () => {
      const { p, alice, indexAtLoan } = await rbtcLoan();
      const before = await p.publicClient.getBalance({ address: alice.account.address });
      const r = await confirm(p, p.kRBTC.write.repayBorrowAll({ account: alice.account, value: parseEther("0.6") }));
      const owed = (parseEther("0.5") * (await p.kRBTC.read.borrowIndex())) / indexAtLoan;
      assert.ok(owed > parseEther("0.5"));
      const ev = oneEvent(p.kRBTC, r, "RepayBorrow");
      assert.equal(ev.args.repayAmount, owed);
      assert.equal(ev.args.accountBorrows, 0n);
      assert.equal(await p.kRBTC.read.borrowBalanceStored([alice.account.address]), 0n);
      // Only the debt left the wallet: the 0.1-and-a-bit overpayment came back.
      assert.equal(await p.publicClient.getBalance({ address: alice.account.address }), before - owed - gasCost(r));
      assert.equal(
        await p.publicClient.getBalance({ address: p.kRBTC.address }),
        parseEther("100") + SEED - parseEther("0.5") + owed,
      );
      // Debt-free: RBTC deposits are allowed again.
      await supplyRbtc(p, alice, parseEther("0.01"));
    });

    it("refuses a value below the debt (R1): the stored balance is one block short of interest", async () => {
      const { p, alice } = await rbtcLoan();
      const stored = await p.kRBTC.read.borrowBalanceStored([alice.account.address]);
      await expectRevert(p.kRBTC.write.repayBorrowAll({ account: alice.account, value: stored }), "R1");
      await expectRevert(p.kRBTC.write.repayBorrowAll({ account: alice.account, value: 0n }), "R1");
    });

    it("refuses an account without debt (T2)", async () => {
      const { p, bob } = await rbtcLoan();
      await expectRevert(p.kRBTC.write.repayBorrowAll({ account: bob.account, value: parseEther("1") }), "T2");
    });
  });

  it("exposes name, symbol, 18 decimals and has no underlying()", async () => {
    const p = await loadProtocol();
    assert.equal(await p.kRBTC.read.name(), "Ceiba RBTC");
    assert.equal(await p.kRBTC.read.symbol(), "kRBTC");
    assert.equal(await p.kRBTC.read.decimals(), 18);
    assert.ok(!p.kRBTC.abi.some((item) => item.type === "function" && (item.name as string) === "underlying"));
    const data = encodeFunctionData({
      abi: [
        { type: "function", name: "underlying", inputs: [], outputs: [{ type: "address" }], stateMutability: "view" },
      ],
      functionName: "underlying",
    });
    await assert.rejects(noRetryPublicClient().call({ to: p.kRBTC.address, data }));
  });
});
