/**
 * The swap history (lending-engine §3 "Swap history (server)", §7 getSwaps): swaps are not the protocol's
 * events, so the app records them here, in the off-chain store (never lost on a reindex).
 *   POST  /swaps        records a swap; a Rootstock transaction is checked against its receipt (sender,
 *                       status) and an aggregator swap's status and amounts are the transaction's (sdk
 *                       swapMovements: the transfers, the rBTC value and unwraps)
 *   PATCH /swaps/:id    a Lightning / on-chain swap's new status (Failed, Pending, Refunded, Completed, or the
 *                       provider's own status mapped by @ceiba/core)
 *   GET   /swaps?address=&status=&take=&skip=&from=&to=   newest first; from, to unix seconds, inclusive; each
 *                       item with its USD price and value at the time (swap-prices.ts)
 */
import { Hono } from "hono";
import {
  SWAP_EVENT_NAME,
  SWAP_HISTORY_STATUSES,
  SWAP_PROVIDERS,
  canChangeSwapStatus,
  isProviderSwapStatus,
  isRootstockAddress,
  swapHistoryStatus,
  type SwapHistoryStatus,
} from "@ceiba/core";
import { getUniswapDeployment } from "@ceiba/deployments";
import { swapMovements } from "@ceiba/sdk";
import { API_ROUTES, type RecordSwapBody } from "@ceiba/sdk/api";
import { TransactionNotFoundError, TransactionReceiptNotFoundError, type Hash } from "viem";
import { offchainStore, type SwapRecord, type SwapToken } from "../offchain/store";
import { indexerEnv, publicClient } from "./chain";
import { swapUsdValues } from "./swap-prices";
import { answer, serveRoute, type BodyFields } from "./serve-route";
import { BadRequest, requireAddress, requireAmount, requireOneOf, requireTxHash } from "./validation";

const { chainId } = indexerEnv;

/** A swap id: what the route table's path parameter (`/swaps/:id`) accepts. */
const requireSwapId = (value: unknown): string =>
  API_ROUTES.updateSwap.params.id.parse(typeof value === "string" ? value : undefined, "id");

/** A token: an address (stored lowercased) or a short id such as "BTC", and its symbol. */
function requireToken(value: unknown, field: string): SwapToken {
  const message = `${field} must be { id, symbol }: id a token address or a short id (letters, digits, '.', '-', '_', ':'), symbol 1 to 32 letters or digits`;
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new BadRequest(message);
  const { id, symbol } = value as Record<string, unknown>;
  if (typeof id !== "string" || typeof symbol !== "string" || !/^[A-Za-z0-9.+_-]{1,32}$/.test(symbol)) {
    throw new BadRequest(message);
  }
  if (/^0x[0-9a-fA-F]{40}$/.test(id)) {
    if (!isRootstockAddress(id)) throw new BadRequest(`${field}.id is not a valid address (checksum)`);
    return { id: id.toLowerCase(), symbol };
  }
  if (!/^[A-Za-z0-9._:-]{1,64}$/.test(id) || id.startsWith("0x")) throw new BadRequest(message);
  return { id, symbol };
}

/** The status a body asks for: `status` (a history status) or `providerStatus` (mapped by @ceiba/core). */
function requestedStatus(
  body: Pick<BodyFields<RecordSwapBody>, "status" | "providerStatus">,
): SwapHistoryStatus | undefined {
  if (body.status !== undefined && body.providerStatus !== undefined) {
    throw new BadRequest("give status or providerStatus, not both");
  }
  if (body.status !== undefined) return requireOneOf(body.status, "status", SWAP_HISTORY_STATUSES);
  if (body.providerStatus === undefined) return undefined;
  if (!isProviderSwapStatus(body.providerStatus)) {
    throw new BadRequest("providerStatus is not a status of the swap provider (e.g. transaction.claimed)");
  }
  return swapHistoryStatus(body.providerStatus);
}

/** The mined transaction's receipt and block time: 404 when the node does not know it, 409 while pending. */
async function minedTransaction(hash: Hash) {
  try {
    const receipt = await publicClient.getTransactionReceipt({ hash });
    const [block, tx] = await Promise.all([
      publicClient.getBlock({ blockNumber: receipt.blockNumber }),
      publicClient.getTransaction({ hash }),
    ]);
    return { receipt, value: tx.value, timestamp: Number(block.timestamp) };
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
  }
  try {
    await publicClient.getTransaction({ hash });
  } catch (error) {
    if (error instanceof TransactionNotFoundError) throw new BadRequest("txHash: transaction not found", 404);
    throw error;
  }
  throw new BadRequest("txHash: the transaction is not mined yet; record the swap once it is", 409);
}

/** A swap as the API answers it: the record plus the spec's activity fields (event Exchange). */
const view = (swap: SwapRecord) => ({
  ...swap,
  transaction: swap.txHash ? { id: swap.txHash } : null,
  eventName: SWAP_EVENT_NAME,
});

const sameSwap = (a: Omit<SwapRecord, "createdAt" | "updatedAt">, b: SwapRecord) =>
  a.address === b.address &&
  a.provider === b.provider &&
  a.txHash === b.txHash &&
  a.fromToken.id === b.fromToken.id &&
  a.fromToken.symbol === b.fromToken.symbol &&
  a.toToken.id === b.toToken.id &&
  a.toToken.symbol === b.toToken.symbol &&
  a.fromAmount === b.fromAmount &&
  a.toAmount === b.toAmount;

export const swapRoutes = new Hono();

serveRoute(swapRoutes, API_ROUTES.recordSwap, async ({ body }) => {
  const id = requireSwapId(body.id);
  const provider = requireOneOf(body.provider, "provider", SWAP_PROVIDERS);
  const address = requireAddress(body.address);
  const fromToken = requireToken(body.fromToken, "fromToken");
  const toToken = requireToken(body.toToken, "toToken");
  if (fromToken.id.toLowerCase() === toToken.id.toLowerCase()) {
    throw new BadRequest("fromToken and toToken must be different tokens");
  }
  let fromAmount = requireAmount(body.fromAmount, "fromAmount", true);
  let toAmount = requireAmount(body.toAmount, "toAmount", false);
  if (provider === "aggregator" && body.txHash === undefined) {
    throw new BadRequest("txHash is required for an aggregator swap (its Rootstock transaction)");
  }
  const txHash = body.txHash === undefined || body.txHash === null ? null : requireTxHash(body.txHash);
  const asked = requestedStatus(body);

  let status: SwapHistoryStatus = asked ?? "Pending";
  let timestamp = Math.floor(Date.now() / 1000);
  if (txHash) {
    const { receipt, value, timestamp: blockTime } = await minedTransaction(txHash);
    if (receipt.from.toLowerCase() !== address) {
      throw new BadRequest("txHash was sent by another address than the swap's", 403);
    }
    timestamp = blockTime;
    // A reverted transaction failed the swap; a successful one completes an aggregator trade (a Lightning or
    // on-chain swap goes on after its Rootstock transaction: its status is the one given, Pending by default).
    const fromReceipt: SwapHistoryStatus | undefined =
      receipt.status === "reverted" ? "Failed" : provider === "aggregator" ? "Completed" : undefined;
    if (fromReceipt) {
      if (asked !== undefined && asked !== fromReceipt) {
        throw new BadRequest(`status ${asked} does not match the transaction receipt (${fromReceipt})`);
      }
      status = fromReceipt;
    }
    if (provider === "aggregator" && receipt.status === "success") {
      // The amounts the chain moved, not the ones the client claims: the client's stand only for a side the
      // transaction cannot show (rBTC bought on a chain whose wrapped RBTC the deployments do not name).
      const moved = swapMovements(
        { logs: receipt.logs, value },
        {
          inToken: fromToken.id,
          outToken: toToken.id,
          account: address,
          wrappedNative: getUniswapDeployment(chainId)?.wrappedNative ?? null,
        },
      );
      if (moved.in !== undefined) fromAmount = moved.in;
      if (moved.out !== undefined) toAmount = moved.out;
    }
  }

  const swap = {
    id,
    chainId,
    address,
    provider,
    status,
    txHash,
    fromToken,
    toToken,
    fromAmount: String(fromAmount),
    toAmount: String(toAmount),
    timestamp,
  };
  const store = await offchainStore();
  if (await store.insertSwap(swap)) {
    const saved = await store.findSwap(chainId, id);
    if (!saved) throw new Error("swap not stored");
    return answer({ success: true, data: view(saved) }, 201);
  }
  // Already recorded: the same swap again is answered as it is; anything else is a conflict.
  const existing = await store.findSwap(chainId, id);
  if (existing && sameSwap(swap, existing)) return { success: true, data: view(existing) };
  if (existing) throw new BadRequest(`a swap with id ${id} is already recorded with other details`, 409);
  const byTx = txHash ? await store.findSwapByTx(chainId, txHash) : undefined;
  throw new BadRequest(`txHash is already recorded as swap ${byTx?.id ?? "(another id)"}`, 409);
});

serveRoute(swapRoutes, API_ROUTES.updateSwap, async ({ params: { id }, body }) => {
  const address = requireAddress(body.address);
  const to = requestedStatus(body);
  if (to === undefined) throw new BadRequest("status or providerStatus is required");
  const store = await offchainStore();
  const swap = await store.findSwap(chainId, id);
  if (!swap) throw new BadRequest(`no swap ${id}`, 404);
  if (swap.address !== address) throw new BadRequest("address is not the address of the swap", 403);
  if (swap.provider === "aggregator") {
    throw new BadRequest("an aggregator swap's status is its transaction receipt's and does not change", 409);
  }
  if (!canChangeSwapStatus(swap.status, to)) {
    throw new BadRequest(`a ${swap.status} swap cannot become ${to}`, 409);
  }
  if (swap.status !== to && !(await store.updateSwapStatus(chainId, id, swap.status, to))) {
    throw new BadRequest(`swap ${id} changed meanwhile; read it again`, 409);
  }
  const saved = await store.findSwap(chainId, id);
  if (!saved) throw new Error("swap not stored");
  return { success: true, data: view(saved) };
});

serveRoute(swapRoutes, API_ROUTES.swaps, async ({ query }) => {
  const { address, status: statuses, take, skip, from, to } = query;
  if (from !== undefined && to !== undefined && from > to) throw new BadRequest("from must not be after to");
  const store = await offchainStore();
  const { items, totalCount } = await store.listSwaps({ chainId, address, statuses, from, to, take, skip });
  const usd = await swapUsdValues(items);
  return {
    address,
    totalCount,
    take,
    skip,
    items: items.map((swap, i) => ({ ...view(swap), ...(usd[i] ?? { priceAt: null, amountUsd: null }) })),
  };
});
