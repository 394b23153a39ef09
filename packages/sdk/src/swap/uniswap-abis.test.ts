import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toFunctionSignature, type Abi, type AbiFunction } from "viem";
import { permit2Abi, quoterV2Abi, swapRouterAbi, universalRouterAbi, v3PoolAbi } from "./uniswap-abis";

const require = createRequire(import.meta.url);
const artifactAbi = (file: string) => (require(file) as { abi: Abi }).abi;

/** Each function of `ours` is in `theirs` with the same inputs and outputs (by their full signature). */
function expectWithin(ours: Abi, theirs: Abi) {
  const signature = (f: AbiFunction) => `${toFunctionSignature(f)} → ${f.outputs.map((o) => o.type).join(",")}`;
  const published = new Set(theirs.filter((x): x is AbiFunction => x.type === "function").map(signature));
  for (const fn of ours.filter((x): x is AbiFunction => x.type === "function"))
    expect(published).toContain(signature(fn));
}

describe("the Uniswap signatures the swaps call are the published contracts' own", () => {
  it("QuoterV2, the pool, SwapRouter and the Universal Router (their npm artifacts)", () => {
    expectWithin(quoterV2Abi, artifactAbi("@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json"));
    expectWithin(v3PoolAbi, artifactAbi("@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json"));
    expectWithin(
      swapRouterAbi,
      artifactAbi("@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json"),
    );
    expectWithin(
      universalRouterAbi,
      artifactAbi("@uniswap/universal-router/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json"),
    );
  });

  it("Permit2 (the ABI @uniswap/permit2-sdk ships)", () => {
    // Not in the package's exports: read beside its entry point (dist/cjs/src/index.js → dist/cjs/abis).
    const file = path.join(path.dirname(require.resolve("@uniswap/permit2-sdk")), "..", "abis", "Permit2.json");
    expectWithin(permit2Abi, JSON.parse(fs.readFileSync(file, "utf8")) as Abi);
  });
});
