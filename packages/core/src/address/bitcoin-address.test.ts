import { describe, expect, it } from "vitest";
import { isErrorId } from "../errors/catalogue";
import {
  BITCOIN_ADDRESS_ERROR_IDS,
  BITCOIN_NETWORK_BY_CHAIN,
  bitcoinAddressNetworks,
  checkBitcoinAddress,
  decodeBitcoinAddress,
  encodeBitcoinAddress,
  isBitcoinAddress,
  type BitcoinAddress,
  type BitcoinNetwork,
} from "./bitcoin-address";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

/** The scriptPubKey an address pays to, to compare with the vectors. */
function scriptPubKey(address: BitcoinAddress): string {
  const program = hex(address.program);
  const push = address.program.length.toString(16).padStart(2, "0");
  if (address.type === "p2pkh") return `76a914${program}88ac`;
  if (address.type === "p2sh") return `a914${program}87`;
  const version = address.witnessVersion ?? 0;
  return `${(version === 0 ? 0 : 0x50 + version).toString(16).padStart(2, "0")}${push}${program}`;
}

// Bitcoin Core's src/test/data/key_io_valid.json (testnet4 and signet share testnet's encodings).
const CORE_VECTORS: [string, string, BitcoinNetwork][] = [
  ["1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo", "76a914a31c06bd463e3923bc1aadbde48b16976c08071788ac", "mainnet"],
  ["36j4NfKv6Akva9amjWrLG6MuSQym1GuEmm", "a914373b819a068f32b7a6b38b6b38729647cfde01c287", "mainnet"],
  ["mzK2FFDEhxqHcmrJw1ysqFkVyhUULo45hZ", "76a914ce28b26c57472737f5c3561a1761185bd8589a4388ac", "testnet"],
  ["2NC2hEhe28ULKAJkW5MjZ3jtTMJdvXmByvK", "a914ce0bba75891ff9ec60148d4bd4a09ee2dc5c933187", "testnet"],
  ["n4fajahJrAuKbN7uNsKjLjQkz9Qn5ewJXQ", "76a914fdeca3b08e38af53d7c4c60e3ad208ce5066441088ac", "regtest"],
  ["2MxFajLApXpYk4VodBSZSt7rw8y4ryABkfA", "a91436e9f191e0b75036a77f65e2eaa4752443233fbe87", "regtest"],
  ["bc1qvyq0cc6rahyvsazfdje0twl7ez82ndmuac2lhv", "00146100fc6343edc8c874496cb2f5bbfec88ea9b77c", "mainnet"],
  [
    "bc1qyucykdlhp62tezs0hagqury402qwhk589q80tqs5myh3rxq34nwqhkdhv7",
    "002027304b37f70e94bc8a0fbf500e0c957a80ebda87280ef58214d92f119811acdc",
    "mainnet",
  ],
  [
    "bc1p83n3au0rjylefxq2nc2xh2y4jzz4pm6zxj4mw5pagdjjr2a9f36s6jjnnu",
    "51203c671ef1e3913f94980a9e146ba895908550ef4234abb7503d436521aba54c75",
    "mainnet",
  ],
  ["bc1z2rksukkjr8", "520250ed", "mainnet"],
  ["tb1qcrh3yqn4nlleplcez2yndq2ry8h9ncg3qh7n54", "0014c0ef1202759fff90ff19128936814321ee59e111", "testnet"],
  [
    "tb1p35n52jy6xkm4wd905tdy8qtagrn73kqdz73xe4zxpvq9t3fp50aqk3s6gz",
    "51208d2745489a35b75734afa2da43817d40e7e8d80d17a26cd4460b0055c521a3fa",
    "testnet",
  ],
  ["bcrt1qdavt4j2sd7dlhqsavtnfxvzppw6k7qy97tmnu9", "00146f58bac9506f9bfb821d62e69330410bb56f0085", "regtest"],
  [
    "bcrt1pfwxjqvtt4tcxrtdluukfmy2dv7xd2qzdfy6kajv5nwn4yam3wxkq3553uh",
    "51204b8d20316baaf061adbfe72c9d914d678cd5004d49356ec9949ba752777171ac",
    "regtest",
  ],
  [
    "bcrt1sx6p8njlx7h9mc2agz4yg82dzne23050ncq72cneeecez2pst8mahn8xecsf8g6hzx94420",
    "6028368279cbe6f5cbbc2ba8154883a9a29e5517d1f3c03cac4f39ce3225060b3efb799cd9c412746ae2",
    "regtest",
  ],
];

// BIP-350 valid SegWit addresses (BIP-173's v1+ ones re-encoded with Bech32m).
const BIP350_VALID: [string, string, BitcoinNetwork][] = [
  ["BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "0014751e76e8199196d454941c45d1b3a323f1433bd6", "mainnet"],
  [
    "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
    "00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262",
    "testnet",
  ],
  [
    "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y",
    "5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6",
    "mainnet",
  ],
  ["BC1SW50QGDZ25J", "6002751e", "mainnet"],
  ["bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs", "5210751e76e8199196d454941c45d1b3a323", "mainnet"],
  [
    "tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy",
    "0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433",
    "testnet",
  ],
  [
    "tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c",
    "5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433",
    "testnet",
  ],
  [
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
    "512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798",
    "mainnet",
  ],
];

// BIP-350 invalid SegWit addresses (each invalid on every network).
const BIP350_INVALID = [
  "tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut", // invalid HRP
  "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd", // Bech32 instead of Bech32m
  "tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf",
  "BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL",
  "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh", // Bech32m instead of Bech32
  "tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47",
  "bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4", // invalid character in checksum
  "BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R", // invalid witness version
  "bc1pw5dgrnzv", // 1-byte program
  "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav", // 41-byte program
  "BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P", // v0 program length 16
  "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq", // mixed case
  "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf", // zero padding of more than 4 bits
  "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j", // non-zero padding
  "bc1gmk9yu", // empty data
  // BIP-173's v1+ addresses: encoded with Bech32, so invalid since BIP-350.
  "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx",
  "BC1SW50QA3JX3S",
  "bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj",
];

describe("decodeBitcoinAddress", () => {
  it("decodes Bitcoin Core's vectors to their scriptPubKey on their network", () => {
    for (const [address, script, network] of CORE_VECTORS) {
      const decoded = decodeBitcoinAddress(address, network);
      expect(decoded, address).toBeDefined();
      if (decoded) expect(scriptPubKey(decoded)).toBe(script);
    }
  });

  it("decodes BIP-350's valid addresses to their scriptPubKey", () => {
    for (const [address, script, network] of BIP350_VALID) {
      const decoded = decodeBitcoinAddress(address, network);
      expect(decoded, address).toBeDefined();
      if (decoded) expect(scriptPubKey(decoded)).toBe(script);
    }
  });

  it("refuses BIP-350's invalid addresses on every network", () => {
    for (const address of BIP350_INVALID) expect(bitcoinAddressNetworks(address), address).toEqual([]);
  });

  it("names the address types", () => {
    expect(decodeBitcoinAddress("1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo", "mainnet")?.type).toBe("p2pkh");
    expect(decodeBitcoinAddress("36j4NfKv6Akva9amjWrLG6MuSQym1GuEmm", "mainnet")?.type).toBe("p2sh");
    expect(decodeBitcoinAddress("bc1qvyq0cc6rahyvsazfdje0twl7ez82ndmuac2lhv", "mainnet")?.type).toBe("p2wpkh");
    expect(decodeBitcoinAddress(BIP350_VALID[1]?.[0] ?? "", "testnet")?.type).toBe("p2wsh");
    expect(decodeBitcoinAddress(BIP350_VALID[7]?.[0] ?? "", "mainnet")?.type).toBe("p2tr");
    expect(decodeBitcoinAddress("bc1z2rksukkjr8", "mainnet")).toMatchObject({ type: "witness", witnessVersion: 2 });
  });

  it("keeps networks apart, except Base58 testnet and regtest", () => {
    expect(bitcoinAddressNetworks("1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo")).toEqual(["mainnet"]);
    expect(bitcoinAddressNetworks("tb1qcrh3yqn4nlleplcez2yndq2ry8h9ncg3qh7n54")).toEqual(["testnet"]);
    expect(bitcoinAddressNetworks("bcrt1qdavt4j2sd7dlhqsavtnfxvzppw6k7qy97tmnu9")).toEqual(["regtest"]);
    expect(bitcoinAddressNetworks("mzK2FFDEhxqHcmrJw1ysqFkVyhUULo45hZ")).toEqual(["testnet", "regtest"]);
    expect(bitcoinAddressNetworks("2MxFajLApXpYk4VodBSZSt7rw8y4ryABkfA")).toEqual(["testnet", "regtest"]);
  });

  it("refuses a Base58 address with a bad checksum or an unknown version", () => {
    expect(isBitcoinAddress("1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mp", "mainnet")).toBe(false);
    // A valid Base58Check private key (WIF), not an address.
    expect(bitcoinAddressNetworks("5HsL2nZuEebU5nM3RxNVQD9GcAnvNMahqQskf4fkqHe54zwd14e")).toEqual([]);
    // Rootstock addresses are not Bitcoin addresses.
    expect(bitcoinAddressNetworks("0x5aaEB6053f3e94c9b9a09f33669435E7ef1bEAeD")).toEqual([]);
  });

  it("refuses an address with surrounding spaces", () => {
    expect(isBitcoinAddress(" bc1qvyq0cc6rahyvsazfdje0twl7ez82ndmuac2lhv", "mainnet")).toBe(false);
  });
});

describe("encodeBitcoinAddress", () => {
  it("re-encodes every valid vector", () => {
    for (const [address, , network] of [...CORE_VECTORS, ...BIP350_VALID]) {
      const decoded = decodeBitcoinAddress(address, network);
      if (decoded === undefined) throw new Error(address);
      const target =
        decoded.witnessVersion === undefined
          ? { type: decoded.type as "p2pkh" | "p2sh", program: decoded.program }
          : { witnessVersion: decoded.witnessVersion, program: decoded.program };
      const encoded = encodeBitcoinAddress(network, target);
      expect(encoded).toBe(decoded.witnessVersion === undefined ? address : address.toLowerCase());
    }
  });
});

describe("checkBitcoinAddress", () => {
  it("accepts a valid address, ignoring surrounding spaces", () => {
    const check = checkBitcoinAddress("  bc1qvyq0cc6rahyvsazfdje0twl7ez82ndmuac2lhv\n", "mainnet");
    expect(check.ok).toBe(true);
  });

  it("says why an address is refused", () => {
    expect(checkBitcoinAddress("   ", "mainnet")).toEqual({ ok: false, reason: "required" });
    expect(checkBitcoinAddress("bc1qnotanaddress", "mainnet")).toEqual({ ok: false, reason: "invalid" });
    expect(checkBitcoinAddress("tb1qcrh3yqn4nlleplcez2yndq2ry8h9ncg3qh7n54", "mainnet")).toEqual({
      ok: false,
      reason: "wrongNetwork",
    });
  });

  it("maps every failure to a catalogue entry", () => {
    for (const id of Object.values(BITCOIN_ADDRESS_ERROR_IDS)) expect(isErrorId(id)).toBe(true);
  });

  it("pairs each Rootstock chain with a Bitcoin network", () => {
    expect(BITCOIN_NETWORK_BY_CHAIN).toEqual({ 30: "mainnet", 31: "testnet", 1337: "regtest" });
  });
});
