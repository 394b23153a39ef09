import type { Address, ContractFunctionReturnType } from "viem";
import { ceibaLensAbi, priceOracleProxyAbi, settablePriceAdapterAbi } from "@ceiba/deployments";
import { LocalToolError, connectLocalChain } from "./local-connection";
import { type PriceChange, type PriceMove, changedPrice, marketsForSymbol } from "./price-change";
import { moveFeedPrices } from "./price-move-feeds";

export {
  type PriceChange,
  type PriceMove,
  describePriceMove,
  marketsForSymbol,
  parsePriceChange,
} from "./price-change";

type LensMarkets = ContractFunctionReturnType<typeof ceibaLensAbi, "view", "allMarkets">;

/**
 * Sets the price of every market `symbol` names (see marketsForSymbol): a USD price, or the current price
 * moved by a percentage. On our protocol through the local settable price adapter, as its owner (the
 * deployer, an unlocked account of the node), only for markets the oracle prices through it; on the
 * Tropykus-shaped contracts through each market's Money-on-Chain feed, as its guardian (which can also
 * expire it). Only on chain 1337.
 */
export async function movePrice(options: {
  rpcUrl: string;
  symbol: string;
  change: PriceChange;
  deploymentFile?: string;
}): Promise<PriceMove[]> {
  const connection = await connectLocalChain(options.rpcUrl, "the price command", options.deploymentFile);
  const names = marketsForSymbol(connection, options.symbol);
  if (connection.deployment.protocol === "tropykus") return moveFeedPrices(connection, names, options.change);
  const { change } = options;
  if (change.kind === "expire") {
    throw new LocalToolError(
      'our oracle has no expiry to trigger ("expire" is for the Tropykus-shaped contracts\' feeds): nothing was set',
    );
  }
  const { clients, deployment, multicall } = connection;
  const { comptroller, lens, oracle, priceAdapter } = deployment.contracts;
  if (!lens || !oracle || !priceAdapter) {
    throw new LocalToolError("the local deployment has no lens, oracle or settable price adapter");
  }
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
    const newPrice = changedPrice(name, change, oldPrice, decimals);
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
