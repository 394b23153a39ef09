/**
 * The API against its contract (@ceiba/sdk/api), through the client the web app and the end-to-end tests use:
 * every row of the route table answers a real request with a body of its declared shape, the routes refuse
 * what the table's parsers refuse, and every GraphQL query of the app matches the indexer's real schema (the
 * one it serves, by introspection) and answers its declared result shape.
 */
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { parseEther, type Hex } from "viem";
import { NATIVE_TOKEN_ADDRESS, SWAP_SLIPPAGE, encodeLightningInvoice, type QuoteRequestBody } from "@ceiba/core";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import {
  API_ROUTES,
  APP_GRAPHQL_QUERIES,
  ApiError,
  createApiClient,
  shapeMismatches,
  shapes,
  FIRST_SEEN_QUERY,
  graphqlQuery,
  INDEXED_BLOCK_QUERY,
  LIQUIDATIONS_QUERY,
  MARKET_STATS_QUERY,
  RATE_HISTORY_QUERY,
  USER_BALANCES_QUERY,
  type ApiClient,
  type ApiRoutes,
  type GraphqlQuery,
  type ResponseOf,
  type RouteName,
  type VariablesOf,
} from "@ceiba/sdk/api";
import { TERMS_MESSAGE } from "../src/offchain/terms";
import { borrowToken, depositToken, enterMarkets, fundAndApprove } from "./chain-actions";
import { account, publicClient } from "./clients";
import { queryMismatches } from "./graphql-shapes";
import { INDEXER_START_HOOK_MS, INDEXER_START_MS, waitFor, waitForStart } from "./indexer-process";
import { deployment, marketAddress } from "./scenario";
import { holdSharedChain } from "./shared-chain-lock";
import { SHARED_BOLTZ_CLAIMED_PREFIX, sharedIndexer } from "./shared-indexer";

holdSharedChain();
const indexer = sharedIndexer();

/** An account no other file of the run uses (the chain is shared); the checks hold whatever it did before. */
const USER = 4;
/** The swaps' address: a new one each run (a Lightning swap sends nothing from it). */
const SWAPPER = privateKeyToAccount(generatePrivateKey()).address;

let api: ApiClient;
let borrowTx: Hex;

/** A quote both providers answer on the local pools: 100 DOC for RBTC, for USER (so with a signing request). */
const docForRbtc = (): QuoteRequestBody => ({
  chain: 1337,
  account: user(),
  inTokenAddress: deployment.tokens.DOC ?? "",
  outTokenAddress: NATIVE_TOKEN_ADDRESS,
  isExactIn: true,
  slippage: String(SWAP_SLIPPAGE),
  inTokenAmount: String(parseEther("100")),
});

beforeAll(async () => {
  api = createApiClient({ baseUrl: indexer.url, timeoutMs: 30_000 });
  await waitFor(
    async () => (await api.get("region")).country === null,
    INDEXER_START_MS,
    () => `the API did not start:\n${indexer.output()}`,
    indexer.exited,
  );
  // A deposit and a loan: positions, limits and activity rows for USER.
  await fundAndApprove(USER, "USDT", parseEther("1000"), "kUSDT");
  await depositToken(USER, "kUSDT", parseEther("1000"));
  await enterMarkets(USER, ["kUSDT"]);
  borrowTx = (await borrowToken(USER, "kUSDT", parseEther("100"))).transactionHash;
  // The backfill may still be running (the wait above is for the API only): the start's time limit.
  await waitForStart(indexer, await publicClient.getBlockNumber());
}, INDEXER_START_HOOK_MS);

const user = () => account(USER).address;
const swapper = () => SWAPPER;
/** The shared indexer's Boltz knows this file's swaps (SHARED_BOLTZ_CLAIMED_PREFIX) as claimed. */
const SWAP_ID = `${SHARED_BOLTZ_CLAIMED_PREFIX}${Date.now()}`;

/**
 * A real request of every row of the table (a route the table gains without one here is a compile error), in
 * this order: each may rely on the ones before (the terms are accepted before the user is read, the swap
 * recorded before it is listed and updated). Each checks what makes its answer worth checking.
 */
const requests: { [N in RouteName]: () => Promise<ResponseOf<ApiRoutes[N]>> } = {
  usersInfo: async () => {
    const info = await api.get("usersInfo", { address: user() });
    const kUSDT = marketAddress("kUSDT").toLowerCase();
    expect(info.user_balances.find((b) => b.market_address.toLowerCase() === kUSDT)?.borrows).not.toBe("0");
    expect(info.marketResults.length).toBeGreaterThan(1);
    return info;
  },
  marketsBalance: async () => {
    const balance = await api.get("marketsBalance");
    expect(balance.marketsBalance.length).toBeGreaterThan(1);
    return balance;
  },
  usersActivity: async () => {
    const activity = await api.get("usersActivity", { address: user(), take: 5, types: ["mint", "borrow"] });
    expect(activity.items[0]).toMatchObject({ eventName: "borrow", txHash: borrowTx });
    expect(activity.items.map((i) => i.eventName)).toContain("mint");
    return activity;
  },
  acceptTerms: async () => {
    const signer = account(USER);
    return api.post("acceptTerms", {
      address: signer.address,
      message: TERMS_MESSAGE,
      signed_message: await signer.signMessage({ message: TERMS_MESSAGE }),
      wallet_name: "contract test",
    });
  },
  fetchUserData: async () => {
    const data = await api.get("fetchUserData", { address: user() });
    expect(data.tac_response).toBe(true);
    expect(data.user).not.toBeNull();
    return data;
  },
  decodeLogs: async () => {
    const decoded = await api.get("decodeLogs", { txHash: borrowTx });
    expect(decoded.success).toBe(true);
    expect(decoded.events.map((e) => e.name)).toContain("Borrow");
    return decoded;
  },
  revertReason: () => api.get("revertReason", { txHash: borrowTx }),
  region: async () => {
    const region = await api.get("region", undefined, { headers: { "cf-ipcountry": "ar" } });
    expect(region.country).toBe("AR");
    return region;
  },
  logs: () => api.post("logs", { client_information: { test: "api-contract" }, data: { event: "contract" } }),
  recordSwap: () =>
    api.post("recordSwap", {
      id: SWAP_ID,
      provider: "lightning",
      address: swapper(),
      fromToken: { id: "BTC", symbol: "BTC" },
      toToken: { id: "RBTC", symbol: "RBTC" },
      fromAmount: "100000",
      toAmount: "1000000000000000",
      // A regtest invoice for the 100,000 sats (signature zeros: the API does not verify it), and Boltz's fee.
      invoice: encodeLightningInvoice(
        { prefix: "lnbcrt", amountMsat: 100_000_000n, timestamp: 1_700_000_000, paymentHash: "cd".repeat(32) },
        () => ({ compact: new Uint8Array(64), recoveryId: 0 }),
      ),
      feeFixedSat: "200",
      feePercent: "0.25",
    }),
  updateSwap: () =>
    api.request("updateSwap", { params: { id: SWAP_ID }, body: { address: swapper(), status: "Completed" } }),
  swaps: async () => {
    const swaps = await api.get("swaps", { address: swapper(), status: ["Completed"] });
    expect(swaps.items.map((s) => s.id)).toEqual([SWAP_ID]);
    expect(swaps.items[0]).toMatchObject({ btcAddress: null, feeFixedSat: "200", feePercent: "0.25" });
    expect(swaps.items[0]?.invoice).toMatch(/^lnbcrt1m1/);
    return swaps;
  },
  quoteUniswap: async () => {
    const quote = await api.post("quoteUniswap", docForRbtc());
    expect(BigInt(quote.outTokenAmount)).toBeGreaterThan(0n);
    return quote;
  },
  quoteOpenocean: async () => {
    const quote = await api.post("quoteOpenocean", docForRbtc());
    expect(BigInt(quote.outTokenAmount)).toBeGreaterThan(0n);
    return quote;
  },
  faucet: async () => {
    const drip = await api.post("faucet", { address: privateKeyToAccount(generatePrivateKey()).address });
    expect(drip.txHashes.length).toBeGreaterThan(0);
    return drip;
  },
  status: async () => {
    const status = await api.get("status");
    expect(Object.values(status).map((chain) => chain.id)).toEqual([1337]);
    return status;
  },
};

describe("every route of the table answers its declared shape", () => {
  for (const name of Object.keys(requests) as RouteName[]) {
    const spec = API_ROUTES[name];
    it(`${name}: ${spec.method} ${spec.path}`, async () => {
      const answer = await requests[name]();
      expect(shapeMismatches(spec.response, answer, name).map((m) => m.message)).toEqual([]);
    });
  }
});

describe("the routes read their parameters with the table's parsers", () => {
  it("refuses a value the table refuses, as a 400 with the parser's message", async () => {
    const refusal = await api
      .get("usersActivity", { address: user(), take: API_ROUTES.usersActivity.query.take.parse("1", "take") - 1 })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, body: { error: "take must be a whole number from 1 to 10000" } });
  });

  it("applies the table's defaults", async () => {
    const activity = await api.get("usersActivity", { address: user() });
    expect({ take: activity.take, skip: activity.skip }).toEqual({ take: 10, skip: 0 });
  });

  it("refuses a bad path parameter before reading the body", async () => {
    const refusal = await api
      .request("updateSwap", { params: { id: "not an id" }, body: { address: swapper(), status: "Failed" } })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 400, body: { error: "id must be 1 to 100 letters, digits, '-' or '_'" } });
  });
});

describe("the app's GraphQL queries against the indexer's schema", () => {
  let schema: GraphQLSchema;

  beforeAll(async () => {
    const response = await fetch(`${indexer.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
    });
    const { data } = (await response.json()) as { data: IntrospectionQuery };
    schema = buildClientSchema(data);
  });

  for (const query of APP_GRAPHQL_QUERIES) {
    it(`${query.name}: its text, result and variables match the schema`, () => {
      expect(queryMismatches(schema, query)).toEqual([]);
    });
  }

  it("every query runs and answers its declared result shape", async () => {
    const runs: [GraphqlQuery, () => Promise<unknown>][] = [];
    const run = <Q extends GraphqlQuery>(query: Q, variables: VariablesOf<Q>) =>
      runs.push([query, () => api.graphql(query, variables)]);
    const kUSDT = marketAddress("kUSDT").toLowerCase();
    const me = user().toLowerCase();
    run(INDEXED_BLOCK_QUERY, {});
    run(RATE_HISTORY_QUERY, { market: kUSDT, after: null });
    run(MARKET_STATS_QUERY, {});
    run(USER_BALANCES_QUERY, { user: me });
    run(FIRST_SEEN_QUERY, { id: me });
    run(LIQUIDATIONS_QUERY, { account: me, limit: 10 });
    expect(runs.map(([q]) => q.name).sort()).toEqual(APP_GRAPHQL_QUERIES.map((q) => q.name).sort());
    for (const [query, send] of runs) {
      const data = await send();
      expect(shapeMismatches(query.result, data, query.name).map((m) => m.message)).toEqual([]);
    }
  });

  it("names what drifted: a field the schema lacks, a wrong kind, a nullable field declared non-null", () => {
    const drifted = graphqlQuery({
      name: "Drifted",
      text: "query Drifted($id: String!) { user(id: $id) { firstSeenTimestamp nickname } }",
      variables: shapes.object({ id: shapes.string() }),
      result: shapes.object({ user: shapes.object({ firstSeenTimestamp: shapes.integer() }) }),
    });
    expect(queryMismatches(schema, drifted)).toEqual(['Drifted: Cannot query field "nickname" on type "user".']);
    const wrongKinds = graphqlQuery({
      name: "WrongKinds",
      text: "query WrongKinds($id: String!) { user(id: $id) { firstSeenTimestamp } }",
      variables: shapes.object({ id: shapes.nullable(shapes.string()) }),
      result: shapes.object({ user: shapes.object({ firstSeenTimestamp: shapes.integer() }) }),
    });
    expect(queryMismatches(schema, wrongKinds)).toEqual([
      "WrongKinds.user: the schema allows null, the shape does not",
      "WrongKinds.user.firstSeenTimestamp: the schema's BigInt cannot be declared as integer",
      "WrongKinds($id): required by the query, optional in the shape",
    ]);
  });
});
