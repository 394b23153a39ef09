/**
 * The few functions the stand-in calls, from Uniswap v3's published interfaces (v3-core IUniswapV3Factory and
 * IUniswapV3Pool, v3-periphery IQuoterV2, ISwapRouter, IPeripheryPayments, IMulticall); ERC-20's are viem's.
 */
import { parseAbi } from "viem";

export const factoryAbi = parseAbi(["function getPool(address, address, uint24) view returns (address)"]);

export const poolAbi = parseAbi([
  "function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)",
]);

/** QuoterV2 quotes by running the swap and reverting: call it, never send it. */
export const quoterV2Abi = parseAbi([
  "function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)",
]);

export const swapRouterAbi = parseAbi([
  "struct ExactInputParams { bytes path; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; }",
  "function exactInput(ExactInputParams params) payable returns (uint256 amountOut)",
  "function unwrapWETH9(uint256 amountMinimum, address recipient) payable",
  "function multicall(bytes[] data) payable returns (bytes[] results)",
]);
