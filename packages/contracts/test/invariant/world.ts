import { readFileSync } from "node:fs";
import path from "node:path";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import type { ContractTypesMap } from "hardhat/types/artifacts";
import { type Address, maxUint256, parseEther } from "viem";
import { CLOSE_FACTOR, LIQUIDATION_INCENTIVE, MARKETS, MICRO } from "../../scripts/deploy/parameters";
import { confirm, hre, loadProtocol, type ProtocolFixture } from "../helpers/protocol";

/**
 * The world the random actions run in: the deployed protocol, the markets in play, the accounts, and a
 * reader that captures every value the invariants need after each step in one batch of cheap calls.
 * (The CeibaLens snapshot costs ~70 ms per call here, against ~0.2 ms per direct view in a Promise.all
 * batch, so the lens is only cross-checked once per run, see invariants.ts.)
 */

export const EXP = 10n ** 18n;
export const DEAD: Address = "0x000000000000000000000000000000000000dEaD";
/** Explicit gas: the node then skips its own estimation (which would run every action twice). */
export const GAS = 3_000_000n;
/** Native coin an actor always keeps for gas: native "max" amounts stop here. */
export const NATIVE_RESERVE = parseEther("1");

export const MARKET_SYMBOLS = ["kRBTC", "kSAT", "kDOC", "kUSDRIF", "kBPRO", "krDOC", "kUSDT"] as const;
export type MarketSymbol = (typeof MARKET_SYMBOLS)[number];
/** Price moves apply per asset: kRBTC and kSAT share the RBTC price. */
export const ASSETS = ["RBTC", "DOC", "USDRIF", "BPRO", "rDOC", "USDT"] as const;
export type Asset = (typeof ASSETS)[number];
const ASSET_OF: Record<MarketSymbol, Asset> = {
  kRBTC: "RBTC",
  kSAT: "RBTC",
  kDOC: "DOC",
  kUSDRIF: "USDRIF",
  kBPRO: "BPRO",
  krDOC: "rDOC",
  kUSDT: "USDT",
};
type Erc20Asset = Exclude<Asset, "RBTC">;

/** Comptroller borrow caps the fixture lowers from the deployed ones, so that C7 is exercised. */
export const BORROW_CAPS: Partial<Record<MarketSymbol, bigint>> = {
  kUSDRIF: parseEther("400000"),
  kBPRO: parseEther("10"),
};
/** Subsidy pot of the micro market at the start of each run: small, so that it can run dry. */
export const INITIAL_SUBSIDY = parseEther("0.00005");

export type Wallet = ProtocolFixture["wallets"][number];
type CErc20 = ContractTypesMap["CErc20"];
type CRBTC = ContractTypesMap["CRBTC"];
type TestToken = ContractTypesMap["TestToken"];

interface MarketBase {
  index: number;
  symbol: MarketSymbol;
  address: Address;
  asset: Asset;
  micro: boolean;
  collateralFactor: bigint;
  basePrice: bigint;
  /** Per-account debt cap of the market (RD1), 0 when none. */
  accountBorrowCap: bigint;
  /** Comptroller borrow cap (C7), as set on the chain. */
  borrowCap: bigint;
  /** The shared CToken views, through the CErc20 ABI (every market has them). */
  view: CErc20;
}
export interface NativeMarket extends MarketBase {
  kind: "native";
  c: CRBTC;
}
export interface Erc20Market extends MarketBase {
  kind: "erc20";
  c: CErc20;
  token: TestToken;
}
export type Market = NativeMarket | Erc20Market;

export interface World {
  p: ProtocolFixture;
  markets: Market[];
  admin: Wallet;
  /** The accounts that act at random. */
  actors: Wallet[];
  liquidator: Wallet;
  /** A passive supplier that seeds each market's cash at the start of a run. */
  lender: Wallet;
  /** Every possible holder of market tokens: actors, liquidator, lender, then DEAD (last). */
  holders: Address[];
  closeFactor: bigint;
  liquidationIncentive: bigint;
  microAccountCap: bigint;
  /** Every custom error of the protocol (contracts/errors/Errors.sol). */
  protocolCodes: Set<string>;
  /** Tries the Lens snapshot and every market's accrual in one eth_call (contracts/test/InvariantProbe.sol). */
  probe: ContractTypesMap["InvariantProbe"];
}

export const at = <T>(list: readonly T[], i: number): T => {
  const v = list[i];
  if (v === undefined) throw new Error(`index ${i} out of range (${list.length})`);
  return v;
};

const ERC20_FUNDING: Record<Erc20Asset, bigint> = {
  DOC: parseEther("2000000"),
  USDRIF: parseEther("2000000"),
  BPRO: parseEther("60"),
  rDOC: parseEther("200000"),
  USDT: parseEther("200000"),
};
const LENDER_SEED: Record<MarketSymbol, bigint> = {
  kRBTC: parseEther("20"),
  kSAT: 0n, // the micro market is capped by the other markets' borrows: only its burned seed at first
  kDOC: parseEther("1000000"),
  kUSDRIF: parseEther("1000000"),
  kBPRO: parseEther("20"),
  krDOC: parseEther("150000"),
  kUSDT: 0n, // a market with nothing but its burned seed: the one an empty-market attack would aim at
};

/** loadProtocol() plus funded, approved accounts, seeded markets, borrow caps and a subsidy pot. */
export async function invariantFixture(): Promise<World> {
  const p = await loadProtocol();
  const [admin, a1, a2, a3, a4, liquidator, lender] = p.wallets;
  if (!admin || !a1 || !a2 || !a3 || !a4 || !liquidator || !lender) throw new Error("need 7 accounts");
  const actors = [a1, a2, a3, a4];

  const markets: Market[] = [];
  for (const [index, symbol] of MARKET_SYMBOLS.entries()) {
    const params = MARKETS.find((m) => m.symbol === symbol);
    const address = p.markets[symbol];
    if (!params || !address) throw new Error(`market ${symbol} not deployed`);
    const asset = ASSET_OF[symbol];
    const base = {
      index,
      symbol,
      address,
      asset,
      micro: params.kind === "micro",
      collateralFactor: params.collateralFactor,
      basePrice: params.localPrice,
      accountBorrowCap: params.accountBorrowCap ?? 0n,
      borrowCap: BORROW_CAPS[symbol] ?? params.borrowCap,
      view: await hre.viem.getContractAt("CErc20", address),
    };
    if (asset === "RBTC") {
      markets.push({ ...base, kind: "native", c: await hre.viem.getContractAt("CRBTC", address) });
    } else {
      const c = await hre.viem.getContractAt("CErc20", address);
      const token = await hre.viem.getContractAt("TestToken", p.tokens[asset].address);
      markets.push({ ...base, kind: "erc20", c, token });
    }
  }

  // Fund and approve every account that may move ERC-20 tokens into the markets (the admin adds reserves).
  for (const w of [...actors, liquidator, lender, admin]) {
    for (const m of markets) {
      if (m.kind !== "erc20") continue;
      let left = ERC20_FUNDING[m.asset as Erc20Asset];
      while (left > 0n) {
        const chunk = left > parseEther("1000000") ? parseEther("1000000") : left;
        await confirm(p, m.token.write.faucet([w.account.address, chunk]));
        left -= chunk;
      }
      await confirm(p, m.token.write.approve([m.address, maxUint256], { account: w.account }));
    }
  }
  // The actors enter every market, as the app does before its first transaction (exits remove some).
  for (const a of actors) {
    await confirm(p, p.comptroller.write.enterMarkets([markets.map((m) => m.address)], { account: a.account }));
  }
  // The lender seeds cash so that loans are possible from the first step.
  for (const m of markets) {
    const seed = LENDER_SEED[m.symbol];
    if (seed === 0n) continue;
    if (m.kind === "native") await confirm(p, m.c.write.mint({ account: lender.account, value: seed }));
    else await confirm(p, m.c.write.mint([seed], { account: lender.account }));
  }
  const capped = markets.filter((m) => m.borrowCap > 0n);
  await confirm(
    p,
    p.comptroller.write._setMarketBorrowCaps([capped.map((m) => m.address), capped.map((m) => m.borrowCap)], {
      account: admin.account,
    }),
  );
  await confirm(p, p.kSAT.write._addSubsidy({ account: admin.account, value: INITIAL_SUBSIDY }));

  for (const m of markets) {
    const onChain = await p.comptroller.read.borrowCaps([m.address]);
    if (onChain !== m.borrowCap) throw new Error(`${m.symbol}: borrow cap ${onChain}, expected ${m.borrowCap}`);
  }
  const errorsSol = readFileSync(path.join(__dirname, "../../contracts/errors/Errors.sol"), "utf8");
  const protocolCodes = new Set([...errorsSol.matchAll(/^error (\w+)\(\);/gm)].map((m) => m[1] ?? ""));
  const probe = await hre.viem.deployContract("InvariantProbe", []);

  return {
    p,
    markets,
    admin,
    actors,
    liquidator,
    lender,
    holders: [...actors, liquidator, lender].map((w) => w.account.address).concat([DEAD]),
    closeFactor: CLOSE_FACTOR,
    liquidationIncentive: LIQUIDATION_INCENTIVE,
    microAccountCap: MICRO.accountCap,
    protocolCodes,
    probe,
  };
}

/** Back to the state right after invariantFixture (evm snapshot; the fixture runs once per process). */
export const loadWorld = () => loadFixture(invariantFixture);

// =====================================================================================
// State read after every step
// =====================================================================================

export interface MarketState {
  totalSupply: bigint;
  totalBorrows: bigint;
  totalReserves: bigint;
  cash: bigint;
  exchangeRate: bigint;
  accrualBlock: bigint;
  /** Underlying the market contract holds: ERC-20 balanceOf(market) or its native balance. */
  held: bigint;
  /** Accruals since the start of the run that found debts in the market (see invariant 3). */
  accrualsWithDebt: number;
}

export interface HolderState {
  tokens: bigint[];
  borrows: bigint[];
}

export interface Liquidity {
  liquidity: bigint;
  shortfall: bigint;
}

export interface State {
  block: bigint;
  markets: MarketState[];
  /** Aligned with world.holders. */
  holders: HolderState[];
  /**
   * comptroller.getAccountLiquidity per holder index, read on demand (it is the costly view): undefined
   * when it reverts C6 (a debt without a price). See ensureLiquidity and liquidityIn.
   */
  liquidity: Map<number, Liquidity | undefined>;
  subsidyFund: bigint;
  subsidyLiability: bigint;
  /** ceibaInterestAccrued per holder; DEAD's is not claimable by anyone and left at 0. */
  subsidyAccrued: bigint[];
  /** Holder indexes whose Lens snapshot was tried at this state (see readState), and those that failed. */
  lensTried: number[];
  lensFailed: number[];
  /** Markets (index) whose accrueInterest would revert at this state. */
  accrueFailed: number[];
}

async function liquidityOf(w: World, account: Address): Promise<Liquidity | undefined> {
  try {
    const [, liquidity, shortfall] = await w.p.comptroller.read.getAccountLiquidity([account]);
    return { liquidity, shortfall };
  } catch {
    return undefined; // C6: a debt in a market without a price
  }
}

/**
 * Reads the liquidity of `holders` into `s`, if not read yet. Only valid while the chain is still in the
 * state `s` was read at (before the next transaction).
 */
export async function ensureLiquidity(w: World, s: State, holders: Iterable<number>): Promise<void> {
  const missing = [...new Set(holders)].filter((i) => !s.liquidity.has(i) && at(w.holders, i) !== DEAD);
  const read = await Promise.all(missing.map((i) => liquidityOf(w, at(w.holders, i))));
  missing.forEach((i, k) => s.liquidity.set(i, read[k]));
}

/** The liquidity of holder `i` in `s` (undefined: C6); throws if it was not read. */
export function liquidityIn(s: State, i: number): Liquidity | undefined {
  if (!s.liquidity.has(i)) throw new Error(`liquidity of holder #${i} not read at block ${s.block}`);
  return s.liquidity.get(i);
}

/** Holder indexes (all but DEAD) whose Lens snapshot readState tries when asked for every account. */
export const allAccounts = (w: World): number[] => [...w.holders.keys()].filter((i) => at(w.holders, i) !== DEAD);

/**
 * The state after a step; `prev` (the state before it) carries the per-run accrual counts forward, and
 * the liquidity of `liquidityOfHolders` is read at once (the others on demand). The Lens snapshot is tried
 * for `lensHolders` (by default the same accounts) and every market's accrual, in one eth_call.
 */
export async function readState(
  w: World,
  prev?: State,
  liquidityOfHolders: number[] = [],
  lensHolders: number[] = liquidityOfHolders,
): Promise<State> {
  const { p } = w;
  const lensTried = [...new Set(lensHolders)].filter((i) => at(w.holders, i) !== DEAD);
  // One eth_call reads everything, then tries the Lens and the accruals (InvariantProbe.sol).
  const { result: r } = await p.publicClient.simulateContract({
    address: w.probe.address,
    abi: w.probe.abi,
    functionName: "check",
    args: [
      p.lens.address,
      p.comptroller.address,
      p.kSAT.address,
      w.markets.map((m) => m.address),
      w.markets.map((m) => (m.kind === "native" ? DEAD_UNDERLYING : m.token.address)),
      w.holders,
      lensTried.map((i) => at(w.holders, i)),
    ],
  });
  const markets = w.markets.map((m, j): MarketState => {
    const ms = at(r.markets, j);
    let accrualsWithDebt = 0;
    if (prev) {
      const before = at(prev.markets, m.index);
      const owed = before.totalBorrows > 0n || prev.holders.some((h) => at(h.borrows, m.index) > 0n);
      accrualsWithDebt = before.accrualsWithDebt + (ms.accrualBlock !== before.accrualBlock && owed ? 1 : 0);
    }
    return { ...ms, accrualsWithDebt };
  });
  const holders = w.holders.map((_, h): HolderState => ({
    tokens: [...at(r.tokens, h)],
    borrows: [...at(r.borrows, h)],
  }));
  // DEAD's subsidy is claimable by nobody: left at 0 (see State.subsidyAccrued).
  const subsidyAccrued = w.holders.map((h, i) => (h === DEAD ? 0n : at(r.subsidyAccrued, i)));
  const state: State = {
    block: r.blockNumber,
    markets,
    holders,
    liquidity: new Map(),
    subsidyFund: r.subsidyFund,
    subsidyLiability: r.subsidyLiability,
    subsidyAccrued,
    lensTried,
    lensFailed: lensTried.filter((_, k) => (r.lensFailed >> BigInt(k)) & 1n),
    accrueFailed: w.markets.map((m) => m.index).filter((j) => (r.accrueFailed >> BigInt(j)) & 1n),
  };
  await ensureLiquidity(w, state, liquidityOfHolders);
  return state;
}

/** The probe's "no token" marker: the market holds coins. */
const DEAD_UNDERLYING = "0x0000000000000000000000000000000000000000" as const;
