/**
 * The stand-in's routing: every Uniswap v3 path from the in token to the out token, direct over each fee tier
 * or through the wrapped coin (the hub every local pool pair can reach), each quoted on chain by QuoterV2, and
 * the one that gives the most out. OpenOcean aggregates many DEXes; locally there is one, so this is its choice.
 */
import { encodePacked, zeroAddress, type PublicClient } from "viem";
import type { HexAddress } from "@ceiba/core";
import { factoryAbi, quoterV2Abi } from "./abis";

/** The Uniswap v3 contracts the stand-in quotes and trades through (the local deployment's). */
export interface UniswapContracts {
  factory: HexAddress;
  quoterV2: HexAddress;
  /** v3 periphery's SwapRouter: the stand-in's "exchange contract" (the user approves it and calls it). */
  swapRouter: HexAddress;
  /** The wrapped coin the pools hold for RBTC. */
  wrappedNative: HexAddress;
}

/** The fee tiers a v3 factory can have pools at (hundredths of a basis point). */
export const FEE_TIERS = [100, 500, 3000, 10_000] as const;

export interface Hop {
  tokenIn: HexAddress;
  tokenOut: HexAddress;
  fee: number;
  pool: HexAddress;
}

export interface QuotedPath {
  hops: Hop[];
  /** The path as the router reads it: token, fee, token, … packed. */
  encoded: `0x${string}`;
  amountOut: bigint;
  /** QuoterV2's gas of the swaps in the pools. */
  gasEstimate: bigint;
}

export function encodePath(hops: readonly Hop[]): `0x${string}` {
  const types: ("address" | "uint24")[] = ["address"];
  const values: (HexAddress | number)[] = [hops[0]?.tokenIn ?? zeroAddress];
  for (const hop of hops) {
    types.push("uint24", "address");
    values.push(hop.fee, hop.tokenOut);
  }
  return encodePacked(types, values);
}

/** The pools between two tokens, one per fee tier that has one. */
async function poolsBetween(client: PublicClient, factory: HexAddress, a: HexAddress, b: HexAddress): Promise<Hop[]> {
  const pools = await Promise.all(
    FEE_TIERS.map((fee) =>
      client.readContract({ address: factory, abi: factoryAbi, functionName: "getPool", args: [a, b, fee] }),
    ),
  );
  return pools.flatMap((pool, i) =>
    pool === zeroAddress
      ? []
      : [{ tokenIn: a, tokenOut: b, fee: FEE_TIERS[i] ?? 0, pool: pool.toLowerCase() as HexAddress }],
  );
}

/** The best path for `amountIn` (tokens as the pools hold them: RBTC as the wrapped coin), or none. */
export async function bestPath(
  client: PublicClient,
  contracts: UniswapContracts,
  tokenIn: HexAddress,
  tokenOut: HexAddress,
  amountIn: bigint,
): Promise<QuotedPath | undefined> {
  const hub = contracts.wrappedNative;
  const candidates: Hop[][] = (await poolsBetween(client, contracts.factory, tokenIn, tokenOut)).map((hop) => [hop]);
  if (tokenIn !== hub && tokenOut !== hub) {
    const [first, second] = await Promise.all([
      poolsBetween(client, contracts.factory, tokenIn, hub),
      poolsBetween(client, contracts.factory, hub, tokenOut),
    ]);
    for (const a of first) for (const b of second) candidates.push([a, b]);
  }
  const quoted = await Promise.all(
    candidates.map(async (hops): Promise<QuotedPath | undefined> => {
      const encoded = encodePath(hops);
      try {
        const { result } = await client.simulateContract({
          address: contracts.quoterV2,
          abi: quoterV2Abi,
          functionName: "quoteExactInput",
          args: [encoded, amountIn],
        });
        const [amountOut, , , gasEstimate] = result;
        return { hops, encoded, amountOut, gasEstimate };
      } catch {
        return undefined; // a pool without the liquidity for this amount
      }
    }),
  );
  return quoted.reduce<QuotedPath | undefined>(
    (best, path) =>
      path !== undefined && path.amountOut > 0n && (best === undefined || path.amountOut > best.amountOut)
        ? path
        : best,
    undefined,
  );
}
