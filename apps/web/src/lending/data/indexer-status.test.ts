import { describe, expect, it, vi } from "vitest";
import { fetchIndexedBlock } from "./indexer-status";

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
