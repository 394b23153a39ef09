import assert from "node:assert/strict";
import { type Outcome } from "./actions";
import { DEAD, EXP, type State, type World, at, liquidityIn } from "./world";

/**
 * The invariants asserted after every step. checkState holds for any reachable state (1, 2, 3, 5, 8, and
 * the market-freeze class: 9 reserves <= cash, that is utilisation <= 100 %, 11 every market can accrue,
 * 12 the Lens snapshot answers); checkAction relates a step's outcome to the states around it (4, 6, 7, the
 * liquidation-shield class 13 and 14, plus coded refusals and T12). Every message names the invariant, so
 * that a failure in the random run reads on its own.
 */

/** Refusals that do not come from the protocol but from the test tokens (a wallet below the amount). */
const TOKEN_REFUSALS = new Set(["ERC20InsufficientBalance", "ERC20InsufficientAllowance"]);

/**
 * Invariant 3 tolerance. A few wei per holder, as asked, is not enough on long runs: each accrual adds
 * floor(rate x blocks x totalBorrows) to the total, while every account's debt grows by the exact index
 * factor, so the sum of debts can pass the total by up to 1 wei per accrual (borrows, repays and the
 * per-account floors never widen the gap; repays floor the total at 0, see CToken._repayFresh). Observed:
 * 11 wei after 250 actions. The bound is therefore 1 wei per accrual with debts, plus a few per holder.
 */
const ROUNDING_WEI_PER_HOLDER = 2n;

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

export function checkState(w: World, prev: State | undefined, cur: State): void {
  for (const m of w.markets) {
    const ms = at(cur.markets, m.index);
    const tag = `${m.symbol} @block ${cur.block}`;

    // 1. Token conservation: the holders (actors, liquidator, lender, DEAD) own the whole supply.
    const held = sum(cur.holders.map((h) => at(h.tokens, m.index)));
    assert.equal(held, ms.totalSupply, `[inv1] ${tag}: sum of balanceOf ${held} != totalSupply ${ms.totalSupply}`);

    // 2. Internal cash is the underlying the market holds (the micro market also holds its subsidy pot).
    const expectedHeld = m.micro ? ms.held - cur.subsidyFund : ms.held;
    assert.equal(ms.cash, expectedHeld, `[inv2] ${tag}: getCash ${ms.cash} != underlying held ${expectedHeld}`);
    assert.ok(
      ms.totalReserves <= ms.cash + ms.totalBorrows,
      `[inv2] ${tag}: totalReserves ${ms.totalReserves} > cash ${ms.cash} + totalBorrows ${ms.totalBorrows}`,
    );

    // 3. Debts are backed by totalBorrows (up to per-account rounding).
    const debts = sum(cur.holders.map((h) => at(h.borrows, m.index)));
    const tolerance = ROUNDING_WEI_PER_HOLDER * BigInt(w.holders.length) + BigInt(ms.accrualsWithDebt);
    assert.ok(
      debts <= ms.totalBorrows + tolerance,
      `[inv3] ${tag}: sum of borrowBalanceStored ${debts} > totalBorrows ${ms.totalBorrows} + ${tolerance}`,
    );

    // 9 and 10. Reserves never exceed cash (the reserves' cash is never lent or withdrawn by suppliers), so
    // utilisation, borrows / (cash + borrows - reserves), never passes 100 %: the two are one condition.
    const owned = ms.cash + ms.totalBorrows - ms.totalReserves;
    assert.ok(
      ms.totalReserves <= ms.cash && ms.totalBorrows <= owned,
      `[inv9] ${tag}: reserves ${ms.totalReserves} above cash ${ms.cash}; utilisation ${ms.totalBorrows} / ${owned}`,
    );

    // 11. The market can accrue (every entry point accrues first: a revert there is a frozen market).
    assert.ok(!cur.accrueFailed.includes(m.index), `[inv11] ${tag}: accrueInterest reverts`);

    // 5. The exchange rate never decreases.
    if (prev) {
      const before = at(prev.markets, m.index).exchangeRate;
      assert.ok(
        ms.exchangeRate >= before,
        `[inv5] ${tag}: exchangeRateStored fell from ${before} to ${ms.exchangeRate}`,
      );
    }
  }

  // 12. The Lens snapshot (the app's one read) answers for the accounts tried at this state.
  assert.deepEqual(
    cur.lensFailed,
    [],
    `[inv12] @block ${cur.block}: the Lens snapshot reverts for #${cur.lensFailed.join(", #")}`,
  );

  // 8. The micro market never owes savers more subsidy than its pot holds, and what the savers can
  // claim is covered by that liability (DEAD cannot claim).
  assert.ok(
    cur.subsidyLiability <= cur.subsidyFund,
    `[inv8] subsidyLiability ${cur.subsidyLiability} > subsidyFund ${cur.subsidyFund}`,
  );
  const claimable = sum(cur.subsidyAccrued);
  assert.ok(
    claimable <= cur.subsidyLiability,
    `[inv8] claimable subsidy ${claimable} > subsidyLiability ${cur.subsidyLiability}`,
  );
}

/** Steps after which an account may legitimately be left in shortfall (invariant 4). */
const MAY_CREATE_SHORTFALL = new Set(["liquidate", "priceMove", "priceZero", "priceRestore", "mine"]);
/** Steps that accrue a market where the actor may owe, without a liquidity check after the accrual. */
const ACCRUES_UNCHECKED = new Set(["repay", "claimSubsidy", "fundSubsidy"]);

export function checkAction(w: World, o: Outcome, before: State, after: State): void {
  const tag = `${o.kind} ${o.text}`;

  // Every refusal carries a code of the protocol's catalogue (or a test token's balance error).
  if (!o.ok) {
    const code = o.code ?? "";
    assert.ok(
      w.protocolCodes.has(code) || TOKEN_REFUSALS.has(code),
      `[coded refusal] ${tag}: refused with "${code}", which is not a protocol error`,
    );
  }

  // 13. A liquidation is refused for a missing price (C6) only when it needs that price: the repaid market,
  // a market the borrower owes in, or the seized market. An unpriced market the borrower merely holds
  // counts as zero and shields nothing.
  if (o.kind === "liquidate" && !o.ok && o.code === "C6") {
    assert.ok(o.neededPriceMissing, `[inv13] ${tag}: refused C6 although every price it needs is there`);
  }

  // 14. No deposit into, and no entry to, a market without a valid price (the shield could be raised so).
  if (o.ok && (o.kind === "mint" || o.kind === "enterMarkets")) {
    assert.ok(!o.unpricedTarget, `[inv14] ${tag}: ${o.kind} went through while its market had no price`);
  }

  // 6. A liquidation succeeds only if the borrower had a shortfall (as of the liquidation's own block).
  if (o.kind === "liquidate") {
    if (o.ok) {
      assert.ok(
        o.preShortfall !== undefined && o.preShortfall > 0n,
        `[inv6] ${tag}: liquidation succeeded but the borrower's shortfall was ${o.preShortfall}`,
      );
    } else if (o.code === "C14" && o.preShortfall !== undefined) {
      assert.equal(o.preShortfall, 0n, `[inv6] ${tag}: refused C14 although the borrower had a shortfall`);
    }
  }

  // Who adds reserves: the admin alone (anyone else is refused, T18).
  if (o.kind === "addReserves" && o.ok) {
    assert.ok(o.byAdmin, `[reserves] ${tag}: reserves added by someone other than the admin`);
  }

  if (!o.ok || o.actor === undefined) return;
  const actor = o.actor;

  // 4. A successful action of an account never leaves it with a shortfall it did not have. The exception
  // is the interest that the action's own accrual adds to the account's debt in that market where nothing
  // checks the liquidity afterwards (repay, claimSubsidy, fundSubsidy): allowed only if that debt grew.
  if (!MAY_CREATE_SHORTFALL.has(o.kind)) {
    const b = liquidityIn(before, actor);
    const a = liquidityIn(after, actor);
    if (b !== undefined && a !== undefined && b.shortfall === 0n && a.shortfall > 0n) {
      const m = o.market;
      const debtGrew =
        ACCRUES_UNCHECKED.has(o.kind) &&
        m !== undefined &&
        at(at(after.holders, actor).borrows, m) >= at(at(before.holders, actor).borrows, m);
      assert.ok(
        debtGrew,
        `[inv4] ${tag}: account #${actor} had no shortfall (liquidity ${b.liquidity}) and now has ${a.shortfall}`,
      );
    }
  }

  if (o.market === undefined) return;
  const m = at(w.markets, o.market);
  const ms = at(after.markets, m.index);

  if (o.kind === "mint") {
    // T12: no deposit in a market where the account has a debt.
    const debt = at(at(before.holders, actor).borrows, m.index);
    assert.equal(debt, 0n, `[T12] ${tag}: mint succeeded with a debt of ${debt} in ${m.symbol}`);
    // 7. Micro market caps at mint time: the account's deposit and the market's total deposits.
    if (m.micro) {
      const deposit = (at(at(after.holders, actor).tokens, m.index) * ms.exchangeRate) / EXP;
      assert.ok(
        deposit <= w.microAccountCap,
        `[inv7] ${tag}: micro deposit of #${actor} is ${deposit} > cap ${w.microAccountCap}`,
      );
      const cap = o.microCapAfter;
      assert.ok(cap !== undefined, "[inv7] micro market cap not read after the mint");
      assert.ok(
        cap.totalDeposit <= cap.limit,
        `[inv7] ${tag}: micro total deposit ${cap.totalDeposit} > market cap ${cap.limit}`,
      );
    }
  }

  if (o.kind === "transfer" && o.recipient !== undefined) {
    // A transfer is a deposit for the receiver: it must not owe in that market (T12), and the micro
    // market's per-account cap holds for it too (CToken._transferTokens, CRBTCMicro._beforeTransferIn).
    const to = o.recipient;
    const debt = at(at(before.holders, to).borrows, m.index);
    assert.equal(debt, 0n, `[T12] ${tag}: transfer to #${to}, which owes ${debt} in ${m.symbol}`);
    if (m.micro) {
      const deposit = (at(at(after.holders, to).tokens, m.index) * ms.exchangeRate) / EXP;
      assert.ok(
        deposit <= w.microAccountCap,
        `[inv7] ${tag}: micro deposit of #${to} after a transfer is ${deposit} > cap ${w.microAccountCap}`,
      );
    }
  }

  if (o.kind === "borrow") {
    // 7. Borrow caps at borrow time: the comptroller's market cap and the per-account debt cap (krDOC).
    if (m.borrowCap > 0n) {
      assert.ok(
        ms.totalBorrows <= m.borrowCap,
        `[inv7] ${tag}: totalBorrows ${ms.totalBorrows} > borrow cap ${m.borrowCap}`,
      );
    }
    if (m.accountBorrowCap > 0n) {
      const debt = at(at(after.holders, actor).borrows, m.index);
      assert.ok(
        debt <= m.accountBorrowCap,
        `[inv7] ${tag}: debt of #${actor} ${debt} > per-account cap ${m.accountBorrowCap}`,
      );
    }
  }
}

/** The CeibaLens snapshot agrees with the direct reads (checked once per run: it is a heavy call). */
export async function checkLens(w: World, s: State, holder: number): Promise<void> {
  const account = at(w.holders, holder);
  assert.notEqual(account, DEAD);
  const snap = await w.p.lens.read.snapshot([w.p.comptroller.address, account]);
  assert.equal(snap.blockNumber, s.block, "[lens] read at another block than the state");
  for (const m of w.markets) {
    const d = snap.markets.find((x) => x.market.toLowerCase() === m.address.toLowerCase());
    const pos = snap.account.positions.find((x) => x.market.toLowerCase() === m.address.toLowerCase());
    assert.ok(d && pos, `[lens] ${m.symbol} missing from the snapshot`);
    const ms = at(s.markets, m.index);
    assert.deepEqual(
      [d.totalSupply, d.totalBorrows, d.totalReserves, d.cash, d.exchangeRateStored],
      [ms.totalSupply, ms.totalBorrows, ms.totalReserves, ms.cash, ms.exchangeRate],
      `[lens] ${m.symbol} market data differs from the direct reads`,
    );
    const h = at(s.holders, holder);
    assert.deepEqual(
      [pos.tokens, pos.borrowBalance],
      [at(h.tokens, m.index), at(h.borrows, m.index)],
      `[lens] ${m.symbol} position of #${holder} differs`,
    );
  }
  const liq = liquidityIn(s, holder);
  assert.equal(snap.account.liquidityKnown, liq !== undefined, "[lens] liquidityKnown differs");
  if (liq) {
    assert.deepEqual(
      [snap.account.liquidity, snap.account.shortfall],
      [liq.liquidity, liq.shortfall],
      "[lens] liquidity",
    );
  }
}
