/** GET /transaction/decodeLogs and /transaction/revertReason (spec lending-engine §7; the route table's rows). */
import { Hono } from "hono";
import { describeError } from "@ceiba/core";
import { API_ROUTES } from "@ceiba/sdk/api";
import { decodeFailure, decodeFailureLogs, failureErrorId, parseMarketEvents } from "@ceiba/sdk";
import { TransactionNotFoundError, TransactionReceiptNotFoundError, type Hash, type Log } from "viem";
import { indexerEnv, publicClient } from "./chain";
import { serveRoute } from "./serve-route";
import { BadRequest } from "./validation";

async function lookup<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof TransactionNotFoundError || error instanceof TransactionReceiptNotFoundError) {
      throw new BadRequest("transaction not found", 404);
    }
    throw error;
  }
}

/** Replays a mined transaction at the block before its own; the catalogue id of its failure, or null. */
async function replay(hash: Hash): Promise<{ message: string | null; recommendation: string | null }> {
  const tx = await lookup(() => publicClient.getTransaction({ hash }));
  if (tx.blockNumber === null) throw new BadRequest("transaction not mined yet", 404);
  try {
    await publicClient.call({
      account: tx.from,
      to: tx.to,
      data: tx.input,
      value: tx.value,
      gas: tx.gas,
      blockNumber: tx.blockNumber > 0n ? tx.blockNumber - 1n : 0n,
    });
    return { message: null, recommendation: null };
  } catch (error) {
    const id = failureErrorId(decodeFailure(error));
    return { message: id, recommendation: describeError(id).entry.recommendation ?? null };
  }
}

/** The deployment's markets, lowercased: other contracts share these events' signatures (a Uniswap v2 pair's Mint). */
const MARKETS = new Set(Object.values(indexerEnv.deployment.markets).map((m) => m.address.toLowerCase()));

/**
 * The markets' events of a receipt, in either layout (ours, or the Tropykus deployments' with indexed addresses;
 * @ceiba/sdk's parseMarketEvents): name, market, log index and arguments, amounts as decimal strings and addresses
 * lowercased (the markets' events hold only addresses and uint256).
 */
export function marketEventsOf(logs: readonly Log[]) {
  return parseMarketEvents(logs.filter((log) => MARKETS.has(log.address.toLowerCase()))).map((e) => ({
    name: e.eventName,
    market: e.address.toLowerCase(),
    logIndex: e.logIndex,
    args: Object.fromEntries(
      Object.entries(e.args).map(([name, value]) => [
        name,
        typeof value === "string" ? value.toLowerCase() : String(value),
      ]),
    ),
  }));
}

export const transactionRoutes = new Hono();

serveRoute(transactionRoutes, API_ROUTES.decodeLogs, async ({ query: { txHash: hash } }) => {
  const receipt = await lookup(() => publicClient.getTransactionReceipt({ hash }));
  const failure = decodeFailureLogs(receipt.logs);
  const events = marketEventsOf(receipt.logs);
  if (receipt.status === "success" && !failure) {
    return { success: true, error: null, recommendation: null, events };
  }
  if (failure) {
    const id = failureErrorId(failure);
    return {
      success: false,
      error: id,
      recommendation: describeError(id).entry.recommendation ?? null,
      events,
    };
  }
  const replayed = await replay(hash);
  const error = replayed.message ?? "contract.unknown";
  return {
    success: false,
    error,
    recommendation: replayed.recommendation ?? describeError(error).entry.recommendation ?? null,
    events,
  };
});

serveRoute(transactionRoutes, API_ROUTES.revertReason, ({ query: { txHash } }) => replay(txHash));
