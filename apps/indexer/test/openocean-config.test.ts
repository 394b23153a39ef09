import { describe, expect, it } from "vitest";
import { QUOTE_UPSTREAM_TIMEOUT_MS } from "@ceiba/core";
import { getUniswapDeployment } from "@ceiba/deployments";
import { OPENOCEAN_EXCHANGE } from "@ceiba/sdk/openocean";
import { readOpenOceanConfig } from "../src/api/quote/openocean-config";

describe("the API's OpenOcean configuration", () => {
  it("defaults per chain: the public API on 30, the local stand-in on 1337, none on 31", () => {
    expect(readOpenOceanConfig(30, {})).toEqual({
      chainBaseUrl: "https://open-api.openocean.finance/v4/30",
      exchange: OPENOCEAN_EXCHANGE,
      timeoutMs: QUOTE_UPSTREAM_TIMEOUT_MS,
      apiKey: undefined,
    });
    expect(readOpenOceanConfig(1337, {})).toEqual({
      chainBaseUrl: "http://127.0.0.1:8547/v4/1337",
      exchange: getUniswapDeployment(1337)?.swapRouter,
      timeoutMs: QUOTE_UPSTREAM_TIMEOUT_MS,
      apiKey: undefined,
    });
    expect(readOpenOceanConfig(1337, { CEIBA_OPENOCEAN_PORT: "9000" }).chainBaseUrl).toBe(
      "http://127.0.0.1:9000/v4/1337",
    );
    expect(readOpenOceanConfig(31, {})).toMatchObject({ chainBaseUrl: undefined, exchange: undefined });
  });

  it("takes a base URL, an exchange and a timeout of one's own, or none", () => {
    const config = readOpenOceanConfig(31, {
      CEIBA_OPENOCEAN_URL: "https://oo.example/v4/31/",
      CEIBA_OPENOCEAN_EXCHANGE: "0x6352A56CAADC4F1E25CD6C75970FA768A3304E64",
      CEIBA_OPENOCEAN_TIMEOUT_MS: "2500",
    });
    expect(config).toEqual({
      chainBaseUrl: "https://oo.example/v4/31",
      exchange: OPENOCEAN_EXCHANGE,
      timeoutMs: 2500,
      apiKey: undefined,
    });
    expect(readOpenOceanConfig(30, { CEIBA_OPENOCEAN_URL: "off", CEIBA_OPENOCEAN_EXCHANGE: "any" })).toMatchObject({
      chainBaseUrl: undefined,
      exchange: undefined,
    });
  });

  it("with a paid-plan key, asks OpenOcean's Pro API on 30 (unless a base URL is given) and sends the key", () => {
    expect(readOpenOceanConfig(30, { CEIBA_OPENOCEAN_API_KEY: " k3y-of-the-plan " })).toMatchObject({
      chainBaseUrl: "https://open-api-pro.openocean.finance/v4/30",
      apiKey: "k3y-of-the-plan",
    });
    expect(
      readOpenOceanConfig(30, {
        CEIBA_OPENOCEAN_API_KEY: "k3y-of-the-plan",
        CEIBA_OPENOCEAN_URL: "https://oo.example/v4/30",
      }),
    ).toMatchObject({ chainBaseUrl: "https://oo.example/v4/30", apiKey: "k3y-of-the-plan" });
  });

  it.each([
    [{ CEIBA_OPENOCEAN_API_KEY: "has space in it" }, /CEIBA_OPENOCEAN_API_KEY must be OpenOcean's key/],
    [{ CEIBA_OPENOCEAN_API_KEY: "short" }, /8 to 256 visible ASCII characters/],
    [{ CEIBA_OPENOCEAN_URL: "open-api.openocean.finance/v4/30" }, /CEIBA_OPENOCEAN_URL must be an http\(s\) URL/],
    [{ CEIBA_OPENOCEAN_URL: "https://oo.example/v4/30/swap?x=1" }, /CEIBA_OPENOCEAN_URL/],
    [{ CEIBA_OPENOCEAN_EXCHANGE: "0x1234" }, /CEIBA_OPENOCEAN_EXCHANGE must be a 0x address or "any"/],
    [{ CEIBA_OPENOCEAN_TIMEOUT_MS: "0" }, /CEIBA_OPENOCEAN_TIMEOUT_MS must be a whole number/],
    [{ CEIBA_OPENOCEAN_TIMEOUT_MS: "5s" }, /CEIBA_OPENOCEAN_TIMEOUT_MS/],
    [{ CEIBA_OPENOCEAN_TIMEOUT_MS: "60000" }, /from 100 to 10000 \(the quote routes' limit\)/],
    [{ CEIBA_OPENOCEAN_PORT: "99999" }, /CEIBA_OPENOCEAN_PORT must be a port/],
  ])("stops at start with a message that says what to fix: %o", (env, message) => {
    expect(() => readOpenOceanConfig(1337, env)).toThrow(message);
  });
});
