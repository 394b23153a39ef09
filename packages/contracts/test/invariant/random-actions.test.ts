import assert from "node:assert/strict";
import fc from "fast-check";
import { parseEther } from "viem";
import {
  ACTION_KINDS,
  ACTOR_COUNT,
  type Action,
  type Kind,
  type Outcome,
  actionsArb,
  describeAction,
  execute,
  liquidityNeeded,
  newRunModel,
  restorePrices,
} from "./actions";
import { checkAction, checkLens, checkState } from "./invariants";
import {
  BORROW_CAPS,
  EXP,
  type State,
  type World,
  allAccounts,
  at,
  ensureLiquidity,
  loadWorld,
  readState,
} from "./world";

/**
 * Property run: fast-check draws sequences of random actions; each sequence starts from the same
 * fixture (evm snapshot) and every invariant of invariants.ts is asserted after every step.
 *
 *   CEIBA_INVARIANT_ACTIONS  total drawn actions (default 2,000; the benchmark uses 100,000)
 *   CEIBA_INVARIANT_SEED     fast-check seed (default fixed, printed on failure)
 *   CEIBA_INVARIANT_PATH     fast-check replay path of a failure (printed on failure)
 *   CEIBA_INVARIANT_SHRINK=1 shrink a failing sequence (slow: each attempt replays it on chain)
 */
const TOTAL_ACTIONS = Number(process.env.CEIBA_INVARIANT_ACTIONS ?? 2_000);
const ACTIONS_PER_RUN = TOTAL_ACTIONS >= 20_000 ? 250 : 100;
const RUNS = Math.ceil(TOTAL_ACTIONS / ACTIONS_PER_RUN);
const SEED = Number(process.env.CEIBA_INVARIANT_SEED ?? 0x0ce1ba);
const REPLAY_PATH = process.env.CEIBA_INVARIANT_PATH;
const SHRINK = process.env.CEIBA_INVARIANT_SHRINK === "1";

class Stats {
  drawn = 0;
  steps = 0;
  runs = 0;
  readonly ok = new Map<Kind, number>();
  readonly refused = new Map<Kind, Map<string, number>>();

  record(o: Outcome, drawn: boolean) {
    this.steps += 1;
    if (drawn) this.drawn += 1;
    if (o.ok) {
      this.ok.set(o.kind, (this.ok.get(o.kind) ?? 0) + 1);
      return;
    }
    const codes = this.refused.get(o.kind) ?? new Map<string, number>();
    const code = o.code ?? "?";
    codes.set(code, (codes.get(code) ?? 0) + 1);
    this.refused.set(o.kind, codes);
  }

  line(seconds: number): string {
    const kinds = ACTION_KINDS.map((k) => {
      const codes = [...(this.refused.get(k) ?? new Map<string, number>())]
        .sort((a, b) => b[1] - a[1])
        .map(([c, n]) => `${c}:${n}`)
        .join(",");
      return `${k} ok=${this.ok.get(k) ?? 0}${codes ? ` refused{${codes}}` : ""}`;
    });
    return (
      `[invariant] ${this.drawn} actions (+${this.steps - this.drawn} price restores) in ${this.runs} runs, ` +
      `${seconds.toFixed(1)} s, seed ${SEED} | ${kinds.join(" | ")}`
    );
  }
}

async function step(
  w: World,
  before: State,
  outcome: Outcome,
  stats: Stats,
  drawn: boolean,
  trace: string[],
  label: string,
): Promise<State> {
  trace.push(`${label} -> ${outcome.ok ? "ok" : `refused ${outcome.code}`} (${outcome.text})`);
  // The liquidity of the account that acted is read with the state: invariant 4 compares it. The Lens
  // snapshot (invariant 12) is tried for it and the other accounts the step touched (for steps without an
  // actor, for the first one): its market part, where a revert would come from, is the same for everyone,
  // and every account is tried at the end of each run.
  const actors = outcome.actor === undefined ? [] : [outcome.actor];
  const after = await readState(w, before, actors, [...(actors.length ? actors : [0]), ...(outcome.others ?? [])]);
  checkState(w, before, after);
  checkAction(w, outcome, before, after);
  stats.record(outcome, drawn);
  return after;
}

async function runSequence(actions: Action[], stats: Stats): Promise<void> {
  const w = await loadWorld();
  const run = newRunModel(w);
  const trace: string[] = [];
  try {
    let state = await readState(w);
    checkState(w, undefined, state);
    for (const action of actions) {
      run.step += 1;
      await ensureLiquidity(w, state, liquidityNeeded(action));
      const outcome = await execute(w, run, action, state);
      state = await step(w, state, outcome, stats, true, trace, `#${run.step} ${describeAction(action)}`);
      const restored = await restorePrices(w, run);
      if (restored) state = await step(w, state, restored, stats, false, trace, `#${run.step} priceRestore`);
    }
    // Invariant 12 for every account, and the Lens' figures against the direct reads for one of them.
    state = await readState(w, state, [], allAccounts(w));
    checkState(w, undefined, state);
    const lensHolder = stats.runs % ACTOR_COUNT;
    await ensureLiquidity(w, state, [lensHolder]);
    await checkLens(w, state, lensHolder);
    stats.runs += 1;
  } catch (error) {
    if (error instanceof Error) {
      error.message += `\n  last steps of the failing sequence:\n    ${trace.slice(-15).join("\n    ")}`;
    }
    throw error;
  }
}

describe("invariants: random actions over kRBTC, kSAT, kDOC, kUSDRIF, kBPRO, krDOC, kUSDT", function () {
  // The default run takes well under the suite timeout; the long benchmark mode takes as long as it takes.
  if (TOTAL_ACTIONS > 5_000) this.timeout(0);

  it("the checks reject corrupted states and outcomes (each invariant can fail)", async () => {
    const w = await loadWorld();
    const base = await readState(w, undefined, [0, 1]);
    checkState(w, undefined, base);
    const copy = (s: State = base): State => structuredClone(s);
    const rejects = (tag: string, check: () => void) =>
      assert.throws(check, (e: unknown) => e instanceof Error && e.message.includes(`[${tag}]`), `[${tag}] not raised`);
    const [kSAT, kDOC, kUSDRIF, krDOC] = [1, 2, 3, 5];
    const ok = (kind: Kind, extra: Partial<Outcome> = {}): Outcome => ({
      kind,
      ok: true,
      actor: 0,
      market: kDOC,
      text: "synthetic",
      ...extra,
    });

    let s = copy();
    at(s.markets, kDOC).totalSupply += 1n;
    rejects("inv1", () => checkState(w, base, s));
    s = copy();
    at(s.markets, 0).cash += 1n;
    rejects("inv2", () => checkState(w, base, s));
    s = copy();
    at(s.markets, kSAT).held -= 1n; // the micro market's subsidy pot is not cash
    rejects("inv2", () => checkState(w, base, s));
    s = copy();
    const doc = at(s.markets, kDOC);
    doc.totalReserves = doc.cash + doc.totalBorrows + 1n;
    rejects("inv2", () => checkState(w, base, s));
    s = copy();
    at(s.holders, 0).borrows[kDOC] = at(s.markets, kDOC).totalBorrows + 1_000n;
    rejects("inv3", () => checkState(w, base, s));
    s = copy();
    at(s.markets, kDOC).exchangeRate -= 1n;
    rejects("inv5", () => checkState(w, base, s));
    s = copy();
    s.subsidyLiability = s.subsidyFund + 1n;
    rejects("inv8", () => checkState(w, base, s));
    // 9 and 10: reserves above cash, that is borrows above what suppliers own (utilisation above 100 %).
    s = copy();
    at(s.markets, kDOC).totalBorrows = 10n ** 30n;
    at(s.markets, kDOC).totalReserves = at(s.markets, kDOC).cash + 1n;
    rejects("inv9", () => checkState(w, base, s));
    // 11, 12: a market that cannot accrue, a Lens snapshot that reverts.
    s = copy();
    s.accrueFailed = [kDOC];
    rejects("inv11", () => checkState(w, base, s));
    s = copy();
    s.lensFailed = [0];
    rejects("inv12", () => checkState(w, base, s));
    s = copy();
    s.subsidyAccrued[0] = s.subsidyLiability + 1n;
    rejects("inv8", () => checkState(w, base, s));

    // 4: a redeem that leaves a new shortfall; a repay may only when the accrual grew the debt.
    const before = copy();
    before.liquidity.set(0, { liquidity: 10n, shortfall: 0n });
    const after = copy();
    after.liquidity.set(0, { liquidity: 0n, shortfall: 1n });
    rejects("inv4", () => checkAction(w, ok("redeem"), before, after));
    at(after.holders, 0).borrows[kDOC] = 5n;
    checkAction(w, ok("repay"), before, after); // debt 0 -> 5: the accrual's interest, allowed
    at(before.holders, 0).borrows[kDOC] = 6n;
    rejects("inv4", () => checkAction(w, ok("repay"), before, after)); // debt fell, shortfall appeared
    checkAction(w, ok("mine"), base, after);

    // 6: a liquidation without a shortfall before it, and a C14 refusal despite one.
    const liquidation = { kind: "liquidate" as const, actor: 4, market: 0, borrower: 0, text: "synthetic" };
    rejects("inv6", () => checkAction(w, { ...liquidation, ok: true, preShortfall: 0n }, base, base));
    rejects("inv6", () => checkAction(w, { ...liquidation, ok: false, code: "C14", preShortfall: 1n }, base, base));

    // 7: borrow caps, the per-account debt cap, the micro caps at mint and transfer time.
    s = copy();
    at(s.markets, kUSDRIF).totalBorrows = (BORROW_CAPS.kUSDRIF ?? 0n) + 1n;
    rejects("inv7", () => checkAction(w, ok("borrow", { market: kUSDRIF }), base, s));
    s = copy();
    at(s.holders, 0).borrows[krDOC] = parseEther("1000") + 1n;
    rejects("inv7", () => checkAction(w, ok("borrow", { market: krDOC }), base, s));
    s = copy();
    at(s.holders, 0).tokens[kSAT] = ((w.microAccountCap + 1n) * EXP) / at(s.markets, kSAT).exchangeRate + 1n;
    const capOk = { totalDeposit: 1n, limit: 1n };
    rejects("inv7", () => checkAction(w, ok("mint", { market: kSAT, microCapAfter: capOk }), base, s));
    rejects("inv7", () => checkAction(w, ok("transfer", { actor: 1, recipient: 0, market: kSAT }), base, s));
    const capExceeded = { totalDeposit: 2n, limit: 1n };
    rejects("inv7", () => checkAction(w, ok("mint", { market: kSAT, microCapAfter: capExceeded }), base, base));

    // 13: C6 with every needed price there; 14: a deposit or entry into an unpriced market that went through.
    rejects("inv13", () =>
      checkAction(w, { ...liquidation, ok: false, code: "C6", neededPriceMissing: false }, base, base),
    );
    checkAction(w, { ...liquidation, ok: false, code: "C6", neededPriceMissing: true }, base, base);
    rejects("inv14", () => checkAction(w, ok("mint", { unpricedTarget: true }), base, base));
    rejects("inv14", () => checkAction(w, ok("enterMarkets", { unpricedTarget: true }), base, base));
    // Reserves from anyone but the admin.
    rejects("reserves", () =>
      checkAction(w, { kind: "addReserves", ok: true, byAdmin: false, market: kDOC, text: "" }, base, base),
    );

    // T12 (mint or transfer-in with a debt), and refusals outside the catalogue.
    s = copy();
    at(s.holders, 0).borrows[kDOC] = 1n;
    rejects("T12", () => checkAction(w, ok("mint"), s, s));
    rejects("T12", () => checkAction(w, ok("transfer", { actor: 1, recipient: 0 }), s, s));
    rejects("coded refusal", () =>
      checkAction(w, { kind: "redeem", ok: false, code: "Panic(0x11)", text: "" }, base, base),
    );
  });

  it(`hold after every one of ${TOTAL_ACTIONS} random actions (${RUNS} runs x ${ACTIONS_PER_RUN})`, async () => {
    const stats = new Stats();
    const started = Date.now();
    const property = fc.asyncProperty(actionsArb(ACTIONS_PER_RUN), (actions) => runSequence(actions, stats));
    try {
      await fc.assert(property, {
        numRuns: RUNS,
        seed: SEED,
        ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
        endOnFailure: !SHRINK,
      });
    } catch (error) {
      const pathMatch = /path: "([^"]*)"/.exec(error instanceof Error ? error.message : "");
      console.error(
        `[invariant] FAILED. Replay: CEIBA_INVARIANT_SEED=${SEED} CEIBA_INVARIANT_PATH=${pathMatch?.[1] ?? "?"} ` +
          `CEIBA_INVARIANT_ACTIONS=${TOTAL_ACTIONS} (add CEIBA_INVARIANT_SHRINK=1 to shrink)`,
      );
      throw error;
    }
    console.log(stats.line((Date.now() - started) / 1000));

    assert.ok(stats.drawn >= TOTAL_ACTIONS, `only ${stats.drawn} actions ran`);
    // The run explores real behaviour, not only refusals: every kind of action succeeded at least once.
    const never = ACTION_KINDS.filter((k) => (stats.ok.get(k) ?? 0) === 0);
    assert.deepEqual(never, [], `these actions never succeeded: ${never.join(", ")}`);
  });
});
