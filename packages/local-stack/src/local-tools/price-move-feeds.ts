import { type Address, type Hex, erc20Abi, hexToBigInt, parseAbi } from "viem";
import { type LocalConnection, LocalToolError } from "./local-connection";
import { type PriceChange, type PriceMove, changedPrice } from "./price-change";

// The Tropykus-shaped price path (contracts/tropykus-shape): the oracle proxy's adapter per market reads a
// Money-on-Chain feed, whose `peek()` answers (price, valid) and whose guardian sets or expires the price.
const oracleProxyAbi = parseAbi(["function tokenAdapter(address) view returns (address)"]);
const mocAdapterAbi = parseAbi(["function priceProviderMoC() view returns (address)"]);
const mocFeedAbi = parseAbi([
  "function guardian() view returns (address)",
  "function peek() view returns (bytes32, bool)",
  "function setPrice(uint256)",
  "function expire()",
]);

/**
 * Moves (or expires) the Money-on-Chain feed price behind each named market of the Tropykus-shaped local
 * deployment, as the feed's guardian (an unlocked account of the node). The proxy answers the feed's price
 * as the oracle price, so it is set at the oracle's scale (USD × 10^(36 − decimals)).
 */
export async function moveFeedPrices(
  connection: LocalConnection,
  names: readonly string[],
  change: PriceChange,
): Promise<PriceMove[]> {
  const { clients, deployment } = connection;
  const { publicClient } = clients;
  const { oracle } = deployment.contracts;
  if (!oracle) throw new LocalToolError("the local deployment has no oracle");
  const plans = [];
  for (const name of names) {
    const market = deployment.markets[name];
    if (!market) throw new LocalToolError(`no market ${name}`);
    const adapter = await publicClient.readContract({
      address: oracle,
      abi: oracleProxyAbi,
      functionName: "tokenAdapter",
      args: [market.address],
    });
    const feed = await publicClient
      .readContract({ address: adapter, abi: mocAdapterAbi, functionName: "priceProviderMoC" })
      .catch(() => {
        throw new LocalToolError(`the oracle prices ${name} through ${adapter}, not a Money-on-Chain feed`);
      });
    const [guardian, [raw, valid]] = await Promise.all([
      publicClient.readContract({ address: feed, abi: mocFeedAbi, functionName: "guardian" }),
      publicClient.readContract({ address: feed, abi: mocFeedAbi, functionName: "peek" }),
    ]);
    const sender = clients.addresses.find((a) => a.toLowerCase() === guardian.toLowerCase());
    if (!sender) throw new LocalToolError(`the guardian ${guardian} of ${name}'s feed is not an account of this node`);
    const decimals = market.underlying
      ? await publicClient.readContract({ address: market.underlying, abi: erc20Abi, functionName: "decimals" })
      : 18;
    const oldPrice = valid ? hexToBigInt(raw as Hex) : 0n;
    const newPrice = change.kind === "expire" ? 0n : changedPrice(name, change, oldPrice, decimals);
    plans.push({
      name,
      market: market.address,
      underlyingSymbol: market.underlyingSymbol,
      decimals,
      feed,
      sender,
      oldPrice,
      newPrice,
    });
  }

  const moves: PriceMove[] = [];
  for (const plan of plans) {
    const wallet = clients.wallet(plan.sender);
    const hash = await (change.kind === "expire"
      ? wallet.writeContract({ address: plan.feed, abi: mocFeedAbi, functionName: "expire" })
      : wallet.writeContract({
          address: plan.feed,
          abi: mocFeedAbi,
          functionName: "setPrice",
          args: [plan.newPrice],
        }));
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new LocalToolError(`setting the price of ${plan.name} reverted (${hash})`);
    moves.push({
      market: plan.name,
      address: plan.market as Address,
      underlyingSymbol: plan.underlyingSymbol,
      underlyingDecimals: plan.decimals,
      oldPrice: plan.oldPrice,
      newPrice: plan.newPrice,
      txHash: hash,
    });
  }
  return moves;
}
