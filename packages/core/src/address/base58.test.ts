import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { base58CheckDecode, base58CheckEncode, base58Decode, base58Encode } from "./base58";

const hex = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : Buffer.from(bytes).toString("hex"));
const fromHex = (text: string) => Uint8Array.from(Buffer.from(text, "hex"));

describe("base58", () => {
  // Vectors of Bitcoin Core's src/test/data/base58_encode_decode.json.
  const VECTORS: [string, string][] = [
    ["", ""],
    ["61", "2g"],
    ["626262", "a3gV"],
    ["636363", "aPEr"],
    ["73696d706c792061206c6f6e6720737472696e67", "2cFupjhnEsSn59qHXstmK2ffpLv2"],
    ["00eb15231dfceb60925886b67d065299925915aeb172c06647", "1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L"],
    ["516b6fcd0f", "ABnLTmg"],
    ["bf4f89001e670274dd", "3SEo3LWLoPntC"],
    ["572e4794", "3EFU7m"],
    ["ecac89cad93923c02321", "EJDM8drfXA6uyA"],
    ["10c8511e", "Rt5zm"],
    ["00000000000000000000", "1111111111"],
    [
      "000111d38e5fc9071ffcd20b4a763cc9ae4f252bb4e48fd66a835e252ada93ff480d6dd43dc62a641155a5",
      "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz",
    ],
    ["271f359e", "zzzzy"],
    ["271f359f", "zzzzz"],
    ["271f35a0", "211111"],
    ["271f35a1", "211112"],
  ];

  it("encodes and decodes Bitcoin Core's vectors", () => {
    for (const [bytes, text] of VECTORS) {
      expect(base58Encode(fromHex(bytes))).toBe(text);
      expect(hex(base58Decode(text))).toBe(bytes);
    }
  });

  it("refuses characters outside the alphabet (0, O, I, l)", () => {
    for (const text of ["0", "O", "I", "l", "3SEo3LWLoPntC "]) expect(base58Decode(text)).toBeUndefined();
  });

  it("round-trips any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(hex(base58Decode(base58Encode(bytes)))).toBe(hex(bytes));
      }),
    );
  });
});

describe("base58check", () => {
  it("decodes a known address to its version and hash", () => {
    // From Bitcoin Core's key_io_valid.json: 1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo = P2PKH a31c06bd…0717.
    expect(hex(base58CheckDecode("1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo"))).toBe(
      "00a31c06bd463e3923bc1aadbde48b16976c080717",
    );
  });

  it("refuses a wrong checksum", () => {
    expect(base58CheckDecode("1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mp")).toBeUndefined();
    expect(base58CheckDecode("1111")).toBeUndefined();
  });

  it("round-trips any payload", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (payload) => {
        expect(hex(base58CheckDecode(base58CheckEncode(payload)))).toBe(hex(payload));
      }),
    );
  });
});
