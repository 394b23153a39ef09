/**
 * Where a Lightning / on-chain swap's history status comes from: never from the client. A PATCH /swaps/:id is
 * "please re-check this swap", and the server reads the status itself:
 *
 *   - from Boltz, through the same typed, validated Boltz API v2 client the app uses (@ceiba/lightning,
 *     `GET /v2/swap/{id}`, with its timeout and size limit), configured per chain as the app is (30 mainnet,
 *     31 testnet, 1337 the local stand-in at CEIBA_BOLTZ_API_URL); Boltz's status becomes a history status
 *     through @ceiba/core's one mapping (swapHistoryStatus);
 *   - for the one status Boltz cannot tell, the user's own refund of an RBTC lock (its last status stays the
 *     failure), from the chain: the client names its refund transaction and the server checks that receipt —
 *     a successful call of EtherSwap's refund / refundCooperative, with EtherSwap's `Refund` event, for the
 *     swap's own amount and refund address (the swap's account), and for a Lightning swap the invoice's payment
 *     hash as the preimage hash. EtherSwap only refunds a lock whose hash of (preimage hash, amount, claim
 *     address, refund address, timelock) it holds, so that receipt proves this account's lock of this amount
 *     came back.
 *
 * Why a named transaction rather than indexing EtherSwap's Refund / Claim events: one receipt is one request on
 * any node, whereas a scan for a preimage hash needs a block range (Rootstock's public nodes cap eth_getLogs)
 * and, for an on-chain RBTC → BTC swap, a preimage hash the server never learns. The history is a record of
 * swaps, not their source of truth: the app itself follows the chain for claims and refunds.
 *
 * Failures are answers, never hangs: Boltz unreachable, slow (the client's timeout) or answering something
 * unreadable is 502 lightning.providerUnavailable / providerInvalidAnswer; a swap Boltz does not know is 404
 * lightning.swapNotFound (the record is left as it is: a misconfigured or forgetful provider must not fail a
 * swap whose funds may still be live); no Boltz for the chain is 503 lightning.notAvailable.
 */
import {
  decodeLightningInvoice,
  isBitcoinSymbol,
  swapHistoryStatus,
  type ErrorId,
  type SwapHistoryStatus,
} from "@ceiba/core";
import { getBoltzDeployment } from "@ceiba/deployments";
import { BoltzApiError, boltzEnvironmentForChain, createBoltzClient, type BoltzClient } from "@ceiba/lightning";
import { etherSwapAbi } from "@ceiba/lightning/ether-swap-abi";
import {
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  decodeFunctionData,
  parseEventLogs,
  type Address,
  type Hash,
  type Hex,
} from "viem";
import type { SwapRecord } from "../offchain/store";
import { indexerEnv, publicClient } from "./chain";
import { refuse, type Refusal } from "./serve-route";
import { BadRequest } from "./validation";

const { chainId } = indexerEnv;

/**
 * The chain's Boltz, read once at start: CEIBA_BOLTZ_API_URL is the local stand-in's on 1337 (npm start sets it)
 * and overrides Boltz's public API on 30 and 31; a local URL for 30 or 31 stops the indexer at start.
 */
const configuredUrl = process.env.CEIBA_BOLTZ_API_URL?.trim() || undefined;
const environment = boltzEnvironmentForChain(chainId, { regtestUrl: configuredUrl, apiUrl: configuredUrl });
const boltz: BoltzClient | undefined = environment && createBoltzClient({ baseUrl: environment.apiUrl });

const failure = (status: 404 | 422 | 502 | 503, error: ErrorId, message: string) => refuse(status, { error, message });

/** A Boltz failure as the route's answer: an unknown swap 404, anything else 502, with the reason. */
function boltzRefusal(error: unknown, what: string): Refusal {
  if (error instanceof BoltzApiError) {
    if (error.code === "lightning.swapNotFound") return failure(404, error.code, `${what}: ${error.detail}`);
    const code = error.code === "lightning.providerInvalidAnswer" ? error.code : "lightning.providerUnavailable";
    return failure(502, code, `${what}: ${error.detail}`);
  }
  const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
  return failure(502, "lightning.providerUnavailable", `${what}: ${reason}`);
}

const noBoltz = () =>
  failure(503, "lightning.notAvailable", `this server has no Boltz API for chain ${chainId} (CEIBA_BOLTZ_API_URL)`);

/**
 * The swap's history status as Boltz tells it now (core's mapping); undefined for a status core does not map
 * (a newer Boltz status: the record stays as it is).
 */
export async function providerHistoryStatus(id: string): Promise<SwapHistoryStatus | undefined | Refusal> {
  if (!boltz) return noBoltz();
  try {
    const { status } = await boltz.getSwapStatus(id);
    return swapHistoryStatus(status);
  } catch (error) {
    return boltzRefusal(error, `Boltz's status of swap ${id}`);
  }
}

/** EtherSwap on this chain: the deployments' record (the local stack's), else the one Boltz announces. */
let etherSwapAddress: Promise<Address | undefined> | undefined;
async function etherSwap(): Promise<Address | Refusal> {
  const recorded = getBoltzDeployment(chainId)?.etherSwap;
  if (recorded) return recorded;
  if (!boltz) return noBoltz();
  etherSwapAddress ??= boltz.getEtherSwapAddress(chainId);
  try {
    const announced = await etherSwapAddress;
    if (announced) return announced;
    etherSwapAddress = undefined;
    return failure(502, "lightning.providerInvalidAnswer", `Boltz announces no EtherSwap for chain ${chainId}`);
  } catch (error) {
    etherSwapAddress = undefined;
    return boltzRefusal(error, "Boltz's contracts");
  }
}

/** The refund transaction and its receipt: 404 unknown, 409 not mined yet, 502 when the node fails. */
async function minedRefund(hash: Hash) {
  const nodeFailure = (error: unknown) => {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return failure(502, "lightning.providerUnavailable", `the chain's node: ${reason}`);
  };
  try {
    const [receipt, tx] = await Promise.all([
      publicClient.getTransactionReceipt({ hash }),
      publicClient.getTransaction({ hash }),
    ]);
    return { receipt, tx };
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError) && !(error instanceof TransactionNotFoundError)) {
      return nodeFailure(error);
    }
  }
  // No receipt: a transaction still pending, or none at all.
  try {
    await publicClient.getTransaction({ hash });
  } catch (error) {
    if (error instanceof TransactionNotFoundError) throw new BadRequest("txHash: transaction not found", 404);
    return nodeFailure(error);
  }
  throw new BadRequest("txHash: the refund is not mined yet; ask again once it is", 409);
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Whether `txHash` is the refund of this swap's RBTC lock (see the module's comment): undefined when it is, else
 * the refusal that says what does not match.
 */
export async function checkRefund(swap: SwapRecord, txHash: Hash): Promise<Refusal | undefined> {
  if (isBitcoinSymbol(swap.fromToken.symbol)) {
    throw new BadRequest(
      "this swap locked no RBTC: only Boltz can tell its refund (ask again without status to re-check it)",
      409,
    );
  }
  const contract = await etherSwap();
  if (typeof contract !== "string") return contract;
  const mined = await minedRefund(txHash);
  if (!("receipt" in mined)) return mined;
  const { receipt, tx } = mined;
  const notShown = (why: string) =>
    failure(422, "lightning.refundNotShown", `txHash is not this swap's refund: ${why}`);
  if (receipt.status !== "success") return notShown("the transaction reverted");
  if (!tx.to || !same(tx.to, contract)) return notShown(`it is not a call to EtherSwap (${contract})`);
  let call: ReturnType<typeof decodeFunctionData<typeof etherSwapAbi>>;
  try {
    call = decodeFunctionData({ abi: etherSwapAbi, data: tx.input });
  } catch {
    return notShown("it does not call EtherSwap's refund");
  }
  if (call.functionName !== "refund" && call.functionName !== "refundCooperative") {
    return notShown(`it calls EtherSwap's ${call.functionName}, not refund`);
  }
  // refund(preimageHash, amount, claimAddress, timelock) and refundCooperative(…, timelock, v, r, s) refund the
  // sender; their forms with refundAddress (4th argument) refund that address.
  const args = call.args as readonly unknown[];
  const [preimageHash, amount] = args as [Hex, bigint];
  const withAddress = args.length === (call.functionName === "refund" ? 5 : 8);
  const refunded = withAddress ? (args[3] as Address) : tx.from;
  const events = parseEventLogs({ abi: etherSwapAbi, logs: receipt.logs, eventName: "Refund" });
  if (!events.some((log) => same(log.address, contract) && same(log.args.preimageHash, preimageHash))) {
    return notShown("it has no Refund event of EtherSwap");
  }
  if (!same(refunded, swap.address)) return notShown("it refunded another address than the swap's");
  if (amount !== BigInt(swap.fromAmount))
    return notShown(`it refunded ${amount} wei, the swap locked ${swap.fromAmount}`);
  if (swap.invoice !== null) {
    const decoded = decodeLightningInvoice(swap.invoice);
    if (!decoded.ok || !same(`0x${decoded.invoice.paymentHash.replace(/^0x/, "")}`, preimageHash)) {
      return notShown("its preimage hash is not the swap invoice's payment hash");
    }
  }
  return undefined;
}
