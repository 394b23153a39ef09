import { describe, expect, it } from "vitest";
import { QueryRefused, readSwapQuery } from "../src/swap-query";

const DOC = "0x0165878A594ca255338adfa4d48449f69242Eb8F";
const RBTC = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE";
const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const good = {
  inTokenAddress: DOC,
  outTokenAddress: RBTC,
  amountDecimals: "1000000000000000000",
  gasPriceDecimals: "1000000000",
  slippage: "0.5",
  account: ACCOUNT,
};
const read = (change: Record<string, string | undefined>, chain = "1337") => {
  const params = Object.entries({ ...good, ...change }).filter((e): e is [string, string] => e[1] !== undefined);
  return readSwapQuery(new URLSearchParams(params), chain, 1337);
};
const refusal = (change: Record<string, string | undefined>, chain?: string) => {
  try {
    read(change, chain);
  } catch (error) {
    if (error instanceof QueryRefused) return error.message;
    throw error;
  }
  return undefined;
};

describe("readSwapQuery", () => {
  it("reads the documented parameters: addresses lowercased, amounts bigint, slippage percent as a 1e18 ratio", () => {
    expect(read({})).toEqual({
      inToken: DOC.toLowerCase(),
      outToken: RBTC.toLowerCase(),
      amountIn: 10n ** 18n,
      gasPrice: 10n ** 9n,
      slippage: 5n * 10n ** 15n,
      account: ACCOUNT.toLowerCase(),
    });
    expect(read({ slippage: undefined, account: undefined })).toMatchObject({
      slippage: 10n ** 16n,
      account: undefined,
    });
  });

  it("refuses what OpenOcean refuses or deprecates", () => {
    expect(refusal({}, "30")).toMatch(/chain 1337 only/);
    expect(refusal({ amount: "1" })).toMatch(/amount is deprecated/);
    expect(refusal({ gasPrice: "1" })).toMatch(/gasPrice is deprecated/);
    expect(refusal({ amountDecimals: "1.5" })).toMatch(/amountDecimals/);
    expect(refusal({ amountDecimals: "0" })).toMatch(/more than 0/);
    expect(refusal({ outTokenAddress: DOC.toLowerCase() })).toMatch(/must differ/);
    expect(refusal({ inTokenAddress: "DOC" })).toMatch(/inTokenAddress/);
    expect(refusal({ slippage: "0.01" })).toMatch(/0.05 to 50/);
    expect(refusal({ slippage: "51" })).toMatch(/0.05 to 50/);
    expect(refusal({ slippage: "1e1" })).toMatch(/0.05 to 50/);
    expect(refusal({ account: "me" })).toMatch(/account/);
  });
});
