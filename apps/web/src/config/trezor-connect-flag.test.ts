import { describe, expect, it } from "vitest";
import { parseTrezorConnect } from "./trezor-connect-flag";

describe("the Trezor's configuration", () => {
  it("is off without a manifest e-mail", () => {
    expect(parseTrezorConnect(undefined, undefined)).toBeUndefined();
    expect(parseTrezorConnect(" ", "")).toBeUndefined();
  });

  it("takes the e-mail, and a self-hosted Connect ending with a slash", () => {
    expect(parseTrezorConnect("dev@ceiba.example", undefined)).toEqual({ email: "dev@ceiba.example" });
    expect(parseTrezorConnect("dev@ceiba.example", "https://connect.ceiba.example/9")).toEqual({
      email: "dev@ceiba.example",
      connectSrc: "https://connect.ceiba.example/9/",
    });
    expect(parseTrezorConnect("dev@ceiba.example", "http://localhost:8088/")?.connectSrc).toBe(
      "http://localhost:8088/",
    );
  });

  it("stops the build on a value that cannot work", () => {
    expect(() => parseTrezorConnect("ceiba", undefined)).toThrow(/VITE_CEIBA_TREZOR_MANIFEST_EMAIL/);
    expect(() => parseTrezorConnect("dev@ceiba.example", "http://connect.ceiba.example/")).toThrow(/https/);
    expect(() => parseTrezorConnect("dev@ceiba.example", "not a url")).toThrow(/CONNECT_SRC/);
    expect(() => parseTrezorConnect(undefined, "https://connect.ceiba.example/")).toThrow(/set both/);
  });
});
