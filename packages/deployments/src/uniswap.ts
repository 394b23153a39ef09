import local from "../chains/1337.uniswap.json" with { type: "json" };
import mainnet from "../chains/30.uniswap.json" with { type: "json" };
import type { Address } from "./types";

/**
 * Uniswap v3 and its routers on a chain, as the swap quotes use them. 1337: deployed by the local stack from
 * Uniswap's npm artifacts (packages/local-stack/src/uniswap). 30: generated from Uniswap's own npm constants
 * and the routers' own deployment record (packages/sdk/scripts/export-uniswap-addresses.ts; a test checks it
 * against them). 31: Uniswap publishes no deployment, so there is no record.
 */
export interface UniswapDeployment {
  chainId: number;
  /** Where the addresses come from. */
  source: string;
  v3Factory: Address;
  /** keccak256 of UniswapV3Pool's creation code: pool addresses are CREATE2 from the factory. */
  poolInitCodeHash: `0x${string}`;
  quoterV2: Address;
  positionManager: Address;
  /** v3 periphery's SwapRouter (local), for the direct-router gas comparison; null where not deployed. */
  swapRouter: Address | null;
  /** swap-router-contracts' SwapRouter02, where Uniswap publishes one. */
  swapRouter02: Address | null;
  /** The Universal Router (execute with Permit2); null where none is deployed. */
  universalRouter: Address | null;
  /**
   * Its release line: the commands a swap uses (V3 swaps, PERMIT2_PERMIT, WRAP/UNWRAP, SWEEP) and their inputs
   * are the same in both, which the sdk's `universal-router-v1.test.ts` checks by swapping through 1.x.
   */
  universalRouterVersion: "1.2" | "2.1" | null;
  permit2: Address | null;
  /** The wrapped native coin the pools hold (WRBTC); null where Uniswap's constants name none. */
  wrappedNative: Address | null;
}

export const uniswapDeployments: readonly UniswapDeployment[] = [
  local as UniswapDeployment,
  mainnet as UniswapDeployment,
];

export function getUniswapDeployment(chainId: number): UniswapDeployment | undefined {
  return uniswapDeployments.find((d) => d.chainId === chainId);
}
