import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRootstockAddress, isZeroAddress, sameAddress, toChecksum, ZERO_ADDRESS } from "./rootstock-address";

function flipCaseAt(text: string, index: number): string {
  const char = text.charAt(index);
  const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
  return text.slice(0, index) + flipped + text.slice(index + 1);
}

// The test cases of EIP-1191 (ethereum/EIPs, EIPS/eip-1191.md): each is its own checksum on its chain.
const EIP1191_VECTORS: Record<number, string[]> = {
  30: [
    "0x6549F4939460DE12611948B3F82B88C3C8975323",
    "0x27b1FdB04752BBc536007A920D24ACB045561c26",
    "0x3599689E6292B81B2D85451025146515070129Bb",
    "0x52908400098527886E0F7030069857D2E4169ee7",
    "0x5aaEB6053f3e94c9b9a09f33669435E7ef1bEAeD",
    "0x8617E340b3D01Fa5f11f306f4090fd50E238070D",
    "0xD1220A0Cf47c7B9BE7a2e6ba89F429762E7B9adB",
    "0xDBF03B407c01E7CD3cBea99509D93F8Dddc8C6FB",
    "0xDe709F2102306220921060314715629080e2FB77",
    "0xFb6916095cA1Df60bb79ce92cE3EA74c37c5d359",
  ],
  31: [
    "0x42712D45473476B98452F434E72461577D686318",
    "0x27B1FdB04752BbC536007a920D24acB045561C26",
    "0x3599689e6292b81b2D85451025146515070129Bb",
    "0x52908400098527886E0F7030069857D2e4169EE7",
    "0x5aAeb6053F3e94c9b9A09F33669435E7EF1BEaEd",
    "0x66f9664F97F2b50f62d13eA064982F936DE76657",
    "0x8617e340b3D01fa5F11f306F4090Fd50e238070d",
    "0xDE709F2102306220921060314715629080e2Fb77",
    "0xFb6916095CA1dF60bb79CE92ce3Ea74C37c5D359",
    "0xd1220a0CF47c7B9Be7A2E6Ba89f429762E7b9adB",
    "0xdbF03B407C01E7cd3cbEa99509D93f8dDDc8C6fB",
  ],
  // Chain 1 has not adopted EIP-1191: plain EIP-55.
  1: [
    "0x88021160C5C792225E4E5452585947470010289D",
    "0x27b1fdb04752bbc536007a920d24acb045561c26",
    "0x52908400098527886E0F7030069857D2E4169EE7",
    "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
    "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
    "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
    "0xde709f2102306220921060314715629080e2fb77",
    "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  ],
};

describe("toChecksum", () => {
  for (const [chainId, vectors] of Object.entries(EIP1191_VECTORS)) {
    it(`reproduces the EIP-1191 test cases for chain ${chainId}`, () => {
      for (const address of vectors) {
        expect(toChecksum(address.toLowerCase(), Number(chainId))).toBe(address);
        expect(toChecksum(address.toUpperCase().replace("0X", "0x"), Number(chainId))).toBe(address);
      }
    });
  }

  it("uses EIP-55 on the local chain", () => {
    expect(toChecksum("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", 1337)).toBe(
      "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    );
  });

  it("differs between chains 30 and 31 and EIP-55", () => {
    const lower = "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359";
    const forms = new Set([toChecksum(lower, 30), toChecksum(lower, 31), toChecksum(lower, 1)]);
    expect(forms.size).toBe(3);
  });

  it("throws on a non-address", () => {
    expect(() => toChecksum("0x123", 30)).toThrow(TypeError);
    expect(() => toChecksum("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", 30)).toThrow(TypeError);
  });
});

describe("isRootstockAddress", () => {
  it("accepts every EIP-1191 (30, 31) and EIP-55 test case", () => {
    for (const vectors of Object.values(EIP1191_VECTORS)) {
      for (const address of vectors) expect(isRootstockAddress(address)).toBe(true);
    }
  });

  it("accepts all-lowercase and all-uppercase hex", () => {
    expect(isRootstockAddress("0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359")).toBe(true);
    expect(isRootstockAddress("0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359")).toBe(true);
    expect(isRootstockAddress(ZERO_ADDRESS)).toBe(true);
  });

  it("refuses a mixed case that matches no checksum", () => {
    // The chain-30 vector with one letter's case flipped.
    expect(isRootstockAddress("0xFb6916095cA1Df60bb79ce92cE3EA74c37c5d359")).toBe(true);
    expect(isRootstockAddress("0xfb6916095cA1Df60bb79ce92cE3EA74c37c5d359")).toBe(false);
    expect(isRootstockAddress("0x5aaEB6053f3e94c9b9a09f33669435E7ef1bEAEd")).toBe(false);
  });

  it("refuses wrong lengths, prefixes and characters", () => {
    for (const value of [
      "",
      "0x",
      "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d35",
      "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d3590",
      "fb6916095ca1df60bb79ce92ce3ea74c37c5d359",
      "0Xfb6916095ca1df60bb79ce92ce3ea74c37c5d359",
      "0xgb6916095ca1df60bb79ce92ce3ea74c37c5d359",
      " 0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359",
    ]) {
      expect(isRootstockAddress(value)).toBe(false);
    }
  });

  it("accepts the checksum of any address, and refuses it with one letter's case flipped", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.constantFrom(30, 31, 1337), (bytes, chainId) => {
        const lower = `0x${Buffer.from(bytes).toString("hex")}`;
        const checksummed = toChecksum(lower, chainId);
        expect(isRootstockAddress(checksummed)).toBe(true);
        const letter = checksummed.slice(2).search(/[a-f]/i) + 2;
        fc.pre(letter >= 2);
        const flipped = flipCaseAt(checksummed, letter);
        // The flip must not land on another accepted form (all one case, or another chain's checksum).
        const accepted = [
          lower,
          `0x${lower.slice(2).toUpperCase()}`,
          ...[30, 31, 1].map((id) => toChecksum(lower, id)),
        ];
        fc.pre(!accepted.includes(flipped));
        expect(isRootstockAddress(flipped)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe("sameAddress", () => {
  it("compares lowercased", () => {
    expect(
      sameAddress("0x5aaEB6053f3e94c9b9a09f33669435E7ef1bEAeD", "0x5aAeb6053F3e94c9b9A09F33669435E7EF1BEaEd"),
    ).toBe(true);
    expect(
      sameAddress("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaee"),
    ).toBe(false);
  });

  it("never matches a missing value", () => {
    expect(sameAddress(undefined, undefined)).toBe(false);
    expect(sameAddress(null, "0x0")).toBe(false);
    expect(sameAddress("", "")).toBe(false);
  });

  it("recognises the zero address", () => {
    expect(isZeroAddress("0x0000000000000000000000000000000000000000")).toBe(true);
    expect(isZeroAddress("0x0000000000000000000000000000000000000001")).toBe(false);
  });
});
