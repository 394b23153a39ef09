import { describe, expect, it } from "vitest";
import { findMarket, listedMarkets } from "./app-markets";
import { isXusdMarket, isXusdMarketRouteId, marketRouteId } from "./market-route-id";

describe("market route ids", () => {
  it("is the market symbol in lower case", () => {
    expect(marketRouteId("kDOC")).toBe("kdoc");
    expect(marketRouteId(" kRBTC ")).toBe("krbtc");
  });

  it.each(["kxusd", "kXUSD", "KXUSD", "xusd", "XUSD"])("treats %s as the XUSD market", (id) => {
    expect(isXusdMarketRouteId(id)).toBe(true);
  });

  it.each(["kdoc", "krbtc", "kusdrif", undefined])("does not treat %s as the XUSD market", (id) => {
    expect(isXusdMarketRouteId(id)).toBe(false);
  });

  it("recognises an XUSD market by its token too", () => {
    expect(isXusdMarket({ symbol: "kSTABLE", underlyingSymbol: "xusd" })).toBe(true);
  });
});

describe("the app's markets", () => {
  it("finds a market of the chain whatever the case of its id", () => {
    expect(findMarket(1337, "KDOC")).toMatchObject({
      id: "kdoc",
      symbol: "kDOC",
      underlyingSymbol: "DOC",
      kind: "erc20",
    });
    expect(findMarket(1337, "kxyz")).toBeUndefined();
    expect(findMarket(1, "kdoc")).toBeUndefined();
  });

  it("lists the markets that are not deprecated", () => {
    expect(listedMarkets(30).map((market) => market.id)).toEqual(["krbtc", "kdoc", "kusdrif", "kbpro"]);
    expect(findMarket(30, "ksat")?.deprecated).toBe(true);
  });
});
