import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./client";
import { LIQUIDATIONS_QUERY } from "./queries";

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
  keepalive: boolean | undefined;
}

/** A fetch that answers `answer` and records what it was asked. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: init.method ?? "GET",
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? undefined,
      keepalive: init.keepalive,
    });
    return answer();
  });
  return { fetch: fetchImpl as unknown as typeof fetch, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const BASE = "https://api.example/v1";
const ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

describe("createApiClient: requests", () => {
  it("GETs a route's path with its query, leaving out what was not given", async () => {
    const { fetch, sent } = fakeFetch(() => json({ totalCount: 0, items: [] }));
    const api = createApiClient({ baseUrl: BASE, fetch });
    await api.get("usersActivity", { address: ADDRESS, take: 1, from: 0, types: ["mint", "borrow"] });
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]?.url ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE}/users/activity`);
    expect([...url.searchParams]).toEqual([
      ["address", ADDRESS],
      ["take", "1"],
      ["from", "0"],
      ["types", "mint,borrow"],
    ]);
    expect(sent[0]?.method).toBe("GET");
    expect(sent[0]?.body).toBeUndefined();
    expect(sent[0]?.headers).toEqual({});
  });

  it("GETs a route without a query at its bare path, and returns the answer's JSON", async () => {
    const { fetch, sent } = fakeFetch(() => json({ country: "AR" }));
    const answer = await createApiClient({ baseUrl: BASE, fetch }).get("region");
    expect(sent[0]?.url).toBe(`${BASE}/region`);
    expect(answer.country).toBe("AR");
  });

  it("POSTs a JSON body with its content type, and may keep the request alive", async () => {
    const { fetch, sent } = fakeFetch(() => json({ success: true }, 201));
    const api = createApiClient({ baseUrl: BASE, fetch });
    const answer = await api.post(
      "logs",
      { client_information: { ua: "x" }, data: { event: "e" } },
      { keepalive: true },
    );
    expect(answer).toEqual({ success: true });
    expect(sent[0]).toMatchObject({
      url: `${BASE}/logs`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: { client_information: { ua: "x" }, data: { event: "e" } },
      keepalive: true,
    });
  });

  it("puts path parameters in the path, encoded, with the route's method", async () => {
    const { fetch, sent } = fakeFetch(() => json({ success: true, data: {} }));
    const api = createApiClient({ baseUrl: BASE, fetch });
    await api.request("updateSwap", { params: { id: "ln/1 2" }, body: { address: ADDRESS, status: "Completed" } });
    expect(sent[0]).toMatchObject({
      url: `${BASE}/swaps/ln%2F1%202`,
      method: "PATCH",
      body: { address: ADDRESS, status: "Completed" },
    });
    expect(api.url("usersInfo", { query: { address: ADDRESS } })).toBe(`${BASE}/users/info?address=${ADDRESS}`);
  });

  it("passes the caller's signal and headers", async () => {
    const { fetch, sent } = fakeFetch(() => json({ country: null }));
    const controller = new AbortController();
    await createApiClient({ baseUrl: BASE, fetch }).get("region", undefined, {
      signal: controller.signal,
      headers: { "cf-ipcountry": "US" },
    });
    expect(sent[0]?.signal).toBe(controller.signal);
    expect(sent[0]?.headers).toEqual({ "cf-ipcountry": "US" });
  });

  it("uses the global fetch of the moment when none is given", async () => {
    const { fetch, sent } = fakeFetch(() => json({ country: null }));
    const api = createApiClient({ baseUrl: BASE });
    vi.stubGlobal("fetch", fetch);
    try {
      await api.get("region");
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sent).toHaveLength(1);
  });

  it("aborts a request after the client's timeout", async () => {
    const fetchImpl = ((_input: string | URL | Request, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as typeof fetch;
    const api = createApiClient({ baseUrl: BASE, fetch: fetchImpl, timeoutMs: 20 });
    const failure = await api.get("region").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBeUndefined();
  });
});

describe("createApiClient: failures are ApiErrors", () => {
  it("rejects a non-2xx answer with its status, its body and the reason it gives", async () => {
    const { fetch } = fakeFetch(() => json({ error: "address must be a 0x-prefixed 20-byte address" }, 400));
    const failure = await createApiClient({ baseUrl: BASE, fetch })
      .get("usersInfo", { address: "0x12" })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const error = failure as ApiError;
    expect(error.status).toBe(400);
    expect(error.path).toBe("/users/info?address=0x12");
    expect(error.body).toEqual({ error: "address must be a 0x-prefixed 20-byte address" });
    expect(error.message).toBe(
      "GET /users/info?address=0x12 answered 400: address must be a 0x-prefixed 20-byte address",
    );
  });

  it("rejects a non-JSON error page with its text", async () => {
    const { fetch } = fakeFetch(() => new Response("Bad Gateway", { status: 502 }));
    const failure = (await createApiClient({ baseUrl: BASE, fetch })
      .get("marketsBalance")
      .catch((error: unknown) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(502);
    expect(failure.body).toBe("Bad Gateway");
  });

  it("rejects a 2xx answer that is not JSON", async () => {
    const { fetch } = fakeFetch(() => new Response("<html>", { status: 200 }));
    await expect(createApiClient({ baseUrl: BASE, fetch }).get("region")).rejects.toMatchObject({
      name: "ApiError",
      status: 200,
      message: "GET /region did not answer JSON",
    });
  });

  it("rejects a request that got no answer, without a status", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(createApiClient({ baseUrl: BASE, fetch }).get("region")).rejects.toMatchObject({
      name: "ApiError",
      status: undefined,
      message: "GET /region: Failed to fetch",
    });
  });
});

describe("createApiClient: GraphQL", () => {
  it("POSTs the query's text and variables to /graphql and returns its data", async () => {
    const data = { asLiquidator: { totalCount: 0, items: [] }, asBorrower: { totalCount: 0, items: [] } };
    const { fetch, sent } = fakeFetch(() => json({ data }));
    const answer = await createApiClient({ baseUrl: BASE, fetch }).graphql(LIQUIDATIONS_QUERY, {
      account: "0xabc",
      limit: 10,
    });
    expect(answer).toEqual(data);
    expect(sent[0]).toMatchObject({
      url: `${BASE}/graphql`,
      method: "POST",
      body: { query: LIQUIDATIONS_QUERY.text, variables: { account: "0xabc", limit: 10 } },
    });
  });

  it("rejects an answer with errors or without data", async () => {
    const variables = { account: "0xabc", limit: 10 };
    const withErrors = fakeFetch(() => json({ data: null, errors: [{ message: "Cannot query field" }] }));
    await expect(
      createApiClient({ baseUrl: BASE, fetch: withErrors.fetch }).graphql(LIQUIDATIONS_QUERY, variables),
    ).rejects.toMatchObject({
      name: "ApiError",
      path: "/graphql",
      message: "GraphQL Liquidations: Cannot query field",
    });
    const empty = fakeFetch(() => json({}));
    await expect(
      createApiClient({ baseUrl: BASE, fetch: empty.fetch }).graphql(LIQUIDATIONS_QUERY, variables),
    ).rejects.toMatchObject({ name: "ApiError", message: "GraphQL Liquidations: no data" });
  });
});
