import { secp256k1 } from "@noble/curves/secp256k1";
import { checkRefundTransaction, fundingTransaction, taprootLockup } from "@ceiba/boltz-standin";
import { describe, expect, it } from "vitest";
import { bytesToHex, sha256, type Hex } from "viem";
import { findLockupOutput } from "./btc-claim-transaction";
import { buildBtcRefundTransaction } from "./btc-refund-transaction";
import { btcLockupOf } from "./btc-swap-tree";

const keyPair = () => {
  const privateKey = secp256k1.utils.randomPrivateKey();
  return { privateKey: bytesToHex(privateKey), publicKey: bytesToHex(secp256k1.getPublicKey(privateKey, true)) };
};
const preimage: Hex = bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
const user = keyPair();
const server = keyPair();
const TIMEOUT = 1_234;
// The user's own BTC lock (BTC → RBTC): Boltz's key claims with the preimage, the user's refunds after the timeout.
const inputs = {
  preimageHash: sha256(preimage),
  claimPublicKey: server.publicKey,
  refundPublicKey: user.publicKey,
  timeoutBlockHeight: BigInt(TIMEOUT),
};
const destination = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";

// The other side is the Boltz stand-in's own Bitcoin code (written apart from this one): a second reading.
describe("the refund of the user's BTC lock, read by a second implementation", () => {
  const lockup = btcLockupOf(inputs, "regtest", "claim");
  const theirs = taprootLockup(inputs.preimageHash, server.publicKey, user.publicKey, TIMEOUT, "claim");
  const funding = fundingTransaction(theirs.outputScript, 50_000n);
  const output = findLockupOutput(funding.hex, lockup.outputScript);
  const expectation = (height: number) => ({
    lockup: { id: funding.id, vout: 0, amount: 50_000n, outputScript: theirs.outputScript },
    refundLeaf: theirs.swapTree.refundLeaf.output,
    userRefundKey: user.publicKey,
    timeout: TIMEOUT,
    height,
  });
  const refund = (overrides: Partial<Parameters<typeof buildBtcRefundTransaction>[0]> = {}) => {
    if (!output) throw new Error("the funding does not pay the lockup");
    return buildBtcRefundTransaction({
      lockup,
      output,
      refundPrivateKey: user.privateKey,
      timeoutBlockHeight: BigInt(TIMEOUT),
      destinationAddress: destination,
      feeSat: 150n,
      network: "regtest",
      ...overrides,
    });
  };

  it("spends the refund leaf with the refund key's signature, locked until the timeout, the fee taken once", () => {
    const signed = refund();
    expect(checkRefundTransaction(signed.hex, expectation(TIMEOUT))).toEqual({
      id: signed.txid,
      outputs: [{ address: destination, amount: 49_850n }],
    });
    expect(signed.amountSat).toBe(49_850n);
  });

  it("is refused before the timeout's block, and when signed with another key or locked too early", () => {
    expect(() => checkRefundTransaction(refund().hex, expectation(TIMEOUT - 1))).toThrow(/non-final/);
    expect(() =>
      checkRefundTransaction(refund({ refundPrivateKey: server.privateKey }).hex, expectation(TIMEOUT)),
    ).toThrow();
    expect(() =>
      checkRefundTransaction(refund({ timeoutBlockHeight: BigInt(TIMEOUT - 1) }).hex, expectation(TIMEOUT)),
    ).toThrow(/below the refund leaf's timeout/);
  });

  it("refuses a fee that leaves nothing", () => {
    expect(() => refund({ feeSat: 50_000n })).toThrow(RangeError);
  });
});
