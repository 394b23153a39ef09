/**
 * A route over Uniswap v3 pools: its tokens in swap order and each hop's fee; the path bytes the Quoter and
 * the Universal Router read (token, fee, token, …: reversed for exact output, as both expect), and each hop's
 * pool address (CREATE2 from the factory, so no call is needed to know it).
 */
import { type Address, type Hex, encodePacked, getContractAddress, keccak256, encodeAbiParameters } from "viem";

export interface V3Route {
  /** tokens[0] is sold, tokens[n] bought; n hops. Addresses lowercased (RBTC as the wrapped RBTC). */
  tokens: readonly Address[];
  /** fees[i] is the fee tier of the pool between tokens[i] and tokens[i + 1] (hundredths of a basis point). */
  fees: readonly number[];
}

/** The fee tiers a v3 factory enables (0.01 %, 0.05 %, 0.3 %, 1 %). */
export const V3_FEE_TIERS = [100, 500, 3000, 10_000] as const;

/** The path in swap order (exact input), or from the bought token back (exact output). */
export function encodeV3Path(route: V3Route, exactOutput: boolean): Hex {
  const tokens = exactOutput ? [...route.tokens].reverse() : [...route.tokens];
  const fees = exactOutput ? [...route.fees].reverse() : [...route.fees];
  const types: ("address" | "uint24")[] = [];
  const values: (Address | number)[] = [];
  tokens.forEach((token, i) => {
    types.push("address");
    values.push(token);
    const fee = fees[i];
    if (i < fees.length && fee !== undefined) {
      types.push("uint24");
      values.push(fee);
    }
  });
  return encodePacked(types, values);
}

/** The pool of two tokens at a fee (Uniswap's PoolAddress.computeAddress). */
export function v3PoolAddress(options: {
  factory: Address;
  poolInitCodeHash: Hex;
  tokenA: Address;
  tokenB: Address;
  fee: number;
}): Address {
  const [token0, token1] =
    options.tokenA.toLowerCase() < options.tokenB.toLowerCase()
      ? [options.tokenA, options.tokenB]
      : [options.tokenB, options.tokenA];
  const salt = keccak256(
    encodeAbiParameters([{ type: "address" }, { type: "address" }, { type: "uint24" }], [token0, token1, options.fee]),
  );
  const address = getContractAddress({
    opcode: "CREATE2",
    from: options.factory,
    salt,
    bytecodeHash: options.poolInitCodeHash,
  });
  return address.toLowerCase() as Address;
}

/** Each hop of a route: its two tokens and fee. */
export function routeHops(route: V3Route): { tokenIn: Address; tokenOut: Address; fee: number }[] {
  return route.fees.map((fee, i) => ({
    tokenIn: route.tokens[i] as Address,
    tokenOut: route.tokens[i + 1] as Address,
    fee,
  }));
}
