import { describe, expect, it } from "vitest";
import { BOLTZ_LOCAL_PROXY_PATH, boltzApiBase, boltzEnvironmentForChain, boltzWebSocketUrl } from "./boltz-environment";

describe("boltzEnvironmentForChain", () => {
  it("uses Boltz's public APIs on 30 and 31 and the configured stand-in on 1337", () => {
    expect(boltzEnvironmentForChain(30)).toEqual({
      network: "mainnet",
      chainId: 30,
      apiUrl: "https://api.boltz.exchange",
      wsUrl: "wss://api.boltz.exchange/v2/ws",
    });
    expect(boltzEnvironmentForChain(31)?.apiUrl).toBe("https://api.testnet.boltz.exchange");
    expect(boltzEnvironmentForChain(1337, { regtestUrl: "http://127.0.0.1:9001" })).toEqual({
      network: "regtest",
      chainId: 1337,
      apiUrl: "http://127.0.0.1:9001",
      wsUrl: "ws://127.0.0.1:9001/v2/ws",
    });
  });

  it("has no Boltz for regtest without a URL, nor for other chains, and never a local one on 30/31", () => {
    expect(boltzEnvironmentForChain(1337)).toBeUndefined();
    expect(boltzEnvironmentForChain(1)).toBeUndefined();
    expect(() => boltzEnvironmentForChain(30, { apiUrl: "http://localhost:9001" })).toThrow(RangeError);
    expect(() => boltzEnvironmentForChain(31, { apiUrl: "http://127.0.0.1:9001" })).toThrow(RangeError);
  });

  it("takes CEIBA_BOLTZ_API_URL as npm start writes it (…/v2) and the web app's proxy path", () => {
    expect(boltzEnvironmentForChain(1337, { regtestUrl: "http://127.0.0.1:9001/v2" })).toMatchObject({
      apiUrl: "http://127.0.0.1:9001",
      wsUrl: "ws://127.0.0.1:9001/v2/ws",
    });
    expect(
      boltzEnvironmentForChain(1337, { regtestUrl: `http://127.0.0.1:5173${BOLTZ_LOCAL_PROXY_PATH}` }),
    ).toMatchObject({
      apiUrl: "http://127.0.0.1:5173/boltz",
      wsUrl: "ws://127.0.0.1:5173/boltz/v2/ws",
    });
    expect(boltzEnvironmentForChain(30, { apiUrl: "https://api.boltz.exchange/v2/" })?.apiUrl).toBe(
      "https://api.boltz.exchange",
    );
    expect(boltzEnvironmentForChain(1337, { regtestUrl: " " })).toBeUndefined();
    expect(boltzApiBase("https://boltz.example/api/v2")).toBe("https://boltz.example/api");
  });

  it("derives the WebSocket URL", () => {
    expect(boltzWebSocketUrl("https://api.testnet.boltz.exchange/")).toBe("wss://api.testnet.boltz.exchange/v2/ws");
  });
});
