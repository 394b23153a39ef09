import assert from "node:assert/strict";
import { encodeFunctionData, parseEther } from "viem";
import { confirm, fundAndApprove, loadProtocol } from "../helpers/protocol";
import {
  actors,
  assertSameAddress,
  DEAD,
  enter,
  EXP,
  expectRevert,
  MAX_UINT,
  oneEvent,
  seedOf,
  seedTokensOf,
  supplyDoc,
  supplyRbtc,
  withoutReserves,
  ZERO,
} from "./helpers";

const RATE = parseEther("0.02");
/** The deployer's burned seed in kDOC: 10 DOC, 500 tokens at the dead address. */
const SEED = seedOf("kDOC");
const SEED_TOKENS = seedTokensOf("kDOC");

/**
 * Bob supplies 10,000 DOC (with the seed, 10,010 DOC of cash); alice supplies 1 RBTC, enters kRBTC and borrows
 * 1,000 DOC. kDOC's reserve factor is 0 here, so its cash is all lendable to the wei.
 */
async function docLoan() {
  const p = await loadProtocol();
  const a = actors(p);
  await withoutReserves(p, p.kDOC);
  await supplyDoc(p, a.bob, parseEther("10000"));
  await supplyRbtc(p, a.alice, parseEther("1"));
  await enter(p, a.alice, [p.kRBTC.address]);
  const borrowed = await confirm(p, p.kDOC.write.borrow([parseEther("1000")], { account: a.alice.account }));
  return { p, ...a, borrowed };
}

describe("unit: CErc20 market (kDOC)", () => {
  describe("mint", () => {
    it("a market starts with its seed: the deployer's burned deposit; a mint gives amount / 0.02 tokens", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      assert.equal(await p.kDOC.read.totalSupply(), SEED_TOKENS);
      assert.equal(await p.kDOC.read.balanceOf([DEAD]), SEED_TOKENS);
      assert.equal(await p.kDOC.read.getCash(), SEED);
      assert.equal(await p.kDOC.read.exchangeRateStored(), RATE);
      assert.equal(await p.kDOC.read.initialExchangeRateMantissa(), RATE);
      const r = await supplyDoc(p, alice, parseEther("100"));
      const mint = oneEvent(p.kDOC, r, "Mint");
      assertSameAddress(mint.args.minter, alice.account.address);
      assert.equal(mint.args.mintAmount, parseEther("100"));
      assert.equal(mint.args.mintTokens, parseEther("5000"));
      const transfer = oneEvent(p.kDOC, r, "Transfer");
      assertSameAddress(transfer.args.from, p.kDOC.address);
      assertSameAddress(transfer.args.to, alice.account.address);
      assert.equal(transfer.args.amount, parseEther("5000"));
      assert.equal(await p.kDOC.read.balanceOf([alice.account.address]), parseEther("5000"));
      assert.equal(await p.kDOC.read.totalSupply(), parseEther("5000") + SEED_TOKENS);
      assert.equal(await p.kDOC.read.getCash(), parseEther("100") + SEED);
      assert.equal(await p.tokens.DOC.read.balanceOf([p.kDOC.address]), parseEther("100") + SEED);
      assert.equal(await p.tokens.DOC.read.balanceOf([alice.account.address]), 0n);
    });

    it("later mints give exactly amount / 0.02 tokens, and accrue interest first (AccrueInterest)", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await supplyDoc(p, alice, parseEther("100"));
      const [indexBefore, blockBefore] = [await p.kDOC.read.borrowIndex(), await p.kDOC.read.accrualBlockNumber()];
      const r = await supplyDoc(p, bob, parseEther("250"));
      assert.equal(oneEvent(p.kDOC, r, "Mint").args.mintTokens, parseEther("12500"));
      const accrue = oneEvent(p.kDOC, r, "AccrueInterest");
      // Nothing is borrowed, so no interest; the index still grows at the base rate (as in Compound v2).
      const base = parseEther("0.0125") / 1_051_200n;
      const simple = base * (r.blockNumber - blockBefore);
      assert.deepEqual(accrue.args, {
        cashPrior: parseEther("100") + SEED,
        interestAccumulated: 0n,
        borrowIndex: indexBefore + (simple * indexBefore) / EXP,
        totalBorrows: 0n,
      });
      assert.equal(await p.kDOC.read.balanceOf([bob.account.address]), parseEther("12500"));
      assert.equal(await p.kDOC.read.totalSupply(), parseEther("17500") + SEED_TOKENS);
      assert.equal(await p.kDOC.read.exchangeRateStored(), RATE);
    });

    it("refuses a zero amount (T2)", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      await expectRevert(p.kDOC.write.mint([0n], { account: alice.account }), "T2");
    });

    it("rounds tokens down: 1 wei at 0.02 gives 50 tokens, and every wei is cash", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      await fundAndApprove(p, "DOC", alice.account.address, p.kDOC.address, 100n);
      await confirm(p, p.kDOC.write.mint([1n], { account: alice.account }));
      assert.equal(await p.kDOC.read.balanceOf([alice.account.address]), 50n);
      assert.equal(await p.kDOC.read.getCash(), SEED + 1n);
    });

    it("refuses a deposit in a market where the account has a debt (T12), not in others", async () => {
      const { p, alice } = await docLoan();
      await fundAndApprove(p, "DOC", alice.account.address, p.kDOC.address, parseEther("1"));
      await expectRevert(p.kDOC.write.mint([parseEther("1")], { account: alice.account }), "T12");
      await supplyRbtc(p, alice, parseEther("1"));
    });

    it("refuses a mint without enough allowance or balance (the token's own error)", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      await confirm(p, p.tokens.DOC.write.faucet([alice.account.address, parseEther("10")]));
      await expectRevert(
        p.kDOC.write.mint([parseEther("10")], { account: alice.account }),
        "ERC20InsufficientAllowance",
      );
      await confirm(p, p.tokens.DOC.write.approve([p.kDOC.address, parseEther("20")], { account: alice.account }));
      await expectRevert(p.kDOC.write.mint([parseEther("20")], { account: alice.account }), "ERC20InsufficientBalance");
    });

    it("tokens sent straight to the market are not cash: the exchange rate does not move", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await supplyDoc(p, alice, parseEther("100"));
      await confirm(p, p.tokens.DOC.write.faucet([bob.account.address, parseEther("1000")]));
      await confirm(p, p.tokens.DOC.write.transfer([p.kDOC.address, parseEther("1000")], { account: bob.account }));
      await confirm(p, p.kDOC.write.accrueInterest());
      assert.equal(await p.kDOC.read.getCash(), parseEther("100") + SEED);
      assert.equal(await p.kDOC.read.exchangeRateStored(), RATE);
    });
  });

  describe("redeem and redeemUnderlying", () => {
    it("redeem burns tokens and pays tokens x 0.02 (Transfer to the market, then Redeem)", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await supplyDoc(p, alice, parseEther("100"));
      await supplyDoc(p, bob, parseEther("100"));
      const r = await confirm(p, p.kDOC.write.redeem([parseEther("1500")], { account: bob.account }));
      const redeem = oneEvent(p.kDOC, r, "Redeem");
      assertSameAddress(redeem.args.redeemer, bob.account.address);
      assert.equal(redeem.args.redeemAmount, parseEther("30"));
      assert.equal(redeem.args.redeemTokens, parseEther("1500"));
      const transfer = oneEvent(p.kDOC, r, "Transfer");
      assertSameAddress(transfer.args.from, bob.account.address);
      assertSameAddress(transfer.args.to, p.kDOC.address);
      assert.equal(transfer.args.amount, parseEther("1500"));
      assert.equal(await p.kDOC.read.balanceOf([bob.account.address]), parseEther("3500"));
      assert.equal(await p.tokens.DOC.read.balanceOf([bob.account.address]), parseEther("30"));
      assert.equal(await p.kDOC.read.getCash(), parseEther("170") + SEED);
      assert.equal(await p.kDOC.read.totalSupply(), parseEther("8500") + SEED_TOKENS);
    });

    it("redeemUnderlying pays the exact amount and burns amount / 0.02 tokens", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await supplyDoc(p, alice, parseEther("100"));
      await supplyDoc(p, bob, parseEther("100"));
      const r = await confirm(p, p.kDOC.write.redeemUnderlying([parseEther("12.34")], { account: bob.account }));
      const redeem = oneEvent(p.kDOC, r, "Redeem");
      assert.equal(redeem.args.redeemAmount, parseEther("12.34"));
      assert.equal(redeem.args.redeemTokens, parseEther("617"));
      assert.equal(await p.tokens.DOC.read.balanceOf([bob.account.address]), parseEther("12.34"));
      assert.equal(await p.kDOC.read.balanceOf([bob.account.address]), parseEther("4383"));
    });

    it("a supplier gets its whole deposit back; the seed stays in the market", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      await supplyDoc(p, alice, parseEther("100"));
      const tokens = await p.kDOC.read.balanceOf([alice.account.address]);
      await confirm(p, p.kDOC.write.redeem([tokens], { account: alice.account }));
      assert.equal(await p.tokens.DOC.read.balanceOf([alice.account.address]), parseEther("100"));
      assert.equal(await p.kDOC.read.totalSupply(), SEED_TOKENS);
      assert.equal(await p.kDOC.read.getCash(), SEED);
    });

    it("refuses zero amounts (T25: nothing would move)", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      await supplyDoc(p, alice, parseEther("100"));
      await expectRevert(p.kDOC.write.redeem([0n], { account: alice.account }), "T25");
      await expectRevert(p.kDOC.write.redeemUnderlying([0n], { account: alice.account }), "T25");
    });

    it("refuses more tokens than the balance (T3)", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await supplyDoc(p, alice, parseEther("100"));
      await supplyDoc(p, bob, parseEther("100"));
      await expectRevert(p.kDOC.write.redeem([parseEther("5000") + 1n], { account: bob.account }), "T3");
      await expectRevert(p.kDOC.write.redeemUnderlying([parseEther("100") + 1n], { account: bob.account }), "T3");
    });

    it("refuses a withdrawal above the market's cash (T4)", async () => {
      const { p, bob } = await docLoan();
      // 10,010 of cash, 1,000 lent: 9,010 left.
      await expectRevert(p.kDOC.write.redeemUnderlying([parseEther("9010") + 1n], { account: bob.account }), "T4");
      await confirm(p, p.kDOC.write.redeemUnderlying([parseEther("9010")], { account: bob.account }));
      assert.equal(await p.kDOC.read.getCash(), 0n);
    });
  });

  describe("borrow", () => {
    it("pays the loan and emits Borrow(borrower, amount, accountBorrows, totalBorrows)", async () => {
      const { p, alice, borrowed } = await docLoan();
      const ev = oneEvent(p.kDOC, borrowed, "Borrow");
      assertSameAddress(ev.args.borrower, alice.account.address);
      assert.equal(ev.args.borrowAmount, parseEther("1000"));
      assert.equal(ev.args.accountBorrows, parseEther("1000"));
      assert.equal(ev.args.totalBorrows, parseEther("1000"));
      assert.equal(await p.tokens.DOC.read.balanceOf([alice.account.address]), parseEther("1000"));
      assert.equal(await p.kDOC.read.borrowBalanceStored([alice.account.address]), parseEther("1000"));
      assert.equal(await p.kDOC.read.totalBorrows(), parseEther("1000"));
      assert.equal(await p.kDOC.read.getCash(), parseEther("9010"));
    });

    it("a second loan adds to the debt grown by interest", async () => {
      const { p, alice } = await docLoan();
      const indexAtLoan = await p.kDOC.read.borrowIndex();
      const r = await confirm(p, p.kDOC.write.borrow([parseEther("500")], { account: alice.account }));
      const index = await p.kDOC.read.borrowIndex();
      assert.ok(index > indexAtLoan);
      const owedBefore = (parseEther("1000") * index) / indexAtLoan;
      const ev = oneEvent(p.kDOC, r, "Borrow");
      assert.equal(ev.args.accountBorrows, owedBefore + parseEther("500"));
      assert.equal(await p.kDOC.read.borrowBalanceStored([alice.account.address]), owedBefore + parseEther("500"));
    });

    it("refuses a zero amount (T2) and more than the cash (T4)", async () => {
      const { p, alice } = await docLoan();
      await expectRevert(p.kDOC.write.borrow([0n], { account: alice.account }), "T2");
      await expectRevert(p.kDOC.write.borrow([parseEther("9010") + 1n], { account: alice.account }), "T4");
    });

    it("refuses a loan above the account's liquidity (C5)", async () => {
      const { p, alice } = await docLoan();
      // 1 RBTC x 0.6 x 95,000 = 57,000 USD of borrowing power; 1,000 DOC already owed. Cash is 9,010 DOC.
      await supplyDoc(p, actors(p).carol, parseEther("100000"));
      await expectRevert(p.kDOC.write.borrow([parseEther("56001")], { account: alice.account }), "C5");
      await confirm(p, p.kDOC.write.borrow([parseEther("55000")], { account: alice.account }));
    });
  });

  describe("repayBorrow and repayBorrowBehalf", () => {
    it("a partial repay lowers the debt grown by one block of interest (RepayBorrow)", async () => {
      const { p, alice } = await docLoan();
      const indexAtLoan = await p.kDOC.read.borrowIndex();
      await confirm(p, p.tokens.DOC.write.approve([p.kDOC.address, MAX_UINT], { account: alice.account }));
      const r = await confirm(p, p.kDOC.write.repayBorrow([parseEther("400")], { account: alice.account }));
      const owed = (parseEther("1000") * (await p.kDOC.read.borrowIndex())) / indexAtLoan;
      const ev = oneEvent(p.kDOC, r, "RepayBorrow");
      assertSameAddress(ev.args.payer, alice.account.address);
      assertSameAddress(ev.args.borrower, alice.account.address);
      assert.equal(ev.args.repayAmount, parseEther("400"));
      assert.equal(ev.args.accountBorrows, owed - parseEther("400"));
      assert.equal(await p.kDOC.read.borrowBalanceStored([alice.account.address]), owed - parseEther("400"));
      assert.equal(await p.tokens.DOC.read.balanceOf([alice.account.address]), parseEther("600"));
    });

    it("uint256 max repays the whole debt, interest included", async () => {
      const { p, alice } = await docLoan();
      await fundAndApprove(p, "DOC", alice.account.address, p.kDOC.address, parseEther("10"));
      await confirm(p, p.tokens.DOC.write.approve([p.kDOC.address, MAX_UINT], { account: alice.account }));
      const indexAtLoan = await p.kDOC.read.borrowIndex();
      const r = await confirm(p, p.kDOC.write.repayBorrow([MAX_UINT], { account: alice.account }));
      const owed = (parseEther("1000") * (await p.kDOC.read.borrowIndex())) / indexAtLoan;
      assert.ok(owed > parseEther("1000"));
      const ev = oneEvent(p.kDOC, r, "RepayBorrow");
      assert.equal(ev.args.repayAmount, owed);
      assert.equal(ev.args.accountBorrows, 0n);
      assert.equal(await p.kDOC.read.borrowBalanceStored([alice.account.address]), 0n);
      assert.equal(await p.tokens.DOC.read.balanceOf([alice.account.address]), parseEther("1010") - owed);
      // Debt-free: depositing DOC is allowed again.
      await confirm(p, p.kDOC.write.mint([parseEther("1")], { account: alice.account }));
    });

    it("refuses to repay more than is owed (T17) and a zero repay (T2)", async () => {
      const { p, alice, bob } = await docLoan();
      await fundAndApprove(p, "DOC", alice.account.address, p.kDOC.address, parseEther("2000"));
      await expectRevert(p.kDOC.write.repayBorrow([parseEther("1001")], { account: alice.account }), "T17");
      await expectRevert(p.kDOC.write.repayBorrow([0n], { account: alice.account }), "T2");
      // Nothing owed at all: max means 0, which is refused.
      await expectRevert(p.kDOC.write.repayBorrow([MAX_UINT], { account: bob.account }), "T2");
    });

    it("repayBorrowBehalf lets a third party repay, paying from its own wallet", async () => {
      const { p, alice, carol } = await docLoan();
      await fundAndApprove(p, "DOC", carol.account.address, p.kDOC.address, parseEther("2000"));
      await confirm(p, p.tokens.DOC.write.approve([p.kDOC.address, MAX_UINT], { account: carol.account }));
      const r = await confirm(
        p,
        p.kDOC.write.repayBorrowBehalf([alice.account.address, parseEther("100")], { account: carol.account }),
      );
      const ev = oneEvent(p.kDOC, r, "RepayBorrow");
      assertSameAddress(ev.args.payer, carol.account.address);
      assertSameAddress(ev.args.borrower, alice.account.address);
      assert.equal(ev.args.repayAmount, parseEther("100"));
      await confirm(p, p.kDOC.write.repayBorrowBehalf([alice.account.address, MAX_UINT], { account: carol.account }));
      assert.equal(await p.kDOC.read.borrowBalanceStored([alice.account.address]), 0n);
      assert.equal(await p.tokens.DOC.read.balanceOf([alice.account.address]), parseEther("1000"));
      assert.ok((await p.tokens.DOC.read.balanceOf([carol.account.address])) < parseEther("1000"));
      await expectRevert(
        p.kDOC.write.repayBorrowBehalf([alice.account.address, 1n], { account: carol.account }),
        "T17",
      );
    });

    it("value sent with a token market call is refused (the calls are not payable)", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      await fundAndApprove(p, "DOC", alice.account.address, p.kDOC.address, parseEther("1"));
      const data = encodeFunctionData({ abi: p.kDOC.abi, functionName: "mint", args: [parseEther("1")] });
      await assert.rejects(alice.sendTransaction({ to: p.kDOC.address, data, value: 1n }));
      assert.equal(await p.kDOC.read.totalSupply(), SEED_TOKENS);
    });
  });

  describe("krDOC per-account debt cap (RD1)", () => {
    it("allows up to 1,000 rDOC per account and refuses more (RD1), for each account separately", async () => {
      const p = await loadProtocol();
      const { alice, bob, carol } = actors(p);
      assert.equal(await p.krDOC.read.accountBorrowCap(), parseEther("1000"));
      assert.equal(await p.kDOC.read.accountBorrowCap(), 0n);
      await fundAndApprove(p, "rDOC", carol.account.address, p.krDOC.address, parseEther("10000"));
      await confirm(p, p.krDOC.write.mint([parseEther("10000")], { account: carol.account }));
      for (const who of [alice, bob]) {
        await supplyRbtc(p, who, parseEther("1"));
        await enter(p, who, [p.kRBTC.address]);
      }
      await expectRevert(p.krDOC.write.borrow([parseEther("1000") + 1n], { account: alice.account }), "RD1");
      await confirm(p, p.krDOC.write.borrow([parseEther("1000")], { account: alice.account }));
      // Any more, even 1 wei a block later (the debt has grown), is refused.
      await expectRevert(p.krDOC.write.borrow([1n], { account: alice.account }), "RD1");
      // The cap is per account: bob may borrow his own 1,000.
      await confirm(p, p.krDOC.write.borrow([parseEther("1000")], { account: bob.account }));
      assert.equal((await p.krDOC.read.totalBorrows()) >= parseEther("2000"), true);
    });
  });

  describe("ERC-20 transfer, transferFrom and approve", () => {
    it("transfer moves tokens (Transfer) and is refused to self (T14), to zero (A1) and above the balance (T3)", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      await supplyDoc(p, alice, parseEther("100"));
      const r = await confirm(
        p,
        p.kDOC.write.transfer([bob.account.address, parseEther("1000")], { account: alice.account }),
      );
      const ev = oneEvent(p.kDOC, r, "Transfer");
      assertSameAddress(ev.args.from, alice.account.address);
      assertSameAddress(ev.args.to, bob.account.address);
      assert.equal(ev.args.amount, parseEther("1000"));
      assert.equal(await p.kDOC.read.balanceOf([bob.account.address]), parseEther("1000"));
      assert.equal(await p.kDOC.read.balanceOf([alice.account.address]), parseEther("4000"));
      await expectRevert(p.kDOC.write.transfer([alice.account.address, 1n], { account: alice.account }), "T14");
      await expectRevert(p.kDOC.write.transfer([ZERO, 1n], { account: alice.account }), "A1");
      await expectRevert(
        p.kDOC.write.transfer([alice.account.address, parseEther("1000") + 1n], { account: bob.account }),
        "T3",
      );
    });

    it("approve sets the allowance (Approval); transferFrom spends it, except an unlimited one", async () => {
      const p = await loadProtocol();
      const { alice, bob, carol } = actors(p);
      await supplyDoc(p, alice, parseEther("100"));
      const r = await confirm(
        p,
        p.kDOC.write.approve([bob.account.address, parseEther("300")], { account: alice.account }),
      );
      const ev = oneEvent(p.kDOC, r, "Approval");
      assertSameAddress(ev.args.owner, alice.account.address);
      assertSameAddress(ev.args.spender, bob.account.address);
      assert.equal(ev.args.amount, parseEther("300"));
      assert.equal(await p.kDOC.read.allowance([alice.account.address, bob.account.address]), parseEther("300"));

      await expectRevert(
        p.kDOC.write.transferFrom([alice.account.address, carol.account.address, parseEther("300") + 1n], {
          account: bob.account,
        }),
        "T3",
      );
      await confirm(
        p,
        p.kDOC.write.transferFrom([alice.account.address, carol.account.address, parseEther("100")], {
          account: bob.account,
        }),
      );
      assert.equal(await p.kDOC.read.allowance([alice.account.address, bob.account.address]), parseEther("200"));
      assert.equal(await p.kDOC.read.balanceOf([carol.account.address]), parseEther("100"));

      await confirm(p, p.kDOC.write.approve([bob.account.address, MAX_UINT], { account: alice.account }));
      await confirm(
        p,
        p.kDOC.write.transferFrom([alice.account.address, carol.account.address, parseEther("100")], {
          account: bob.account,
        }),
      );
      assert.equal(await p.kDOC.read.allowance([alice.account.address, bob.account.address]), MAX_UINT);
    });

    it("transferFrom by the owner needs no allowance; a stranger without one is refused (T3)", async () => {
      const p = await loadProtocol();
      const { alice, bob, carol } = actors(p);
      await supplyDoc(p, alice, parseEther("100"));
      await confirm(
        p,
        p.kDOC.write.transferFrom([alice.account.address, bob.account.address, 10n], { account: alice.account }),
      );
      assert.equal(await p.kDOC.read.balanceOf([bob.account.address]), 10n);
      await expectRevert(
        p.kDOC.write.transferFrom([alice.account.address, bob.account.address, 1n], { account: carol.account }),
        "T3",
      );
    });

    it("exposes the ERC-20 metadata: name, symbol, 18 decimals and the underlying", async () => {
      const p = await loadProtocol();
      assert.equal(await p.kDOC.read.name(), "Ceiba DOC");
      assert.equal(await p.kDOC.read.symbol(), "kDOC");
      assert.equal(await p.kDOC.read.decimals(), 18);
      assertSameAddress(await p.kDOC.read.underlying(), p.tokens.DOC.address);
      assertSameAddress(await p.kDOC.read.comptroller(), p.comptroller.address);
      assert.equal(await p.kDOC.read.isCToken(), true);
    });
  });
});
