import assert from "node:assert/strict";
import { BaseError, ContractFunctionRevertedError } from "viem";

/** The custom error name (the protocol's short code, e.g. "T12") a viem call failed with, if any. */
export function revertCode(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName ?? reverted.signature;
  // A sent transaction fails in the node, which names the custom error in its message.
  const named = /reverted with custom error '(\w+)\(/.exec(error.details ?? error.message);
  return named?.[1];
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
