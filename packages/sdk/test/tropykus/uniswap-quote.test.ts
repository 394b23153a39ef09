/**
 * A Uniswap quote on the Tropykus-shaped local chain (`npm start -- --protocol tropykus`): the same Uniswap
 * contracts, pools over that protocol's tokens, USD from its Lens read deployless, as on chains 30 and 31.
 */
import { describe, expect, it } from "vitest";
import { parseEther, type Address } from "viem";
import { NATIVE_TOKEN_ADDRESS, SWAP_SLIPPAGE } from "@ceiba/core";
import { getUniswapDeployment } from "@ceiba/deployments";
import { quoteUniswap } from "../../src/swap/index";
import { publicClient, tropykusDeployment } from "./clients";

describe("Uniswap quotes on the Tropykus-shaped chain", () => {
  it("quotes RBTC → DOC over its pools, valued at its oracle's prices", async () => {
    const deployment = tropykusDeployment();
    const answer = await quoteUniswap({
      client: publicClient,
      request: {
        chainId: 1337,
        account: null,
        inToken: NATIVE_TOKEN_ADDRESS.toLowerCase() as Address,
        outToken: (deployment.tokens.DOC as Address).toLowerCase() as Address,
        isExactIn: true,
        slippage: SWAP_SLIPPAGE,
        amount: parseEther("0.01"),
      },
      uniswap: getUniswapDeployment(1337),
      lending: deployment,
      multicall: { deployless: true },
    });
    expect(answer.outToken.symbol).toBe("DOC");
    expect(answer.market.route).toHaveLength(1);
    // Priced by the shape's oracle: the DOC out is worth the RBTC in, less the 0.3 % fee and a little impact.
    const [inUsd, outUsd] = [BigInt(answer.inUsdValue), BigInt(answer.outUsdValue)];
    expect(inUsd).toBeGreaterThan(0n);
    expect(outUsd).toBeLessThan(inUsd);
    expect(outUsd).toBeGreaterThan((inUsd * 99n) / 100n);
  });
});
