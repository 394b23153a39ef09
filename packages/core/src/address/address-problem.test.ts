import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSendableAddress } from "../validation/validate-send";
import { addressProblem } from "./address-problem";
import { toChecksum } from "./rootstock-address";

const LOWER = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed";

describe("addressProblem", () => {
  it("accepts the checksums of Rootstock (EIP-1191, 30 and 31), EIP-55 and single-case addresses", () => {
    expect(addressProblem(toChecksum(LOWER, 30))).toBeUndefined();
    expect(addressProblem(toChecksum(LOWER, 31))).toBeUndefined();
    expect(addressProblem(toChecksum(LOWER, 1))).toBeUndefined();
    expect(addressProblem(LOWER)).toBeUndefined();
    expect(addressProblem(`0x${LOWER.slice(2).toUpperCase()}`)).toBeUndefined();
  });

  it("names the first problem: empty, prefix, characters, length, checksum, zero address", () => {
    expect(addressProblem("")).toBe("empty");
    expect(addressProblem(LOWER.slice(2))).toBe("prefix");
    expect(addressProblem(`0X${LOWER.slice(2)}`)).toBe("prefix");
    expect(addressProblem(`${LOWER.slice(0, -1)}g`)).toBe("characters");
    expect(addressProblem(`${LOWER} `)).toBe("characters");
    expect(addressProblem(LOWER.slice(0, -1))).toBe("length");
    expect(addressProblem(`${LOWER}0`)).toBe("length");
    // One letter's case changed in a valid EIP-1191 checksum (chain 30): no accepted checksum matches.
    const checksummed = toChecksum(LOWER, 30);
    const index = [...checksummed].findIndex((c, i) => i > 1 && /[a-f]/i.test(c));
    const flipped =
      checksummed.slice(0, index) +
      (checksummed.charAt(index) === checksummed.charAt(index).toUpperCase()
        ? checksummed.charAt(index).toLowerCase()
        : checksummed.charAt(index).toUpperCase()) +
      checksummed.slice(index + 1);
    expect(addressProblem(flipped)).toBe("checksum");
    expect(addressProblem(`0x${"0".repeat(40)}`)).toBe("zeroAddress");
  });

  it("finds no problem exactly when isSendableAddress accepts the text", () => {
    const hexChar = fc.constantFrom(..."0123456789abcdefABCDEFxg ".split(""));
    const text = fc.oneof(
      fc.string({ unit: hexChar, maxLength: 44 }),
      fc.string({ unit: hexChar, minLength: 40, maxLength: 40 }).map((s) => `0x${s}`),
      fc
        .string({ unit: fc.constantFrom(..."0123456789abcdef".split("")), minLength: 40, maxLength: 40 })
        .map((s) => toChecksum(`0x${s}`, 30)),
    );
    fc.assert(
      fc.property(text, (value) => {
        expect(addressProblem(value) === undefined).toBe(isSendableAddress(value));
      }),
    );
  });
});
