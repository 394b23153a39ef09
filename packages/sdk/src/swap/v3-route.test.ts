import { describe, expect, it } from "vitest";
import { Token } from "@uniswap/sdk-core";
import { computePoolAddress, FeeAmount, POOL_INIT_CODE_HASH } from "@uniswap/v3-sdk";
import { candidateRoutes } from "./candidate-routes";
import { encodeV3Path, v3PoolAddress } from "./v3-route";

const A = "0x0165878a594ca255338adfa4d48449f69242eb8f";
const B = "0x7f51c9fa168a1b81e181667a9951ee41aca97774";
const C = "0xa513e6e4b8f2a923d98304ec87f64353c4d5c853";
const FACTORY = "0xaf37ec98a00fd63689cf3060bf3b6784e00cad82";

describe("v3 routes", () => {
  it("computes a pool's address as @uniswap/v3-sdk does, whatever the token order", () => {
    const theirs = computePoolAddress({
      factoryAddress: FACTORY,
      tokenA: new Token(30, A, 18),
      tokenB: new Token(30, B, 18),
      fee: FeeAmount.MEDIUM,
    }).toLowerCase();
    const ours = { factory: FACTORY, poolInitCodeHash: POOL_INIT_CODE_HASH as `0x${string}`, fee: 3000 } as const;
    expect(v3PoolAddress({ ...ours, tokenA: A, tokenB: B })).toBe(theirs);
    expect(v3PoolAddress({ ...ours, tokenA: B, tokenB: A })).toBe(theirs);
  });

  it("encodes the path token, fee, token… and reverses it for exact output", () => {
    const route = { tokens: [A, B, C], fees: [500, 3000] } as const;
    expect(encodeV3Path(route, false)).toBe(`0x${A.slice(2)}0001f4${B.slice(2)}000bb8${C.slice(2)}`);
    expect(encodeV3Path(route, true)).toBe(`0x${C.slice(2)}000bb8${B.slice(2)}0001f4${A.slice(2)}`);
  });

  it("lists the direct pools at every fee tier and one hop through each other connector", () => {
    const routes = candidateRoutes({
      tokenIn: A,
      tokenOut: B,
      connectors: [B, C, `0x${C.slice(2).toUpperCase()}`],
    });
    expect(routes.filter((r) => r.tokens.length === 2)).toHaveLength(4);
    expect(routes.filter((r) => r.tokens.length === 3)).toHaveLength(16); // via C only: B is the token out
    expect(routes.every((r) => r.tokens[0] === A && r.tokens.at(-1) === B)).toBe(true);
  });
});
