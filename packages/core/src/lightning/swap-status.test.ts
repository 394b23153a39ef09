import { describe, expect, it } from "vitest";
import { swapHistoryStatus } from "../constants/swap-history";
import { isErrorId } from "../errors/catalogue";
import {
  BOLTZ_SWAP_STATUSES,
  isBoltzSwapStatus,
  lightningFailureErrorId,
  lightningSwapProgress,
  type LightningSwapKind,
} from "./swap-status";

const row = (kind: LightningSwapKind, status: string, claiming = false) => {
  const p = lightningSwapProgress(kind, status, claiming);
  return [p.step, p.status, p.confirmedMeans ?? "-", p.final ? "final" : "open"].join(" ");
};

describe("lightningSwapProgress: reverse (Lightning → RBTC)", () => {
  it.each([
    ["swap.created", "sendLnBtc processing - open"],
    ["minerfee.paid", "sendLnBtc processing - open"],
    ["transaction.mempool", "transactionInProgress mempool - open"],
    ["transaction.confirmed", "claimRbtc confirmed waitToClaim open"],
    ["invoice.settled", "claimRbtc success - final"],
    ["transaction.claimed", "claimRbtc success - final"],
    ["transaction.claim.pending", "claimRbtc success - final"],
    ["invoice.expired", "rejected rejected - final"],
    ["swap.expired", "rejected rejected - final"],
    ["transaction.failed", "rejected rejected - final"],
    ["transaction.lockupFailed", "rejected rejected - final"],
    ["transaction.refunded", "rejected rejected - final"],
    ["something.new", "sendLnBtc processing - open"],
  ])("%s → %s", (status, expected) => {
    expect(row("reverse", status)).toBe(expected);
  });

  it("shows executing claim once the app sent the claim", () => {
    expect(row("reverse", "transaction.confirmed", true)).toBe("claimRbtc executingClaim - open");
  });
});

describe("lightningSwapProgress: submarine (RBTC → Lightning)", () => {
  it.each([
    ["swap.created", "sendLnBtc processing - open"],
    ["invoice.set", "sendLnBtc invoiceSet - open"],
    ["transaction.mempool", "transactionInProgress mempool - open"],
    ["transaction.confirmed", "transactionInProgress confirmed waitForProcessing open"],
    ["invoice.pending", "transactionInProgress payingInvoice - open"],
    ["invoice.paid", "claimRbtc processing - open"],
    ["transaction.claim.pending", "claimRbtc success - final"],
    ["transaction.claimed", "claimRbtc success - final"],
    ["invoice.failedToPay", "rejected rejected - final"],
    ["swap.expired", "rejected rejected - final"],
    ["transaction.lockupFailed", "rejected rejected - final"],
    ["swap.waitingForRefund", "rejected rejected - final"],
  ])("%s → %s", (status, expected) => {
    expect(row("submarine", status)).toBe(expected);
  });
});

describe("lightningSwapProgress: chain (BTC → RBTC)", () => {
  it.each([
    ["swap.created", "sendLnBtc processing - open"],
    ["transaction.mempool", "transactionInProgress mempool - open"],
    ["transaction.confirmed", "transactionInProgress confirmed waitForProcessing open"],
    ["transaction.server.mempool", "transactionInProgress mempool - open"],
    ["transaction.server.confirmed", "claimRbtc confirmed waitToClaim open"],
    ["transaction.claimed", "claimRbtc success - final"],
    ["transaction.refunded", "rejected rejected - final"],
  ])("%s → %s", (status, expected) => {
    expect(row("chain", status)).toBe(expected);
  });
});

describe("history statuses of every Boltz status (the spec's failed and success lists)", () => {
  it.each([
    ["swap.created", "Pending"],
    ["invoice.set", "Pending"],
    ["transaction.mempool", "Pending"],
    ["transaction.confirmed", "Pending"],
    ["invoice.pending", "Pending"],
    ["invoice.paid", "Pending"],
    ["minerfee.paid", "Pending"],
    ["invoice.settled", "Completed"],
    ["transaction.claimed", "Completed"],
    ["transaction.claim.pending", "Completed"],
    ["swap.expired", "Failed"],
    ["invoice.expired", "Failed"],
    ["invoice.failedToPay", "Failed"],
    ["transaction.failed", "Failed"],
    ["transaction.lockupFailed", "Failed"],
    ["swap.notFound", "Failed"],
    ["transaction.refunded", "Refunded"],
    ["swap.refunded", "Refunded"],
  ])("%s → %s", (status, expected) => {
    expect(swapHistoryStatus(status)).toBe(expected);
  });
});

describe("statuses and their messages", () => {
  it("knows Boltz's statuses", () => {
    expect(BOLTZ_SWAP_STATUSES).toContain("transaction.lockupFailed");
    expect(isBoltzSwapStatus("invoice.failedToPay")).toBe(true);
    expect(isBoltzSwapStatus("invoice.failed")).toBe(false);
    // The spec's lists and the unlisted ones, each once; swap.notFound is the app's, not Boltz's.
    expect(new Set(BOLTZ_SWAP_STATUSES).size).toBe(BOLTZ_SWAP_STATUSES.length);
    expect(BOLTZ_SWAP_STATUSES).toHaveLength(21);
    expect(isBoltzSwapStatus("swap.waitingForRefund")).toBe(true);
    expect(isBoltzSwapStatus("swap.notFound")).toBe(false);
  });

  it("follows a reverse swap in Boltz's order: created, lock in the mempool, confirmed (claim), settled", () => {
    const steps = ["swap.created", "transaction.mempool", "transaction.confirmed", "invoice.settled"].map((status) =>
      lightningSwapProgress("reverse", status),
    );
    expect(steps.map(({ step, status }) => `${step}/${status}`)).toEqual([
      "sendLnBtc/processing",
      "transactionInProgress/mempool",
      "claimRbtc/confirmed",
      "claimRbtc/success",
    ]);
    expect(lightningSwapProgress("reverse", "transaction.confirmed", true).status).toBe("executingClaim");
    expect(steps.map((step) => step.final)).toEqual([false, false, false, true]);
  });

  it("says what the chain shows before Boltz does: a mined claim is success, the user's refund rejected", () => {
    expect(lightningSwapProgress("chain", "transaction.server.confirmed", false, "claimed")).toMatchObject({
      step: "claimRbtc",
      status: "success",
      final: true,
    });
    expect(lightningSwapProgress("submarine", "invoice.paid", false, "paid").status).toBe("success");
    expect(lightningSwapProgress("submarine", "swap.expired", false, "refunded")).toMatchObject({
      step: "rejected",
      final: true,
    });
  });

  it("explains failures with catalogue ids: invoice payment failed, expired, not found, rejected", () => {
    expect(lightningFailureErrorId("invoice.failedToPay")).toBe("lightning.invoicePaymentFailed");
    expect(lightningFailureErrorId("swap.expired")).toBe("lightning.swapExpired");
    expect(lightningFailureErrorId("invoice.expired")).toBe("lightning.swapExpired");
    expect(lightningFailureErrorId("swap.notFound")).toBe("lightning.swapNotFound");
    expect(lightningFailureErrorId("transaction.failed")).toBe("lightning.providerRejected");
    expect(lightningFailureErrorId("invoice.paid")).toBeUndefined();
    for (const status of BOLTZ_SWAP_STATUSES) {
      const id = lightningFailureErrorId(status);
      if (id !== undefined) expect(isErrorId(id)).toBe(true);
    }
  });
});

describe("lightningSwapProgress, RBTC → BTC on chain", () => {
  it("reads the user's lock, Boltz's BTC lock, then the user's claim", () => {
    expect(lightningSwapProgress("chainToBtc", "swap.created").step).toBe("sendLnBtc");
    expect(lightningSwapProgress("chainToBtc", "transaction.confirmed")).toMatchObject({
      step: "transactionInProgress",
      confirmedMeans: "waitForProcessing",
    });
    expect(lightningSwapProgress("chainToBtc", "transaction.server.mempool").step).toBe("transactionInProgress");
    expect(lightningSwapProgress("chainToBtc", "transaction.server.confirmed")).toMatchObject({
      step: "claimRbtc",
      confirmedMeans: "waitToClaim",
    });
    expect(lightningSwapProgress("chainToBtc", "transaction.server.confirmed", true).status).toBe("executingClaim");
    expect(lightningSwapProgress("chainToBtc", "transaction.claimed").status).toBe("success");
  });
});
