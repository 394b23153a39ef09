import { describe, expect, it } from "vitest";
import { READ_FAILURE, isMarketReadable, readFailuresOf, unreadableReason } from "./read-failures";

describe("read failures", () => {
  it("names every flagged read and nothing else", () => {
    expect(readFailuresOf(0n)).toEqual([]);
    expect(readFailuresOf(READ_FAILURE.price)).toEqual(["price"]);
    expect(readFailuresOf(READ_FAILURE.market | READ_FAILURE.position)).toEqual(["market", "position"]);
  });

  it("a market without a price is still shown; one whose figures or listing failed is not", () => {
    expect(isMarketReadable(0n)).toBe(true);
    expect(isMarketReadable(READ_FAILURE.price | READ_FAILURE.position)).toBe(true);
    expect(isMarketReadable(READ_FAILURE.token)).toBe(false);
    expect(isMarketReadable(READ_FAILURE.market)).toBe(false);
    expect(isMarketReadable(READ_FAILURE.listing)).toBe(false);
  });

  it("names why a market cannot be shown, its own figures first", () => {
    expect(unreadableReason(READ_FAILURE.price)).toBeUndefined();
    expect(unreadableReason(READ_FAILURE.token | READ_FAILURE.market)).toBe("market");
    expect(unreadableReason(READ_FAILURE.listing | READ_FAILURE.position)).toBe("listing");
    expect(unreadableReason(READ_FAILURE.token)).toBe("token");
  });
});
