import {
  BaseError,
  ContractFunctionRevertedError,
  UserRejectedRequestError,
  decodeErrorResult,
  parseEventLogs,
  type Abi,
  type Hex,
  type Log,
} from "viem";
import {
  cErc20Abi,
  cRBTCAbi,
  cRBTCMicroAbi,
  comptrollerAbi,
  priceOracleProxyAbi,
  testTokenAbi,
} from "@ceiba/deployments";
import { contractCodeOfReason, describeError, errorIdFromRevertReason, type ErrorId } from "@ceiba/core";
import { codeForCompoundFailure } from "./compound-codes";

/** Where a failure's code came from. */
export type FailureSource =
  | "customError" // one of our contracts' custom errors (the name is the code)
  | "revertString" // a revert string, e.g. Tropykus' "T12"
  | "returnCode" // a Compound-style non-zero return value
  | "failureEvent" // a Compound-style Failure(error, info, detail) log
  | "panic" // a Solidity panic (overflow, division by zero)
  | "rejected" // the user refused in the wallet
  | "unknown";

export interface DecodedFailure {
  /** The catalogue code (e.g. "T12", "C5"), or undefined when the failure matches none. */
  code: string | undefined;
  source: FailureSource;
  /** The raw reason (error name, revert string, Compound enum name), for logs and support. */
  detail?: string;
}

/** Every error any of our contracts (and the ERC-20s they call) can revert with. */
const ERROR_ABI: Abi = dedupeErrors([
  ...cErc20Abi,
  ...cRBTCAbi,
  ...cRBTCMicroAbi,
  ...comptrollerAbi,
  ...priceOracleProxyAbi,
  ...testTokenAbi,
]);

const FAILURE_EVENT_ABI = [
  {
    type: "event",
    name: "Failure",
    inputs: [
      { name: "error", type: "uint256", indexed: false },
      { name: "info", type: "uint256", indexed: false },
      { name: "detail", type: "uint256", indexed: false },
    ],
  },
] as const;

/** Short codes used by the contracts and Tropykus' revert strings. */
const SHORT_CODE = /^(T\d{1,2}|C\d{1,2}|R\d{1,2}|RD\d|A\d|O\d)$/;

function dedupeErrors(abi: readonly Abi[number][]): Abi {
  const seen = new Set<string>();
  return abi.filter((item) => {
    if (item.type !== "error") return false;
    const key = `${item.name}(${item.inputs.map((i) => i.type).join(",")})`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A revert string or custom-error name as a failure. */
function fromReason(reason: string, source: FailureSource): DecodedFailure {
  const trimmed = reason.trim();
  // A code-less Tropykus text (its MoC adapter's missing price) means a code of the catalogue (core).
  const code = SHORT_CODE.test(trimmed) ? trimmed : contractCodeOfReason(trimmed);
  return { code, source, detail: trimmed };
}

/** Decodes raw revert data (custom error, Error(string) or Panic(uint256)). */
export function decodeRevertData(data: Hex): DecodedFailure {
  if (data === "0x") return { code: undefined, source: "unknown" };
  try {
    const decoded = decodeErrorResult({ abi: ERROR_ABI, data });
    if (decoded.errorName === "Error") return fromReason(String(decoded.args?.[0] ?? ""), "revertString");
    if (decoded.errorName === "Panic") return { code: undefined, source: "panic", detail: String(decoded.args?.[0]) };
    return fromReason(decoded.errorName, "customError");
  } catch {
    return { code: undefined, source: "unknown", detail: data };
  }
}

/**
 * The @ceiba/core catalogue entry that explains a failure (what the UI translates and shows, with its
 * recommendation): the wallet refusal, the contract code, or what the reason text says.
 */
export function failureErrorId(failure: DecodedFailure): ErrorId {
  if (failure.source === "rejected") return "dialog.rejectedInWallet";
  if (failure.code) return describeError(failure.code).id;
  return (failure.detail && errorIdFromRevertReason(failure.detail)) || "contract.unknown";
}

/**
 * The catalogue code of a failed call or transaction, from whatever viem threw: the wallet's refusal, a
 * custom error, a revert string, or raw revert data found anywhere in the error's causes.
 */
export function decodeFailure(error: unknown): DecodedFailure {
  if (!(error instanceof BaseError)) {
    return { code: undefined, source: "unknown", detail: error instanceof Error ? error.message : String(error) };
  }
  if (error.walk((e) => e instanceof UserRejectedRequestError || (e as { code?: unknown }).code === 4001)) {
    return { code: undefined, source: "rejected" };
  }
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  if (reverted instanceof ContractFunctionRevertedError) {
    if (reverted.data?.errorName === "Error") return fromReason(String(reverted.data.args?.[0] ?? ""), "revertString");
    if (reverted.data?.errorName === "Panic") return { code: undefined, source: "panic", detail: reverted.reason };
    if (reverted.data?.errorName) return fromReason(reverted.data.errorName, "customError");
    if (reverted.raw) return decodeRevertData(reverted.raw);
    if (reverted.reason) return fromReason(reverted.reason, "revertString");
  }
  // Nodes that put the revert data in the error object's `data` (JSON-RPC error) rather than a decoded cause.
  const withData = error.walk((e) => revertDataOf(e) !== undefined);
  const data = withData ? revertDataOf(withData) : undefined;
  if (data) return decodeRevertData(data);
  const text = `${error.details ?? ""} ${error.shortMessage}`;
  const named = /custom error '(\w+)\(/.exec(text)?.[1] ?? /reverted with reason string '([^']*)'/.exec(text)?.[1];
  if (named) return fromReason(named, "customError");
  return { code: undefined, source: "unknown", detail: error.shortMessage };
}

/**
 * Revert data a JSON-RPC error carries: as its `data`, or inside it as `{ message, data }` (Hardhat's node
 * when its tracer cannot name a revert nested in another contract, e.g. a price adapter under the comptroller).
 */
function revertDataOf(error: unknown): Hex | undefined {
  const data = (error as { data?: unknown }).data;
  if (typeof data === "string") return data.startsWith("0x") ? (data as Hex) : undefined;
  const inner = typeof data === "object" && data !== null ? (data as { data?: unknown }).data : undefined;
  return typeof inner === "string" && inner.startsWith("0x") ? (inner as Hex) : undefined;
}

/** A Compound-style simulation result: 0 is success, anything else is an error code. */
export function decodeReturnCode(result: bigint): DecodedFailure | undefined {
  if (result === 0n) return undefined;
  return { code: codeForCompoundFailure(result), source: "returnCode", detail: String(result) };
}

/** The first Compound `Failure` log of a receipt, decoded. */
export function decodeFailureLogs(logs: readonly Log[]): DecodedFailure | undefined {
  const events = parseEventLogs({ abi: FAILURE_EVENT_ABI, logs: [...logs], strict: false });
  const first = events[0];
  if (!first) return undefined;
  const { error, detail } = first.args;
  if (error === undefined) return undefined;
  return { code: codeForCompoundFailure(error, detail ?? 0n), source: "failureEvent", detail: `${error}/${detail}` };
}
