/**
 * A fake chain for the transaction tests: viem-shaped public and wallet clients that @ceiba/sdk's real
 * executePlan drives (simulation, legacy send, receipt, drop check). Not shipped: only tests import it.
 */
import {
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
  type Hash,
  type PublicClient,
  type TransactionReceipt,
} from "viem";
import { vi } from "vitest";
import { ACCOUNT } from "../test-snapshot";

export const GAS_PRICE = 60_000_000n;
export const GAS_PER_TX = 50_000n;

export interface FakeChainOptions {
  /** The wallet refuses to sign (EIP-1193 4001). */
  reject?: boolean;
  /** Every receipt says reverted. */
  revert?: boolean;
  /** No receipt ever comes and the node forgot the transaction. */
  drop?: boolean;
  /** eth_call (the simulation before each send) throws this. */
  simulationError?: Error;
}

export const hashOf = (n: number): Hash => `0x${n.toString(16).padStart(64, "0")}`;

export function fakeChain(options: FakeChainOptions = {}) {
  let count = 0;
  const sent: { to: string; value?: bigint; gas?: bigint; gasPrice?: bigint; type?: string }[] = [];
  const publicClient = {
    call: vi.fn(async () => {
      if (options.simulationError) throw options.simulationError;
      return { data: undefined };
    }),
    getGasPrice: vi.fn(async () => GAS_PRICE),
    waitForTransactionReceipt: vi.fn(async ({ hash }: { hash: Hash }) => {
      if (options.drop) throw new WaitForTransactionReceiptTimeoutError({ hash });
      return {
        transactionHash: hash,
        status: options.revert ? "reverted" : "success",
        gasUsed: GAS_PER_TX,
        effectiveGasPrice: GAS_PRICE,
        blockNumber: 1_001n,
        logs: [],
      } as unknown as TransactionReceipt;
    }),
    getTransaction: vi.fn(async () => {
      throw new Error("transaction not found");
    }),
  };
  const walletClient = {
    account: { address: ACCOUNT, type: "json-rpc" as const },
    chain: undefined,
    sendTransaction: vi.fn(async (tx: (typeof sent)[number]) => {
      if (options.reject) throw new UserRejectedRequestError(new Error("User rejected the request."));
      sent.push(tx);
      return hashOf(++count);
    }),
  };
  return {
    // The fakes implement what executePlan calls; viem's full client types are far wider.
    publicClient: publicClient as unknown as PublicClient,
    walletClient: walletClient as unknown as Parameters<typeof import("@ceiba/sdk").executePlan>[0]["walletClient"],
    mocks: { publicClient, walletClient },
    sent,
  };
}
