import { describe, expect, it } from "vitest";
import { resolveAppChainId } from "./app-chain";

describe("resolveAppChainId", () => {
  it("uses the configured chain", () => {
    expect(resolveAppChainId("30", "ceiba.app")).toBe(30);
    expect(resolveAppChainId("1337", "ceiba.app")).toBe(1337);
  });

  it("is the local chain on this machine and the test network elsewhere", () => {
    expect(resolveAppChainId(undefined, "127.0.0.1")).toBe(1337);
    expect(resolveAppChainId("", "localhost")).toBe(1337);
    expect(resolveAppChainId(undefined, "ceiba.app")).toBe(31);
    expect(resolveAppChainId("5", "ceiba.app")).toBe(31);
  });
});
