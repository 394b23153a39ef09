import { describe, expect, it, vi } from "vitest";
import { USER_BALANCES_QUERY } from "@ceiba/sdk/api";
import { depositInterest, fetchDepositPrincipals, principalOf } from "./deposit-principals";

describe("depositInterest", () => {
  const principal = { tokens: 50_000n, bruteDeposits: 1_000n };

  it("is the deposit now minus its principal", () => {
    expect(depositInterest(1_012n, principal, 50_000n)).toBe(12n);
  });

  it("is unknown while the indexer's tokens differ from the chain's (a move it has not indexed)", () => {
    expect(depositInterest(1_012n, principal, 60_000n)).toBeUndefined();
    expect(depositInterest(1_012n, undefined, 50_000n)).toBeUndefined();
  });

  it("is never negative", () => {
    expect(depositInterest(999n, principal, 50_000n)).toBe(0n);
  });
});

describe("fetchDepositPrincipals", () => {
  it("reads the account's userBalances in one GraphQL request, by lowercased market", async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            data: { userBalances: { items: [{ marketId: "0xAbC", tokens: "5", bruteDeposits: "7" }] } },
          }),
        ),
    );
    const principals = await fetchDepositPrincipals("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", {
      fetchImpl,
      baseUrl: "http://api",
    });
    expect(principalOf(principals, "0xABC")).toEqual({ tokens: 5n, bruteDeposits: 7n });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://api/graphql");
    expect(JSON.parse(String(init.body))).toEqual({
      query: USER_BALANCES_QUERY.text,
      variables: { user: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed" },
    });
  });

  it("fails on a GraphQL error", async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ errors: [{ message: "boom" }] })));
    await expect(fetchDepositPrincipals("0xabc", { fetchImpl })).rejects.toThrow("boom");
  });
});
