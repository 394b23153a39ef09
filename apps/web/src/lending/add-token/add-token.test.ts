import { describe, expect, it, vi } from "vitest";
import { zeroAddress } from "viem";
import { LOCAL, must } from "../test-snapshot";
import { requestAddToken, walletTokenOf, watchAssetParameters } from "./add-token";

const DOC = must(LOCAL.tokens.DOC, "DOC");
const BPRO = must(LOCAL.tokens.BPRO, "BPRO");
const USDRIF = must(LOCAL.tokens.USDRIF, "USDRIF");

describe("walletTokenOf", () => {
  it("offers DOC, BPRO and USDRIF with the deployment's address, symbol and decimals", () => {
    expect(walletTokenOf({ underlying: DOC, underlyingSymbol: "DOC", underlyingDecimals: 18 })).toEqual({
      address: DOC,
      symbol: "DOC",
      decimals: 18,
    });
    expect(walletTokenOf({ underlying: BPRO, underlyingSymbol: "BPRO", underlyingDecimals: 18 })?.symbol).toBe("BPRO");
    expect(walletTokenOf({ underlying: USDRIF, underlyingSymbol: "USDRIF", underlyingDecimals: 18 })?.address).toBe(
      USDRIF,
    );
  });

  it("offers nothing for rBTC or the other tokens", () => {
    expect(
      walletTokenOf({ underlying: zeroAddress, underlyingSymbol: "RBTC", underlyingDecimals: 18 }),
    ).toBeUndefined();
    expect(walletTokenOf({ underlying: undefined, underlyingSymbol: "DOC", underlyingDecimals: 18 })).toBeUndefined();
    const rif = must(LOCAL.tokens.RIF, "RIF");
    expect(walletTokenOf({ underlying: rif, underlyingSymbol: "RIF", underlyingDecimals: 18 })).toBeUndefined();
  });
});

describe("wallet_watchAsset", () => {
  it("asks for an ERC-20 with its address, symbol and decimals (EIP-747)", async () => {
    const token = { address: DOC, symbol: "DOC" as const, decimals: 18 };
    expect(watchAssetParameters(token)).toEqual({
      type: "ERC20",
      options: { address: DOC, symbol: "DOC", decimals: 18 },
    });
    const watchAsset = vi.fn(async () => true);
    expect(await requestAddToken({ watchAsset }, token)).toBe(true);
    expect(watchAsset).toHaveBeenCalledWith({ type: "ERC20", options: { address: DOC, symbol: "DOC", decimals: 18 } });
  });
});
