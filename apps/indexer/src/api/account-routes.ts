/**
 * GET /users/info?address= (user_balances, totals, marketResults) and GET /markets/balance, from one
 * CeibaLens snapshot at the latest block (/markets/balance: the block its cache entry is for) and @ceiba/core's
 * limits. Amounts are decimal strings (wei units).
 */
import { Hono } from "hono";
import { API_ROUTES, type ResponseOf } from "@ceiba/sdk/api";
import {
  joinAccountMarkets,
  maxBorrow,
  maxDeposit,
  maxWithdrawable,
  microMarketCap,
  minimumDeposit,
  nextBlockExchangeRate,
  validateDeposit,
  type DepositValidationInput,
  type MarketKind,
  type MaxDepositInput,
  type ValidationFailure,
} from "@ceiba/core";
import { cRBTCMicroAbi } from "@ceiba/deployments";
import { planTransaction, readSnapshot, type MarketData, type Position, type ProtocolSnapshot } from "@ceiba/sdk";
import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  zeroAddress,
  type Address,
} from "viem";
import { indexerEnv, publicClient } from "./chain";
import type { CacheEnv } from "./response-cache";
import { serveRoute } from "./serve-route";

const EXP = 10n ** 18n;
const { deployment } = indexerEnv;

/** The micro-savings markets of the deployment (kSAT), lowercased. */
const microMarkets = new Set(
  Object.values(deployment.markets)
    .filter((m) => m.kind === "micro")
    .map((m) => m.address.toLowerCase()),
);

const kindOf = (m: MarketData): MarketKind =>
  microMarkets.has(m.market.toLowerCase()) ? "micro" : m.underlying === zeroAddress ? "native" : "erc20";

/** The micro market's admin-set caps at a block; undefined (core's defaults) where a deployment lacks them. */
async function microParameters(market: Address, blockNumber: bigint) {
  const read = (functionName: "accountCap" | "marketCapThreshold") =>
    publicClient
      .readContract({ address: market, abi: cRBTCMicroAbi, functionName, blockNumber })
      .catch((error: unknown) => {
        // A market without the function reverts or answers nothing; any other failure is the node's.
        const absent =
          error instanceof BaseError &&
          error.walk((e) => e instanceof ContractFunctionRevertedError || e instanceof ContractFunctionZeroDataError);
        if (absent) return undefined;
        throw error;
      });
  const [accountCap, threshold] = await Promise.all([read("accountCap"), read("marketCapThreshold")]);
  return { accountCap, threshold };
}

/** Gas of the transactions a deposit sends, as the app plans them (enterMarkets when one is missing, mint). */
function depositGas(snap: ProtocolSnapshot, market: Address): bigint {
  const plan = planTransaction({
    action: "deposit",
    chainId: indexerEnv.chainId,
    snapshot: snap,
    comptroller: deployment.contracts.comptroller,
    market,
    amount: 1n,
  });
  return plan.steps.reduce((sum, step) => sum + step.gas, 0n);
}

interface DepositAnswer {
  amount: bigint;
  /** Native coin: rBTC kept in the wallet for the deposit's fee. */
  feeReserve: bigint;
  /** R10: the micro market's minimum deposit (0 elsewhere). */
  minimum: bigint;
  /** Why one wei more is refused (core's validation failure), or null. */
  limit: ValidationFailure | null;
}

/**
 * The most the account can deposit, by @ceiba/core: maxDeposit (wallet minus the fee for the native coin,
 * T12, C2, and in the micro market R8 and R9), then validateDeposit of that amount (C6, R10, T25: when the
 * maximum itself is refused, nothing can be deposited). `limit` says why not more (core's failure).
 */
function depositLimit(
  snap: ProtocolSnapshot,
  blockNumber: bigint,
  m: MarketData,
  p: Position | undefined,
  gasPrice: bigint,
  micro: Awaited<ReturnType<typeof microParameters>> | undefined,
): DepositAnswer {
  const kind = kindOf(m);
  const common = {
    walletBalance: p?.walletBalance ?? 0n,
    borrowBalance: p?.borrowBalance ?? 0n,
    mintPaused: m.mintPaused,
    underlyingPrice: m.underlyingPrice,
  };
  const feeReserve = kind === "erc20" ? 0n : depositGas(snap, m.market) * gasPrice;
  // The rate the mint will use, for the cap and the validation alike (the web's depositLimit takes it too).
  const mintRate = nextBlockExchangeRate(m, blockNumber);
  const marketCap =
    kind === "micro" ? microMarketCap({ micro: m, markets: snap.markets, threshold: micro?.threshold }) : undefined;
  const limitInput: MaxDepositInput =
    kind === "erc20"
      ? { kind, ...common }
      : kind === "native"
        ? { kind, ...common, estimatedFee: feeReserve }
        : {
            kind,
            ...common,
            estimatedFee: feeReserve,
            tokens: p?.tokens ?? 0n,
            exchangeRate: mintRate,
            accountCap: micro?.accountCap,
            marketCap,
          };
  const validation: Omit<DepositValidationInput, "amount"> = {
    kind,
    ...common,
    exchangeRate: mintRate,
    estimatedFee: feeReserve,
    micro: kind === "micro" ? { tokens: p?.tokens ?? 0n, accountCap: micro?.accountCap, marketCap } : undefined,
  };
  const max = maxDeposit(limitInput).amount;
  const atMax = max > 0n ? validateDeposit({ ...validation, amount: max }) : undefined;
  const amount = atMax?.ok ? max : 0n;
  // Why not more: the rule one wei more breaks; when the maximum itself is refused (R10, T25), that rule.
  const refused =
    amount > 0n
      ? validateDeposit({ ...validation, amount: amount + 1n })
      : (atMax ?? validateDeposit({ ...validation, amount: 1n }));
  return { amount, feeReserve, minimum: minimumDeposit(kind), limit: refused.ok ? null : refused };
}

/** GET /users/info's answer, as the route table declares it. */
type UserInfoAnswer = ResponseOf<typeof API_ROUTES.usersInfo>;

export const accountRoutes = new Hono<CacheEnv>();

serveRoute(accountRoutes, API_ROUTES.usersInfo, async ({ query: { address } }) => {
  const blockNumber = await publicClient.getBlockNumber();
  const [snap, gasPrice, ...microReads] = await Promise.all([
    readSnapshot(publicClient, deployment, { account: address, blockNumber }),
    publicClient.getGasPrice(),
    ...[...microMarkets].map(
      async (market) => [market, await microParameters(market as Address, blockNumber)] as const,
    ),
  ]);
  const micro = new Map(microReads);
  const account = joinAccountMarkets(snap.markets, snap.account.positions);
  let depositsUsd = 0n;
  let borrowsUsd = 0n;
  const user_balances: UserInfoAnswer["user_balances"] = [];
  const marketResults: UserInfoAnswer["marketResults"] = [];
  for (const m of snap.markets) {
    const p = snap.account.positions.find((x) => x.market.toLowerCase() === m.market.toLowerCase());
    const supply = p?.supplyUnderlying ?? 0n;
    const borrow = p?.borrowBalance ?? 0n;
    depositsUsd += (supply * m.underlyingPrice) / EXP;
    borrowsUsd += (borrow * m.underlyingPrice) / EXP;
    user_balances.push({
      market_address: m.market,
      symbol: m.symbol,
      deposits: String(supply),
      borrows: String(borrow),
      tokens: String(p?.tokens ?? 0n),
    });
    const withdraw = maxWithdrawable({ account, market: m.market, cash: m.cash, totalReserves: m.totalReserves });
    const deposit = depositLimit(snap, blockNumber, m, p, gasPrice, micro.get(m.market.toLowerCase()));
    const borrowLimit = maxBorrow({ account, market: m });
    marketResults.push({
      market_address: m.market,
      symbol: m.symbol,
      market_type: kindOf(m) === "micro" ? "micro" : "standard",
      max_allowed_to_withdraw: String(withdraw.underlying),
      max_allowed_to_deposit: String(deposit.amount),
      min_allowed_to_deposit: String(deposit.minimum),
      deposit_fee_reserve: String(deposit.feeReserve),
      deposit_limit: deposit.limit && {
        reason: deposit.limit.reason,
        rule: deposit.limit.rule,
        code: deposit.limit.code ?? null,
      },
      max_allowed_to_borrow: String(borrowLimit.amount),
      cash: String(m.cash),
      exchange_rate: String(m.exchangeRateStored),
      asset_in_wallet: String(p?.walletBalance ?? 0n),
    });
  }
  return {
    address,
    blockNumber: String(snap.blockNumber),
    gas_price: String(gasPrice),
    user_balances,
    totals: {
      deposits_usd: String(depositsUsd),
      borrows_usd: String(borrowsUsd),
      liquidity: String(snap.account.liquidity),
      shortfall: String(snap.account.shortfall),
    },
    marketResults,
  };
});

// At the chain block the response cache keyed it by (cached-reads.ts): one Lens read per block, not per request.
serveRoute(accountRoutes, API_ROUTES.marketsBalance, async ({ c }) => {
  const blockNumber = c.get("blockMark")?.number ?? undefined;
  const snap = await readSnapshot(publicClient, deployment, { blockNumber });
  const marketsBalance = snap.markets.map((m) => ({
    market_address: m.market,
    symbol: m.symbol,
    cash: String(m.cash),
    total_supply: String(m.totalSupply),
    total_borrows: String(m.totalBorrows),
    total_reserves: String(m.totalReserves),
    exchange_rate: String(m.exchangeRateStored),
    underlying_price: String(m.underlyingPrice),
  }));
  return { blockNumber: String(snap.blockNumber), marketsBalance };
});
