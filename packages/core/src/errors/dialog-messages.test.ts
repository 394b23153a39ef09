import { describe, expect, it } from "vitest";
import { decodedLogsSucceeded } from "./app-errors";
import { translateError } from "./catalogue";
import { ACTION_FAILED_MESSAGES, failureNotificationId, showsSupportLink } from "./dialog-messages";

describe("dialog helpers", () => {
  it("uses the swap notification only for swaps", () => {
    expect(failureNotificationId("swap")).toBe("notification.swapFailed");
    expect(failureNotificationId("deposit")).toBe("notification.transactionFailed");
  });

  it("shows the support link unless the user cancelled in the wallet", () => {
    expect(showsSupportLink("dialog.rejectedInWallet")).toBe(false);
    expect(showsSupportLink("contract.T12")).toBe(true);
  });

  it("explains a dropped and a replaced transaction, with a recommendation", () => {
    expect(translateError("dialog.transactionDropped", "en")).toEqual({
      id: "dialog.transactionDropped",
      message: "The transaction left the network without being confirmed.",
      recommendation: "Try again.",
    });
    expect(translateError("dialog.transactionReplaced", "es").recommendation).toBe("Inténtalo de nuevo.");
    expect(showsSupportLink("dialog.transactionDropped")).toBe(true);
  });

  it("has a failure message per action", () => {
    expect(ACTION_FAILED_MESSAGES).toEqual({
      deposit: "dialog.depositFailed",
      withdraw: "dialog.withdrawFailed",
      borrow: "dialog.borrowFailed",
      repay: "dialog.repayFailed",
    });
  });
});

describe("decodedLogsSucceeded", () => {
  it("counts 'Failed to initialize provider' with a success status as success", () => {
    expect(decodedLogsSucceeded({ success: true, error: "Failed to initialize provider" })).toBe(true);
    expect(decodedLogsSucceeded({ success: true })).toBe(true);
    expect(decodedLogsSucceeded({ success: true, error: null })).toBe(true);
  });

  it("counts any other error, or a failed status, as failure", () => {
    expect(decodedLogsSucceeded({ success: true, error: "T12" })).toBe(false);
    expect(decodedLogsSucceeded({ success: false, error: "Failed to initialize provider" })).toBe(false);
    expect(decodedLogsSucceeded({ success: false })).toBe(false);
  });
});
