import { describe, expect, it } from "vitest";
import type {
  StoredChainSwap,
  StoredChainToBtcSwap,
  StoredReverseSwap,
  StoredSubmarineSwap,
} from "../swap-secrets/stored-swap";
import { nextSwapAction, type LockState } from "./next-swap-action";

const base = {
  id: "s1",
  chainId: 1337,
  createdAt: 1_700_000_000,
  createdAtBlock: 10n,
  etherSwapAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  preimageHash: `0x${"11".repeat(32)}`,
  claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  refundAddress: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  timelock: 500n,
} as const;

const reverse: StoredReverseSwap = {
  ...base,
  kind: "reverse",
  preimage: `0x${"22".repeat(32)}`,
  invoice: "lnbcrt1",
  invoiceAmountSat: 100n,
  onchainAmountSat: 90n,
};
const chainSwap: StoredChainSwap = {
  ...base,
  kind: "chain",
  preimage: `0x${"22".repeat(32)}`,
  btcLockupAddress: "bcrt1q",
  userLockAmountSat: 100n,
  onchainAmountSat: 90n,
  btcRefundPrivateKey: `0x${"33".repeat(32)}`,
  btcTimeoutBlockHeight: 800n,
};
const submarine: StoredSubmarineSwap = {
  ...base,
  kind: "submarine",
  invoice: "lnbcrt1",
  invoiceAmountSat: 100n,
  lockAmountSat: 110n,
};

const at = (lock: LockState, currentBlock = 100n) => ({ lock, currentBlock });

describe("nextSwapAction: reverse and chain", () => {
  it("asks to pay, waits for Boltz's lock, claims, ends", () => {
    expect(nextSwapAction(reverse, "swap.created", at("none"))).toEqual({ type: "payInvoice", invoice: "lnbcrt1" });
    expect(nextSwapAction(reverse, undefined, at("none"))).toEqual({ type: "payInvoice", invoice: "lnbcrt1" });
    expect(nextSwapAction(chainSwap, "swap.created", at("none"))).toEqual({
      type: "sendBtc",
      address: "bcrt1q",
      amountSat: 100n,
    });
    expect(nextSwapAction(reverse, "transaction.mempool", at("none"))).toEqual({ type: "wait", for: "boltzLock" });
    expect(nextSwapAction(reverse, "transaction.confirmed", at("locked"))).toEqual({ type: "claim" });
    // The chain, not the status, decides: a lock found while Boltz still says mempool is claimed.
    expect(nextSwapAction(reverse, "transaction.mempool", at("locked"))).toEqual({ type: "claim" });
    expect(nextSwapAction(reverse, "transaction.confirmed", at("claimed"))).toEqual({
      type: "done",
      outcome: "claimed",
    });
    // Boltz's last reverse status, after the user's claim.
    expect(nextSwapAction(reverse, "invoice.settled", at("claimed"))).toEqual({ type: "done", outcome: "claimed" });
    expect(nextSwapAction(chainSwap, "transaction.server.mempool", at("none"))).toEqual({
      type: "wait",
      for: "boltzLock",
    });
    expect(nextSwapAction(chainSwap, "transaction.server.confirmed", at("locked"))).toEqual({ type: "claim" });
  });

  it("BTC → RBTC given up with the user's BTC locked: the BTC refund from its timeout's block, then done", () => {
    const keyed: StoredChainSwap = { ...chainSwap, btcServerPublicKey: `0x02${"44".repeat(32)}` };
    for (const status of ["swap.waitingForRefund", "transaction.lockupFailed"]) {
      expect(nextSwapAction(keyed, status, at("none"))).toEqual({ type: "refundBtc", availableAtBtcBlock: 800n });
    }
    // Expired with no BTC seen: nothing of the user's is locked.
    expect(nextSwapAction(keyed, "swap.expired", at("none"))).toEqual({
      type: "failed",
      reason: "lightning.swapExpired",
    });
    // A swap stored before Boltz's key was kept cannot rebuild the lockup: the refund file's key is the way.
    expect(nextSwapAction(chainSwap, "swap.waitingForRefund", at("none"))).toMatchObject({ type: "failed" });
    const refunded: StoredChainSwap = {
      ...keyed,
      btcRefundTransaction: { id: "ab".repeat(32), hex: "00", amountSat: 90n, address: "bcrt1q" },
    };
    expect(nextSwapAction(refunded, "swap.waitingForRefund", at("none"))).toEqual({
      type: "done",
      outcome: "refunded",
    });
  });

  it("fails on a lock of other values, an expiry, Boltz's own refund", () => {
    expect(nextSwapAction(reverse, "transaction.confirmed", at("mismatch"))).toEqual({
      type: "failed",
      reason: "lightning.lockMismatch",
    });
    expect(nextSwapAction(reverse, "swap.expired", at("none"))).toEqual({
      type: "failed",
      reason: "lightning.swapExpired",
    });
    expect(nextSwapAction(reverse, "invoice.expired", at("none"))).toEqual({
      type: "failed",
      reason: "lightning.swapExpired",
    });
    expect(nextSwapAction(reverse, "transaction.failed", at("none"))).toEqual({
      type: "failed",
      reason: "lightning.providerRejected",
    });
    expect(nextSwapAction(reverse, "swap.notFound", at("none"))).toEqual({
      type: "failed",
      reason: "lightning.swapNotFound",
    });
    expect(nextSwapAction(reverse, "transaction.refunded", at("refunded"))).toEqual({
      type: "failed",
      reason: "lightning.swapExpired",
    });
  });
});

describe("nextSwapAction: submarine", () => {
  it("locks, waits for the payment and Boltz's claim, ends paid", () => {
    expect(nextSwapAction(submarine, "invoice.set", at("none"))).toEqual({ type: "lock" });
    expect(nextSwapAction({ ...submarine, lockTx: `0x${"44".repeat(32)}` }, "invoice.set", at("none"))).toEqual({
      type: "wait",
      for: "lockConfirmation",
    });
    expect(nextSwapAction(submarine, "transaction.confirmed", at("locked"))).toEqual({
      type: "wait",
      for: "boltzPayment",
      refundAtBlock: 500n,
    });
    expect(nextSwapAction(submarine, "invoice.pending", at("locked"))).toEqual({
      type: "wait",
      for: "boltzPayment",
      refundAtBlock: 500n,
    });
    expect(nextSwapAction(submarine, "invoice.paid", at("locked", 600n))).toEqual({ type: "wait", for: "boltzClaim" });
    expect(nextSwapAction(submarine, "transaction.claimed", at("claimed"))).toEqual({ type: "done", outcome: "paid" });
  });

  it("refunds a failed swap: cooperatively before the timelock, alone from it; a never-claimed lock after it", () => {
    expect(nextSwapAction(submarine, "invoice.failedToPay", at("locked", 499n))).toEqual({
      type: "refund",
      cooperative: true,
    });
    expect(nextSwapAction(submarine, "invoice.failedToPay", at("locked", 500n))).toEqual({
      type: "refund",
      cooperative: false,
    });
    expect(nextSwapAction(submarine, "swap.expired", at("locked", 501n))).toEqual({
      type: "refund",
      cooperative: false,
    });
    expect(nextSwapAction(submarine, "invoice.pending", at("locked", 500n))).toEqual({
      type: "refund",
      cooperative: false,
    });
    expect(nextSwapAction(submarine, "invoice.failedToPay", at("refunded"))).toEqual({
      type: "done",
      outcome: "refunded",
    });
  });

  it("never locks for a failed swap or past the timelock", () => {
    expect(nextSwapAction(submarine, "invoice.failedToPay", at("none"))).toEqual({
      type: "failed",
      reason: "lightning.invoicePaymentFailed",
    });
    expect(nextSwapAction(submarine, "swap.expired", at("none"))).toEqual({
      type: "failed",
      reason: "lightning.swapExpired",
    });
    // Boltz refused the lock it saw (other amount, other timelock): rejected, not expired.
    expect(nextSwapAction(submarine, "transaction.lockupFailed", at("none"))).toEqual({
      type: "failed",
      reason: "lightning.providerRejected",
    });
    expect(nextSwapAction(submarine, "invoice.set", at("none", 500n))).toEqual({
      type: "failed",
      reason: "lightning.timelockTooClose",
    });
    expect(nextSwapAction(submarine, "invoice.set", at("mismatch"))).toEqual({
      type: "failed",
      reason: "lightning.lockMismatch",
    });
  });
});

const chainToBtc: StoredChainToBtcSwap = {
  ...base,
  kind: "chainToBtc",
  preimage: `0x${"22".repeat(32)}`,
  lockAmountSat: 100n,
  btcDestinationAddress: "bcrt1qdest",
  btcClaimPrivateKey: `0x${"33".repeat(32)}`,
  btcServerPublicKey: `0x02${"44".repeat(32)}`,
  btcLockupAddress: "bcrt1p",
  btcTimeoutBlockHeight: 150n,
  serverLockAmountSat: 90n,
  claimFeeSat: 5n,
};

describe("nextSwapAction: RBTC → BTC on chain", () => {
  it("locks, waits for Boltz's BTC lock, claims the BTC, ends when Boltz claims the RBTC", () => {
    expect(nextSwapAction(chainToBtc, "swap.created", at("none"))).toEqual({ type: "lock" });
    expect(nextSwapAction({ ...chainToBtc, lockTx: `0x${"55".repeat(32)}` }, "swap.created", at("none"))).toEqual({
      type: "wait",
      for: "lockConfirmation",
    });
    expect(nextSwapAction(chainToBtc, "transaction.confirmed", at("locked"))).toEqual({
      type: "wait",
      for: "boltzBtcLock",
      refundAtBlock: 500n,
    });
    expect(nextSwapAction(chainToBtc, "transaction.server.mempool", at("locked"))).toEqual({ type: "claimBtc" });
    expect(nextSwapAction(chainToBtc, "transaction.server.confirmed", at("locked"))).toEqual({ type: "claimBtc" });
    expect(nextSwapAction(chainToBtc, "transaction.claimed", at("claimed"))).toEqual({
      type: "done",
      outcome: "claimed",
    });
  });

  it("never refunds once the BTC claim is sent (it revealed the preimage: the RBTC is Boltz's due)", () => {
    const claimed = { ...chainToBtc, btcClaimTransaction: { id: "ab".repeat(32), hex: "00", amountSat: 85n } };
    expect(nextSwapAction(claimed, "swap.expired", at("locked", 600n))).toEqual({ type: "claimBtc" });
  });

  it("refunds when Boltz never locks: cooperatively after a failure, alone from the timelock", () => {
    expect(nextSwapAction(chainToBtc, "transaction.failed", at("locked"))).toEqual({
      type: "refund",
      cooperative: true,
    });
    expect(nextSwapAction(chainToBtc, "swap.expired", at("locked", 500n))).toEqual({
      type: "refund",
      cooperative: false,
    });
    expect(nextSwapAction(chainToBtc, "swap.expired", at("refunded"))).toEqual({ type: "done", outcome: "refunded" });
    expect(nextSwapAction(chainToBtc, "swap.created", at("none", 500n))).toEqual({
      type: "failed",
      reason: "lightning.timelockTooClose",
    });
  });
});
