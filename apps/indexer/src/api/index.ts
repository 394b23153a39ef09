/**
 * The HTTP API. Ponder itself serves /health (process up), /ready (backfill done), /status and
 * /metrics; this adds GraphQL over every table (filter, order, paginate) at / and /graphql, and the REST
 * routes of spec app-shell §7 / lending-engine §7 (see the README's "REST API"; their contract is @ceiba/sdk/api's
 * route table, which the routers serve through serve-route.ts). GraphQL queries, the
 * activity page and the markets' balances are answered from a cache per block (cached-reads.ts).
 */
import { Hono } from "hono";
import { db } from "ponder:api";
import schema from "ponder:schema";
import { graphql } from "ponder";
import { accountRoutes } from "./account-routes";
import { activityRoute } from "./activity-route";
import { cachedChainGet, cachedGraphql, cachedIndexedGet } from "./cached-reads";
import { indexerEnv } from "./chain";
import { faucetRoute } from "./faucet-route";
import { appCors, keepConnections, rateLimit, settleBody } from "./guards";
import { logsRoute } from "./logs-route";
import { openOceanRoute } from "./quote/openocean";
import { uniswapQuoteRoute } from "./quote/uniswap";
import { regionRoute } from "./region-route";
import { swapRoutes } from "./swap-routes";
import { transactionRoutes } from "./transaction-routes";
import { userRoutes } from "./user-routes";
import { BadRequest } from "./validation";

const app = new Hono();

// First of all, connections: kept open longer than clients expect, and never dropped for an unread body.
app.use("*", keepConnections, settleBody);

const REST_PREFIXES = ["/transaction", "/users", "/logs", "/region", "/markets", "/swaps", "/faucet", "/quote"];
for (const prefix of REST_PREFIXES) app.use(prefix, appCors, rateLimit).use(`${prefix}/*`, appCors, rateLimit);

// Reads answered from a cache per block (cached-reads.ts), after CORS and the rate limit.
app.use("/users/activity", cachedIndexedGet);
app.use("/markets/balance", cachedChainGet);

// Each router serves rows of the route table (@ceiba/sdk/api API_ROUTES) at their full paths (serve-route.ts).
for (const routes of [
  transactionRoutes,
  userRoutes,
  swapRoutes,
  logsRoute,
  regionRoute,
  activityRoute,
  uniswapQuoteRoute,
  openOceanRoute,
]) {
  app.route("/", routes);
}
app.route("/", accountRoutes);
if (indexerEnv.chainId === 1337) app.route("/", faucetRoute);
app.onError((error, c) => {
  if (error instanceof BadRequest) return c.json({ error: error.message }, error.status);
  console.error("REST route failed", error);
  return c.json({ error: "upstream unavailable" }, 503);
});

app.use("/graphql", cachedGraphql, graphql({ db, schema }));
app.use("/", cachedGraphql, graphql({ db, schema }));

export default app;
