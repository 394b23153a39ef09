import assert from "node:assert/strict";
import { confirm, fundAndApprove, loadProtocol, mine, parseEther, type ProtocolFixture } from "../helpers/protocol";
import { expectRevert } from "../helpers/errors";
import {
  BLOCKS_PER_YEAR,
  EXP,
  MICRO,
  DEAD,
  MicroModel,
  actors,
  assertMarket,
  assertSubsidy,
  balanceOf,
  gasCost,
} from "./model";

const E = parseEther;
const PROMISED = MICRO.promisedSupplyRatePerYear / BLOCKS_PER_YEAR;

/**
 * Opens the micro market: Alice borrows 20,000 DOC (limit = 16,000 USD / 95,000 = 0.168 RBTC) and Eve
 * posts 1 RBTC in kRBTC as collateral (to borrow from kSAT later). Returns the model of kSAT.
 */
async function openMicro(p: ProtocolFixture) {
  const { alice, bob, eve } = actors(p);
  await fundAndApprove(p, "DOC", bob.account.address, p.kDOC.address, E("100000"));
  await confirm(p, p.kDOC.write.mint([E("100000")], { account: bob.account }));
  await confirm(p, p.kRBTC.write.mint({ account: alice.account, value: E("1") }));
  await confirm(p, p.comptroller.write.enterMarkets([[p.kRBTC.address]], { account: alice.account }));
  await confirm(p, p.kDOC.write.borrow([E("20000")], { account: alice.account }));
  await confirm(p, p.kRBTC.write.mint({ account: eve.account, value: E("1") }));
  await confirm(p, p.comptroller.write.enterMarkets([[p.kRBTC.address]], { account: eve.account }));
  return MicroModel.of(p.kSAT);
}

describe("scenario: micro market (kSAT)", () => {
  it("deposits: exact tokens, the supplier snapshot, one rate for all, withdrawal of the deposit", async () => {
    const p = await loadProtocol();
    const { carol, dave, eve } = actors(p);
    const sat = await openMicro(p);
    const C = carol.account.address;
    const D = dave.account.address;

    assert.equal(await p.kSAT.read.promisedSupplyRatePerBlock(), PROMISED);
    assert.equal(await p.kSAT.read.accountCap(), MICRO.accountCap);
    assert.equal(await p.kSAT.read.marketCapThreshold(), MICRO.marketCapThreshold);
    // No pot, no borrowers: the supply rate is the organic one, 0.
    assert.equal(await p.kSAT.read.supplyRatePerBlock(), 0n);

    const carolStart = await balanceOf(p, C);
    let r = await confirm(p, p.kSAT.write.mint({ account: carol.account, value: E("0.02") }));
    const carolGas = [gasCost(r)];
    const carolTokens = sat.mint(C, E("0.02"), r.blockNumber);
    assert.equal(carolTokens, E("1"));
    assert.deepEqual(await p.kSAT.read.getSupplierSnapshotStored([C]), [
      carolTokens,
      (carolTokens * E("0.02")) / EXP,
      r.blockNumber,
      PROMISED,
    ]);
    r = await confirm(p, p.kSAT.write.mint({ account: dave.account, value: MICRO.accountCap }));
    assert.equal(sat.mint(D, MICRO.accountCap, r.blockNumber), E("1.25"));
    await assertMarket(p.kSAT, sat, [C, D]);
    const [deposits, limit] = await p.kSAT.read.getMarketCap();
    assert.equal(deposits, E("0.045") + E("0.0002"), "with the burned seed");
    assert.equal(limit, (((E("20000") * MICRO.marketCapThreshold) / EXP) * EXP) / E("95000"));

    // Eve borrows from kSAT: the market's own borrows do not raise its cap, and she cannot deposit there (T12).
    r = await confirm(p, p.kSAT.write.borrow([E("0.01")], { account: eve.account }));
    sat.borrow(eve.account.address, E("0.01"), r.blockNumber);
    const [deposits2, limit2] = await p.kSAT.read.getMarketCap();
    assert.equal(limit2, limit);
    assert.equal(deposits2, sat.cash + sat.borrows - sat.reserves);
    await expectRevert(p.kSAT.write.mint({ account: eve.account, value: E("0.001") }), "T12");

    // Every caller reads the same stored rate.
    await mine(100);
    r = await confirm(p, p.kSAT.write.accrueInterest({ account: eve.account }));
    sat.accrue(r.blockNumber);
    const rates = await Promise.all(
      [C, D, eve.account.address].map((account) => p.kSAT.read.exchangeRateStored({ account })),
    );
    assert.deepEqual(rates, [sat.rate, sat.rate, sat.rate]);
    assert.ok(sat.rate > E("0.02"), "Eve's interest raised the rate");
    for (const who of [C, D]) {
      const [tokens, underlying] = await p.kSAT.read.getSupplierSnapshotStored([who]);
      assert.equal(underlying, (tokens * sat.rate) / EXP);
    }

    // Carol withdraws: exactly her tokens at the stored rate, no more.
    r = await confirm(p, p.kSAT.write.redeem([carolTokens], { account: carol.account }));
    carolGas.push(gasCost(r));
    const out = sat.redeem(C, carolTokens, r.blockNumber);
    const carolNet = (await balanceOf(p, C)) + carolGas.reduce((a, b) => a + b) - carolStart;
    assert.equal(carolNet, out - E("0.02"));
    assert.ok(carolNet > 0n && carolNet < E("0.0001"), `organic interest only: ${carolNet}`);
    await assertMarket(p.kSAT, sat, [C, D, eve.account.address]);
    assert.equal(await p.kSAT.read.ceibaInterestAccrued([C]), 0n, "no pot, no subsidy");
  });

  it("subsidy: paid by claimSubsidy from the funded pot, exactly, and shared through token transfers", async () => {
    const p = await loadProtocol();
    const { bob, carol, dave, eve } = actors(p);
    const sat = await openMicro(p);
    const C = carol.account.address;
    const D = dave.account.address;
    const X = eve.account.address;

    // Anyone may fund the pot; 0 is refused.
    await expectRevert(p.kSAT.write._addSubsidy({ account: bob.account, value: 0n }), "T2");
    let r = await confirm(p, p.kSAT.write._addSubsidy({ account: bob.account, value: E("1") }));
    sat.addSubsidy(E("1"), r.blockNumber);
    assert.equal(await p.kSAT.read.supplyRatePerBlock(), PROMISED);

    r = await confirm(p, p.kSAT.write.mint({ account: carol.account, value: MICRO.accountCap }));
    sat.mint(C, MICRO.accountCap, r.blockNumber);
    const carolSince = r.blockNumber;
    r = await confirm(p, p.kSAT.write.mint({ account: dave.account, value: E("0.01") }));
    sat.mint(D, E("0.01"), r.blockNumber);
    await mine(1000);

    const before = await balanceOf(p, C);
    r = await confirm(p, p.kSAT.write.claimSubsidy({ account: carol.account }));
    const paid = sat.claim(C, r.blockNumber);
    assert.equal((await balanceOf(p, C)) - before + gasCost(r), paid);
    // About 0.025 x 4% x blocks / 1,051,200 (the burnt 1,000 tokens and per-accrual rounding aside).
    const simple = (MICRO.accountCap * PROMISED * (r.blockNumber - carolSince)) / EXP;
    assert.ok(paid <= simple && simple - paid < 10n ** 6n, `${paid} vs ${simple}`);
    await assertSubsidy(p.kSAT, sat, [C, D]);
    // The subsidy comes out of the pot, never out of the savers' cash.
    await assertMarket(p.kSAT, sat, [C, D]);
    assert.equal(await balanceOf(p, p.kSAT.address), sat.cash + sat.fund);

    // Carol sends half of her tokens to Eve: each earns on what she holds, nothing twice.
    const half = sat.account(C).tokens / 2n;
    r = await confirm(p, p.kSAT.write.transfer([X, half], { account: carol.account }));
    sat.move(C, X, half);
    await mine(300);
    for (const who of [carol, eve, dave]) {
      r = await confirm(p, p.kSAT.write.claimSubsidy({ account: who.account }));
      const b0 = await p.publicClient.getBalance({ address: who.account.address, blockNumber: r.blockNumber - 1n });
      const b1 = await p.publicClient.getBalance({ address: who.account.address, blockNumber: r.blockNumber });
      assert.equal(b1 - b0 + gasCost(r), sat.claim(who.account.address, r.blockNumber), who.account.address);
    }
    await assertSubsidy(p.kSAT, sat, [C, D, X]);
    // Claiming again right away pays only the few blocks since the last claim.
    r = await confirm(p, p.kSAT.write.claimSubsidy({ account: carol.account }));
    const again = sat.claim(C, r.blockNumber);
    assert.ok(again > 0n && again < (MICRO.accountCap * PROMISED * 4n) / EXP, `${again}`);
    await assertSubsidy(p.kSAT, sat, [C, D, X]);

    // Dave withdraws his deposit and, afterwards, claims what he earned until then.
    r = await confirm(p, p.kSAT.write.redeem([sat.account(D).tokens], { account: dave.account }));
    sat.redeem(D, sat.account(D).tokens, r.blockNumber);
    const earned = sat.accruedOf(D);
    assert.ok(earned > 0n);
    await mine(50);
    r = await confirm(p, p.kSAT.write.claimSubsidy({ account: dave.account }));
    assert.equal(sat.claim(D, r.blockNumber), earned, "no tokens, nothing more");
    await assertSubsidy(p.kSAT, sat, [C, D, X]);
    assert.equal(await balanceOf(p, p.kSAT.address), sat.cash + sat.fund);
  });

  it("subsidy with borrowers: only promised minus organic is paid from the pot", async () => {
    const p = await loadProtocol();
    const { bob, carol, dave, eve } = actors(p);
    const sat = await openMicro(p);
    const C = carol.account.address;
    let r = await confirm(p, p.kSAT.write._addSubsidy({ account: bob.account, value: E("0.5") }));
    sat.addSubsidy(E("0.5"), r.blockNumber);
    r = await confirm(p, p.kSAT.write.mint({ account: carol.account, value: MICRO.accountCap }));
    sat.mint(C, MICRO.accountCap, r.blockNumber);
    r = await confirm(p, p.kSAT.write.mint({ account: dave.account, value: MICRO.accountCap }));
    sat.mint(dave.account.address, MICRO.accountCap, r.blockNumber);
    r = await confirm(p, p.kSAT.write.borrow([E("0.02")], { account: eve.account }));
    sat.borrow(eve.account.address, E("0.02"), r.blockNumber);
    const organic = sat.supplyRatePerBlock();
    assert.ok(organic > 0n && organic < PROMISED);
    assert.equal(await p.kSAT.read.supplyRatePerBlock(), PROMISED);

    await mine(2000);
    const before = await balanceOf(p, C);
    r = await confirm(p, p.kSAT.write.claimSubsidy({ account: carol.account }));
    const paid = sat.claim(C, r.blockNumber);
    assert.equal((await balanceOf(p, C)) - before + gasCost(r), paid);
    await assertSubsidy(p.kSAT, sat, [C, dave.account.address]);
    await assertMarket(p.kSAT, sat, [C, dave.account.address, eve.account.address]);
    // Organic interest + subsidy ~ the promised rate on Carol's deposit.
    const organicGain = sat.underlyingOf(C) - MICRO.accountCap;
    const promisedGain = (MICRO.accountCap * PROMISED * 2002n) / EXP;
    const total = organicGain + paid;
    assert.ok(
      total < promisedGain + promisedGain / 100n && total > promisedGain - promisedGain / 100n,
      `${total} vs ${promisedGain}`,
    );
    assert.ok(paid < promisedGain - promisedGain / 20n, "the borrowers paid a visible part");
  });

  it("subsidy is capped by the pot; the admin withdraws only what is not owed (R12)", async () => {
    const p = await loadProtocol();
    const { admin, bob, carol, dave } = actors(p);
    const sat = await openMicro(p);
    const C = carol.account.address;
    const D = dave.account.address;
    let r = await confirm(p, p.kSAT.write.mint({ account: carol.account, value: MICRO.accountCap }));
    sat.mint(C, MICRO.accountCap, r.blockNumber);
    r = await confirm(p, p.kSAT.write.mint({ account: dave.account, value: E("0.01") }));
    sat.mint(D, E("0.01"), r.blockNumber);

    // A pot of 1e12 wei lasts about 750 blocks for 0.035 RBTC at 4%.
    const pot = 10n ** 12n;
    r = await confirm(p, p.kSAT.write._addSubsidy({ account: bob.account, value: pot }));
    sat.addSubsidy(pot, r.blockNumber);
    await mine(300);
    r = await confirm(p, p.kSAT.write.accrueInterest());
    sat.accrue(r.blockNumber);
    await assertSubsidy(p.kSAT, sat, [C, D]);
    const free = sat.fund - sat.liability;
    assert.ok(free > 0n && sat.liability > 0n);

    // The admin may take back only the unallocated part.
    await expectRevert(p.kSAT.write._withdrawSubsidy([1n], { account: bob.account }), "T18");
    const next = () => {
      const m = sat.clone();
      m.accrue(m.accrualBlock + 1n);
      return m.fund - m.liability;
    };
    await expectRevert(p.kSAT.write._withdrawSubsidy([next() + 1n], { account: admin.account }), "R12");
    const take = next() / 2n;
    const adminBefore = await balanceOf(p, admin.account.address);
    r = await confirm(p, p.kSAT.write._withdrawSubsidy([take], { account: admin.account }));
    sat.accrue(r.blockNumber);
    sat.fund -= take;
    assert.equal((await balanceOf(p, admin.account.address)) - adminBefore + gasCost(r), take);
    await assertSubsidy(p.kSAT, sat, [C, D]);

    // Long after the pot ran out, the liability equals the pot (to the wei of rounding) and stops.
    await mine(3000);
    r = await confirm(p, p.kSAT.write.accrueInterest());
    sat.accrue(r.blockNumber);
    await assertSubsidy(p.kSAT, sat, [C, D]);
    // Rounding leaves at most supply / 1e18 + 1 wei unallocated (the last index step rounds down).
    const dustBound = (sat.supply - sat.account(DEAD).tokens) / EXP + 1n;
    assert.ok(sat.fund - sat.liability <= dustBound, `unallocated ${sat.fund - sat.liability}`);
    const liability = sat.liability;
    await mine(100);
    r = await confirm(p, p.kSAT.write.accrueInterest());
    sat.accrue(r.blockNumber);
    await assertSubsidy(p.kSAT, sat, [C, D]);
    assert.ok(sat.liability - liability <= dustBound && sat.liability <= sat.fund, "nothing beyond the dust accrues");

    let claimed = 0n;
    for (const who of [carol, dave]) {
      r = await confirm(p, p.kSAT.write.claimSubsidy({ account: who.account }));
      claimed += sat.claim(who.account.address, r.blockNumber);
    }
    await assertSubsidy(p.kSAT, sat, [C, D]);
    assert.ok(claimed <= pot - take && pot - take - claimed <= dustBound + 2n, `claimed ${claimed} of ${pot - take}`);
    assert.equal(await balanceOf(p, p.kSAT.address), sat.cash + sat.fund);
    // Savers' deposits are whole.
    for (const who of [carol, dave]) {
      await confirm(p, p.kSAT.write.redeem([sat.account(who.account.address).tokens], { account: who.account }));
    }
    assert.equal(await p.kSAT.read.balanceOf([C]), 0n);
  });

  it("a newly funded pot pays only for the blocks after its funding", async () => {
    const p = await loadProtocol();
    const { bob, carol } = actors(p);
    const sat = await openMicro(p);
    const C = carol.account.address;
    let r = await confirm(p, p.kSAT.write.mint({ account: carol.account, value: MICRO.accountCap }));
    sat.mint(C, MICRO.accountCap, r.blockNumber);
    // 1,000 blocks with no pot: the rate shown is the organic one, 0; nothing is owed for them.
    await mine(1000);
    assert.equal(await p.kSAT.read.supplyRatePerBlock(), 0n);
    r = await confirm(p, p.kSAT.write._addSubsidy({ account: bob.account, value: E("1") }));
    const fundedAt = r.blockNumber;
    sat.addSubsidy(E("1"), fundedAt);
    await mine(9);
    r = await confirm(p, p.kSAT.write.claimSubsidy({ account: carol.account }));
    assert.equal(r.blockNumber - fundedAt, 10n);
    const paid = sat.claim(C, r.blockNumber);
    const tenBlocks = (sat.account(C).tokens * ((PROMISED * 10n * E("0.02")) / EXP)) / EXP;
    assert.equal(paid, tenBlocks);
    await assertSubsidy(p.kSAT, sat, [C]);
  });
});
