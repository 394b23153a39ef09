import { describe, expect, it, vi } from "vitest";
import { LIQUIDATIONS_QUERY } from "@ceiba/sdk/api";
import { fetchLiquidations } from "./liquidations";

const ALICE = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const market = { id: "0xDOC", symbol: "kDOC", underlyingSymbol: "DOC", underlyingDecimals: 18 };
const item = (tx: string, timestamp: number) => ({
  id: `${tx}-1`,
  txHash: tx,
  timestamp: String(timestamp),
  blockNumber: String(timestamp),
  repaidAmount: "100",
  repaidAmountUsd: "100",
  seizedAmount: "2",
  seizedAmountUsd: "107",
  repaidMarket: market,
  seizedMarket: null,
});

function api(liquidator: ReturnType<typeof item>[], borrower: ReturnType<typeof item>[]) {
  return vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          data: {
            asLiquidator: { totalCount: liquidator.length, items: liquidator },
            asBorrower: { totalCount: borrower.length, items: borrower },
          },
        }),
      ),
  );
}

describe("fetchLiquidations", () => {
  it("asks both roles in one request for the lowercased address, (page + 1) × 10 rows each", async () => {
    const fetchImpl = api([], []);
    await fetchLiquidations(ALICE, 2, { fetchImpl, baseUrl: "http://api" });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://api/graphql");
    const body = JSON.parse(String(init.body)) as { query: string; variables: unknown };
    expect(body).toEqual({ query: LIQUIDATIONS_QUERY.text, variables: { account: ALICE.toLowerCase(), limit: 30 } });
    expect(body.query).toContain("asLiquidator: liquidations(where: { liquidator: $account }");
    expect(body.query).toContain("asBorrower: liquidations(where: { borrower: $account }");
  });

  it("merges the two lists newest first with the account's role, and counts both", async () => {
    const page = await fetchLiquidations(ALICE, 0, {
      fetchImpl: api([item("0xA1", 300), item("0xA2", 100)], [item("0xB1", 200)]),
    });
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => [r.record.txHash, r.role])).toEqual([
      ["0xa1", "liquidator"],
      ["0xb1", "borrower"],
      ["0xa2", "liquidator"],
    ]);
    expect(page.rows[0]?.record).toMatchObject({
      timestamp: 300n,
      repaidAmountUsd: 100n,
      seizedAmountUsd: 107n,
      repaidMarket: { id: "0xdoc", underlyingSymbol: "DOC" },
      seizedMarket: undefined,
    });
  });

  it("refuses an answer that is not integers", async () => {
    const bad = { ...item("0xA1", 1), repaidAmount: "1.5" };
    await expect(fetchLiquidations(ALICE, 0, { fetchImpl: api([bad], []) })).rejects.toThrow("repaidAmount");
  });
});
