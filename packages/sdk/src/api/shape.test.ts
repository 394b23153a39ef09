import { describe, expect, it } from "vitest";
import {
  address,
  array,
  boolean,
  checkShape,
  decimal,
  integer,
  json,
  nullable,
  object,
  oneOf,
  optional,
  record,
  shapeMismatches,
  string,
} from "./shape";

const row = object({
  id: string(),
  market: address(),
  amount: decimal(),
  logIndex: integer(),
  ok: boolean(),
  kind: oneOf(["mint", "redeem"]),
  role: nullable(string()),
  note: optional(string()),
  args: record(string()),
  data: json(),
  items: array(object({ n: integer() })),
});

const good = {
  id: "a",
  market: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed",
  amount: "1500000000000000000",
  logIndex: 3,
  ok: true,
  kind: "mint",
  role: null,
  args: { minter: "0x1" },
  data: { any: ["thing"] },
  items: [{ n: 1 }],
};

describe("shapes", () => {
  it("accepts a value of the shape (an optional key absent, a nullable one null)", () => {
    expect(checkShape(row, good)).toBe(good);
    expect(shapeMismatches(row, { ...good, note: "x", role: "borrower" })).toEqual([]);
  });

  it("names every mismatch by its path", () => {
    const bad = {
      ...good,
      market: "0x12",
      amount: "1.5",
      logIndex: 1.5,
      kind: "transfer",
      items: [{ n: "1" }],
      extra: 1,
    };
    delete (bad as Partial<typeof bad>).data;
    expect(shapeMismatches(row, bad, "body").map((m) => m.message)).toEqual([
      'body.market must be 0x-prefixed hex of 20 bytes, got "0x12"',
      'body.amount must be a whole number as a decimal string, got "1.5"',
      "body.logIndex must be an integer, got 1.5",
      'body.kind must be one of mint, redeem, got "transfer"',
      "body.data must be a JSON value, got nothing",
      'body.items[0].n must be an integer, got "1"',
      "body.extra must be absent (not in the shape), got 1",
    ]);
  });

  it("takes bigints as unsigned decimal strings only", () => {
    for (const value of ["0", "1", "115792089237316195423570985008687907853269984665640564039457584007913129639935"]) {
      expect(shapeMismatches(decimal(), value)).toEqual([]);
    }
    for (const value of ["", "-1", "01", "1e18", " 1", 1, null]) {
      expect(shapeMismatches(decimal(), value)).toHaveLength(1);
    }
  });

  it("throws the first mismatch", () => {
    expect(() => checkShape(row, { ...good, ok: "yes" }, "answer")).toThrow(
      'answer.ok must be true or false, got "yes"',
    );
  });
});
