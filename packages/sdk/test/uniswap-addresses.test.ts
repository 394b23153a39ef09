/**
 * The Uniswap records of @ceiba/deployments: chain 30's is what Uniswap's npm packages publish for Rootstock
 * (regenerate with `npx tsx scripts/export-uniswap-addresses.ts`), and the local chain has code at every
 * address of 1337's.
 */
import { describe, expect, it } from "vitest";
import type { Address } from "viem";
import { getUniswapDeployment } from "@ceiba/deployments";
import { publishedUniswapDeployment } from "../scripts/published-uniswap";
import { publicClient } from "./clients";

describe("Uniswap deployments", () => {
  it("chain 30 is Uniswap's published Rootstock addresses plus the deployment's routers: nothing missing", () => {
    const mainnet = getUniswapDeployment(30);
    expect(mainnet).toEqual(publishedUniswapDeployment(30));
    expect(Object.entries(mainnet ?? {}).filter(([, value]) => value === null)).toEqual([["swapRouter", null]]);
    expect(mainnet?.universalRouterVersion).toBe("1.2");
  });

  it("chain 31 has none (Uniswap publishes no Rootstock testnet deployment)", () => {
    expect(getUniswapDeployment(31)).toBeUndefined();
  });

  it("chain 1337's contracts are on the local chain", async () => {
    const local = getUniswapDeployment(1337);
    if (!local) throw new Error("no local Uniswap record");
    const { chainId, source, poolInitCodeHash, swapRouter02, universalRouterVersion, ...contracts } = local;
    expect([chainId, source.length > 0, poolInitCodeHash.length, swapRouter02]).toEqual([1337, true, 66, null]);
    expect(universalRouterVersion).toBe("2.1");
    for (const [name, address] of Object.entries(contracts)) {
      expect(await publicClient.getCode({ address: address as Address }), name).toMatch(/^0x[0-9a-f]{2,}/);
    }
  });
});
