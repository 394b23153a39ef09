/**
 * Boltz's REST API v2 as the stand-in answers it (the paths, bodies and answers Boltz documents in its
 * swagger; errors are `{ "error": "…" }` with 400, or 404 for an unknown swap).
 */
import type http from "node:http";
import { broadcastBitcoinTransaction } from "./bitcoin-broadcast";
import { createChainSwap, createReverseSwap, createSubmarineSwap } from "./create-swaps";
import type { EngineContext } from "./engine-context";
import { etherSwapDomain, etherSwapRefundTypes } from "./ether-swap-abi";
import { pairsAnswer } from "./pair-fees";
import { RequestRefused, readJsonObject } from "./request-body";
import { simulatedBitcoinHeight } from "./simulated-bitcoin";
import { type StoredSwap, currentStatus } from "./swap-record";

export interface ApiAnswer {
  status: number;
  body: unknown;
}

const ok = (body: unknown, status = 200): ApiAnswer => ({ status, body });

function swapOf(context: EngineContext, id: string, kind?: StoredSwap["kind"]): StoredSwap {
  const swap = context.store.swap(id);
  // Both directions of a chain swap live under /v2/swap/chain.
  const sameKind = !kind || swap?.kind === kind || (kind === "chain" && swap?.kind === "chainToBtc");
  if (!swap || !sameKind) throw new RequestRefused(`could not find swap with id: ${id}`, 404);
  return swap;
}

/** The answer to a /v2 request, or undefined when the path is not one of Boltz's that the stand-in serves. */
export async function boltzApi(
  context: EngineContext,
  req: http.IncomingMessage,
  path: string,
): Promise<ApiAnswer | undefined> {
  const method = req.method ?? "GET";
  const kindRoute = /^\/v2\/swap\/(submarine|reverse|chain)$/.exec(path);
  if (kindRoute) {
    const kind = kindRoute[1] as "submarine" | "reverse" | "chain";
    if (method === "GET") return ok(pairsAnswer(context.fees)[kind]);
    if (method !== "POST") throw new RequestRefused(`${method} is not allowed here`, 405);
    const body = await readJsonObject(req);
    // Creations run in the queue: their block height and duplicate checks see every earlier change.
    const create = async (): Promise<unknown> => {
      if (kind === "submarine") return createSubmarineSwap(context, body);
      if (kind === "reverse") return createReverseSwap(context, body);
      return createChainSwap(context, body);
    };
    return ok(await context.serially(create), 201);
  }
  if (path === "/v2/chain/BTC/transaction" && method === "POST") {
    const body = await readJsonObject(req);
    return ok(await context.serially(async () => broadcastBitcoinTransaction(context, body)), 201);
  }
  if (method !== "GET") return undefined;

  const detail = /^\/v2\/swap\/(submarine|reverse|chain)\/([^/]+)\/(refund|transaction|transactions|preimage)$/.exec(
    path,
  );
  if (detail) {
    const [, kind = "", id = "", what = ""] = detail;
    return ok(await swapDetail(context, swapOf(context, decodeURIComponent(id), kind as StoredSwap["kind"]), what));
  }
  const statusRoute = /^\/v2\/swap\/([^/]+)$/.exec(path);
  if (statusRoute) return ok(currentStatus(swapOf(context, decodeURIComponent(statusRoute[1] ?? ""))));

  if (path === "/v2/chain/contracts") return ok({ rsk: contracts(context) });
  if (path === "/v2/chain/RBTC/contracts") return ok(contracts(context));
  if (path === "/v2/chain/heights") return ok(await heights(context));
  const height = /^\/v2\/chain\/([^/]+)\/height$/.exec(path);
  if (height) {
    const all = await heights(context);
    const currency = height[1] ?? "";
    if (currency !== "BTC" && currency !== "RBTC")
      throw new RequestRefused(`could not find currency: ${currency}`, 404);
    return ok({ height: all[currency] });
  }
  return undefined;
}

const contracts = (context: EngineContext) => ({
  network: { chainId: context.chainId, name: "Ceiba local (Boltz stand-in)" },
  tokens: {},
  swapContracts: { EtherSwap: context.etherSwap },
});

async function heights(context: EngineContext) {
  const rsk = Number(await context.publicClient.getBlockNumber());
  return { BTC: simulatedBitcoinHeight(rsk), RBTC: rsk };
}

/** Statuses after which Boltz signs a cooperative refund of a user's RBTC lock (submarine, RBTC → BTC chain). */
const REFUNDABLE = new Set(["invoice.failedToPay", "swap.expired", "transaction.lockupFailed"]);

async function swapDetail(context: EngineContext, swap: StoredSwap, what: string): Promise<unknown> {
  const { status } = currentStatus(swap);
  if (what === "refund" && (swap.kind === "submarine" || swap.kind === "chainToBtc")) {
    if (!swap.lockup || !REFUNDABLE.has(status)) {
      throw new RequestRefused(`swap ${swap.id} is not eligible for a cooperative refund (${status})`);
    }
    const signature = await context.wallet.signTypedData({
      domain: etherSwapDomain(context.chainId, context.etherSwap),
      types: etherSwapRefundTypes,
      primaryType: "Refund",
      message: {
        preimageHash: swap.preimageHash,
        amount: swap.lockup.amountWei,
        claimAddress: context.address,
        timelock: BigInt(swap.timeoutBlockHeight),
      },
    });
    return { signature };
  }
  if (what === "refund" && swap.kind === "chain") {
    throw new RequestRefused("the user's lock of this chain swap is on Bitcoin: there is no EVM refund to sign");
  }
  if (what === "transactions" && swap.kind === "chainToBtc") {
    return {
      ...(swap.lockup
        ? {
            userLock: {
              transaction: { id: swap.lockup.transactionHash },
              timeout: { blockHeight: swap.timeoutBlockHeight },
            },
          }
        : {}),
      ...(swap.btcLockupTransaction
        ? {
            serverLock: {
              transaction: { id: swap.btcLockupTransaction.id, hex: swap.btcLockupTransaction.hex },
              timeout: { blockHeight: swap.btcTimeoutBlockHeight },
            },
          }
        : {}),
    };
  }
  if (what === "transaction" && (swap.kind === "submarine" || swap.kind === "reverse")) {
    const hash = swap.lockup?.transactionHash;
    if (!hash) throw new RequestRefused(`swap ${swap.id} has no lockup transaction yet`);
    return { id: hash, timeoutBlockHeight: swap.timeoutBlockHeight };
  }
  if (what === "transactions" && swap.kind === "chain") {
    return {
      ...(swap.btcTransaction
        ? {
            userLock: {
              transaction: {
                id: swap.btcTransaction.id,
                ...(swap.btcTransaction.hex !== undefined && { hex: swap.btcTransaction.hex }),
              },
              timeout: { blockHeight: swap.btcTimeoutBlockHeight },
            },
          }
        : {}),
      ...(swap.lockup
        ? {
            serverLock: {
              transaction: { id: swap.lockup.transactionHash },
              timeout: { blockHeight: swap.timeoutBlockHeight },
            },
          }
        : {}),
    };
  }
  if (what === "preimage" && swap.kind === "submarine") {
    const known = context.store.walletInvoice(swap.preimageHash);
    const paid = swap.history.some((entry) => entry.status === "invoice.paid");
    if (!known || !paid) throw new RequestRefused(`swap ${swap.id} has not been paid`);
    return { preimage: known.preimage.slice(2) };
  }
  throw new RequestRefused(`a ${swap.kind} swap has no ${what}`, 404);
}
