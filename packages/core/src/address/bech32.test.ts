import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bech32Decode, bech32Encode, convertBits, wordsToBytesTrimmed } from "./bech32";

// BIP-173 "valid Bech32" and BIP-350 "valid Bech32m" test vectors. No string is valid in both.
const VALID_BECH32 = [
  "A12UEL5L",
  "a12uel5l",
  "an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs",
  "abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw",
  "11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j",
  "split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w",
  "?1ezyfcl",
];
const VALID_BECH32M = [
  "A1LQFN3A",
  "a1lqfn3a",
  "an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6",
  "abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx",
  "11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8",
  "split1checkupstagehandshakeupstreamerranterredcaperredlc445v",
  "?1v759aa",
];
// BIP-173 and BIP-350 invalid strings (reason in the comment).
const INVALID = [
  `${String.fromCharCode(0x20)}1nwldj5`, // HRP character out of range
  `${String.fromCharCode(0x7f)}1axkwrx`,
  `${String.fromCharCode(0x80)}1eym55h`,
  "an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx", // too long
  "pzry9x0s0muk", // no separator
  "1pzry9x0s0muk", // empty HRP
  "x1b4n0q5v", // invalid data character
  "li1dgmt3", // too short checksum
  `de1lg7wt${String.fromCharCode(0xff)}`, // invalid character in checksum
  "A1G7SGD8", // checksum calculated with uppercase HRP
  "10a06t8", // empty HRP
  "1qzzfhee",
  `${String.fromCharCode(0x20)}1xj0phk`,
  `${String.fromCharCode(0x7f)}1g6xzxy`,
  `${String.fromCharCode(0x80)}1vctc34`,
  "an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4",
  "qyrz8wqd2c9m",
  "1qyrz8wqd2c9m",
  "y1b0jsk6g",
  "lt1igcx5c0",
  "in1muywd",
  "mm1crxm3i",
  "au1s5cgom",
  "M1VUXWEZ",
  "16plkw9",
  "1p2gdwpf",
];

describe("bech32Decode", () => {
  it("accepts BIP-173's valid strings as Bech32", () => {
    for (const text of VALID_BECH32) expect(bech32Decode(text)?.encoding, text).toBe("bech32");
  });

  it("accepts BIP-350's valid strings as Bech32m", () => {
    for (const text of VALID_BECH32M) expect(bech32Decode(text)?.encoding, text).toBe("bech32m");
  });

  it("refuses BIP-173's and BIP-350's invalid strings", () => {
    for (const text of INVALID) expect(bech32Decode(text), JSON.stringify(text)).toBeUndefined();
  });

  it("refuses mixed case and a flipped character", () => {
    expect(bech32Decode("A12uEL5L")).toBeUndefined();
    expect(bech32Decode("a12uel5m")).toBeUndefined();
  });

  it("returns the lowercase HRP and the data without checksum", () => {
    expect(bech32Decode("A12UEL5L")).toEqual({ hrp: "a", words: [], encoding: "bech32" });
    expect(bech32Decode("abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw")?.words).toEqual([...Array(32).keys()]);
  });

  it("lifts the 90-character limit on request (BOLT 11)", () => {
    const long = bech32Encode("ln", new Array<number>(100).fill(0), "bech32");
    expect(bech32Decode(long)).toBeUndefined();
    expect(bech32Decode(long, Infinity)?.words).toHaveLength(100);
  });
});

describe("bech32Encode", () => {
  it("reproduces the valid vectors", () => {
    for (const text of [...VALID_BECH32, ...VALID_BECH32M]) {
      const decoded = bech32Decode(text);
      if (decoded === undefined) throw new Error(text);
      expect(bech32Encode(decoded.hrp, decoded.words, decoded.encoding)).toBe(text.toLowerCase());
    }
  });

  it("round-trips any data in both encodings", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,10}$/),
        fc.array(fc.integer({ min: 0, max: 31 }), { maxLength: 60 }),
        fc.constantFrom("bech32" as const, "bech32m" as const),
        (hrp, words, encoding) => {
          expect(bech32Decode(bech32Encode(hrp, words, encoding), Infinity)).toEqual({ hrp, words, encoding });
        },
      ),
    );
  });
});

describe("convertBits", () => {
  it("round-trips bytes through 5-bit words", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const words = convertBits([...bytes], 8, 5, true);
        expect(words && convertBits(words, 5, 8, false)).toEqual([...bytes]);
        expect(words && [...wordsToBytesTrimmed(words)]).toEqual([...bytes]);
      }),
    );
  });

  it("refuses non-zero padding and out-of-range values", () => {
    expect(convertBits([1], 5, 8, false)).toBeUndefined();
    expect(convertBits([32], 5, 8, true)).toBeUndefined();
  });
});
