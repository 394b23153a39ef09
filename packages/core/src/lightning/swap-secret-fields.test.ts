import { describe, expect, it } from "vitest";
import { SWAP_SECRET_FIELDS, isSwapSecretField, swapSecretFieldPaths } from "./swap-secret-fields";

describe("swap secret fields", () => {
  it("names every secret, whatever the case or separators", () => {
    for (const name of SWAP_SECRET_FIELDS) expect(isSwapSecretField(name)).toBe(true);
    for (const name of ["PREIMAGE", "refund_private_key", "claim-private-key", "userPrivateKey", "Refund File"]) {
      expect([name, isSwapSecretField(name)]).toEqual([name, true]);
    }
    for (const name of ["preimageHash", "invoice", "btcAddress", "refundAddress", "publicKey", "id", "privateKeys"]) {
      expect([name, isSwapSecretField(name)]).toEqual([name, false]);
    }
  });

  it("finds them at any depth, with their paths", () => {
    const preimage = `0x${"11".repeat(32)}`;
    expect(swapSecretFieldPaths({ id: "a", preimageHash: preimage, fromToken: { id: "BTC", symbol: "BTC" } })).toEqual(
      [],
    );
    expect(
      swapSecretFieldPaths({
        id: "a",
        preimage,
        fromToken: { id: "BTC", claim_private_key: preimage },
        extra: [{ ok: 1 }, { btcRefundPrivateKey: preimage }],
      }),
    ).toEqual(["preimage", "fromToken.claim_private_key", "extra[1].btcRefundPrivateKey"]);
    for (const value of [null, 5, "preimage", ["preimage"]]) expect(swapSecretFieldPaths(value)).toEqual([]);
  });
});
