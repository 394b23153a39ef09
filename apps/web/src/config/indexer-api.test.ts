import { describe, expect, it, vi } from "vitest";
import { ENDPOINTS } from "./endpoints";
import { ApiError, indexerApi } from "./indexer-api";

const answering = (status: number, body: unknown) =>
  vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

describe("the app's indexer API client", () => {
  it("asks the configured API with the injected fetch and the caller's signal", async () => {
    const fetchImpl = answering(200, { country: "AR" });
    const controller = new AbortController();
    const answer = await indexerApi({ fetchImpl, signal: controller.signal }).get("region");
    expect(answer.country).toBe("AR");
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(`${ENDPOINTS.api}/region`);
    expect(fetchImpl.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it("takes another base URL, and fails with an ApiError carrying the status", async () => {
    const fetchImpl = answering(503, { error: "upstream unavailable" });
    const failure = await indexerApi({ fetchImpl, baseUrl: "http://api" })
      .get("usersInfo", { address: "0xabcdefabcdefabcdefabcdefabcdefabcdefabcd" })
      .catch((error: unknown) => error);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(
      "http://api/users/info?address=0xabcdefabcdefabcdefabcdefabcdefabcdefabcd",
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 503,
      path: "/users/info?address=0xabcdefabcdefabcdefabcdefabcdefabcdefabcd",
    });
  });
});
