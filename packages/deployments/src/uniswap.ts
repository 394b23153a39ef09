import local from "../chains/1337.uniswap.json" with { type: "json" };
import mainnet from "../chains/30.uniswap.json" with { type: "json" };
import type { Address } from "./types";

/**
 * Uniswap v3 and its routers on a chain, as the swap quotes use them. 1337: deployed by the local stack from
 * Uniswap's npm artifacts (packages/local-stack/src/uniswap). 30: generated from Uniswap's own npm constants
 * (packages/sdk/scripts/export-uniswap-addresses.ts; a test checks it against them); what Uniswap publishes
 * nothing for is null. 31: Uniswap publishes no deployment, so there is no record.
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
  /** Universal Router 2.1 (execute with Permit2); null where Uniswap publishes none. */
  universalRouter: Address | null;
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
