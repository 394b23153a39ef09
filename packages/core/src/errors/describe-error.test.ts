import { describe, expect, it } from "vitest";
import { SERVER_CONNECTION_ERROR } from "./app-errors";
import { ERROR_CATALOGUE } from "./catalogue";
import { CONTRACT_ERROR_CODES } from "./contract-errors";
import {
  contractErrorEntry,
  contractErrorId,
  describeError,
  errorIdFromRevertReason,
  validationErrorId,
} from "./describe-error";

describe("contractErrorId / contractErrorEntry", () => {
  it("maps every known code to its entry", () => {
    for (const code of CONTRACT_ERROR_CODES) {
      expect(contractErrorId(code)).toBe(`contract.${code}`);
      expect(contractErrorEntry(code)).toBe(ERROR_CATALOGUE[`contract.${code}`]);
    }
  });

  it("accepts lowercase, surrounding spaces and the ABI signature form", () => {
    expect(contractErrorId("t12")).toBe("contract.T12");
    expect(contractErrorId(" R8 ")).toBe("contract.R8");
    expect(contractErrorId("RD1()")).toBe("contract.RD1");
  });

  it("returns undefined for an unknown code, and never the generic entry", () => {
    expect(contractErrorId("T26")).toBeUndefined();
    expect(contractErrorId("unknown")).toBeUndefined();
    expect(contractErrorId("")).toBeUndefined();
    expect(contractErrorEntry("Z1")).toBeUndefined();
  });
});

describe("describeError", () => {
  it("describes a contract code", () => {
    const described = describeError("T17");
    expect(described).toMatchObject({ id: "contract.T17", code: "T17", known: true });
    expect(described.entry.message.en).toBe("You cannot repay more than you owe.");
    expect(described.entry.recommendation).toBe("recommendation.repayUpToDebt");
  });

  it("describes a catalogue id and the server connection code", () => {
    expect(describeError("swap.noHash")).toMatchObject({ id: "swap.noHash", known: true });
    expect(describeError(SERVER_CONNECTION_ERROR)).toMatchObject({ id: "server.connection", known: true });
  });

  it("gives the generic entry for an unknown code", () => {
    const described = describeError("T26");
    expect(described).toMatchObject({ id: "contract.unknown", code: "T26", known: false });
    expect(described.entry).toBe(ERROR_CATALOGUE["contract.unknown"]);
    expect(describeError("").id).toBe("contract.unknown");
  });
});

describe("errorIdFromRevertReason", () => {
  it("finds a short code inside a revert reason", () => {
    expect(errorIdFromRevertReason("execution reverted: T17")).toBe("contract.T17");
    expect(errorIdFromRevertReason("reverted with custom error 'R8()'")).toBe("contract.R8");
    expect(errorIdFromRevertReason("Error: RD1")).toBe("contract.RD1");
  });

  it("gives the generic entry for a code-shaped token it does not know", () => {
    expect(errorIdFromRevertReason("execution reverted: T26")).toBe("contract.unknown");
  });

  it("does not read codes inside words or hex", () => {
    expect(errorIdFromRevertReason("ERC20: transfer amount exceeds balance")).toBe("revert.exceedsBalance");
    expect(errorIdFromRevertReason("data 0xT12C1")).toBeUndefined();
  });

  it("recognises wallet rejections first", () => {
    expect(errorIdFromRevertReason("User rejected the request. (T12)")).toBe("dialog.rejectedInWallet");
    expect(errorIdFromRevertReason("MetaMask Tx Signature: User denied transaction signature.")).toBe(
      "dialog.rejectedInWallet",
    );
  });

  it("recognises gas, balance and funds failures", () => {
    expect(errorIdFromRevertReason("Transaction ran out of gas")).toBe("dialog.gasTooLow");
    expect(errorIdFromRevertReason("intrinsic gas too low")).toBe("dialog.gasTooLow");
    expect(errorIdFromRevertReason("SafeMath: addition overflow")).toBe("revert.exceedsBalance");
    expect(errorIdFromRevertReason("insufficient funds for gas * price + value")).toBe("validation.insufficientFunds");
  });

  it("reads a Money-on-Chain adapter's missing price as the market's missing price (C6)", () => {
    expect(errorIdFromRevertReason("PriceOracleAdapterMoc: Oracle have no Price")).toBe("contract.C6");
  });

  it("returns undefined when nothing matches", () => {
    expect(errorIdFromRevertReason("something else entirely")).toBeUndefined();
  });
});

describe("validationErrorId", () => {
  it("uses the rule's message when the catalogue has one, else the reason's", () => {
    expect(validationErrorId({ reason: "reachedLimit", rule: "microCapReached" })).toBe("validation.microCapReached");
    expect(validationErrorId({ reason: "insufficientFunds", rule: "exceedsBalance" })).toBe(
      "validation.insufficientFunds",
    );
    expect(validationErrorId({ reason: "invalidAddress", rule: "invalidAddress" })).toBe("validation.invalidAddress");
    expect(validationErrorId({ reason: "reachedLimit", rule: "marketPaused" })).toBe("validation.marketPaused");
    expect(validationErrorId({ reason: "reachedLimit", rule: "borrowPaused" })).toBe("validation.borrowPaused");
  });
});
