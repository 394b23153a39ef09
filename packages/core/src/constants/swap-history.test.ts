import { describe, expect, it } from "vitest";
import {
  PROVIDER_FAILED_STATUSES,
  PROVIDER_PENDING_STATUSES,
  PROVIDER_REFUNDED_STATUSES,
  PROVIDER_SUCCESS_STATUSES,
  SWAP_HISTORY_STATUSES,
  SWAP_PROVIDERS,
  canChangeSwapStatus,
  isFinalSwapHistoryStatus,
  isProviderSwapStatus,
  isSwapHistoryStatus,
  isSwapProvider,
  swapHistoryStatus,
} from "./swap-history";

describe("swap history statuses", () => {
  it("are the spec's four statuses and three providers", () => {
    expect(SWAP_HISTORY_STATUSES).toEqual(["Failed", "Pending", "Refunded", "Completed"]);
    expect(SWAP_PROVIDERS).toEqual(["aggregator", "lightning", "onchain"]);
    expect(isSwapHistoryStatus("Completed")).toBe(true);
    expect(isSwapHistoryStatus("completed")).toBe(false);
    expect(isSwapHistoryStatus(3)).toBe(false);
    expect(isSwapProvider("lightning")).toBe(true);
    expect(isSwapProvider("boltz")).toBe(false);
  });

  it("maps the provider's success list to Completed", () => {
    expect(PROVIDER_SUCCESS_STATUSES.map(swapHistoryStatus)).toEqual(["Completed", "Completed", "Completed"]);
    expect(swapHistoryStatus("invoice.settled")).toBe("Completed");
    expect(swapHistoryStatus("transaction.claim.pending")).toBe("Completed");
  });

  it("maps the provider's failed list to Failed, and its refunds to Refunded", () => {
    expect(PROVIDER_FAILED_STATUSES).toHaveLength(8);
    for (const status of PROVIDER_FAILED_STATUSES) {
      const refunded = (PROVIDER_REFUNDED_STATUSES as readonly string[]).includes(status);
      expect(swapHistoryStatus(status)).toBe(refunded ? "Refunded" : "Failed");
    }
    expect(swapHistoryStatus("invoice.failedToPay")).toBe("Failed");
    expect(swapHistoryStatus("transaction.lockupFailed")).toBe("Failed");
    expect(swapHistoryStatus("transaction.refunded")).toBe("Refunded");
  });

  it("keeps a swap under way Pending and knows no other status", () => {
    for (const status of PROVIDER_PENDING_STATUSES) expect(swapHistoryStatus(status)).toBe("Pending");
    expect(swapHistoryStatus("swap.unknownThing")).toBeUndefined();
    expect(isProviderSwapStatus("transaction.mempool")).toBe(true);
    expect(isProviderSwapStatus("Completed")).toBe(false);
    // No status is in two lists.
    const all = [...PROVIDER_FAILED_STATUSES, ...PROVIDER_SUCCESS_STATUSES, ...PROVIDER_PENDING_STATUSES];
    expect(new Set(all).size).toBe(all.length);
  });

  it("lets a status change while Pending, a failure become a refund, and nothing leave a final status", () => {
    expect(isFinalSwapHistoryStatus("Completed")).toBe(true);
    expect(isFinalSwapHistoryStatus("Refunded")).toBe(true);
    expect(isFinalSwapHistoryStatus("Failed")).toBe(false);
    for (const to of SWAP_HISTORY_STATUSES) expect(canChangeSwapStatus("Pending", to)).toBe(true);
    expect(canChangeSwapStatus("Failed", "Refunded")).toBe(true);
    expect(canChangeSwapStatus("Failed", "Completed")).toBe(false);
    expect(canChangeSwapStatus("Failed", "Pending")).toBe(false);
    expect(canChangeSwapStatus("Completed", "Completed")).toBe(true);
    expect(canChangeSwapStatus("Completed", "Failed")).toBe(false);
    expect(canChangeSwapStatus("Refunded", "Pending")).toBe(false);
  });
});
