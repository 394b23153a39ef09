import { type Address, type PublicClient, zeroAddress } from "viem";
import {
  type AccountMarket,
  type LiquidationPlan,
  type LiquidationRefusal,
  type LiquidationTerms,
  joinAccountMarkets,
  planLiquidation,
} from "@ceiba/core";
import type { Deployment } from "@ceiba/deployments";
import { type MarketData, type MulticallTarget, readAccountsData, readSnapshot } from "@ceiba/sdk";

type LensMarket = MarketData;

/** What the bot needs of a market, from the Lens. */
export interface MarketFigures {
  address: Address;
  symbol: string;
  decimals: number;
  /** null for the native coin (kRBTC, kSAT: liquidateBorrow is payable). */
  underlying: Address | null;
  underlyingSymbol: string;
  underlyingDecimals: number;
  exchangeRateStored: bigint;
  underlyingPrice: bigint;
}

/** The liquidator's side of a market: its wallet and its allowance to the market. */
export interface LiquidatorWallet {
  walletBalance: bigint;
  allowance: bigint;
  tokens: bigint;
}

/** Everything a round of liquidations decides from, read at one block. */
export interface LiquidationState {
  blockNumber: bigint;
  terms: LiquidationTerms;
  markets: MarketFigures[];
  /** The liquidator's wallet per market (lowercase market address). */
  liquidator: Map<string, LiquidatorWallet>;
  /** Each account's positions as core's liquidity maths reads them (lowercase account address). */
  accounts: Map<string, AccountMarket[]>;
}

function marketFigures(m: LensMarket): MarketFigures {
  return {
    address: m.market,
    symbol: m.symbol,
    decimals: m.decimals,
    underlying: m.underlying === zeroAddress ? null : m.underlying,
    underlyingSymbol: m.underlyingSymbol,
    underlyingDecimals: m.underlyingDecimals,
    exchangeRateStored: m.exchangeRateStored,
    underlyingPrice: m.underlyingPrice,
  };
}

/**
 * Reads, at one block, the protocol snapshot with the liquidator's positions (every market, the close
 * factor and the incentive) and the positions of every account to plan for, through @ceiba/sdk's reads
 * (the deployment's Lens, or its bytecode run deployless where it has none, as on Rootstock).
 */
export async function readLiquidationState(
  client: Pick<PublicClient, "multicall" | "readContract">,
  options: {
    deployment: Pick<Deployment, "contracts">;
    liquidator: Address;
    accounts: readonly Address[];
    blockNumber: bigint;
    multicall: MulticallTarget;
  },
): Promise<LiquidationState> {
  const { deployment, blockNumber } = options;
  const [snapshot, accountsData] = await Promise.all([
    readSnapshot(client, deployment, { account: options.liquidator, blockNumber }),
    readAccountsData(client, deployment, options.accounts, { blockNumber, multicall: options.multicall }),
  ]);
  const markets = snapshot.markets.map(marketFigures);
  const liquidator = new Map<string, LiquidatorWallet>();
  for (const p of snapshot.account.positions) {
    liquidator.set(p.market.toLowerCase(), {
      walletBalance: p.walletBalance,
      allowance: p.allowance,
      tokens: p.tokens,
    });
  }
  const accounts = new Map<string, AccountMarket[]>();
  for (const [i, account] of options.accounts.entries()) {
    const data = accountsData[i];
    if (data) accounts.set(account.toLowerCase(), joinAccountMarkets(snapshot.markets, data.positions));
  }
  return {
    blockNumber,
    terms: {
      closeFactorMantissa: snapshot.closeFactorMantissa,
      liquidationIncentiveMantissa: snapshot.liquidationIncentiveMantissa,
    },
    markets,
    liquidator,
    accounts,
  };
}

export interface LiquidationTarget {
  borrower: Address;
  plan: LiquidationPlan;
  borrowed: MarketFigures;
  collateral: MarketFigures;
}

export type LiquidationDecision = { ok: true; target: LiquidationTarget } | { ok: false; reason: LiquidationRefusal };

export interface ChoiceOptions {
  /** Underlying tokens the liquidator can mint on this chain (the test tokens' faucet), lowercase. */
  faucetTokens: ReadonlySet<string>;
  /** RBTC the liquidator keeps for gas when it repays a native-market debt. */
  gasReserve: bigint;
}

/**
 * The liquidation to send for `borrower`, by core's rules (planLiquidation: largest debt, largest
 * collateral, up to close factor × debt and the collateral there is to seize), capped by what the liquidator
 * can pay: its RBTC less the gas reserve in a native market, its wallet for a token it cannot mint.
 */
export function chooseLiquidation(
  state: LiquidationState,
  borrower: Address,
  options: ChoiceOptions,
): LiquidationDecision {
  const account = state.accounts.get(borrower.toLowerCase()) ?? [];
  const figures = (market: string) => state.markets.find((m) => m.address.toLowerCase() === market.toLowerCase());
  const plan = planLiquidation(account, state.terms, {
    repayCap: (market) => {
      const m = figures(market);
      const wallet = state.liquidator.get(market.toLowerCase());
      if (!m || !wallet) return 0n;
      if (m.underlying === null) {
        return wallet.walletBalance > options.gasReserve ? wallet.walletBalance - options.gasReserve : 0n;
      }
      return options.faucetTokens.has(m.underlying.toLowerCase()) ? undefined : wallet.walletBalance;
    },
  });
  if (!plan.ok) return plan;
  const borrowed = figures(plan.borrowedMarket);
  const collateral = figures(plan.collateralMarket);
  if (!borrowed || !collateral) return { ok: false, reason: "noCollateral" };
  return { ok: true, target: { borrower, plan, borrowed, collateral } };
}
