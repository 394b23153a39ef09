/**
 * Uniswap's published contracts, read from their npm packages at deploy time (never copied into this repo):
 * v3 core's factory and pool, v3 periphery's position manager, QuoterV2 and SwapRouter, WETH9 as the wrapped
 * RBTC (v2 periphery ships its build), and the Universal Router 2.1.0. Permit2 has no npm artifact: see
 * permit2-build.ts.
 */
import { createRequire } from "node:module";
import type { Abi, Hex } from "viem";

const require = createRequire(import.meta.url);

export interface Artifact {
  abi: Abi;
  bytecode: Hex;
}

function load(path: string): Artifact {
  const json = require(path) as { abi: Abi; bytecode: string | { object: string } };
  const code = typeof json.bytecode === "string" ? json.bytecode : json.bytecode.object;
  return { abi: json.abi, bytecode: (code.startsWith("0x") ? code : `0x${code}`) as Hex };
}

export const uniswapArtifacts = {
  factory: () => load("@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json"),
  pool: () => load("@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json"),
  positionManager: () =>
    load("@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json"),
  quoterV2: () => load("@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json"),
  swapRouter: () => load("@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json"),
  weth9: () => load("@uniswap/v2-periphery/build/WETH9.json"),
  universalRouter: () => load("@uniswap/universal-router/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json"),
} as const;
