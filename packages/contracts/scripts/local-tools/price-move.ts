import type { Address, ContractFunctionReturnType, Hash } from "viem";
import { applyPercentChange, formatOraclePrice, parseAmount, usdMantissaToOraclePrice } from "@ceiba/core";
import { ceibaLensAbi, priceOracleProxyAbi, settablePriceAdapterAbi } from "../../../deployments/src/abis/index";
import { type LocalConnection, LocalToolError, connectLocalChain } from "./local-connection";

type LensMarkets = ContractFunctionReturnType<typeof ceibaLensAbi, "view", "allMarkets">;

/** A new price in USD ("95000", "0.98"), or a change of the current one in percent ("-30%", "+12.5%"). */
export type PriceChange = { kind: "usd"; usd: bigint } | { kind: "percent"; percent: bigint };

const USAGE = 'a price is a USD amount ("95000", "0.98") or a change in percent ("-30%", "+5%", "12.5%")';

/** Reads the command's price argument; amounts go through core's parser (no JS number on the way). */
export function parsePriceChange(text: string): PriceChange {
  const trimmed = text.trim();
  const percentMatch = /^([+\-\u2212]?)\s*(.+?)\s*%$/.exec(trimmed);
  if (percentMatch) {
    const [, sign = "", body = ""] = percentMatch;
    const parsed = parseAmount(body, 18);
    if (!parsed.ok) throw new LocalToolError(`"${text}" is not a percentage: ${USAGE}`);
    return { kind: "percent", percent: sign === "" || sign === "+" ? parsed.value : -parsed.value };
  }
  const parsed = parseAmount(trimmed, 18);
  if (!parsed.ok || parsed.value === 0n) {
    throw new LocalToolError(`"${text}" is not a price above 0: ${USAGE}`);
  }
  return { kind: "usd", usd: parsed.value };
}

/** The markets a symbol names: a market ("kRBTC": that one) or an underlying ("RBTC": kRBTC and kSAT). */
export function marketsForSymbol(connection: Pick<LocalConnection, "deployment">, symbol: string): string[] {
  const wanted = symbol.trim().toLowerCase();
  const entries = Object.entries(connection.deployment.markets);
  const byMarket = entries.filter(([name]) => name.toLowerCase() === wanted).map(([name]) => name);
  if (byMarket.length > 0) return byMarket;
  const byUnderlying = entries.filter(([, m]) => m.underlyingSymbol.toLowerCase() === wanted).map(([name]) => name);
  if (byUnderlying.length > 0) return byUnderlying;
  const known = [...new Set(entries.flatMap(([name, m]) => [m.underlyingSymbol, name]))].join(", ");
  throw new LocalToolError(`no market or token "${symbol}" in the local deployment (known: ${known})`);
}

export interface PriceMove {
  /** Market symbol (kRBTC). */
  market: string;
  address: Address;
  underlyingSymbol: string;
  underlyingDecimals: number;
  /** Oracle prices (USD × 10^(36 − decimals)). */
  oldPrice: bigint;
  newPrice: bigint;
  txHash: Hash;
}

/** "kRBTC (RBTC): 95,000 → 66,500 USD". */
export function describePriceMove(move: PriceMove): string {
  const price = (p: bigint) => formatOraclePrice(p, move.underlyingDecimals, "en");
  return `${move.market} (${move.underlyingSymbol}): ${price(move.oldPrice)} → ${price(move.newPrice)} USD`;
}

/**
 * Sets the local settable price adapter's price of every market `symbol` names (see marketsForSymbol), as
 * the adapter's owner (the deployer, an unlocked account of the node): a USD price, or the current price
 * moved by a percentage. Only on chain 1337, and only for markets the oracle prices through that adapter.
 */
export async function movePrice(options: {
  rpcUrl: string;
  symbol: string;
  change: PriceChange;
  deploymentFile?: string;
}): Promise<PriceMove[]> {
  const connection = await connectLocalChain(options.rpcUrl, "the price command", options.deploymentFile);
  const { clients, deployment, multicall } = connection;
  const { comptroller, lens, oracle, priceAdapter } = deployment.contracts;
  if (!lens || !oracle || !priceAdapter) {
    throw new LocalToolError("the local deployment has no lens, oracle or settable price adapter");
  }
  const names = marketsForSymbol(connection, options.symbol);
  const addresses = names.map((name) => {
    const market = deployment.markets[name];
    if (!market) throw new LocalToolError(`no market ${name}`);
    return market.address;
  });
  // One eth_call: every market's figures (decimals), the adapter's owner, and per market its adapter and
  // its current price. The calls mix ABIs, which viem cannot type as one list: each result is read below.
  const calls = [
    { address: lens, abi: ceibaLensAbi, functionName: "allMarkets", args: [comptroller] },
    { address: priceAdapter, abi: settablePriceAdapterAbi, functionName: "owner" },
    ...addresses.flatMap((address) => [
      { address: oracle, abi: priceOracleProxyAbi, functionName: "tokenAdapter", args: [address] },
      { address: priceAdapter, abi: settablePriceAdapterAbi, functionName: "prices", args: [address] },
    ]),
  ];
  const [allMarkets, owner, ...perMarket] = (await clients.publicClient.multicall({
    ...multicall,
    allowFailure: false,
    batchSize: 0,
    contracts: calls as never,
  })) as unknown[];
  const sender = clients.addresses.find((a) => a.toLowerCase() === String(owner).toLowerCase());
  if (!sender) throw new LocalToolError(`the price adapter's owner ${String(owner)} is not an account of this node`);

  const plans = names.map((name, i) => {
    const address = addresses[i] as Address;
    const adapter = perMarket[2 * i] as Address;
    const oldPrice = perMarket[2 * i + 1] as bigint;
    if (adapter.toLowerCase() !== priceAdapter.toLowerCase()) {
      throw new LocalToolError(`the oracle prices ${name} through ${adapter}, not the settable adapter`);
    }
    const figures = (allMarkets as LensMarkets).find((m) => m.market.toLowerCase() === address.toLowerCase());
    const decimals = figures?.underlyingDecimals ?? 18;
    const newPrice =
      options.change.kind === "usd"
        ? usdMantissaToOraclePrice(options.change.usd, decimals)
        : applyPercentChange(oldPrice, options.change.percent);
    if (newPrice === undefined || newPrice === 0n) {
      throw new LocalToolError(`that change leaves ${name} without a price (0 reads as "no price"): nothing was set`);
    }
    return {
      name,
      address,
      decimals,
      oldPrice,
      newPrice,
      underlyingSymbol: deployment.markets[name]?.underlyingSymbol,
    };
  });

  const wallet = clients.wallet(sender);
  const moves: PriceMove[] = [];
  for (const plan of plans) {
    const hash = await wallet.writeContract({
      address: priceAdapter,
      abi: settablePriceAdapterAbi,
      functionName: "setPrice",
      args: [plan.address, plan.newPrice],
    });
    const receipt = await clients.publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new LocalToolError(`setting the price of ${plan.name} reverted (${hash})`);
    moves.push({
      market: plan.name,
      address: plan.address,
      underlyingSymbol: plan.underlyingSymbol ?? plan.name,
      underlyingDecimals: plan.decimals,
      oldPrice: plan.oldPrice,
      newPrice: plan.newPrice,
      txHash: hash,
    });
  }
  return moves;
}
