import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeApi } from "../wallet/test/fake-api";
import { checkRegion } from "./region-check";

afterEach(() => vi.unstubAllGlobals());

describe("the region check (app-shell §1, §7)", () => {
  it("asks the API, never a third-party service, and blocks US", async () => {
    const api = createFakeApi({ country: "US" });
    vi.stubGlobal("fetch", api.fetch);
    expect(await checkRegion(api.fetch)).toBe("blocked");
    expect(api.requests.map((request) => request.url.href)).toEqual([`${window.location.origin}/api/region`]);
  });

  it("lets other countries and an unknown country in", async () => {
    for (const country of ["AR", "BR", null]) {
      const api = createFakeApi({ country });
      expect(await checkRegion(api.fetch)).toBe("allowed");
    }
  });

  it("lets the visitor in when the check fails, and logs it", async () => {
    const api = createFakeApi({ country: "error" });
    vi.stubGlobal("fetch", api.fetch); // the log goes through the global fetch
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await checkRegion(api.fetch)).toBe("allowed");
    await vi.waitFor(() => expect(api.to("/logs")).toHaveLength(1));
    expect(api.to("/logs")[0]?.body).toMatchObject({ data: { event: "region-check-failed" } });
  });
});
