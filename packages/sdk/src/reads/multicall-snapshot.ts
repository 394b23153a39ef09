import { erc20Abi, parseAbi, zeroAddress, type Address, type PublicClient } from "viem";
import { MULTICALL3_ADDRESS } from "@ceiba/core";
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
    ]),
    modelAbi: parseAbi([
      "function blocksPerYear() view returns (uint256)",
      "function baseRatePerBlock() view returns (uint256)",
      "function multiplierPerBlock() view returns (uint256)",
      "function jumpMultiplierPerBlock() view returns (uint256)",
      "function kink() view returns (uint256)",
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

type Client = Pick<PublicClient, "multicall" | "getBlock" | "getBalance">;

export interface MulticallSnapshotOptions extends SnapshotOptions {
  /** Multicall3's address (default: the canonical one, deployed on Rootstock 30 and 31). */
  multicallAddress?: Address;
  /** Run Multicall3 deployless (a chain without it, such as a fresh local node). */
  deployless?: boolean;
}

/**
 * The same result as the Lens, for a deployment without a Lens where deployless calls are not possible:
 * plain reads aggregated through Multicall3, at most 100 per aggregate call, all at one block. Reads a
 * deployment may lack (caps, pause flags, rate-model extras, a native market's underlying) default to 0.
 */
export async function readSnapshotMulticall(
  client: Client,
  deployment: Pick<Deployment, "contracts">,
  options: MulticallSnapshotOptions = {},
): Promise<ProtocolSnapshot> {
  const block = await client.getBlock(options.blockNumber === undefined ? {} : { blockNumber: options.blockNumber });
  const blockNumber = block.number;
  const multicallAddress = options.multicallAddress ?? (MULTICALL3_ADDRESS as Address);
  const { comptrollerAbi, marketAbi, modelAbi, oracleAbi } = surfaceAbis();
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

  const MARKET_FIELDS = [
    "name", "symbol", "decimals", "underlying", "reserveFactorMantissa", "exchangeRateStored", "supplyRatePerBlock",
    "borrowRatePerBlock", "totalSupply", "totalBorrows", "totalReserves", "getCash", "accrualBlockNumber",
    "borrowIndex", "interestRateModel", "accountBorrowCap",
  ] as const; // prettier-ignore
  const perMarket: Call[] = markets.flatMap((m) => [
    ...MARKET_FIELDS.map((f) => ({ address: m, abi: marketAbi, functionName: f })),
    c("markets", [m]),
    { address: oracleAddress, abi: oracleAbi, functionName: "getUnderlyingPrice", args: [m] },
    c("borrowCaps", [m]),
    c("mintGuardianPaused", [m]),
    c("borrowGuardianPaused", [m]),
    ...(account
      ? [
          { address: m, abi: marketAbi, functionName: "balanceOf", args: [account] },
          { address: m, abi: marketAbi, functionName: "borrowBalanceStored", args: [account] },
          c("checkMembership", [account, m]),
          { address: m, abi: marketAbi, functionName: "borrowSnapshot", args: [account] },
        ]
      : []),
  ]);
  const accountCalls: Call[] = account ? [c("getAccountLiquidity", [account])] : [];
  const first = await run([...perMarket, ...accountCalls]);
  const width = MARKET_FIELDS.length + 5 + (account ? 4 : 0);
  const field = <T>(i: number, k: number, fallback: T): T => (first[i * width + k] as T | undefined) ?? fallback;

  // Second round: the underlying tokens, the rate models and the account's wallet.
  const underlyings = markets.map((_, i) => field<Address>(i, 3, zeroAddress));
  const models = markets.map((_, i) => field<Address>(i, 14, zeroAddress));
  const MODEL_FIELDS = [
    "blocksPerYear",
    "baseRatePerBlock",
    "multiplierPerBlock",
    "jumpMultiplierPerBlock",
    "kink",
  ] as const;
  const tokenWidth = 3 + (account ? 2 : 0);
  const nativeBalance = account ? await client.getBalance({ address: account, blockNumber }) : 0n;
  const second = await run(
    markets.flatMap((m, i) => {
      const token = underlyings[i] ?? zeroAddress;
      const model = models[i] ?? zeroAddress;
      // A native market has no token to read: its slots stay empty (undefined) to keep the layout.
      const tokenCalls: Call[] =
        token === zeroAddress
          ? Array.from({ length: tokenWidth }, () => ({ address: m, abi: marketAbi, functionName: "underlying" }))
          : [
              { address: token, abi: erc20Abi, functionName: "symbol" },
              { address: token, abi: erc20Abi, functionName: "name" },
              { address: token, abi: erc20Abi, functionName: "decimals" },
              ...(account
                ? [
                    { address: token, abi: erc20Abi, functionName: "balanceOf", args: [account] },
                    { address: token, abi: erc20Abi, functionName: "allowance", args: [account, m] },
                  ]
                : []),
            ]; // prettier-ignore
      return [...tokenCalls, ...MODEL_FIELDS.map((f) => ({ address: model, abi: modelAbi, functionName: f }))];
    }),
  );
  const secondWidth = tokenWidth + MODEL_FIELDS.length;
  const at = <T>(i: number, k: number, fallback: T): T => (second[i * secondWidth + k] as T | undefined) ?? fallback;

  const marketData: MarketData[] = markets.map((m, i) => {
    const native = underlyings[i] === zeroAddress;
    const [isListed, collateralFactorMantissa] = field<readonly [boolean, bigint, boolean]>(i, MARKET_FIELDS.length, [
      false,
      0n,
      false,
    ]);
    return {
      market: m,
      name: field(i, 0, ""),
      symbol: field(i, 1, ""),
      decimals: field(i, 2, 0),
      underlying: underlyings[i] ?? zeroAddress,
      underlyingSymbol: native ? "RBTC" : at(i, 0, ""),
      underlyingName: native ? "RBTC" : at(i, 1, ""),
      underlyingDecimals: native ? 18 : at(i, 2, 0),
      isListed,
      collateralFactorMantissa,
      reserveFactorMantissa: field(i, 4, 0n),
      exchangeRateStored: field(i, 5, 0n),
      supplyRatePerBlock: field(i, 6, 0n),
      borrowRatePerBlock: field(i, 7, 0n),
      totalSupply: field(i, 8, 0n),
      totalBorrows: field(i, 9, 0n),
      totalReserves: field(i, 10, 0n),
      cash: field(i, 11, 0n),
      underlyingPrice: field(i, MARKET_FIELDS.length + 1, 0n),
      borrowCap: field(i, MARKET_FIELDS.length + 2, 0n),
      accountBorrowCap: field(i, 15, 0n),
      mintPaused: field(i, MARKET_FIELDS.length + 3, false),
      borrowPaused: field(i, MARKET_FIELDS.length + 4, false),
      accrualBlockNumber: field(i, 12, 0n),
      borrowIndex: field(i, 13, 0n),
      interestModel: {
        model: models[i] ?? zeroAddress,
        blocksPerYear: at(i, tokenWidth, 0n),
        baseRatePerBlock: at(i, tokenWidth + 1, 0n),
        multiplierPerBlock: at(i, tokenWidth + 2, 0n),
        jumpMultiplierPerBlock: at(i, tokenWidth + 3, 0n),
        kink: at(i, tokenWidth + 4, 0n),
      },
    };
  });

  const positions: Position[] = account
    ? markets.map((m, i) => {
        const tokens = field(i, MARKET_FIELDS.length + 5, 0n);
        const native = underlyings[i] === zeroAddress;
        const [borrowPrincipal, borrowInterestIndex] = field<readonly [bigint, bigint]>(i, MARKET_FIELDS.length + 8, [
          0n,
          0n,
        ]);
        return {
          market: m,
          tokens,
          supplyUnderlying: (tokens * (marketData[i]?.exchangeRateStored ?? 0n)) / 10n ** 18n,
          borrowBalance: field(i, MARKET_FIELDS.length + 6, 0n),
          borrowPrincipal,
          borrowInterestIndex,
          walletBalance: native ? nativeBalance : at(i, 3, 0n),
          allowance: native ? 2n ** 256n - 1n : at(i, 4, 0n),
          entered: field(i, MARKET_FIELDS.length + 7, false),
        };
      })
    : [];
  const liquidity = account
    ? (first[markets.length * width] as readonly [bigint, bigint, bigint] | undefined)
    : undefined;
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
      liquidityKnown: account !== undefined && liquidity !== undefined,
    },
  };
}
