import { describe, expect, it, vi } from "vitest";
import { fetchIndexedBlock, loadIndexerStatus } from "./indexer-status";

const answer = (body: unknown, status = 200) =>
  vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

describe("fetchIndexedBlock", () => {
  it("asks the GraphQL settings singleton for the latest migrated block", async () => {
    const fetchImpl = answer({ data: { setting: { latestMigratedBlock: "1234" } } });
    await expect(fetchIndexedBlock({ fetchImpl, baseUrl: "http://api" })).resolves.toBe(1234n);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("http://api/graphql");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      query: "{ setting(isSingleton: true) { latestMigratedBlock } }",
      variables: {},
    });
  });

  it("fails without a settings row or on an HTTP error", async () => {
    await expect(fetchIndexedBlock({ fetchImpl: answer({ data: { setting: null } }) })).rejects.toThrow(
      "no settings row yet",
    );
    await expect(fetchIndexedBlock({ fetchImpl: answer({}, 503) })).rejects.toThrow("answered 503");
  });
});

describe("loadIndexerStatus", () => {
  const client = (head: bigint) => ({ getBlockNumber: vi.fn(async () => head) });

  it("reads from the API when the indexer is within a block of the head", async () => {
    const status = await loadIndexerStatus({
      client: client(100n),
      api: { fetchImpl: answer({ data: { setting: { latestMigratedBlock: "99" } } }) },
    });
    expect(status).toEqual({ indexedBlock: 99n, headBlock: 100n, source: "api" });
  });

  it("reads from the Lens when the indexer is behind", async () => {
    const status = await loadIndexerStatus({
      client: client(100n),
      api: { fetchImpl: answer({ data: { setting: { latestMigratedBlock: "90" } } }) },
    });
    expect(status.source).toBe("lens");
  });

  it("reports an API that does not answer and reads from the Lens", async () => {
    const onApiFailure = vi.fn();
    const status = await loadIndexerStatus({
      client: client(100n),
      api: { fetchImpl: vi.fn(async () => Promise.reject(new TypeError("fetch failed"))) },
      onApiFailure,
    });
    expect(status).toEqual({ indexedBlock: undefined, headBlock: 100n, source: "lens" });
    expect(onApiFailure).toHaveBeenCalledTimes(1);
  });
});
