import { isSwapSecretField } from "@ceiba/core";
import { describe, expect, it } from "vitest";
import { routePath } from "./client";
import { BadRequest } from "./inputs";
import { API_ROUTES } from "./routes";

const ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

/** The route's parse of a query string, as the indexer runs it (serve-route.ts). */
function parseQuery(name: keyof typeof API_ROUTES, search: string): Record<string, unknown> {
  const raw = new URLSearchParams(search);
  return Object.fromEntries(
    Object.entries(API_ROUTES[name].query).map(([key, param]) => [key, param.parse(raw.get(key) ?? undefined, key)]),
  );
}

describe("the route table's parameters", () => {
  it("read back what the client formats (activity: lowercased address, defaults, lists)", () => {
    const path = routePath("usersActivity", { query: { address: ADDRESS, from: 10, types: ["mint", "redeem"] } });
    expect(parseQuery("usersActivity", path.split("?")[1] ?? "")).toEqual({
      address: ADDRESS.toLowerCase(),
      take: 10,
      skip: 0,
      from: 10,
      to: undefined,
      types: ["mint", "redeem"],
    });
  });

  it("refuse what the routes refuse, with their messages", () => {
    const refusal = (name: keyof typeof API_ROUTES, search: string) => {
      try {
        parseQuery(name, search);
      } catch (error) {
        expect(error).toBeInstanceOf(BadRequest);
        return (error as BadRequest).message;
      }
      return undefined;
    };
    expect(refusal("usersInfo", "address=0x12")).toBe("address must be a 0x-prefixed 20-byte address");
    expect(refusal("usersActivity", `address=${ADDRESS}&take=10001`)).toBe(
      "take must be a whole number from 1 to 10000",
    );
    expect(refusal("usersActivity", `address=${ADDRESS}&types=mint,deposit`)).toBe(
      "types must be one of mint, redeem, borrow, repayBorrow, liquidateBorrow",
    );
    expect(refusal("swaps", `address=${ADDRESS}&take=1001`)).toBe("take must be a whole number from 1 to 1000");
    expect(refusal("decodeLogs", "txHash=0x1")).toBe("txHash must be a 0x-prefixed 32-byte hash");
    expect(refusal("usersInfo", `address=${ADDRESS}`)).toBeUndefined();
  });

  it("give every body route a size limit and every path parameter a parser", () => {
    for (const [name, spec] of Object.entries(API_ROUTES)) {
      if (spec.method !== "GET") expect(spec.body?.maxBytes, name).toBeGreaterThan(0);
      const names = [...spec.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      expect(Object.keys(spec.params), name).toEqual(names);
    }
  });
});

describe("the route table's bodies", () => {
  it("list the swap routes' fields, the Lightning / on-chain facts included, and no secret", () => {
    expect(API_ROUTES.recordSwap.body.fields).toEqual([
      "id",
      "provider",
      "address",
      "fromToken",
      "toToken",
      "fromAmount",
      "toAmount",
      "txHash",
      "status",
      "providerStatus",
      "invoice",
      "btcAddress",
      "feeFixedSat",
      "feePercent",
    ]);
    expect(API_ROUTES.updateSwap.body.fields).toEqual(["address", "status", "providerStatus", "txHash"]);
    for (const [name, spec] of Object.entries(API_ROUTES)) {
      const fields = spec.body && "fields" in spec.body ? (spec.body.fields ?? []) : [];
      expect([name, fields.filter(isSwapSecretField)]).toEqual([name, []]);
    }
  });
});
