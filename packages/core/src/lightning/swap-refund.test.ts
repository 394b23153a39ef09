import { describe, expect, it } from "vitest";
import { REFUND_STEPS, blocksUntilRefund, refundStep, refundability } from "./swap-refund";

const situation = { locked: true, timelock: 1_000n, currentBlock: 900n, providerStatus: "invoice.failedToPay" };

describe("refundability", () => {
  it("is refundable once the latest block reaches the timelock, whatever the provider says", () => {
    expect(refundability({ ...situation, currentBlock: 1_000n })).toEqual({ kind: "refundable" });
    expect(refundability({ ...situation, currentBlock: 1_500n, providerStatus: "invoice.pending" })).toEqual({
      kind: "refundable",
    });
  });

  it("offers only a cooperative refund before the timelock of a failed swap", () => {
    expect(refundability(situation)).toEqual({ kind: "cooperativeOnly", availableAtBlock: 1_000n });
    expect(refundability({ ...situation, providerStatus: "swap.expired", currentBlock: 999n })).toEqual({
      kind: "cooperativeOnly",
      availableAtBlock: 1_000n,
    });
  });

  it("waits while the swap is under way", () => {
    expect(refundability({ ...situation, providerStatus: "invoice.pending" })).toEqual({
      kind: "notYet",
      availableAtBlock: 1_000n,
    });
  });

  it("has nothing to refund once the lock is gone", () => {
    expect(refundability({ ...situation, locked: false, currentBlock: 2_000n })).toEqual({ kind: "nothingToRefund" });
  });

  it("counts the blocks left", () => {
    expect(blocksUntilRefund(1_000n, 900n)).toBe(100n);
    expect(blocksUntilRefund(1_000n, 1_200n)).toBe(0n);
  });
});

describe("refundStep", () => {
  it("walks the spec's steps", () => {
    const open = refundability({ ...situation, currentBlock: 1_000n });
    expect(
      (["idle", "awaitingSignature", "sending", "sent", "mined"] as const).map((phase) => refundStep(open, phase)),
    ).toEqual(["waiting", "signInWallet", "executing", "waitingForConfirmation", "success"]);
    expect(refundStep(open, "failed")).toBe("ended");
    expect(refundStep({ kind: "nothingToRefund" }, "idle")).toBe("ended");
    expect(refundStep(refundability(situation), "idle")).toBe("waiting");
    expect(REFUND_STEPS).toEqual([
      "waiting",
      "signInWallet",
      "executing",
      "waitingForConfirmation",
      "success",
      "ended",
    ]);
  });
});
