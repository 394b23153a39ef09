/**
 * The swap history (lending-engine §3 "Swap history (server)", §7 getSwaps): swaps are not the protocol's
 * events, so the app records them here, in the off-chain store (never lost on a reindex).
 *   POST  /swaps        records a swap; a Rootstock transaction is checked against its receipt (sender,
 *                       status) and an aggregator swap's status and amounts are the transaction's (sdk
 *                       swapMovements: the transfers, the rBTC value and unwraps). A Lightning swap carries its
 *                       invoice, an on-chain swap its Bitcoin address, both their fee (fixed sats + percentage):
 *                       public facts, checked by core's rules, so another device shows them. Never a secret:
 *                       serveRoute refuses a body naming one (core SWAP_SECRET_FIELDS) and any unlisted field.
 *                       A Lightning / on-chain swap is recorded Pending whatever status the body claims.
 *   PATCH /swaps/:id    "re-check this swap": the server reads a Lightning / on-chain swap's status from Boltz and
 *                       maps it by @ceiba/core, or checks the user's refund transaction on chain (Refunded with
 *                       txHash); the client's status is never taken as is (swap-status-check.ts)
 *   GET   /swaps?address=&status=&take=&skip=&from=&to=   newest first; from, to unix seconds, inclusive; each
 *                       item with its USD price and value at the time (swap-prices.ts)
 */
import { Hono } from "hono";
import {
  SWAP_EVENT_NAME,
  SWAP_HISTORY_STATUSES,
  SWAP_PROVIDERS,
  bitcoinNetworkForChain,
  canChangeSwapStatus,
  checkBitcoinAddressForChain,
  isFinalSwapHistoryStatus,
  checkSwapInvoice,
  feePercentageString,
  isBitcoinSymbol,
  isProviderSwapStatus,
  isRootstockAddress,
  lightningPrefixForChain,
  parseFeePercentage,
  swapHistoryStatus,
  type BitcoinAddressFailure,
  type SwapHistoryStatus,
  type SwapInvoiceFailure,
  type SwapProvider,
} from "@ceiba/core";
import { getUniswapDeployment } from "@ceiba/deployments";
import { swapMovements } from "@ceiba/sdk";
import { API_ROUTES, type RecordSwapBody } from "@ceiba/sdk/api";
import { TransactionNotFoundError, TransactionReceiptNotFoundError, type Hash } from "viem";
import { offchainStore, type NewSwap, type SwapFacts, type SwapRecord, type SwapToken } from "../offchain/store";
import { indexerEnv, publicClient } from "./chain";
import { swapUsdValues } from "./swap-prices";
import { checkRefund, providerHistoryStatus } from "./swap-status-check";
import { Refusal, answer, serveRoute, type BodyFields } from "./serve-route";
import { BadRequest, requireAddress, requireAmount, requireOneOf, requireTxHash } from "./validation";

const { chainId } = indexerEnv;

/** A swap id: what the route table's path parameter (`/swaps/:id`) accepts. */
const requireSwapId = (value: unknown): string =>
  API_ROUTES.updateSwap.params.id.parse(typeof value === "string" ? value : undefined, "id");

/** A token: an address (stored lowercased) or a short id such as "BTC", and its symbol. */
function requireToken(value: unknown, field: string): SwapToken {
  const message = `${field} must be { id, symbol }: id a token address or a short id (letters, digits, '.', '-', '_', ':'), symbol 1 to 32 letters or digits`;
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new BadRequest(message);
  if (Object.keys(value).some((key) => key !== "id" && key !== "symbol")) throw new BadRequest(message);
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

const absent = (value: unknown) => value === undefined || value === null;

const INVOICE_REFUSALS: Record<SwapInvoiceFailure, (chainId: number, amountSat: bigint) => string> = {
  required: () => "invoice is required for a lightning swap (its BOLT 11 invoice)",
  invalid: () => "invoice is not a Lightning invoice (BOLT 11)",
  wrongNetwork: (chain) => `invoice is not of this chain's Bitcoin network (${lightningPrefixForChain(chain)}…)`,
  noAmount: () => "invoice has no amount",
  amountMismatch: (_chain, sat) => `invoice is not for the swap's Bitcoin amount (${sat} sat)`,
  // Not checked here: the history records a swap whatever its invoice's age.
  expired: () => "invoice has expired",
};

const ADDRESS_REFUSALS: Record<BitcoinAddressFailure, string> = {
  required: "btcAddress is required for an onchain swap (its Bitcoin address)",
  invalid: "btcAddress is not a Bitcoin address",
  wrongNetwork: "btcAddress is not of this chain's Bitcoin network",
};

/**
 * A Lightning swap's invoice: core's BOLT 11 decoding (a `lightning:` prefix and either case read as core
 * reads them), the chain's Bitcoin network, and exactly the swap's Bitcoin amount (the side whose token is
 * Bitcoin, in satoshis). Kept as core writes it: lowercase, without the prefix.
 */
function requireInvoice(value: unknown, fromToken: SwapToken, toToken: SwapToken, amounts: [bigint, bigint]): string {
  if (typeof value !== "string") throw new BadRequest(INVOICE_REFUSALS.required(chainId, 0n));
  const network = bitcoinNetworkForChain(chainId);
  if (network === undefined) throw new BadRequest(`chain ${chainId} has no Lightning swaps`);
  const bitcoinSides = [fromToken, toToken].flatMap((token, i) => (isBitcoinSymbol(token.symbol) ? [i] : []));
  const side = bitcoinSides[0];
  if (bitcoinSides.length !== 1 || side === undefined) {
    throw new BadRequest("a lightning swap gives or gets Bitcoin: exactly one of fromToken, toToken must be BTC");
  }
  const amountSat = amounts[side] ?? 0n;
  const checked = checkSwapInvoice(value, { network, amountSat });
  if (!checked.ok) throw new BadRequest(INVOICE_REFUSALS[checked.reason](chainId, amountSat));
  return checked.invoice.paymentRequest;
}

/** An on-chain swap's Bitcoin address, by core's rules for the chain's network (Bech32 kept lowercase). */
function requireBtcAddress(value: unknown): string {
  if (typeof value !== "string") throw new BadRequest(ADDRESS_REFUSALS.required);
  if (bitcoinNetworkForChain(chainId) === undefined) throw new BadRequest(`chain ${chainId} has no Bitcoin swaps`);
  const checked = checkBitcoinAddressForChain(value, chainId);
  if (!checked.ok) throw new BadRequest(ADDRESS_REFUSALS[checked.reason]);
  const address = value.trim();
  return checked.address.witnessVersion === undefined ? address : address.toLowerCase();
}

/** The fee as the provider's pairs give it: fixed sats and a percentage, both or neither; stored normalised. */
function optionalFee(body: Pick<BodyFields<RecordSwapBody>, "feeFixedSat" | "feePercent">) {
  if (absent(body.feeFixedSat) && absent(body.feePercent)) return { feeFixedSat: null, feePercent: null };
  if (absent(body.feeFixedSat) || absent(body.feePercent)) {
    throw new BadRequest("give feeFixedSat and feePercent together (the fee's fixed part and its percentage)");
  }
  const fixed = requireAmount(body.feeFixedSat, "feeFixedSat", false);
  const rate = typeof body.feePercent === "string" ? parseFeePercentage(body.feePercent) : undefined;
  if (rate === undefined) {
    throw new BadRequest(
      'feePercent must be a percentage from 0 to 100 as a decimal string ("0.1" is 0.1 %), at most 16 decimals',
    );
  }
  return { feeFixedSat: String(fixed), feePercent: feePercentageString(rate) };
}

/**
 * The public facts of a Lightning / on-chain swap: a lightning swap's invoice (required), an onchain swap's
 * Bitcoin address (required), and for both the provider's fee; none of them for an aggregator swap.
 */
function swapFacts(
  body: BodyFields<RecordSwapBody>,
  provider: SwapProvider,
  tokens: [SwapToken, SwapToken],
  amounts: [bigint, bigint],
): SwapFacts {
  if (provider === "aggregator") {
    const given = (["invoice", "btcAddress", "feeFixedSat", "feePercent"] as const).filter((f) => !absent(body[f]));
    if (given.length > 0) {
      throw new BadRequest(`${given.join(", ")}: only a lightning or onchain swap has an invoice, address or fee`);
    }
    return { invoice: null, btcAddress: null, feeFixedSat: null, feePercent: null };
  }
  if (provider === "lightning" && !absent(body.btcAddress)) {
    throw new BadRequest("btcAddress is for an onchain swap; a lightning swap has its invoice");
  }
  if (provider === "onchain" && !absent(body.invoice)) {
    throw new BadRequest("invoice is for a lightning swap; an onchain swap has its btcAddress");
  }
  return {
    invoice: provider === "lightning" ? requireInvoice(body.invoice, ...tokens, amounts) : null,
    btcAddress: provider === "onchain" ? requireBtcAddress(body.btcAddress) : null,
    ...optionalFee(body),
  };
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

const sameSwap = (a: NewSwap, b: SwapRecord) =>
  a.invoice === b.invoice &&
  a.btcAddress === b.btcAddress &&
  a.feeFixedSat === b.feeFixedSat &&
  a.feePercent === b.feePercent &&
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
  const facts = swapFacts(body, provider, [fromToken, toToken], [fromAmount, toAmount]);
  if (provider === "aggregator" && body.txHash === undefined) {
    throw new BadRequest("txHash is required for an aggregator swap (its Rootstock transaction)");
  }
  const txHash = body.txHash === undefined || body.txHash === null ? null : requireTxHash(body.txHash);
  const asked = requestedStatus(body);

  // The client's status stands for an aggregator swap only, and only as far as its receipt agrees; a Lightning
  // or on-chain swap starts Pending, and its later statuses are the server's own reading (PATCH).
  let status: SwapHistoryStatus = provider === "aggregator" ? (asked ?? "Pending") : "Pending";
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
      if (provider === "aggregator" && asked !== undefined && asked !== fromReceipt) {
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

  const swap: NewSwap = {
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
    ...facts,
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
  // The client's view, checked for shape but not believed: the status is read from the provider or the chain.
  const asked = requestedStatus(body);
  const refundTx = body.txHash === undefined || body.txHash === null ? undefined : requireTxHash(body.txHash);
  if (refundTx !== undefined && asked !== "Refunded") {
    throw new BadRequest("txHash is the user's refund transaction: give it with status Refunded");
  }
  const store = await offchainStore();
  const swap = await store.findSwap(chainId, id);
  if (!swap) throw new BadRequest(`no swap ${id}`, 404);
  if (swap.address !== address) throw new BadRequest("address is not the address of the swap", 403);
  if (swap.provider === "aggregator") {
    throw new BadRequest("an aggregator swap's status is its transaction receipt's and does not change", 409);
  }
  // A final status never changes: nothing to ask anyone.
  if (isFinalSwapHistoryStatus(swap.status)) return { success: true, data: view(swap) };

  let to: SwapHistoryStatus | undefined;
  if (refundTx !== undefined) {
    const refused = await checkRefund(swap, refundTx);
    if (refused) return refused;
    to = "Refunded";
  } else {
    const read = await providerHistoryStatus(id);
    if (read instanceof Refusal) return read;
    to = read;
  }
  // A status the record cannot take (Boltz's failure again after the user's refund) leaves it as it is.
  if (to !== undefined && to !== swap.status && canChangeSwapStatus(swap.status, to)) {
    if (!(await store.updateSwapStatus(chainId, id, swap.status, to))) {
      throw new BadRequest(`swap ${id} changed meanwhile; read it again`, 409);
    }
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
