import { describe, expect, it } from "vitest";
import {
  BaseError,
  UserRejectedRequestError,
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  parseAbi,
  toFunctionSelector,
  type Log,
} from "viem";
import { codeForCompoundFailure } from "./compound-codes";
import { decodeFailure, decodeFailureLogs, decodeReturnCode, decodeRevertData, failureErrorId } from "./decode";

const errorStringAbi = parseAbi(["error Error(string)"]);

describe("decodeRevertData", () => {
  it("names our custom errors by their code", () => {
    expect(decodeRevertData(toFunctionSelector("T12()"))).toEqual({
      code: "T12",
      source: "customError",
      detail: "T12",
    });
    expect(decodeRevertData(toFunctionSelector("RD1()")).code).toBe("RD1");
    expect(decodeRevertData(toFunctionSelector("C9()")).code).toBe("C9");
  });

  it("reads Tropykus' short-code revert strings, and keeps other strings as detail only", () => {
    const t17 = encodeErrorResult({ abi: errorStringAbi, errorName: "Error", args: ["T17"] });
    expect(decodeRevertData(t17)).toEqual({ code: "T17", source: "revertString", detail: "T17" });
    const other = encodeErrorResult({ abi: errorStringAbi, errorName: "Error", args: ["re-entered"] });
    expect(decodeRevertData(other)).toEqual({ code: undefined, source: "revertString", detail: "re-entered" });
  });

  it("reads the Money-on-Chain adapter's expired-price revert as the price error C6", () => {
    const reason = "PriceOracleAdapterMoc: Oracle have no Price";
    const noPrice = encodeErrorResult({ abi: errorStringAbi, errorName: "Error", args: [reason] });
    expect(decodeRevertData(noPrice)).toEqual({ code: "C6", source: "revertString", detail: reason });
  });

  it("reports panics and unknown data without a code", () => {
    const panic = encodeErrorResult({ abi: parseAbi(["error Panic(uint256)"]), errorName: "Panic", args: [0x11n] });
    expect(decodeRevertData(panic)).toMatchObject({ code: undefined, source: "panic" });
    expect(decodeRevertData("0xdeadbeef")).toMatchObject({ code: undefined, source: "unknown" });
    expect(decodeRevertData("0x")).toMatchObject({ code: undefined, source: "unknown" });
  });
});

describe("decodeFailure", () => {
  it("recognises a refusal in the wallet", () => {
    const error = new UserRejectedRequestError(new Error("User rejected the request."));
    expect(decodeFailure(error).source).toBe("rejected");
  });

  it("finds revert data carried by a JSON-RPC error anywhere in the causes", () => {
    const rpc = Object.assign(new Error("execution reverted"), { data: toFunctionSelector("C5()") });
    const error = new BaseError("call failed", { cause: rpc });
    expect(decodeFailure(error)).toMatchObject({ code: "C5", source: "customError" });
  });

  it("finds revert data nested as { message, data } (Hardhat's node, a revert it cannot name)", () => {
    const reason = "PriceOracleAdapterMoc: Oracle have no Price";
    const data = encodeErrorResult({ abi: errorStringAbi, errorName: "Error", args: [reason] });
    const rpc = Object.assign(new Error("Transaction reverted and Hardhat couldn't infer the reason."), {
      data: { message: "Transaction reverted and Hardhat couldn't infer the reason.", data },
    });
    const error = new BaseError("call failed", { cause: rpc });
    expect(decodeFailure(error)).toEqual({ code: "C6", source: "revertString", detail: reason });
  });

  it("leaves a failure it cannot explain without a code", () => {
    expect(decodeFailure(new Error("network down"))).toEqual({
      code: undefined,
      source: "unknown",
      detail: "network down",
    });
  });
});

describe("Compound-style failures (Tropykus)", () => {
  it("maps a non-zero return code; zero is success", () => {
    expect(decodeReturnCode(0n)).toBeUndefined();
    expect(decodeReturnCode(14n)).toEqual({ code: "T4", source: "returnCode", detail: "14" }); // TOKEN_INSUFFICIENT_CASH
  });

  it("explains a comptroller rejection by its detail code", () => {
    expect(codeForCompoundFailure(3n, 4n)).toBe("C5"); // COMPTROLLER_REJECTION / INSUFFICIENT_LIQUIDITY
    expect(codeForCompoundFailure(3n, 13n)).toBe("C6"); // PRICE_ERROR
    expect(codeForCompoundFailure(3n, 99n)).toBeUndefined();
  });

  it("decodes the Failure(error, info, detail) log of a successful transaction", () => {
    const abi = parseAbi(["event Failure(uint256 err, uint256 info, uint256 detail)"]);
    const log = {
      address: "0x0000000000000000000000000000000000000001",
      topics: encodeEventTopics({ abi, eventName: "Failure" }),
      data: encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }, { type: "uint256" }], [3n, 14n, 4n]),
      blockHash: null,
      blockNumber: null,
      logIndex: null,
      transactionHash: null,
      transactionIndex: null,
      removed: false,
    } as unknown as Log;
    expect(decodeFailureLogs([log])).toEqual({ code: "C5", source: "failureEvent", detail: "3/4" });
    expect(decodeFailureLogs([])).toBeUndefined();
  });
});

describe("failureErrorId", () => {
  it("points each failure at the core catalogue entry the UI shows", () => {
    expect(failureErrorId({ code: "T12", source: "customError" })).toBe("contract.T12");
    expect(failureErrorId({ code: "C5", source: "failureEvent" })).toBe("contract.C5");
    expect(failureErrorId({ code: undefined, source: "rejected" })).toBe("dialog.rejectedInWallet");
    expect(failureErrorId({ code: undefined, source: "unknown", detail: "something odd" })).toBe("contract.unknown");
  });
});
