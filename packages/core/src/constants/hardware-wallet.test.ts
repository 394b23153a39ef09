import { describe, expect, it } from "vitest";
import { HARDWARE_DERIVATION_PATHS, hardwareAccountPath } from "./hardware-wallet";

describe("hardware wallet derivation paths", () => {
  it("offers Rootstock's coin type (137) first, then Ethereum's (60), account index last", () => {
    expect(HARDWARE_DERIVATION_PATHS.map((path) => path.id)).toEqual(["rootstock", "ethereum"]);
    expect(hardwareAccountPath("rootstock", 0)).toBe("44'/137'/0'/0/0");
    expect(hardwareAccountPath("ethereum", 7)).toBe("44'/60'/0'/0/7");
  });

  it("refuses an index the device cannot derive (negative, fractional, hardened range)", () => {
    for (const index of [-1, 1.5, 2 ** 31]) expect(() => hardwareAccountPath("rootstock", index)).toThrow(RangeError);
  });
});
