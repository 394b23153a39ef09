import { secp256k1 } from "@noble/curves/secp256k1";
import { checkClaimTransaction, fundingTransaction, taprootLockup } from "@ceiba/boltz-standin";
import { describe, expect, it } from "vitest";
import { bytesToHex, sha256, type Hex } from "viem";
import { buildBtcClaimTransaction, findLockupOutput } from "./btc-claim-transaction";
import { btcLockupOf } from "./btc-swap-tree";

const keyPair = () => {
  const privateKey = secp256k1.utils.randomPrivateKey();
  return { privateKey: bytesToHex(privateKey), publicKey: bytesToHex(secp256k1.getPublicKey(privateKey, true)) };
};
const preimage: Hex = bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
const user = keyPair();
const server = keyPair();
const inputs = {
  preimageHash: sha256(preimage),
  claimPublicKey: user.publicKey,
  refundPublicKey: server.publicKey,
  timeoutBlockHeight: 1_234n,
};
const destination = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080";

// The other side is the Boltz stand-in's own Bitcoin code (written apart from this one): a second reading.
describe("the BTC lockup and its claim, read by a second implementation", () => {
  const lockup = btcLockupOf(inputs, "regtest", "refund");
  const theirs = taprootLockup(inputs.preimageHash, user.publicKey, server.publicKey, 1_234, "refund");

  it("recomputes the same swap tree and Taproot address as the server side", () => {
    expect(lockup.tree).toEqual(theirs.swapTree);
    expect(lockup.address).toBe(theirs.address);
    expect(lockup.address).toMatch(/^bcrt1p/);
    expect(btcLockupOf(inputs, "testnet", "refund").address).toMatch(/^tb1p/);
  });

  it("recomputes the user's own BTC lock (BTC → RBTC): Boltz's key claims, ours refunds, the same address", () => {
    const userLocks = { ...inputs, claimPublicKey: server.publicKey, refundPublicKey: user.publicKey };
    const ours = btcLockupOf(userLocks, "regtest", "claim");
    const standin = taprootLockup(inputs.preimageHash, server.publicKey, user.publicKey, 1_234, "claim");
    expect(ours.tree).toEqual(standin.swapTree);
    expect(ours.address).toBe(standin.address);
    // The roles change the leaves and the internal key's order: another address than Boltz's own lock.
    expect(ours.address).not.toBe(lockup.address);
  });

  it("builds a claim the server accepts: the claim leaf, a valid signature, the preimage, the fee taken once", () => {
    const funding = fundingTransaction(theirs.outputScript, 50_000n);
    const output = findLockupOutput(funding.hex, lockup.outputScript);
    expect(output).toEqual({ txid: funding.id, vout: 0, amountSat: 50_000n });
    if (!output) return;
    const claim = buildBtcClaimTransaction({
      lockup,
      output,
      claimPrivateKey: user.privateKey,
      preimage,
      destinationAddress: destination,
      feeSat: 150n,
      network: "regtest",
    });
    const checked = checkClaimTransaction(claim.hex, {
      lockup: { id: funding.id, vout: 0, amount: 50_000n, outputScript: theirs.outputScript },
      claimLeaf: theirs.swapTree.claimLeaf.output,
      preimageHash: inputs.preimageHash,
      userClaimKey: user.publicKey,
    });
    expect(checked).toEqual({ id: claim.txid, preimage, outputs: [{ address: destination, amount: 49_850n }] });
    expect(claim.amountSat).toBe(49_850n);
  });

  it("finds no output in a transaction that does not pay the lockup, and refuses a fee above the lock", () => {
    const elsewhere = fundingTransaction(
      taprootLockup(inputs.preimageHash, server.publicKey, user.publicKey, 1, "refund").outputScript,
      1n,
    );
    expect(findLockupOutput(elsewhere.hex, lockup.outputScript)).toBeUndefined();
    const output = { txid: "ab".repeat(32), vout: 0, amountSat: 100n };
    expect(() =>
      buildBtcClaimTransaction({
        lockup,
        output,
        claimPrivateKey: user.privateKey,
        preimage,
        destinationAddress: destination,
        feeSat: 100n,
        network: "regtest",
      }),
    ).toThrow(RangeError);
  });
});
