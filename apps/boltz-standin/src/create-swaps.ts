/**
 * POST /v2/swap/submarine, /reverse and /chain: each request checked as Boltz checks it (pair, pair hash,
 * amounts within the limits, the invoice), the swap stored, and Boltz's answer for an EVM chain returned.
 */
import { createHash, randomBytes } from "node:crypto";
import { type CheckedInvoice, InvoiceRefused, decodeInvoice, encodeInvoice, nodePublicKey } from "./bolt11";
import type { EngineContext } from "./engine-context";
import {
  chainPair,
  chainServerLockAmount,
  chainToBtcPair,
  chainUserLockAmount,
  reverseOnchainAmount,
  reversePair,
  submarineExpectedAmount,
  submarinePair,
} from "./pair-fees";
import {
  RequestRefused,
  optionalCount,
  optionalEvmAddress,
  optionalSats,
  optionalString,
  requiredEvmAddress,
  requiredHash,
  requiredPublicKey,
  requiredString,
} from "./request-body";
import { bip21, simulatedBitcoinHeight } from "./simulated-bitcoin";
import { taprootLockup } from "./simulated-bitcoin-taproot";
import type { ChainSwap, ChainToBtcSwap, Hex, ReverseSwap, SubmarineSwap } from "./swap-record";

/** Boltz's ids are short random strings. */
const newSwapId = () => randomBytes(9).toString("base64url");

/** The only pairs this stand-in runs; anything else is refused by name. */
function checkPair(from: string, to: string, kind: "submarine" | "reverse" | "chain") {
  const supported = { submarine: ["RBTC", "BTC"], reverse: ["BTC", "RBTC"], chain: ["BTC", "RBTC"] }[kind];
  if (from !== supported[0] || to !== supported[1]) {
    throw new RequestRefused(
      `pair not supported by this stand-in: ${from} → ${to} (${kind} swaps: ${supported.join(" → ")})`,
    );
  }
}

function checkPairHash(given: string | undefined, hash: string) {
  if (given !== undefined && given !== hash) throw new RequestRefused("invalid pair hash");
}

function checkLimits(amount: bigint, context: EngineContext, what: string) {
  const { minimal, maximal } = context.fees;
  if (amount < minimal) throw new RequestRefused(`${amount} is less than minimal of ${minimal}${what}`);
  if (amount > maximal) throw new RequestRefused(`${amount} is more than maximal of ${maximal}${what}`);
}

const currentBlock = async (context: EngineContext) => Number(await context.publicClient.getBlockNumber());

function readInvoice(text: string): CheckedInvoice {
  try {
    return decodeInvoice(text);
  } catch (error) {
    if (error instanceof InvoiceRefused) throw new RequestRefused(`invalid invoice: ${error.message}`);
    throw error;
  }
}

export async function createSubmarineSwap(context: EngineContext, body: Record<string, unknown>) {
  checkPair(requiredString(body, "from", 16), requiredString(body, "to", 16), "submarine");
  checkPairHash(optionalString(body, "pairHash", 128), submarinePair(context.fees).hash);
  const text = optionalString(body, "invoice", 4096);
  if (!text)
    throw new RequestRefused("undefined parameter: invoice (this stand-in needs the invoice when the swap is created)");
  const refundAddress = optionalEvmAddress(body, "refundAddress");
  const invoice = readInvoice(text);
  if (invoice.network !== "regtest") {
    throw new RequestRefused(`invalid invoice: it is for ${invoice.network}, this stand-in runs on regtest (lnbcrt)`);
  }
  if (invoice.amountMsat === undefined || invoice.amountMsat === 0n)
    throw new RequestRefused("invalid invoice: it has no amount");
  if (invoice.amountMsat % 1000n !== 0n)
    throw new RequestRefused("invalid invoice: its amount is not a whole number of sats");
  if (invoice.expiresAt <= Math.floor(Date.now() / 1000)) throw new RequestRefused("the invoice expired already");
  const invoiceAmount = invoice.amountMsat / 1000n;
  checkLimits(invoiceAmount, context, "");
  const preimageHash: Hex = `0x${invoice.paymentHash}`;
  if (context.store.swapByPreimageHash(preimageHash)) {
    throw new RequestRefused("a swap with this invoice exists already");
  }
  const swap: SubmarineSwap = {
    id: newSwapId(),
    kind: "submarine",
    createdAt: Date.now(),
    preimageHash,
    invoice: invoice.paymentRequest,
    invoiceAmount,
    expectedAmount: submarineExpectedAmount(invoiceAmount, context.fees),
    timeoutBlockHeight: (await currentBlock(context)) + context.timeouts.submarine,
    ...(refundAddress ? { refundAddress } : {}),
    history: [],
  };
  context.store.add(swap);
  context.emit(swap, { status: "invoice.set" });
  return {
    id: swap.id,
    address: context.etherSwap,
    claimAddress: context.address,
    expectedAmount: Number(swap.expectedAmount),
    timeoutBlockHeight: swap.timeoutBlockHeight,
    acceptZeroConf: false,
  };
}

export async function createReverseSwap(context: EngineContext, body: Record<string, unknown>) {
  checkPair(requiredString(body, "from", 16), requiredString(body, "to", 16), "reverse");
  checkPairHash(optionalString(body, "pairHash", 128), reversePair(context.fees).hash);
  const preimageHash = requiredHash(body, "preimageHash");
  const claimAddress = requiredEvmAddress(body, "claimAddress");
  const askedInvoice = optionalSats(body, "invoiceAmount");
  const askedOnchain = optionalSats(body, "onchainAmount");
  if ((askedInvoice === undefined) === (askedOnchain === undefined)) {
    throw new RequestRefused("invoiceAmount or onchainAmount has to be set, not both");
  }
  const description = optionalString(body, "description", 100) ?? "Ceiba local Boltz stand-in: reverse swap";
  if (!/^[\x20-\x7e]*$/.test(description)) throw new RequestRefused("invalid parameter: description (ASCII only)");
  const expirySeconds = optionalCount(body, "invoiceExpiry", 60, 7 * 24 * 3600) ?? 3600;
  const { fees } = context;
  // From an on-chain amount: the smallest invoice that locks at least that much.
  let invoiceAmount = askedInvoice ?? 0n;
  if (askedOnchain !== undefined) {
    invoiceAmount = ((askedOnchain + fees.reverseLockupFee) * 10_000n) / (10_000n - fees.reverseBps);
    while (reverseOnchainAmount(invoiceAmount, fees) < askedOnchain) invoiceAmount += 1n;
  }
  checkLimits(invoiceAmount, context, "");
  const onchainAmount = reverseOnchainAmount(invoiceAmount, fees);
  if (onchainAmount <= 0n) throw new RequestRefused("the amount does not cover the fees");
  if (context.store.swapByPreimageHash(preimageHash))
    throw new RequestRefused("a swap with this preimage hash exists already");
  const invoice = encodeInvoice({
    amountSats: invoiceAmount,
    paymentHash: preimageHash,
    description,
    expirySeconds,
    nodeKey: context.nodeKey,
  });
  const swap: ReverseSwap = {
    id: newSwapId(),
    kind: "reverse",
    createdAt: Date.now(),
    preimageHash,
    invoice,
    invoiceAmount,
    onchainAmount,
    claimAddress,
    timeoutBlockHeight: (await currentBlock(context)) + context.timeouts.reverse,
    invoiceExpiresAt: Math.floor(Date.now() / 1000) + expirySeconds,
    history: [],
  };
  context.store.add(swap);
  context.emit(swap, { status: "swap.created" });
  return {
    id: swap.id,
    invoice,
    lockupAddress: context.etherSwap,
    refundAddress: context.address,
    timeoutBlockHeight: swap.timeoutBlockHeight,
    onchainAmount: Number(onchainAmount),
  };
}

export async function createChainSwap(context: EngineContext, body: Record<string, unknown>) {
  const from = requiredString(body, "from", 16);
  const to = requiredString(body, "to", 16);
  if (from === "RBTC" && to === "BTC") return createChainToBtcSwap(context, body);
  checkPair(from, to, "chain");
  checkPairHash(optionalString(body, "pairHash", 128), chainPair(context.fees).hash);
  const preimageHash = requiredHash(body, "preimageHash");
  const claimAddress = requiredEvmAddress(body, "claimAddress");
  const refundPublicKey = requiredPublicKey(body, "refundPublicKey");
  const { userLockAmount, serverLockAmount } = chainAmounts(context, body);
  if (context.store.swapByPreimageHash(preimageHash))
    throw new RequestRefused("a swap with this preimage hash exists already");
  const block = await currentBlock(context);
  const btcTimeoutBlockHeight = simulatedBitcoinHeight(block) + context.timeouts.chainBitcoin;
  const serverPublicKey = nodePublicKey(context.nodeKey);
  // The user's BTC lock: the stand-in claims it with the preimage, the user refunds it after the timeout.
  const lockup = taprootLockup(preimageHash, serverPublicKey, refundPublicKey, btcTimeoutBlockHeight, "claim");
  const btcLockupAddress = lockup.address;
  const id = newSwapId();
  const swap: ChainSwap = {
    id,
    kind: "chain",
    createdAt: Date.now(),
    preimageHash,
    claimAddress,
    refundPublicKey,
    userLockAmount,
    serverLockAmount,
    btcLockupAddress,
    btcOutputScript: lockup.outputScript,
    refundLeaf: lockup.swapTree.refundLeaf.output,
    bip21: bip21(btcLockupAddress, userLockAmount, `Send to BTC lockup (chain swap ${id})`),
    btcTimeoutBlockHeight,
    timeoutBlockHeight: block + context.timeouts.chain,
    history: [],
  };
  context.store.add(swap);
  context.emit(swap, { status: "swap.created" });
  return {
    id,
    claimDetails: {
      lockupAddress: context.etherSwap,
      refundAddress: context.address,
      timeoutBlockHeight: swap.timeoutBlockHeight,
      amount: Number(serverLockAmount),
    },
    lockupDetails: {
      swapTree: lockup.swapTree,
      lockupAddress: btcLockupAddress,
      serverPublicKey: serverPublicKey.slice(2),
      timeoutBlockHeight: btcTimeoutBlockHeight,
      amount: Number(userLockAmount),
      bip21: swap.bip21,
    },
  };
}

/** The amounts of a chain swap request: userLockAmount or serverLockAmount, one of them, within the limits. */
function chainAmounts(context: EngineContext, body: Record<string, unknown>) {
  const askedUser = optionalSats(body, "userLockAmount");
  const askedServer = optionalSats(body, "serverLockAmount");
  if (askedUser !== undefined && askedServer !== undefined) {
    throw new RequestRefused("userLockAmount and serverLockAmount conflict: set one");
  }
  if (askedUser === undefined && askedServer === undefined) {
    throw new RequestRefused(
      "this stand-in needs userLockAmount or serverLockAmount (no arbitrary-amount chain swaps)",
    );
  }
  const userLockAmount = askedUser ?? chainUserLockAmount(askedServer ?? 0n, context.fees);
  checkLimits(userLockAmount, context, "");
  const serverLockAmount = chainServerLockAmount(userLockAmount, context.fees);
  if (serverLockAmount <= 0n) throw new RequestRefused("the amount does not cover the fees");
  return { userLockAmount, serverLockAmount };
}

/**
 * RBTC → BTC: the user locks RBTC in EtherSwap for the stand-in (lockupDetails), the stand-in funds a Taproot
 * lockup the user claims with the preimage (claimDetails: Boltz's swapTree, its key, the BTC timeout).
 */
async function createChainToBtcSwap(context: EngineContext, body: Record<string, unknown>) {
  checkPairHash(optionalString(body, "pairHash", 128), chainToBtcPair(context.fees).hash);
  const preimageHash = requiredHash(body, "preimageHash");
  const claimPublicKey = requiredPublicKey(body, "claimPublicKey");
  const refundAddress = requiredEvmAddress(body, "refundAddress");
  const { userLockAmount, serverLockAmount } = chainAmounts(context, body);
  if (context.store.swapByPreimageHash(preimageHash))
    throw new RequestRefused("a swap with this preimage hash exists already");
  const block = await currentBlock(context);
  const btcTimeoutBlockHeight = simulatedBitcoinHeight(block) + context.timeouts.chainBitcoin;
  const serverPublicKey = nodePublicKey(context.nodeKey);
  const lockup = taprootLockup(preimageHash, claimPublicKey, serverPublicKey, btcTimeoutBlockHeight, "refund");
  const swap: ChainToBtcSwap = {
    id: newSwapId(),
    kind: "chainToBtc",
    createdAt: Date.now(),
    preimageHash,
    refundAddress,
    claimPublicKey,
    userLockAmount,
    serverLockAmount,
    timeoutBlockHeight: block + context.timeouts.chain,
    btcLockupAddress: lockup.address,
    btcOutputScript: lockup.outputScript,
    claimLeaf: lockup.swapTree.claimLeaf.output,
    btcTimeoutBlockHeight,
    history: [],
  };
  context.store.add(swap);
  context.emit(swap, { status: "swap.created" });
  return {
    id: swap.id,
    claimDetails: {
      swapTree: lockup.swapTree,
      lockupAddress: lockup.address,
      serverPublicKey: serverPublicKey.slice(2),
      timeoutBlockHeight: btcTimeoutBlockHeight,
      amount: Number(serverLockAmount),
    },
    lockupDetails: {
      lockupAddress: context.etherSwap,
      claimAddress: context.address,
      timeoutBlockHeight: swap.timeoutBlockHeight,
      amount: Number(userLockAmount),
    },
  };
}

/** A preimage and its hash, for the local Lightning wallet's invoices. */
export function newPreimage(): { preimage: Hex; paymentHash: Hex } {
  const preimage = randomBytes(32);
  return {
    preimage: `0x${preimage.toString("hex")}`,
    paymentHash: `0x${sha256Hex(preimage)}`,
  };
}

const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
