/**
 * viem retries a request that failed without a JSON-RPC code, or with -32603 ("internal error"), three
 * times with about a second of back-off, on every chain but 31337; the in-process Hardhat node throws its
 * reverts without a code (over HTTP they are -32603), and the test chain is 1337. So each expected revert of a test, and each refused action of the invariant run, waited a
 * second for nothing. In `hardhat test` the in-process node's reverts are final: they reach viem as a node
 * over HTTP would send them, EIP-1474's "execution reverted" (code 3) with the revert data, which viem decodes
 * as a contract revert and does not retry. Installed by the root hook in hardhat.config.ts; the `hardhat node` of `npm start` is untouched.
 */
import { RpcRequestError } from "viem";

interface Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

const PATCHED = Symbol.for("ceiba.finalReverts");
const EXECUTION_REVERTED = 3;
const INTERNAL_ERROR = -32603;

export function makeRevertsFinal(provider: Provider): void {
  const marked = provider as Provider & { [PATCHED]?: true };
  if (marked[PATCHED]) return;
  const request = provider.request.bind(provider);
  marked.request = async (args) => {
    try {
      return await request(args);
    } catch (error) {
      if (!isRevert(error)) throw error;
      // viem rethrows its own errors as they are (others become UnknownRpcError, code -1, which it retries),
      // and reads code 3 with its data as a contract revert, as from a node over HTTP.
      const { message, data } = error as { message: string; data?: unknown };
      const revertData = typeof data === "string" ? data : (data as { data?: unknown } | undefined)?.data;
      throw new RpcRequestError({
        body: args,
        error: { code: EXECUTION_REVERTED, message, ...(typeof revertData === "string" ? { data: revertData } : {}) },
        url: "hardhat",
      });
    }
  };
  marked[PATCHED] = true;
}

function isRevert(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    (code === undefined || code === INTERNAL_ERROR) &&
    typeof message === "string" &&
    /revert|VM Exception|invalid opcode/i.test(message)
  );
}
