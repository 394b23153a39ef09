import {
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  parseAbi,
  zeroAddress,
  type Address,
  type PublicClient,
} from "viem";
import { MULTICALL3_ADDRESS, READ_FAILURE } from "@ceiba/core";
import type { Deployment } from "@ceiba/deployments";
import type { MarketData, Position, ProtocolSnapshot, SnapshotOptions } from "./snapshot";

/** Rootstock nodes refuse JSON-RPC batches above 100 requests; one aggregate call stays within 100 calls too. */
export const MAX_CALLS_PER_BATCH = 100;

/**
 * The Compound v2 / Tropykus surface, as CeibaLens reads it. Parsed on first use, not when the module loads:
 * the web app loads this package for its Lens read and never uses these (parsing them costs its page).
 */
function parseSurfaceAbis() {
  return {
    comptrollerAbi: parseAbi([
      "function getAllMarkets() view returns (address[])",
      "function oracle() view returns (address)",
      "function closeFactorMantissa() view returns (uint256)",
      "function liquidationIncentiveMantissa() view returns (uint256)",
      "function markets(address) view returns (bool, uint256, bool)",
      "function borrowCaps(address) view returns (uint256)",
      "function mintGuardianPaused(address) view returns (bool)",
      "function borrowGuardianPaused(address) view returns (bool)",
      "function checkMembership(address, address) view returns (bool)",
      "function getAccountLiquidity(address) view returns (uint256, uint256, uint256)",
    ]),
    marketAbi: parseAbi([
      "function name() view returns (string)",
      "function symbol() view returns (string)",
      "function decimals() view returns (uint8)",
      "function underlying() view returns (address)",
      "function totalSupply() view returns (uint256)",
      "function totalBorrows() view returns (uint256)",
      "function totalReserves() view returns (uint256)",
      "function getCash() view returns (uint256)",
      "function exchangeRateStored() view returns (uint256)",
      "function supplyRatePerBlock() view returns (uint256)",
      "function borrowRatePerBlock() view returns (uint256)",
      "function reserveFactorMantissa() view returns (uint256)",
      "function interestRateModel() view returns (address)",
      "function accrualBlockNumber() view returns (uint256)",
      "function borrowIndex() view returns (uint256)",
      "function accountBorrowCap() view returns (uint256)",
      "function balanceOf(address) view returns (uint256)",
      "function borrowBalanceStored(address) view returns (uint256)",
      "function borrowSnapshot(address) view returns (uint256, uint256)",
      "function getBorrowerPrincipalStored(address) view returns (uint256)",
      "function tropykusInterestAccrued(address) view returns (uint256, uint256, uint256, uint256, uint256)",
    ]),
    modelAbi: parseAbi([
      "function blocksPerYear() view returns (uint256)",
      "function baseRatePerBlock() view returns (uint256)",
      "function multiplierPerBlock() view returns (uint256)",
      "function jumpMultiplierPerBlock() view returns (uint256)",
      "function kink() view returns (uint256)",
      "function isTropykusInterestRateModel() view returns (bool)",
    ]),
    oracleAbi: parseAbi(["function getUnderlyingPrice(address) view returns (uint256)"]),
  };
}
let parsedAbis: ReturnType<typeof parseSurfaceAbis> | undefined;
const surfaceAbis = () => (parsedAbis ??= parseSurfaceAbis());

interface Call {
  address: Address;
  abi: readonly unknown[];
  functionName: string;
  args?: readonly unknown[];
}

type Client = Pick<PublicClient, "multicall" | "getBlock" | "getBalance" | "call">;

export interface MulticallSnapshotOptions extends SnapshotOptions {
  /** Multicall3's address (default: the canonical one, deployed on Rootstock 30 and 31). */
  multicallAddress?: Address;
  /** Run Multicall3 deployless (a chain without it, such as a fresh local node). */
  deployless?: boolean;
}

/** Gas for one probe of `underlying()` on a market the deployment record does not know (see below). */
const PROBE_GAS = 100_000n;

/**
 * The same result as the Lens, for a deployment without a Lens where deployless calls are not possible:
 * plain reads aggregated through Multicall3, at most 100 per aggregate call, all at one block, each allowed to
 * fail on its own; what failed is flagged in `readFailures` as the Lens does. Multicall3 cannot cap one call's
 * gas, and a Tropykus native market answers a function it lacks with a minting fallback that burns all the gas
 * of a static call, so on a Tropykus deployment no getter it lacks is called: `underlying()` only on markets
 * the record lists as token markets (an unrecorded market is probed alone, gas-capped), its principal from
 * `getBorrowerPrincipalStored` and no `accountBorrowCap()`/`borrowSnapshot`.
 */
export async function readSnapshotMulticall(
  client: Client,
  deployment: Pick<Deployment, "contracts" | "protocol" | "markets">,
  options: MulticallSnapshotOptions = {},
): Promise<ProtocolSnapshot> {
  const block = await client.getBlock(options.blockNumber === undefined ? {} : { blockNumber: options.blockNumber });
  const blockNumber = block.number;
  const multicallAddress = options.multicallAddress ?? (MULTICALL3_ADDRESS as Address);
  const { comptrollerAbi, marketAbi, modelAbi, oracleAbi } = surfaceAbis();
  const tropykus = deployment.protocol === "tropykus";
  const run = async (calls: Call[]): Promise<(unknown | undefined)[]> => {
    const out: (unknown | undefined)[] = [];
    for (let i = 0; i < calls.length; i += MAX_CALLS_PER_BATCH) {
      const chunk = calls.slice(i, i + MAX_CALLS_PER_BATCH);
      // The calls are built from several ABIs at run time: viem cannot type them statically.
      const results = (await client.multicall({
        contracts: chunk as never,
        allowFailure: true,
        blockNumber,
        batchSize: 0,
        ...(options.deployless ? { deployless: true } : { multicallAddress }),
      })) as { status: "success" | "failure"; result?: unknown }[];
      for (const r of results) out.push(r.status === "success" ? r.result : undefined);
    }
    return out;
  };
  /** Runs named calls in one aggregate (or as few as the limit allows) and answers them by name. */
  const runNamed = async <K extends string>(groups: Map<K, Call>[]): Promise<Map<K, unknown>[]> => {
    const flat = groups.flatMap((g) => [...g.values()]);
    const results = await run(flat);
    let at = 0;
    return groups.map((g) => new Map([...g.keys()].map((k) => [k, results[at++]] as const)));
  };
  const comptroller = deployment.contracts.comptroller;
  const c = (functionName: string, args?: readonly unknown[]): Call => ({
    address: comptroller,
    abi: comptrollerAbi,
    functionName,
    args,
  });
  const [list, oracle, closeFactor, incentive] = await run([
    c("getAllMarkets"),
    c("oracle"),
    c("closeFactorMantissa"),
    c("liquidationIncentiveMantissa"),
  ]);
  const markets = (list as Address[] | undefined) ?? [];
  const oracleAddress = (oracle as Address | undefined) ?? zeroAddress;
  const account = options.account;
  const recorded = new Map(Object.values(deployment.markets).map((m) => [m.address.toLowerCase(), m.kind]));
  const kindOf = (m: Address) => recorded.get(m.toLowerCase());

  // Which markets hold a token: read directly where it is safe, probed alone (gas-capped) where it is not.
  const nativeByProbe = new Map<Address, boolean>();
  if (tropykus) {
    for (const m of markets.filter((x) => kindOf(x) === undefined)) {
      nativeByProbe.set(m, (await probeUnderlying(client, m, blockNumber)) === zeroAddress);
    }
  }
  const callsUnderlying = (m: Address) => !tropykus || kindOf(m) === "erc20" || nativeByProbe.get(m) === false;

  const MARKET_FIELDS = [
    "name", "symbol", "decimals", "reserveFactorMantissa", "exchangeRateStored", "supplyRatePerBlock",
    "borrowRatePerBlock", "totalSupply", "totalBorrows", "totalReserves", "getCash", "accrualBlockNumber",
    "borrowIndex", "interestRateModel",
  ] as const; // prettier-ignore
  type FirstKey =
    | (typeof MARKET_FIELDS)[number]
    | "underlying" | "accountBorrowCap" | "markets" | "price" | "borrowCap" | "mintPaused" | "borrowPaused"
    | "balanceOf" | "borrowBalanceStored" | "checkMembership" | "borrowSnapshot" | "principal" | "holderRate"; // prettier-ignore
  const first = await runNamed<FirstKey>([
    ...markets.map((m) => {
      const calls = new Map<FirstKey, Call>(
        MARKET_FIELDS.map((f) => [f, { address: m, abi: marketAbi, functionName: f }]),
      );
      if (callsUnderlying(m)) calls.set("underlying", { address: m, abi: marketAbi, functionName: "underlying" });
      if (!tropykus) calls.set("accountBorrowCap", { address: m, abi: marketAbi, functionName: "accountBorrowCap" });
      calls.set("markets", c("markets", [m]));
      calls.set("price", { address: oracleAddress, abi: oracleAbi, functionName: "getUnderlyingPrice", args: [m] });
      calls.set("borrowCap", c("borrowCaps", [m]));
      calls.set("mintPaused", c("mintGuardianPaused", [m]));
      calls.set("borrowPaused", c("borrowGuardianPaused", [m]));
      if (account) {
        calls.set("balanceOf", { address: m, abi: marketAbi, functionName: "balanceOf", args: [account] });
        calls.set("borrowBalanceStored", {
          address: m,
          abi: marketAbi,
          functionName: "borrowBalanceStored",
          args: [account],
        });
        calls.set("checkMembership", c("checkMembership", [account, m]));
        if (tropykus) {
          const principal = { address: m, abi: marketAbi, functionName: "getBorrowerPrincipalStored", args: [account] };
          calls.set("principal", principal);
          const rate = { address: m, abi: marketAbi, functionName: "tropykusInterestAccrued", args: [account] };
          calls.set("holderRate", rate);
        } else {
          calls.set("borrowSnapshot", { address: m, abi: marketAbi, functionName: "borrowSnapshot", args: [account] });
        }
      }
      return calls;
    }),
    new Map<FirstKey, Call>(account ? [["markets", c("getAccountLiquidity", [account])]] : []),
  ]);
  const liquidity = first[markets.length]?.get("markets") as readonly [bigint, bigint, bigint] | undefined;

  // Second round: the underlying tokens, the rate models and the account's wallet.
  const underlyings = markets.map((m, i) => (first[i]?.get("underlying") as Address | undefined) ?? zeroAddress);
  const models = markets.map((_, i) => (first[i]?.get("interestRateModel") as Address | undefined) ?? zeroAddress);
  const MODEL_FIELDS = [
    "blocksPerYear",
    "baseRatePerBlock",
    "multiplierPerBlock",
    "jumpMultiplierPerBlock",
    "kink",
    "isTropykusInterestRateModel",
  ] as const;
  type SecondKey = (typeof MODEL_FIELDS)[number] | "symbol" | "name" | "decimals" | "balanceOf" | "allowance";
  const nativeBalance = account ? await client.getBalance({ address: account, blockNumber }) : 0n;
  const second = await runNamed<SecondKey>(
    markets.map((m, i) => {
      const token = underlyings[i] ?? zeroAddress;
      const model = models[i] ?? zeroAddress;
      const calls = new Map<SecondKey, Call>(
        MODEL_FIELDS.map((f) => [f, { address: model, abi: modelAbi, functionName: f }]),
      );
      if (token !== zeroAddress) {
        calls.set("symbol", { address: token, abi: erc20Abi, functionName: "symbol" });
        calls.set("name", { address: token, abi: erc20Abi, functionName: "name" });
        calls.set("decimals", { address: token, abi: erc20Abi, functionName: "decimals" });
        if (account) {
          calls.set("balanceOf", { address: token, abi: erc20Abi, functionName: "balanceOf", args: [account] });
          calls.set("allowance", { address: token, abi: erc20Abi, functionName: "allowance", args: [account, m] });
        }
      }
      return calls;
    }),
  );

  const marketData: MarketData[] = markets.map((m, i) => {
    const one = first[i] ?? new Map<FirstKey, unknown>();
    const two = second[i] ?? new Map<SecondKey, unknown>();
    const get = <T>(k: FirstKey, fallback: T): T => (one.get(k) as T | undefined) ?? fallback;
    const model = <T>(k: SecondKey, fallback: T): T => (two.get(k) as T | undefined) ?? fallback;
    let readFailures = MARKET_FIELDS.some((f) => one.get(f) === undefined) ? READ_FAILURE.market : 0n;
    const listing = one.get("markets") as readonly [boolean, bigint, boolean] | undefined;
    if (listing === undefined) readFailures |= READ_FAILURE.listing;
    if (one.get("price") === undefined) readFailures |= READ_FAILURE.price;
    const native = underlyings[i] === zeroAddress;
    const tokenRead = ["symbol", "name", "decimals"].every((k) => two.get(k as SecondKey) !== undefined);
    if (!native && !tokenRead) readFailures |= READ_FAILURE.token;
    const known = (readFailures & READ_FAILURE.market) === 0n;
    return {
      market: m,
      name: get("name", ""),
      symbol: get("symbol", ""),
      decimals: get("decimals", 0),
      underlying: underlyings[i] ?? zeroAddress,
      underlyingSymbol: !known ? "" : native ? "RBTC" : model("symbol", ""),
      underlyingName: !known ? "" : native ? "RBTC" : model("name", ""),
      underlyingDecimals: !known ? 0 : native ? 18 : model("decimals", 0),
      isListed: listing?.[0] ?? false,
      collateralFactorMantissa: listing?.[1] ?? 0n,
      reserveFactorMantissa: get("reserveFactorMantissa", 0n),
      exchangeRateStored: get("exchangeRateStored", 0n),
      supplyRatePerBlock: get("supplyRatePerBlock", 0n),
      borrowRatePerBlock: get("borrowRatePerBlock", 0n),
      totalSupply: get("totalSupply", 0n),
      totalBorrows: get("totalBorrows", 0n),
      totalReserves: get("totalReserves", 0n),
      cash: get("getCash", 0n),
      underlyingPrice: get("price", 0n),
      borrowCap: get("borrowCap", 0n),
      accountBorrowCap: get("accountBorrowCap", 0n),
      mintPaused: get("mintPaused", false),
      borrowPaused: get("borrowPaused", false),
      accrualBlockNumber: get("accrualBlockNumber", 0n),
      borrowIndex: get("borrowIndex", 0n),
      interestModel: {
        model: models[i] ?? zeroAddress,
        blocksPerYear: model("blocksPerYear", 0n),
        baseRatePerBlock: model("baseRatePerBlock", 0n),
        multiplierPerBlock: model("multiplierPerBlock", 0n),
        jumpMultiplierPerBlock: model("jumpMultiplierPerBlock", 0n),
        kink: model("kink", 0n),
      },
      readFailures,
    };
  });

  const positions: Position[] = account
    ? markets.map((m, i) => {
        const one = first[i] ?? new Map<FirstKey, unknown>();
        const two = second[i] ?? new Map<SecondKey, unknown>();
        const native = underlyings[i] === zeroAddress;
        const tokens = one.get("balanceOf") as bigint | undefined;
        const borrowBalance = one.get("borrowBalanceStored") as bigint | undefined;
        const entered = one.get("checkMembership") as boolean | undefined;
        const walletBalance = native ? nativeBalance : (two.get("balanceOf") as bigint | undefined);
        const allowance = native ? 2n ** 256n - 1n : (two.get("allowance") as bigint | undefined);
        const rate = holderRate(one.get("holderRate"), two.get("isTropykusInterestRateModel"));
        const marketRate = one.get("exchangeRateStored") as bigint | undefined;
        const exchangeRate = rate ?? marketRate;
        const snapshot = one.get("borrowSnapshot") as readonly [bigint, bigint] | undefined;
        const unreadable =
          [tokens, borrowBalance, entered, walletBalance, allowance].includes(undefined) ||
          (tokens !== 0n && exchangeRate === undefined);
        if (unreadable) return emptyPosition(m);
        return {
          market: m,
          tokens: tokens ?? 0n,
          supplyUnderlying: ((tokens ?? 0n) * (exchangeRate ?? 0n)) / 10n ** 18n,
          borrowBalance: borrowBalance ?? 0n,
          borrowPrincipal: snapshot?.[0] ?? (borrowBalance ? ((one.get("principal") as bigint | undefined) ?? 0n) : 0n),
          borrowInterestIndex: snapshot?.[1] ?? 0n,
          walletBalance: walletBalance ?? 0n,
          allowance: allowance ?? 0n,
          entered: entered ?? false,
          readFailures: 0n,
        };
      })
    : [];
  return {
    blockNumber,
    timestamp: block.timestamp,
    oracle: oracleAddress,
    closeFactorMantissa: (closeFactor as bigint | undefined) ?? 0n,
    liquidationIncentiveMantissa: (incentive as bigint | undefined) ?? 0n,
    markets: marketData,
    account: {
      account: account ?? zeroAddress,
      positions,
      liquidity: liquidity?.[1] ?? 0n,
      shortfall: liquidity?.[2] ?? 0n,
      // Compound v2 answers a failure with a non-zero code rather than a revert.
      liquidityKnown: account !== undefined && liquidity !== undefined && liquidity[0] === 0n,
    },
  };
}

/** A kSAT holder's own exchange rate (Tropykus' Hurricane model), as `exchangeRateStored` answers the holder. */
function holderRate(accrued: unknown, tropykusModel: unknown): bigint | undefined {
  if (tropykusModel !== true || accrued === undefined) return undefined;
  const [mathError, , , rate] = accrued as readonly [bigint, bigint, bigint, bigint, bigint];
  return mathError === 0n && rate !== 0n ? rate : undefined;
}

function emptyPosition(market: Address): Position {
  return {
    market,
    tokens: 0n,
    supplyUnderlying: 0n,
    borrowBalance: 0n,
    borrowPrincipal: 0n,
    borrowInterestIndex: 0n,
    walletBalance: 0n,
    allowance: 0n,
    entered: false,
    readFailures: READ_FAILURE.position,
  };
}

/** `underlying()` of one market in its own gas-capped eth_call: the zero address when it has none. */
async function probeUnderlying(client: Client, market: Address, blockNumber: bigint): Promise<Address> {
  const { marketAbi } = surfaceAbis();
  try {
    const { data } = await client.call({
      to: market,
      data: encodeFunctionData({ abi: marketAbi, functionName: "underlying" }),
      gas: PROBE_GAS,
      blockNumber,
    });
    if (!data || data === "0x") return zeroAddress;
    return decodeFunctionResult({ abi: marketAbi, functionName: "underlying", data });
  } catch {
    return zeroAddress;
  }
}
