/**
 * POST /quote/uniswap (lending-engine §7 "{quote api}-uniswap"): the sdk's Uniswap v3 quote on this server's
 * chain (routes over the chain's pools, quoted on chain, executed through the Universal Router with a Permit2
 * signature). 400 for a malformed request, 422 for no deployment (chain 31: Uniswap publishes none) or no
 * route, 502 when the node fails or is slow.
 */
import { Hono } from "hono";
import { getUniswapDeployment } from "@ceiba/deployments";
import { multicallTarget, quoteUniswap } from "@ceiba/sdk";
import { API_ROUTES } from "@ceiba/sdk/api";
import { indexerEnv } from "../chain";
import { Refusal, serveRoute } from "../serve-route";
import { quoteClient, readQuoteRequest, withinQuoteLimit } from "./request";

export const uniswapQuoteRoute = new Hono();

serveRoute(uniswapQuoteRoute, API_ROUTES.quoteUniswap, async ({ body }) => {
  const request = readQuoteRequest(body);
  if (request instanceof Refusal) return request;
  return withinQuoteLimit("Uniswap", () =>
    quoteUniswap({
      client: quoteClient,
      request,
      uniswap: getUniswapDeployment(request.chainId),
      lending: indexerEnv.deployment,
      multicall: multicallTarget(request.chainId),
    }),
  );
});
