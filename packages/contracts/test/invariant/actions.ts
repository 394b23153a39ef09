import fc from "fast-check";
import { formatEther, maxUint256 } from "viem";
import { revertCode } from "../helpers/errors";
import { hre, mine } from "../helpers/protocol";
import {
  ASSETS,
  DEAD,
  EXP,
  GAS,
  MARKET_SYMBOLS,
  type Market,
  NATIVE_RESERVE,
  type State,
  type Wallet,
  type World,
  at,
  liquidityIn,
} from "./world";

/**
 * A model of random actions by four actors, a liquidator and the price/time environment over the markets
 * kRBTC (native), kSAT (micro), kDOC, kUSDRIF, kBPRO and krDOC (ERC-20).
 *
 * Actions are plain data drawn by fast-check (so a failing sequence can be replayed and shrunk). Amounts
 * are specs resolved against the state just before the action: tiny wei values, absolute USD values,
 * a fraction of a state-derived reference (the balance, the debt, the most the account may borrow or
 * redeem, the cap headroom...), that reference plus or minus a few wei (the edge of a limit), or uint max.
 */

export const ACTOR_COUNT = 4;
const MARKET_COUNT = MARKET_SYMBOLS.length;
/** Holder index of the liquidator in world.holders / state.holders. */
export const LIQUIDATOR = ACTOR_COUNT;
/** Transfer destinations: the actors, the liquidator and the dead address (index in world.holders). */
const TRANSFER_DESTINATIONS = [0, 1, 2, 3, LIQUIDATOR, ACTOR_COUNT + 2];

export type AmountSpec =
  | { kind: "wei"; value: bigint }
  | { kind: "usd"; usd: bigint }
  | { kind: "ref"; bps: number }
  | { kind: "refDelta"; delta: bigint }
  | { kind: "uintMax" };

/**
 * With `own`, a position-based action targets one of the actor's own positions (a market where it holds
 * tokens, or owes for repays), the `market` number picking among them; otherwise `market` is the market.
 */
/** An actor, or the one with the largest shortfall (else the largest debt) at the time of the action. */
export type ActorSpec = number | "worst";

export type Action =
  | { type: "mint"; actor: ActorSpec; market: number; amount: AmountSpec }
  | { type: "redeem"; actor: number; market: number; own: boolean; amount: AmountSpec; limited: boolean }
  | { type: "redeemUnderlying"; actor: number; market: number; own: boolean; amount: AmountSpec; limited: boolean }
  | { type: "borrow"; actor: number; market: number; amount: AmountSpec }
  | { type: "repay"; actor: number; market: number; own: boolean; amount: AmountSpec }
  | { type: "repayAll"; actor: number; market: number; own: boolean; extraBps: number }
  | { type: "transfer"; actor: number; market: number; own: boolean; to: number; amount: AmountSpec; limited: boolean }
  | { type: "enterMarkets"; actor: ActorSpec; markets: number[] }
  | { type: "exitMarket"; actor: number; market: number; own: boolean }
  | {
      type: "liquidate";
      borrower: number | "worst";
      debtMarket: number | "largest";
      collateralMarket: number | "largest";
      amount: AmountSpec;
    }
  | { type: "priceMove"; asset: number | "crash"; factorBps: number }
  | { type: "priceZero"; market: number; steps: number }
  | { type: "addReserves"; by: "admin" | number; market: number; amount: AmountSpec }
  | { type: "mine"; blocks: number }
  | { type: "claimSubsidy"; actor: number }
  | { type: "fundSubsidy"; actor: number; amount: bigint };

/** Every kind of step; priceRestore is not drawn: it follows the last step of a priceZero's outage. */
export const ACTION_KINDS = [
  "mint",
  "redeem",
  "redeemUnderlying",
  "borrow",
  "repay",
  "repayAll",
  "transfer",
  "enterMarkets",
  "exitMarket",
  "liquidate",
  "priceMove",
  "priceZero",
  "priceRestore",
  "mine",
  "claimSubsidy",
  "fundSubsidy",
  "addReserves",
] as const;
export type Kind = (typeof ACTION_KINDS)[number];

// =====================================================================================
// Arbitraries
// =====================================================================================

const actorArb = fc.integer({ min: 0, max: ACTOR_COUNT - 1 });
const marketArb = fc.integer({ min: 0, max: MARKET_COUNT - 1 });
/** Mostly the actor's own positions, sometimes any market (then often refused: nothing to redeem or repay). */
const ownArb = fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });

/** Amounts biased toward the interesting values: the reference itself, just above or below it, tiny. */
export const amountArb: fc.Arbitrary<AmountSpec> = fc.oneof(
  { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 1_000_000n }).map((value) => ({ kind: "wei" as const, value })) },
  {
    weight: 4,
    // m x 10^(e-2) USD: from a millionth of a dollar to ~10 million dollars.
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: -4, max: 7 }))
      .map(([m, e]) => ({ kind: "usd" as const, usd: BigInt(m) * 10n ** BigInt(16 + e) })),
  },
  {
    weight: 6,
    arbitrary: fc
      .oneof(
        { weight: 3, arbitrary: fc.constantFrom(10_000, 9_999, 9_990, 5_000, 1) },
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 10_000 }) },
        { weight: 1, arbitrary: fc.integer({ min: 10_001, max: 20_000 }) },
      )
      .map((bps) => ({ kind: "ref" as const, bps })),
  },
  {
    weight: 3,
    arbitrary: fc
      .oneof(fc.constantFrom(-1n, 0n, 1n, 2n), fc.bigInt({ min: -1_000_000n, max: 1_000_000n }))
      .map((delta) => ({ kind: "refDelta" as const, delta })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "uintMax" as const }) },
);

export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.record({ type: fc.constant("mint" as const), actor: actorArb, market: marketArb, amount: amountArb }),
  },
  {
    weight: 7,
    arbitrary: fc.record({
      type: fc.constant("redeem" as const),
      actor: actorArb,
      market: marketArb,
      own: ownArb,
      amount: amountArb,
      limited: fc.boolean(),
    }),
  },
  {
    weight: 7,
    arbitrary: fc.record({
      type: fc.constant("redeemUnderlying" as const),
      actor: actorArb,
      market: marketArb,
      own: ownArb,
      amount: amountArb,
      limited: fc.boolean(),
    }),
  },
  {
    weight: 22,
    arbitrary: fc.record({
      type: fc.constant("borrow" as const),
      actor: actorArb,
      market: marketArb,
      amount: amountArb,
    }),
  },
  {
    weight: 9,
    arbitrary: fc.record({
      type: fc.constant("repay" as const),
      actor: actorArb,
      market: marketArb,
      own: ownArb,
      amount: amountArb,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant("repayAll" as const),
      actor: actorArb,
      market: marketArb,
      own: ownArb,
      extraBps: fc.constantFrom(0, 1, 10, 100, 10_000),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant("transfer" as const),
      actor: actorArb,
      market: marketArb,
      own: ownArb,
      to: fc.constantFrom(...TRANSFER_DESTINATIONS),
      amount: amountArb,
      limited: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant("enterMarkets" as const),
      actor: actorArb,
      markets: fc
        .oneof(
          fc.constant([...Array(MARKET_COUNT).keys()]),
          fc.uniqueArray(marketArb, { minLength: 1, maxLength: MARKET_COUNT }),
        )
        .map((list) => [...list]),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constant("exitMarket" as const), actor: actorArb, market: marketArb, own: ownArb }),
  },
  {
    weight: 10,
    arbitrary: fc.record({
      type: fc.constant("liquidate" as const),
      borrower: fc.oneof({ weight: 3, arbitrary: fc.constant("worst" as const) }, { weight: 1, arbitrary: actorArb }),
      debtMarket: fc.oneof(
        { weight: 3, arbitrary: fc.constant("largest" as const) },
        { weight: 1, arbitrary: marketArb },
      ),
      collateralMarket: fc.oneof(
        { weight: 3, arbitrary: fc.constant("largest" as const) },
        { weight: 1, arbitrary: marketArb },
      ),
      amount: amountArb,
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant("priceMove" as const),
      asset: fc.integer({ min: 0, max: ASSETS.length - 1 }),
      // x0.5 .. x1.5, biased to the bounds and to small moves
      factorBps: fc.oneof(fc.constantFrom(5_000, 15_000, 9_900, 10_100), fc.integer({ min: 5_000, max: 15_000 })),
    }),
  },
  {
    // A crash aimed at the most leveraged actor: its largest collateral falls to x0.5..x0.95.
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant("priceMove" as const),
      asset: fc.constant("crash" as const),
      factorBps: fc.oneof(fc.constantFrom(5_000, 9_500), fc.integer({ min: 5_000, max: 9_500 })),
    }),
  },
  {
    // An outage of one market's price, for 1 to 6 following steps.
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("priceZero" as const),
      market: marketArb,
      steps: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 6 })),
    }),
  },
  {
    // Reserves added by the admin (a deliberate rule) or tried by an actor (refused, T18).
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant("addReserves" as const),
      by: fc.oneof({ weight: 3, arbitrary: fc.constant("admin" as const) }, { weight: 1, arbitrary: actorArb }),
      market: marketArb,
      amount: amountArb,
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant("mine" as const),
      blocks: fc.oneof(fc.constantFrom(1, 2, 5_000), fc.integer({ min: 1, max: 5_000 })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("claimSubsidy" as const), actor: actorArb }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("fundSubsidy" as const),
      actor: actorArb,
      amount: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 10n ** 14n })),
    }),
  },
);

/**
 * The liquidation shield, tried on purpose: a market's price goes out, the worst borrower deposits into it
 * and enters it, then a liquidator goes for that borrower (invariants 13 and 14 judge the outcomes).
 */
const shieldArb: fc.Arbitrary<Action[]> = fc.tuple(marketArb, amountArb, amountArb).map(([market, deposit, repay]) => [
  { type: "priceZero" as const, market, steps: 3 },
  { type: "mint" as const, actor: "worst" as const, market, amount: deposit },
  { type: "enterMarkets" as const, actor: "worst" as const, markets: [market] },
  {
    type: "liquidate" as const,
    borrower: "worst" as const,
    debtMarket: "largest" as const,
    collateralMarket: "largest" as const,
    amount: repay,
  },
]);

/** A run's actions: single draws, and now and then the four steps of a shield attempt. */
export const actionsArb = (count: number): fc.Arbitrary<Action[]> =>
  fc
    .array(fc.oneof({ weight: 30, arbitrary: actionArb.map((a) => [a]) }, { weight: 1, arbitrary: shieldArb }), {
      minLength: count,
      maxLength: count,
    })
    .map((groups) => groups.flat());

// =====================================================================================
// Per-run model: nominal prices and the markets whose price is zero for a few steps
// =====================================================================================

export interface RunModel {
  /** Nominal USD price per market (what the adapter holds unless zeroed). */
  prices: bigint[];
  /** Market index -> the last step of its outage (its price is restored after the step that follows). */
  zeroed: Map<number, number>;
  step: number;
}

export const newRunModel = (w: World): RunModel => ({
  prices: w.markets.map((m) => m.basePrice),
  zeroed: new Map(),
  step: 0,
});

// =====================================================================================
// Execution
// =====================================================================================

export interface Outcome {
  kind: Kind;
  ok: boolean;
  /** Custom error (or other refusal) name when refused. */
  code?: string;
  /** Holder index of the account that acted. */
  actor?: number;
  market?: number;
  amount?: bigint;
  /** Liquidation: the borrower (holder index) and its shortfall in the liquidation's block, after the
   * accruals the liquidation itself makes (undefined when it cannot be computed: a zero price). */
  borrower?: number;
  preShortfall?: bigint;
  /** Transfer: the receiver (holder index). */
  recipient?: number;
  /** Micro-market mint: getMarketCap right after the mint. */
  microCapAfter?: { totalDeposit: bigint; limit: bigint };
  /** Mint or enterMarkets: the market deposited into, or a market newly entered, had no price. */
  unpricedTarget?: boolean;
  /** Liquidation: a price it needs was out (the repaid or seized market, or a market the borrower owes in). */
  neededPriceMissing?: boolean;
  /** addReserves: whether the admin sent it. */
  byAdmin?: boolean;
  /** Holders whose Lens snapshot is tried after the step, besides the actor. */
  others?: number[];
  text: string;
}

type Hash = `0x${string}`;

/** The name of what refused a transaction: a custom error, a panic, or the node's message. */
export function refusalCode(error: unknown): string {
  const named = revertCode(error);
  if (named) return named;
  const message = error instanceof Error ? error.message : String(error);
  const panic = /panic code (0x[0-9a-f]+)/i.exec(message);
  if (panic) return `Panic(${panic[1]})`;
  return `other: ${message.split("\n")[0]?.slice(0, 120) ?? ""}`;
}

async function attempt(w: World, send: () => Promise<Hash>): Promise<{ ok: boolean; code?: string }> {
  try {
    const hash = await send();
    // Automine: the transaction is already mined when its hash comes back.
    const receipt = await w.p.publicClient.getTransactionReceipt({ hash });
    return receipt.status === "success" ? { ok: true } : { ok: false, code: "reverted without data" };
  } catch (error) {
    return { ok: false, code: refusalCode(error) };
  }
}

const min = (...values: bigint[]): bigint => values.reduce((a, b) => (b < a ? b : a));
const pos = (v: bigint): bigint => (v < 0n ? 0n : v);

/** Resolves an amount spec against a reference (in underlying or token units) and the market's price. */
export function resolveAmount(spec: AmountSpec, ref: bigint, price: bigint): bigint {
  switch (spec.kind) {
    case "wei":
      return spec.value;
    case "usd":
      return price === 0n ? spec.usd : (spec.usd * EXP) / price;
    case "ref":
      return (ref * BigInt(spec.bps)) / 10_000n;
    case "refDelta":
      return pos(ref + spec.delta);
    case "uintMax":
      return maxUint256;
  }
}

const walletOf = (w: World, actor: number): Wallet => (actor === LIQUIDATOR ? w.liquidator : at(w.actors, actor));

async function walletBalance(w: World, m: Market, account: Wallet): Promise<bigint> {
  if (m.kind === "native") {
    return pos((await w.p.publicClient.getBalance({ address: account.account.address })) - NATIVE_RESERVE);
  }
  return m.token.read.balanceOf([account.account.address]);
}

/** Underlying value of `tokens` in market m at the stored rate. */
const underlyingOf = (s: State, m: number, tokens: bigint) => (tokens * at(s.markets, m).exchangeRate) / EXP;
/** Weighted USD value of one market token (1e18), as the comptroller computes it. */
const tokensToDenom = (w: World, run: RunModel, s: State, m: number) =>
  (((at(w.markets, m).collateralFactor * at(s.markets, m).exchangeRate) / EXP) * at(run.prices, m)) / EXP;

/** Most tokens of market m that `actor` may redeem without a shortfall (its balance if not a collateral). */
async function redeemableTokens(w: World, run: RunModel, s: State, actor: number, m: number): Promise<bigint> {
  const tokens = at(at(s.holders, actor).tokens, m);
  const member = await w.p.comptroller.read.checkMembership([at(w.holders, actor), at(w.markets, m).address]);
  const liq = liquidityIn(s, actor);
  const perToken = tokensToDenom(w, run, s, m);
  if (!member || perToken === 0n || liq === undefined) return tokens;
  return min(tokens, (liq.liquidity * EXP) / perToken);
}

/** The market an action targets: with `own`, the k-th of the actor's positions of that side (if any). */
function pickMarket(
  w: World,
  s: State,
  actor: number,
  market: number,
  own: boolean,
  side: "tokens" | "borrows",
): Market {
  if (own) {
    const held = w.markets.filter((m) => at(at(s.holders, actor)[side], m.index) > 0n);
    if (held.length > 0) return at(held, market % held.length);
  }
  return at(w.markets, market);
}

/** Sends a price to the adapter, as its owner (the admin). */
async function setAdapterPrice(w: World, m: Market, price: bigint) {
  return attempt(w, () => w.p.priceAdapter.write.setPrice([m.address, price], { account: w.admin.account, gas: GAS }));
}

/**
 * The borrower's shortfall exactly as liquidateBorrowAllowed will see it: in the next block, after the
 * debt market and the collateral market have accrued. Computed on a throw-away branch of the chain
 * (snapshot, both accruals mined in one block, read, revert).
 */
async function shortfallAtNextBlock(w: World, borrower: number, markets: Market[]): Promise<bigint | undefined> {
  const provider = hre.network.provider;
  const id = await provider.request({ method: "evm_snapshot", params: [] });
  let shortfall: bigint | undefined;
  let reverted: unknown = false;
  try {
    await provider.request({ method: "evm_setAutomine", params: [false] });
    for (const m of new Set(markets)) {
      await m.view.write.accrueInterest({ account: w.admin.account, gas: GAS });
    }
    await provider.request({ method: "evm_mine", params: [] });
    try {
      [, , shortfall] = await w.p.comptroller.read.getAccountLiquidity([at(w.holders, borrower)]);
    } catch {
      shortfall = undefined; // C6: a debt without a price
    }
  } finally {
    await provider.request({ method: "evm_setAutomine", params: [true] });
    reverted = await provider.request({ method: "evm_revert", params: [id] });
  }
  if (reverted !== true) throw new Error("evm_revert failed");
  return shortfall;
}

const usd = (v: bigint) => Number(formatEther(v)).toPrecision(4);

/** USD value (1e36 scale: amount x price) of an actor's debt or supply in market i at the stored rates. */
const debtValue = (run: RunModel, s: State, actor: number, i: number) =>
  at(at(s.holders, actor).borrows, i) * at(run.prices, i);
const supplyValue = (run: RunModel, s: State, actor: number, i: number) =>
  underlyingOf(s, i, at(at(s.holders, actor).tokens, i)) * at(run.prices, i);
const argmaxMarket = (w: World, f: (i: number) => bigint) =>
  [...w.markets.keys()].reduce((best, i) => (f(i) > f(best) ? i : best), 0);
const actorIndexes = [...Array(ACTOR_COUNT).keys()];

/** The asset of the largest collateral of the actor with the least liquidity per unit of debt. */
function crashTarget(w: World, run: RunModel, s: State): (typeof ASSETS)[number] {
  const debtors = actorIndexes.filter((a) => w.markets.some((m) => debtValue(run, s, a, m.index) > 0n));
  if (debtors.length === 0) return "RBTC";
  const cushion = (a: number) => {
    const debt = w.markets.reduce((t, m) => t + debtValue(run, s, a, m.index), 0n) / EXP;
    return ((liquidityIn(s, a)?.liquidity ?? 0n) * EXP) / (debt + 1n);
  };
  const target = debtors.reduce((best, a) => (cushion(a) < cushion(best) ? a : best));
  return at(
    w.markets,
    argmaxMarket(w, (i) => supplyValue(run, s, target, i)),
  ).asset;
}

/** The actor with the largest shortfall, else the one with the largest debt. */
function worstActor(w: World, run: RunModel, s: State): number {
  const shortfall = (a: number) => liquidityIn(s, a)?.shortfall ?? 0n;
  const debt = (a: number) => w.markets.reduce((t, m) => t + debtValue(run, s, a, m.index), 0n);
  const key = actorIndexes.some((a) => shortfall(a) > 0n) ? shortfall : debt;
  return actorIndexes.reduce((best, a) => (key(a) > key(best) ? a : best), 0);
}

const resolveActor = (w: World, run: RunModel, s: State, actor: ActorSpec) =>
  actor === "worst" ? worstActor(w, run, s) : actor;

export async function execute(w: World, run: RunModel, action: Action, s: State): Promise<Outcome> {
  const { p } = w;
  switch (action.type) {
    case "mint": {
      const actor = resolveActor(w, run, s, action.actor);
      const m = at(w.markets, action.market);
      const who = walletOf(w, actor);
      const wallet = await walletBalance(w, m, who);
      let ref = wallet;
      if (m.micro) {
        const deposit = underlyingOf(s, m.index, at(at(s.holders, actor).tokens, m.index));
        ref = min(ref, pos(w.microAccountCap - deposit));
        try {
          const [, , maxDeposit] = await p.kSAT.read.getMarketCap();
          ref = min(ref, maxDeposit);
        } catch {
          // C6: a price is zero; the mint will be refused anyway
        }
      }
      let amount = resolveAmount(action.amount, ref, at(run.prices, m.index));
      if (m.kind === "native") amount = min(amount, wallet);
      const r =
        m.kind === "native"
          ? await attempt(w, () => m.c.write.mint({ account: who.account, value: amount, gas: GAS }))
          : await attempt(w, () => m.c.write.mint([amount], { account: who.account, gas: GAS }));
      let microCapAfter: Outcome["microCapAfter"];
      if (r.ok && m.micro) {
        const [totalDeposit, limit] = await p.kSAT.read.getMarketCap();
        microCapAfter = { totalDeposit, limit };
      }
      return {
        kind: "mint",
        ...r,
        actor,
        market: m.index,
        amount,
        microCapAfter,
        unpricedTarget: run.zeroed.has(m.index),
        text: `${m.symbol} ${amount}${action.actor === "worst" ? ` by the worst account #${actor}` : ""}`,
      };
    }

    case "redeem":
    case "redeemUnderlying":
    case "transfer": {
      const m = pickMarket(w, s, action.actor, action.market, action.own, "tokens");
      const who = walletOf(w, action.actor);
      const tokens = action.limited
        ? await redeemableTokens(w, run, s, action.actor, m.index)
        : at(at(s.holders, action.actor).tokens, m.index);
      if (action.type === "redeemUnderlying") {
        const amount = resolveAmount(action.amount, underlyingOf(s, m.index, tokens), at(run.prices, m.index));
        const r = await attempt(w, () => m.view.write.redeemUnderlying([amount], { account: who.account, gas: GAS }));
        return { kind: action.type, ...r, actor: action.actor, market: m.index, amount, text: `${m.symbol} ${amount}` };
      }
      // Token amounts: a USD spec is converted at the token's underlying value.
      const price = (at(run.prices, m.index) * at(s.markets, m.index).exchangeRate) / EXP;
      const amount = resolveAmount(action.amount, tokens, price);
      if (action.type === "redeem") {
        const r = await attempt(w, () => m.view.write.redeem([amount], { account: who.account, gas: GAS }));
        return { kind: "redeem", ...r, actor: action.actor, market: m.index, amount, text: `${m.symbol} ${amount}` };
      }
      const to = at(w.holders, action.to);
      const r = await attempt(w, () => m.view.write.transfer([to, amount], { account: who.account, gas: GAS }));
      return {
        kind: "transfer",
        ...r,
        actor: action.actor,
        market: m.index,
        amount,
        recipient: action.to,
        others: to === DEAD ? [] : [action.to],
        text: `${m.symbol} ${amount} -> ${to === DEAD ? "DEAD" : `#${action.to}`}`,
      };
    }

    case "borrow": {
      const m = at(w.markets, action.market);
      const who = walletOf(w, action.actor);
      const ms = at(s.markets, m.index);
      const price = at(run.prices, m.index);
      const liq = liquidityIn(s, action.actor);
      // Loans draw on the suppliers' cash alone: the edge (and one wei past it) is in reach of refDelta.
      const limits = [ms.cash - ms.totalReserves];
      if (liq !== undefined && price !== 0n) limits.push((liq.liquidity * EXP) / price);
      if (m.borrowCap > 0n) limits.push(pos(m.borrowCap - ms.totalBorrows));
      if (m.accountBorrowCap > 0n)
        limits.push(pos(m.accountBorrowCap - at(at(s.holders, action.actor).borrows, m.index)));
      const amount = resolveAmount(action.amount, min(...limits), price);
      const r = await attempt(w, () => m.view.write.borrow([amount], { account: who.account, gas: GAS }));
      return { kind: "borrow", ...r, actor: action.actor, market: m.index, amount, text: `${m.symbol} ${amount}` };
    }

    case "repay": {
      const m = pickMarket(w, s, action.actor, action.market, action.own, "borrows");
      const who = walletOf(w, action.actor);
      const debt = at(at(s.holders, action.actor).borrows, m.index);
      let amount = resolveAmount(action.amount, debt, at(run.prices, m.index));
      let r;
      if (m.kind === "native") {
        amount = min(amount, await walletBalance(w, m, who));
        r = await attempt(w, () => m.c.write.repayBorrow({ account: who.account, value: amount, gas: GAS }));
      } else {
        r = await attempt(w, () => m.c.write.repayBorrow([amount], { account: who.account, gas: GAS }));
      }
      return { kind: "repay", ...r, actor: action.actor, market: m.index, amount, text: `${m.symbol} ${amount}` };
    }

    case "repayAll": {
      const m = pickMarket(w, s, action.actor, action.market, action.own, "borrows");
      const who = walletOf(w, action.actor);
      let r;
      let text: string;
      if (m.kind === "native") {
        // repayBorrowAll: send the stored debt plus a margin for the interest of the next block (0 = none:
        // refused with R1 whenever interest accrues in between).
        const debt = at(at(s.holders, action.actor).borrows, m.index);
        const value = min(debt + (debt * BigInt(action.extraBps)) / 10_000n, await walletBalance(w, m, who));
        text = `${m.symbol} repayBorrowAll value ${value}`;
        r = await attempt(w, () => m.c.write.repayBorrowAll({ account: who.account, value, gas: GAS }));
      } else {
        text = `${m.symbol} repayBorrow(uint max)`;
        r = await attempt(w, () => m.c.write.repayBorrow([maxUint256], { account: who.account, gas: GAS }));
      }
      return { kind: "repayAll", ...r, actor: action.actor, market: m.index, text };
    }

    case "enterMarkets": {
      const actor = resolveActor(w, run, s, action.actor);
      const who = walletOf(w, actor);
      const list = action.markets.map((i) => at(w.markets, i).address);
      const entered = new Set(
        (await p.comptroller.read.getAssetsIn([who.account.address])).map((a) => a.toLowerCase()),
      );
      const unpricedTarget = action.markets.some(
        (i) => run.zeroed.has(i) && !entered.has(at(w.markets, i).address.toLowerCase()),
      );
      const r = await attempt(w, () => p.comptroller.write.enterMarkets([list], { account: who.account, gas: GAS }));
      return {
        kind: "enterMarkets",
        ...r,
        actor,
        unpricedTarget,
        text: action.markets.map((i) => at(w.markets, i).symbol).join(","),
      };
    }

    case "exitMarket": {
      const m = pickMarket(w, s, action.actor, action.market, action.own, "tokens");
      const who = walletOf(w, action.actor);
      const r = await attempt(w, () => p.comptroller.write.exitMarket([m.address], { account: who.account, gas: GAS }));
      return { kind: "exitMarket", ...r, actor: action.actor, market: m.index, text: m.symbol };
    }

    case "liquidate": {
      const usdDebt = (b: number, i: number) => debtValue(run, s, b, i);
      const usdCollateral = (b: number, i: number) => supplyValue(run, s, b, i);
      const argmax = (f: (i: number) => bigint) => argmaxMarket(w, f);
      // "worst": the actor with the largest shortfall, else the largest debtor (the liquidation is then refused).
      const borrower = resolveActor(w, run, s, action.borrower);
      const debtIndex = action.debtMarket === "largest" ? argmax((i) => usdDebt(borrower, i)) : action.debtMarket;
      // Only collateral the borrower entered can be seized (C9): "largest" looks among those first.
      const entered = new Set(
        (await p.comptroller.read.getAssetsIn([at(w.holders, borrower)])).map((a) => a.toLowerCase()),
      );
      const isEntered = (i: number) => entered.has(at(w.markets, i).address.toLowerCase());
      const colIndex =
        action.collateralMarket === "largest"
          ? argmax((i) => (isEntered(i) ? usdCollateral(borrower, i) + 1n : 0n))
          : action.collateralMarket;
      const dm = at(w.markets, debtIndex);
      const cm = at(w.markets, colIndex);
      // Reference: the close-factor maximum, bounded by what the chosen collateral can pay with the incentive.
      const debt = at(at(s.holders, borrower).borrows, dm.index);
      const priceDebt = at(run.prices, dm.index);
      let ref = (w.closeFactor * debt) / EXP;
      if (priceDebt !== 0n) {
        ref = min(ref, (usdCollateral(borrower, cm.index) * EXP) / (w.liquidationIncentive * priceDebt));
      }
      let amount = resolveAmount(action.amount, ref, priceDebt);
      const preShortfall = await shortfallAtNextBlock(w, borrower, [dm, cm]);
      const owedIn = w.markets.filter((m) => at(at(s.holders, borrower).borrows, m.index) > 0n).map((m) => m.index);
      const neededPriceMissing = [dm.index, cm.index, ...owedIn].some((i) => run.zeroed.has(i));
      const who = w.liquidator;
      const target = at(w.holders, borrower);
      let r;
      if (dm.kind === "native") {
        amount = min(amount, await walletBalance(w, dm, who));
        r = await attempt(w, () =>
          dm.c.write.liquidateBorrow([target, cm.address], { account: who.account, value: amount, gas: GAS }),
        );
      } else {
        r = await attempt(w, () =>
          dm.c.write.liquidateBorrow([target, amount, cm.address], { account: who.account, gas: GAS }),
        );
      }
      return {
        kind: "liquidate",
        ...r,
        actor: LIQUIDATOR,
        market: dm.index,
        amount,
        borrower,
        preShortfall,
        neededPriceMissing,
        others: [borrower],
        text: `#${borrower} repay ${amount} ${dm.symbol} seize ${cm.symbol} (shortfall before ${preShortfall ?? "?"})`,
      };
    }

    case "priceMove": {
      const asset = action.asset === "crash" ? crashTarget(w, run, s) : at(ASSETS, action.asset);
      const moved = w.markets.filter((m) => m.asset === asset);
      let last = { ok: true } as { ok: boolean; code?: string };
      let text: string = asset;
      for (const m of moved) {
        // x0.5..x1.5 per move, kept within [base/4, base x 4] over a run.
        const next = (at(run.prices, m.index) * BigInt(action.factorBps)) / 10_000n;
        const price = min(m.basePrice * 4n, next < m.basePrice / 4n ? m.basePrice / 4n : next);
        run.prices[m.index] = price;
        text = `${asset} -> $${usd(price)}`;
        if (!run.zeroed.has(m.index)) last = await setAdapterPrice(w, m, price);
      }
      return { kind: "priceMove", ...last, text };
    }

    case "priceZero": {
      const m = at(w.markets, action.market);
      // An outage already under way is only extended.
      run.zeroed.set(m.index, Math.max(run.zeroed.get(m.index) ?? 0, run.step + action.steps - 1));
      const r = await setAdapterPrice(w, m, 0n);
      return { kind: "priceZero", ...r, market: m.index, text: `${m.symbol} -> 0 for ${action.steps} steps` };
    }

    case "addReserves": {
      const m = at(w.markets, action.market);
      const byAdmin = action.by === "admin";
      const who = action.by === "admin" ? w.admin : walletOf(w, action.by);
      const ms = at(s.markets, m.index);
      // Reference: the market's cash (reserves of that order would dwarf the suppliers' share).
      let amount = resolveAmount(action.amount, ms.cash, at(run.prices, m.index));
      if (m.kind === "native") amount = min(amount, await walletBalance(w, m, who));
      const r =
        m.kind === "native"
          ? await attempt(w, () => m.c.write._addReserves({ account: who.account, value: amount, gas: GAS }))
          : await attempt(w, () => m.c.write._addReserves([amount], { account: who.account, gas: GAS }));
      return {
        kind: "addReserves",
        ...r,
        market: m.index,
        amount,
        byAdmin,
        text: `${m.symbol} ${amount} by ${byAdmin ? "the admin" : `#${String(action.by)}`}`,
      };
    }

    case "mine": {
      await mine(action.blocks);
      return { kind: "mine", ok: true, text: `${action.blocks} blocks` };
    }

    case "claimSubsidy": {
      const who = walletOf(w, action.actor);
      const r = await attempt(w, () => p.kSAT.write.claimSubsidy({ account: who.account, gas: GAS }));
      return { kind: "claimSubsidy", ...r, actor: action.actor, market: 1, text: "" };
    }

    case "fundSubsidy": {
      const who = walletOf(w, action.actor);
      const r = await attempt(w, () =>
        p.kSAT.write._addSubsidy({ account: who.account, value: action.amount, gas: GAS }),
      );
      return {
        kind: "fundSubsidy",
        ...r,
        actor: action.actor,
        market: 1,
        amount: action.amount,
        text: `${action.amount}`,
      };
    }
  }
}

/** Restores the prices whose outage has run its steps (an outage set at step s for n steps ends after s + n). */
export async function restorePrices(w: World, run: RunModel): Promise<Outcome | undefined> {
  const due = [...run.zeroed].filter(([, last]) => last < run.step).map(([m]) => m);
  if (due.length === 0) return undefined;
  let last = { ok: true } as { ok: boolean; code?: string };
  for (const i of due) {
    run.zeroed.delete(i);
    last = await setAdapterPrice(w, at(w.markets, i), at(run.prices, i));
  }
  return { kind: "priceRestore", ...last, text: due.map((i) => at(w.markets, i).symbol).join(",") };
}

/** Holders whose liquidity an action reads before it runs (the actor's is also needed by invariant 4). */
export function liquidityNeeded(action: Action): number[] {
  switch (action.type) {
    case "liquidate":
      return [...actorIndexes];
    case "priceMove":
      return action.asset === "crash" ? [...actorIndexes] : [];
    case "priceZero":
    case "mine":
      return [];
    case "addReserves":
      return typeof action.by === "number" ? [action.by] : [];
    case "mint":
    case "enterMarkets":
      return action.actor === "worst" ? [...actorIndexes] : [action.actor];
    default:
      return [action.actor];
  }
}

/** A short description of a drawn action, for the failure trace. */
export function describeAction(action: Action): string {
  const { type, ...rest } = action;
  return `${type} ${JSON.stringify(rest, (_k, v: unknown) => (typeof v === "bigint" ? `${v}n` : v))}`;
}
