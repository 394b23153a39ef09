import { TransactionExecutionError, UnknownRpcError, UserRejectedRequestError } from "viem";
import { describe, expect, it } from "vitest";
import { HardwareWalletError } from "../../wallet/connectors/hardware/hardware-errors";
import { failureFromError } from "./transaction-failure";

/** As viem hands a provider's error to the transaction flow: wrapped once by the RPC layer, once by the action. */
const wrapped = (error: Error) => new TransactionExecutionError(new UnknownRpcError(error), { account: null });

describe("a hardware wallet's failure in a transaction", () => {
  it("shows the device's state (locked, unplugged, Trezor's window unavailable), found through viem's wrapping", () => {
    for (const errorId of ["hardware.locked", "hardware.notFound", "hardware.popupUnavailable"] as const) {
      expect(failureFromError(wrapped(new HardwareWalletError(errorId)))).toMatchObject({
        reason: "error",
        id: errorId,
      });
    }
  });

  it("keeps a refusal on the device or a closed Trezor window as the wallet's refusal", () => {
    const refusal = new HardwareWalletError("hardware.popupClosed");
    const failure = failureFromError(
      new TransactionExecutionError(new UserRejectedRequestError(refusal), { account: null }),
    );
    expect(failure).toMatchObject({ reason: "rejected", id: "dialog.rejectedInWallet" });
  });
});
