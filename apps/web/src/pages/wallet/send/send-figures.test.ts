import "../../../test/text-encoder";
import { gasLimitFor, toChecksum } from "@ceiba/core";
import { describe, expect, it } from "vitest";
import { toLendingSnapshot } from "../../../lending/data/lending-snapshot";
import { walletBalancesFromSnapshot } from "../../../lending/data/wallet-balances";
import { E, LOCAL, kDOC, kRBTC, market, must, position, snapshot } from "../../../lending/test-snapshot";
import { checkDestination, sendFigures } from "./send-figures";

const TO = "0x27b1fdb04752bbc536007a920d24acb045561c26";
const GAS_PRICE = 60_000_000n;

/** A checksummed address with one letter's case flipped: a typo the checksum catches. */
function typo(address: string): string {
  const index = [...address].findIndex((c, i) => i > 1 && /[a-f]/i.test(c));
  const c = address.charAt(index);
  return (
    address.slice(0, index) + (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) + address.slice(index + 1)
  );
}

describe("checkDestination", () => {
  it("accepts Rootstock's EIP-1191 checksums (30, 31), EIP-55 and single-case addresses, trimming a paste", () => {
    for (const address of [toChecksum(TO, 30), toChecksum(TO, 31), toChecksum(TO, 1), TO, `  ${TO}\n`]) {
      expect(checkDestination(address).problem).toBeUndefined();
    }
    expect(checkDestination(`  ${TO} `).address).toBe(TO);
    // Sent lowercased: viem refuses a mixed-case address that is not EIP-55 (an EIP-1191 checksum).
    expect(checkDestination(toChecksum(TO, 30)).sendTo).toBe(TO);
    expect(checkDestination(TO.slice(0, -1)).sendTo).toBeUndefined();
  });

  it("names what is wrong: a bad checksum, a wrong length, other characters, no 0x, the zero address", () => {
    expect(checkDestination(typo(toChecksum(TO, 30))).problem).toBe("checksum");
    expect(checkDestination(TO.slice(0, -2))).toMatchObject({ problem: "length", digits: 38 });
    expect(checkDestination(`${TO}ab`)).toMatchObject({ problem: "length", digits: 42 });
    expect(checkDestination(`${TO.slice(0, -1)}z`).problem).toBe("characters");
    expect(checkDestination(TO.slice(2)).problem).toBe("prefix");
    expect(checkDestination("0x0000000000000000000000000000000000000000").problem).toBe("zeroAddress");
    expect(checkDestination("").problem).toBe("empty");
  });
});

describe("sendFigures", () => {
  const view = toLendingSnapshot(
    snapshot({
      markets: [market("kRBTC"), market("kDOC")],
      positions: [position(kRBTC, { walletBalance: E("1") }), position(kDOC, { walletBalance: E("250") })],
    }),
    1337,
    LOCAL,
    0,
  );
  const balances = walletBalancesFromSnapshot(view);
  const rbtc = must(
    balances.assets.find((a) => a.token === undefined),
    "rBTC",
  );
  const doc = must(
    balances.assets.find((a) => a.symbol === "DOC"),
    "DOC",
  );
  const fee = gasLimitFor("transfer", 1337) * GAS_PRICE;

  it("Max sends the whole token balance, and rBTC minus the transfer's fee", () => {
    expect(sendFigures({ asset: doc, balances, chainId: 1337, gasPrice: GAS_PRICE }).max).toBe(E("250"));
    const native = sendFigures({ asset: rbtc, balances, chainId: 1337, gasPrice: GAS_PRICE });
    expect(native.fee).toBe(fee);
    expect(native.max).toBe(E("1") - fee);
  });

  it("validates with core validateSend: address first, then the amount and the funds", () => {
    const f = sendFigures({ asset: rbtc, balances, chainId: 1337, gasPrice: GAS_PRICE });
    expect(f.validate(typo(toChecksum(TO, 30)), E("0.1"))).toMatchObject({ ok: false, reason: "invalidAddress" });
    expect(f.validate(TO, 0n)).toMatchObject({ ok: false, rule: "nonPositiveAmount" });
    expect(f.validate(TO, E("1"))).toMatchObject({ ok: false, reason: "insufficientFunds", limit: E("1") - fee });
    expect(f.validate(toChecksum(TO, 31), E("0.5"))).toEqual({ ok: true });
  });
});
