/**
 * A bigint reference model of the Ceiba market formulas (lending-engine §9; CToken.sol), used by the
 * scenario and exploit tests to compute EXACT expected numbers independently of the contracts:
 *
 *   util                = min(1, borrows / (cash + borrows - reserves))  (1 when nothing is left for suppliers)
 *   borrowRate          = min(max, util <= kink ? util x multiplier + base : kink x multiplier + base + (util - kink) x jump)
 *   simpleInterestFactor = rate x blocks;  interest = factor x totalBorrows / 1e18
 *   reserves += min(reserveFactor x interest / 1e18, cash - reserves);  borrowIndex += factor x index / 1e18
 *   exchangeRate = (cash + borrows - reserves) x 1e18 / totalSupply   (stored once per accrual)
 *   borrower balance = principal x index / accountIndex
 *   mint tokens = amount x 1e18 / rate (down; every market starts with the deployer's burned seed)
 *   redeem amount = tokens x rate / 1e18 (down);  redeemUnderlying tokens = ceil(amount x 1e18 / rate)
 *
 * Per-block parameters come from scripts/deploy/parameters.ts (per-year value / blocks per year), not from
 * the chain, so a wrong constant in the contracts shows up as a mismatch.
 */
import assert from "node:assert/strict";
import type { Address, TransactionReceipt } from "viem";
import {
  BLOCKS_PER_YEAR,
  CLOSE_FACTOR,
  INITIAL_EXCHANGE_RATE,
  LIQUIDATION_INCENTIVE,
  MARKETS,
  MICRO,
  type MarketParams,
  type RateModel,
} from "../../scripts/deploy/parameters";
import { hre, type ProtocolFixture } from "../helpers/protocol";

export const EXP = 10n ** 18n;
export const DEAD: Address = "0x000000000000000000000000000000000000dEaD";
export const MAX_UINT = 2n ** 256n - 1n;
/** CToken.BORROW_RATE_MAX_MANTISSA: the curve's rate is capped here. */
export const BORROW_RATE_MAX = 5_000_000_000_000n;
export { BLOCKS_PER_YEAR, CLOSE_FACTOR, INITIAL_EXCHANGE_RATE, LIQUIDATION_INCENTIVE, MICRO };

export function paramsOf(symbol: string): MarketParams {
  const p = MARKETS.find((m) => m.symbol === symbol);
  if (!p) throw new Error(`no parameters for ${symbol}`);
  return p;
}

export interface PerBlockModel {
  base: bigint;
  multiplier: bigint;
  jump: bigint;
  /** 0 for the white-paper model (no kink). */
  kink: bigint;
}

export function perBlock(m: RateModel, blocksPerYear: bigint = BLOCKS_PER_YEAR): PerBlockModel {
  return {
    base: m.baseRatePerYear / blocksPerYear,
    multiplier: m.multiplierPerYear / blocksPerYear,
    jump: m.kind === "jump" ? m.jumpMultiplierPerYear / blocksPerYear : 0n,
    kink: m.kind === "jump" ? m.kink : 0n,
  };
}

export function utilization(cash: bigint, borrows: bigint, reserves: bigint): bigint {
  if (borrows === 0n) return 0n;
  const owned = cash + borrows;
  if (owned <= reserves) return EXP;
  const util = (borrows * EXP) / (owned - reserves);
  return util > EXP ? EXP : util;
}

export function borrowRate(m: PerBlockModel, cash: bigint, borrows: bigint, reserves: bigint): bigint {
  const util = utilization(cash, borrows, reserves);
  let rate: bigint;
  if (m.kink === 0n || util <= m.kink) rate = (util * m.multiplier) / EXP + m.base;
  else rate = (m.kink * m.multiplier) / EXP + m.base + ((util - m.kink) * m.jump) / EXP;
  return rate > BORROW_RATE_MAX ? BORROW_RATE_MAX : rate;
}

export function supplyRate(m: PerBlockModel, cash: bigint, borrows: bigint, reserves: bigint, rf: bigint): bigint {
  const rateToPool = (borrowRate(m, cash, borrows, reserves) * (EXP - rf)) / EXP;
  return (utilization(cash, borrows, reserves) * rateToPool) / EXP;
}

/** Division rounding up (redeemUnderlying). */
export const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

interface AccountModel {
  tokens: bigint;
  principal: bigint;
  accountIndex: bigint;
}

/** One market's state, advanced by the same formulas and in the same order as CToken.sol. */
export class MarketModel {
  cash = 0n;
  borrows = 0n;
  reserves = 0n;
  supply = 0n;
  index = EXP;
  rate: bigint;
  accrualBlock: bigint;
  readonly model: PerBlockModel;
  readonly reserveFactor: bigint;
  readonly accounts = new Map<string, AccountModel>();
  /** Sum of all interest accrued since the model was created. */
  interestAccrued = 0n;

  constructor(
    readonly symbol: string,
    accrualBlock: bigint,
    initialRate: bigint = INITIAL_EXCHANGE_RATE,
    params: MarketParams = paramsOf(symbol),
  ) {
    this.model = perBlock(params.model);
    this.reserveFactor = params.reserveFactor;
    this.rate = initialRate;
    this.accrualBlock = accrualBlock;
  }

  /** A model of a freshly deployed market (only its burned seed in it), from its on-chain state. */
  static async of(market: { address: Address }, symbol: string): Promise<MarketModel> {
    const m = new MarketModel(symbol, 0n);
    await m.load(market);
    return m;
  }

  /** Loads a fresh market's state: the seed's tokens at the dead address, its cash, no loans. */
  protected async load(market: { address: Address }) {
    const c = await hre.viem.getContractAt("CErc20", market.address);
    const [block, rate, supply, cash, borrows, reserves, index, dead] = await Promise.all([
      c.read.accrualBlockNumber(),
      c.read.exchangeRateStored(),
      c.read.totalSupply(),
      c.read.getCash(),
      c.read.totalBorrows(),
      c.read.totalReserves(),
      c.read.borrowIndex(),
      c.read.balanceOf([DEAD]),
    ]);
    assert.equal(supply, dead, `${this.symbol} model expects a market holding only its seed`);
    assert.equal(borrows, 0n, `${this.symbol} model expects a market without loans`);
    Object.assign(this, { accrualBlock: block, rate, supply, cash, reserves, index });
    this.account(DEAD).tokens = dead;
  }

  /** An independent copy, to look ahead (e.g. the debt at the next block) without touching this model. */
  clone(): this {
    const c = Object.assign(Object.create(Object.getPrototypeOf(this) as object) as this, this);
    for (const [key, value] of Object.entries(this)) {
      if (value instanceof Map) {
        const copy = new Map(
          [...(value as Map<string, unknown>)].map(([k, v]) => [k, typeof v === "object" ? { ...v } : v]),
        );
        Object.assign(c, { [key]: copy });
      }
    }
    return c;
  }

  account(who: Address): AccountModel {
    const key = who.toLowerCase();
    let a = this.accounts.get(key);
    if (!a) {
      a = { tokens: 0n, principal: 0n, accountIndex: 0n };
      this.accounts.set(key, a);
    }
    return a;
  }

  borrowRatePerBlock(): bigint {
    return borrowRate(this.model, this.cash, this.borrows, this.reserves);
  }

  supplyRatePerBlock(): bigint {
    return supplyRate(this.model, this.cash, this.borrows, this.reserves, this.reserveFactor);
  }

  /** _accrueInterest at `block`; returns the interest accrued. */
  accrue(block: bigint): bigint {
    if (block === this.accrualBlock) return 0n;
    assert.ok(block > this.accrualBlock, `${this.symbol}: accrual at ${block} before ${this.accrualBlock}`);
    const rate = this.borrowRatePerBlock();
    const factor = rate * (block - this.accrualBlock);
    const interest = (factor * this.borrows) / EXP;
    this.borrows += interest;
    const share = (this.reserveFactor * interest) / EXP;
    const room = this.cash - this.reserves;
    this.reserves += share < room ? share : room;
    this.index += (factor * this.index) / EXP;
    this.rate = this.exchangeRateFor(this.cash, this.borrows, this.reserves, this.supply);
    this.accrualBlock = block;
    this.interestAccrued += interest;
    return interest;
  }

  private exchangeRateFor(cash: bigint, borrows: bigint, reserves: bigint, supply: bigint): bigint {
    if (supply === 0n) return this.rate; // the initial rate: a market never returns to zero supply
    return ((cash + borrows - reserves) * EXP) / supply;
  }

  borrowBalance(who: Address): bigint {
    const a = this.account(who);
    if (a.principal === 0n) return 0n;
    return (a.principal * this.index) / a.accountIndex;
  }

  /** Tokens a mint of `amount` gives at the stored rate (after accrual at `block`). */
  mint(who: Address, amount: bigint, block: bigint): bigint {
    this.accrue(block);
    assert.ok(this.supply > 0n, `${this.symbol}: a listed market is seeded`);
    const tokens = (amount * EXP) / this.rate;
    this.account(who).tokens += tokens;
    this.supply += tokens;
    this.cash += amount;
    return tokens;
  }

  /** redeem(tokens): returns the underlying paid. */
  redeem(who: Address, tokens: bigint, block: bigint): bigint {
    this.accrue(block);
    const amount = (tokens * this.rate) / EXP;
    this.burn(who, tokens, amount);
    return amount;
  }

  /** redeemUnderlying(amount): returns the tokens burnt (rounded up). */
  redeemUnderlying(who: Address, amount: bigint, block: bigint): bigint {
    this.accrue(block);
    const tokens = ceilDiv(amount * EXP, this.rate);
    this.burn(who, tokens, amount);
    return tokens;
  }

  private burn(who: Address, tokens: bigint, amount: bigint) {
    const a = this.account(who);
    assert.ok(a.tokens >= tokens && this.cash - this.reserves >= amount, `${this.symbol}: model redeem beyond balance`);
    a.tokens -= tokens;
    this.supply -= tokens;
    this.cash -= amount;
  }

  borrow(who: Address, amount: bigint, block: bigint): void {
    this.accrue(block);
    const a = this.account(who);
    const accountBorrows = this.borrowBalance(who) + amount;
    a.principal = accountBorrows;
    a.accountIndex = this.index;
    this.borrows += amount;
    this.cash -= amount;
  }

  /** Repays `amount` (or everything with "max"); returns the amount repaid. Accrues first. */
  repay(who: Address, amount: bigint | "max", block: bigint): bigint {
    this.accrue(block);
    return this.repayFresh(who, amount);
  }

  /** _repayFresh without accrual (liquidations and repayBorrowAll call it after their own accrual). */
  repayFresh(who: Address, amount: bigint | "max"): bigint {
    const owed = this.borrowBalance(who);
    const paid = amount === "max" ? owed : amount;
    assert.ok(paid <= owed, `${this.symbol}: model repay above the debt`);
    const a = this.account(who);
    a.principal = owed - paid;
    a.accountIndex = a.principal === 0n ? 0n : this.index;
    this.borrows = this.borrows > paid ? this.borrows - paid : 0n;
    this.cash += paid;
    return paid;
  }

  /** Moves collateral tokens (seize / transfer). */
  move(from: Address, to: Address, tokens: bigint): void {
    const a = this.account(from);
    assert.ok(a.tokens >= tokens, `${this.symbol}: model move beyond balance`);
    a.tokens -= tokens;
    this.account(to).tokens += tokens;
  }

  /** Underlying value of an account's tokens at the stored rate. */
  underlyingOf(who: Address): bigint {
    return (this.account(who).tokens * this.rate) / EXP;
  }
}

/** Asserts that the market's on-chain state equals the model, field by field. */
export async function assertMarket(market: { address: Address }, m: MarketModel, accounts: readonly Address[] = []) {
  const c = await hre.viem.getContractAt("CErc20", market.address);
  const [cash, borrows, reserves, supply, index, rate, block] = await Promise.all([
    c.read.getCash(),
    c.read.totalBorrows(),
    c.read.totalReserves(),
    c.read.totalSupply(),
    c.read.borrowIndex(),
    c.read.exchangeRateStored(),
    c.read.accrualBlockNumber(),
  ]);
  assert.deepEqual(
    { cash, borrows, reserves, supply, index, rate, block },
    {
      cash: m.cash,
      borrows: m.borrows,
      reserves: m.reserves,
      supply: m.supply,
      index: m.index,
      rate: m.rate,
      block: m.accrualBlock,
    },
    `${m.symbol} state differs from the model`,
  );
  for (const who of accounts) {
    assert.equal(await c.read.balanceOf([who]), m.account(who).tokens, `${m.symbol} tokens of ${who}`);
    assert.equal(await c.read.borrowBalanceStored([who]), m.borrowBalance(who), `${m.symbol} debt of ${who}`);
  }
}

/** Seize tokens for a repay: repay x (incentive x priceBorrowed) / (priceCollateral x exchangeRate). */
export function seizeTokens(repay: bigint, priceBorrowed: bigint, priceCollateral: bigint, collateralRate: bigint) {
  const numerator = (LIQUIDATION_INCENTIVE * priceBorrowed) / EXP;
  const denominator = (priceCollateral * collateralRate) / EXP;
  return (repay * numerator) / denominator;
}

/** Native coin spent on gas by a transaction. */
export const gasCost = (r: TransactionReceipt): bigint => r.gasUsed * r.effectiveGasPrice;

/** The latest block number, never cached (viem caches getBlockNumber by default). */
export const latestBlock = (p: ProtocolFixture): Promise<bigint> => p.publicClient.getBlockNumber({ cacheTime: 0 });

export const balanceOf = (p: ProtocolFixture, who: Address): Promise<bigint> =>
  p.publicClient.getBalance({ address: who });

/** Named wallets (index 0 is the deployer / admin). */
export function actors(p: ProtocolFixture) {
  const [admin, alice, bob, carol, dave, eve, guardian] = p.wallets;
  if (!admin || !alice || !bob || !carol || !dave || !eve || !guardian) throw new Error("need 7 accounts");
  return { admin, alice, bob, carol, dave, eve, guardian };
}

/** A market the account has entered, with its collateral factor and price. */
export interface Position {
  m: MarketModel;
  cf: bigint;
  price: bigint;
}

/** Comptroller._liquidity over entered positions, from stored (last-accrual) values. */
export function liquidityOf(who: Address, positions: readonly Position[]): { liquidity: bigint; shortfall: bigint } {
  let collateral = 0n;
  let debt = 0n;
  for (const { m, cf, price } of positions) {
    const tokensToDenom = (((cf * m.rate) / EXP) * price) / EXP;
    collateral += (tokensToDenom * m.account(who).tokens) / EXP;
    debt += (price * m.borrowBalance(who)) / EXP;
  }
  return collateral > debt
    ? { liquidity: collateral - debt, shortfall: 0n }
    : { liquidity: 0n, shortfall: debt - collateral };
}

/**
 * The micro market (CRBTCMicro): a MarketModel plus the subsidy accounting. After each accrual that moved
 * at least one block, the subsidy index grows by (promised - organic) x blocks x newRate / 1e18 on at most
 * the cap's worth of the savers' tokens (the lower of the cap sampled at the previous accrual and the cap
 * now, `capNow`, which the test keeps current with syncCap), spread over all of them; the organic supply
 * rate is read from the state AFTER the accrual (as _afterAccrue does), and the liability (index growth x
 * supply without the burnt seed) never exceeds the unallocated pot.
 */
export class MicroModel extends MarketModel {
  fund = 0n;
  liability = 0n;
  subsidyIndex = 0n;
  /** The market cap (RBTC) sampled at the last accrual, and the cap now (undefined: a price is out). */
  capSample = 0n;
  capNow: bigint | undefined = 0n;
  readonly promised: bigint = MICRO.promisedSupplyRatePerYear / BLOCKS_PER_YEAR;
  readonly subsidyIndexOf = new Map<string, bigint>();
  readonly subsidyAccrued = new Map<string, bigint>();

  static override async of(market: { address: Address }, symbol = "kSAT"): Promise<MicroModel> {
    const c = await hre.viem.getContractAt("CRBTCMicro", market.address);
    const m = new MicroModel(symbol, 0n);
    await m.load(market);
    assert.equal(await c.read.subsidyFund(), 0n);
    assert.equal(await c.read.promisedSupplyRatePerBlock(), m.promised);
    m.capSample = await c.read.subsidyCapSample();
    await m.syncCap(market);
    return m;
  }

  /** Reads the cap the next accrual will see (call it when other markets' loans or prices changed). */
  async syncCap(market: { address: Address }) {
    const c = await hre.viem.getContractAt("CRBTCMicro", market.address);
    try {
      this.capNow = (await c.read.getMarketCap())[1];
    } catch {
      this.capNow = undefined; // C6: a price is out; the last sample holds
    }
  }

  override accrue(block: bigint): bigint {
    const prior = this.accrualBlock;
    const interest = super.accrue(block);
    if (block !== prior) this.afterAccrue(block - prior);
    return interest;
  }

  private afterAccrue(blockDelta: bigint) {
    const known = this.capNow !== undefined;
    const capNow = this.capNow ?? 0n;
    const cap = known && capNow < this.capSample ? capNow : this.capSample;
    if (known) this.capSample = capNow;
    const organic = this.supplyRatePerBlock();
    if (this.promised <= organic) return;
    const supply = this.supply - this.account(DEAD).tokens;
    if (supply === 0n) return;
    const available = this.fund - this.liability;
    if (available === 0n) return;
    const capTokens = (cap * EXP) / this.rate;
    const paid = capTokens < supply ? capTokens : supply;
    const perToken = ((this.promised - organic) * blockDelta * this.rate) / EXP;
    let deltaIndex = (perToken * paid) / supply;
    // Rounded up (CRBTCMicro fix): the sum of the savers' rounded-down shares never exceeds the liability.
    let deltaLiability = ceilDiv(supply * deltaIndex, EXP);
    if (deltaLiability > available) {
      deltaIndex = (available * EXP) / supply;
      deltaLiability = ceilDiv(supply * deltaIndex, EXP);
    }
    this.subsidyIndex += deltaIndex;
    this.liability += deltaLiability;
  }

  /** _updateSubsidy: settles the account's subsidy up to the current index. */
  update(who: Address) {
    const key = who.toLowerCase();
    const idx = this.subsidyIndexOf.get(key) ?? 0n;
    if (idx === this.subsidyIndex) return;
    const earned = (this.account(who).tokens * (this.subsidyIndex - idx)) / EXP;
    this.subsidyAccrued.set(key, (this.subsidyAccrued.get(key) ?? 0n) + earned);
    this.subsidyIndexOf.set(key, this.subsidyIndex);
  }

  /** ceibaInterestAccrued(account) as of the last accrual. */
  accruedOf(who: Address): bigint {
    const key = who.toLowerCase();
    const idx = this.subsidyIndexOf.get(key) ?? 0n;
    return (this.subsidyAccrued.get(key) ?? 0n) + (this.account(who).tokens * (this.subsidyIndex - idx)) / EXP;
  }

  /** _addSubsidy at `block`: the blocks before the funding are settled first (with the old pot). */
  addSubsidy(amount: bigint, block: bigint) {
    this.accrue(block);
    this.fund += amount;
  }

  claim(who: Address, block: bigint): bigint {
    this.accrue(block);
    this.update(who);
    const key = who.toLowerCase();
    const amount = this.subsidyAccrued.get(key) ?? 0n;
    this.subsidyAccrued.set(key, 0n);
    this.liability -= amount;
    this.fund -= amount;
    return amount;
  }

  override mint(who: Address, amount: bigint, block: bigint): bigint {
    this.accrue(block);
    this.update(who);
    return super.mint(who, amount, block);
  }

  override redeem(who: Address, tokens: bigint, block: bigint): bigint {
    this.accrue(block);
    this.update(who);
    return super.redeem(who, tokens, block);
  }

  override redeemUnderlying(who: Address, amount: bigint, block: bigint): bigint {
    this.accrue(block);
    this.update(who);
    return super.redeemUnderlying(who, amount, block);
  }

  /** A token transfer at `block` (which accrues nothing: transfers do not accrue). */
  override move(from: Address, to: Address, tokens: bigint): void {
    this.update(from);
    this.update(to);
    super.move(from, to, tokens);
  }
}

/** Asserts the micro market's subsidy state equals the model. */
export async function assertSubsidy(market: { address: Address }, m: MicroModel, accounts: readonly Address[] = []) {
  const c = await hre.viem.getContractAt("CRBTCMicro", market.address);
  assert.deepEqual(
    {
      fund: await c.read.subsidyFund(),
      liability: await c.read.subsidyLiability(),
      index: await c.read.subsidyIndex(),
    },
    { fund: m.fund, liability: m.liability, index: m.subsidyIndex },
    "subsidy state differs from the model",
  );
  for (const who of accounts) {
    assert.equal(await c.read.ceibaInterestAccrued([who]), m.accruedOf(who), `subsidy accrued of ${who}`);
  }
}
