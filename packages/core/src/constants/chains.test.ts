import { describe, expect, it } from "vitest";
import {
  CHAINS,
  CHAIN_IDS,
  DEFAULT_CHAIN_ID,
  MULTICALL3_ADDRESS,
  explorerAddressUrl,
  explorerTxUrl,
  getChain,
  isSupportedChainId,
} from "./chains";

describe("chains", () => {
  it("runs on 30, 31 and 1337, with 31 as the default", () => {
    expect(CHAIN_IDS).toEqual([30, 31, 1337]);
    expect(DEFAULT_CHAIN_ID).toBe(31);
  });

  it("names the networks Mainnet, Testnet, Local", () => {
    expect(CHAIN_IDS.map((id) => CHAINS[id].name)).toEqual(["Mainnet", "Testnet", "Local"]);
    for (const id of CHAIN_IDS) expect(CHAINS[id].id).toBe(id);
  });

  it("uses RBTC on mainnet and tRBTC on testnet", () => {
    expect(CHAINS[30].nativeSymbol).toBe("RBTC");
    expect(CHAINS[31].nativeSymbol).toBe("tRBTC");
  });

  it("has Multicall3 on 30 and 31 only", () => {
    expect(MULTICALL3_ADDRESS).toBe("0xcA11bde05977b3631167028862bE2a173976CA11");
    expect(CHAINS[30].multicall3).toBe(MULTICALL3_ADDRESS);
    expect(CHAINS[31].multicall3).toBe(MULTICALL3_ADDRESS);
    expect(CHAINS[1337].multicall3).toBeUndefined();
  });

  it("has HTTP(S) RPC URLs, never websockets", () => {
    for (const id of CHAIN_IDS) {
      expect(CHAINS[id].rpcUrls.length).toBeGreaterThan(0);
      for (const url of CHAINS[id].rpcUrls) expect(url).toMatch(/^https?:\/\//);
    }
  });

  it("recognises supported chain ids only", () => {
    expect(isSupportedChainId(30)).toBe(true);
    expect(isSupportedChainId(1)).toBe(false);
    expect(isSupportedChainId("31")).toBe(false);
    expect(() => getChain(1)).toThrow(RangeError);
    expect(getChain(1337).name).toBe("Local");
  });
});

describe("explorer links", () => {
  const hash = "0xabc123";

  it("links to the Rootstock explorer on 30 and 31", () => {
    expect(explorerTxUrl(30, hash)).toBe("https://explorer.rootstock.io/tx/0xabc123");
    expect(explorerTxUrl(31, hash)).toBe("https://explorer.testnet.rootstock.io/tx/0xabc123");
    expect(explorerAddressUrl(30, "0xAbC0000000000000000000000000000000000001")).toBe(
      "https://explorer.rootstock.io/address/0xabc0000000000000000000000000000000000001",
    );
  });

  it("has no link on the local chain", () => {
    expect(explorerTxUrl(1337, hash)).toBeUndefined();
    expect(explorerAddressUrl(1337, "0x0")).toBeUndefined();
  });
});
