import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseError, ContractFunctionRevertedError, toFunctionSelector } from "viem";

// Every protocol error is declared in Errors.sol as `error CODE();`: selector → code.
const source = readFileSync(path.join(__dirname, "../../contracts/errors/Errors.sol"), "utf8");
const bySelector = new Map<string, string>(
  [...source.matchAll(/^error (\w+)\(\);/gm)].map((m) => {
    const name = m[1] ?? "";
    return [toFunctionSelector(`${name}()`), name];
  }),
);

/** The protocol error name of raw revert data (a selector followed by nothing), if it is one of ours. */
export function errorName(data: `0x${string}`): string | undefined {
  return bySelector.get(data.slice(0, 10).toLowerCase());
}

/**
 * The custom error name (the protocol's short code, e.g. "T12") a viem call failed with, if any: from the
 * decoded revert, from the node's message, or from the raw revert data. (Hardhat's message says only
 * "unrecognized custom error (return data: 0x…)" when its tracer cannot map the contract, which depends on
 * how the last compile split the artifacts.)
 */
export function revertCode(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  const decoded = reverted instanceof ContractFunctionRevertedError ? reverted : undefined;
  const fromData =
    decoded?.data?.errorName ?? (decoded?.signature ? errorName(decoded.signature as `0x${string}`) : undefined);
  if (fromData) return fromData;
  const texts: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    texts.push(e.message);
    if (e instanceof BaseError) texts.push(e.details);
  }
  const all = texts.join("\n");
  const named = /reverted with custom error '(\w+)\(/.exec(all)?.[1];
  if (named) return named;
  const data = /return data: (0x[0-9a-fA-F]{8})/.exec(all)?.[1];
  // An error outside our catalogue and the contract's ABI (another contract's, e.g. a token's): its selector.
  return (data ? errorName(data as `0x${string}`) : undefined) ?? decoded?.signature;
}

/** Asserts that `action` reverts with the custom error `code`. */
export async function expectRevert(action: Promise<unknown>, code: string): Promise<void> {
  try {
    await action;
  } catch (error) {
    assert.equal(revertCode(error), code, `expected revert ${code}, got: ${String(error).slice(0, 400)}`);
    return;
  }
  assert.fail(`expected revert ${code}, but the call succeeded`);
}
