/**
 * Creating a swap with Boltz, checked end to end before anything is shown to pay or sent to lock:
 * the pair's limits, the amounts Boltz answers against core's fee maths, the invoice (network, amount,
 * payment hash = our preimage hash, expiry), the EtherSwap address (announced by GET /v2/chain/contracts,
 * code with version 6) and the timelock's distance. The swap — secrets included — is stored before the
 * function returns, so no funds can move for a swap the browser does not hold.
 *
 * Reverse and chain swaps bind Boltz to secrets the client generates; those secrets are kept in the store
 * (SwapStore.savePending) BEFORE the POST that creates the swap, and nothing is sent when that fails. In order:
 *   1. store.savePending(pending)                  secrets only, keyed by the preimage hash, never listed as a swap
 *   2. POST /v2/swap/reverse | /v2/swap/chain      only once 1 has resolved
 *   3. the answer's checks, then store.save(swap)  the swap under Boltz's id, secrets included
 *   4. store.removePending(preimageHash)           also when 2 or 3 fails: no swap came of the secrets, and
 *                                                  none can be paid (the invoice, the BTC address are only in 3)
 * A submarine swap generates no secret (the preimage is the invoice's; the refund is by the wallet's own
 * address), so it is stored once, at 3.
 */
import {
  BITCOIN_ADDRESS_ERROR_IDS,
  MIN_SUBMARINE_TIMELOCK_BLOCKS,
  bitcoinNetworkForChain,
  chainSwapAmounts,
  chainToBtcSwapAmounts,
  checkBitcoinAddressForChain,
  checkInvoiceForChain,
  checkSwapLimits,
  decodeLightningInvoice,
  reverseSwapAmounts,
  submarineSwapAmounts,
  SWAP_LIMIT_ERROR_IDS,
  SWAP_INVOICE_ERROR_IDS,
} from "@ceiba/core";
import type { Address, PublicClient } from "viem";
import { BoltzApiError } from "../boltz-api/boltz-api-error";
import type { BoltzClient } from "../boltz-api/boltz-client";
import type { BoltzPair, BoltzPairKind } from "../boltz-api/boltz-pairs";
import { btcLockupOf, sameBtcSwapTree } from "../bitcoin/btc-swap-tree";
import { verifyEtherSwapContract } from "../ether-swap/ether-swap-contract";
import { generatePreimage, generateRefundKey } from "../swap-secrets/preimage";
import type { PendingSwap } from "../swap-secrets/pending-swap";
import type {
  StoredChainToBtcSwap,
  StoredChainSwap,
  StoredReverseSwap,
  StoredSubmarineSwap,
  StoredSwap,
} from "../swap-secrets/stored-swap";
import type { SwapStore } from "../swap-secrets/swap-store";

export interface StartSwapContext {
  readonly client: BoltzClient;
  readonly store: SwapStore;
  readonly publicClient: Pick<PublicClient, "getBlockNumber" | "getCode" | "readContract">;
  readonly chainId: number;
  /** Unix seconds (the invoice expiry check). */
  readonly nowSeconds: number;
  /** Blocks a submarine timelock must be ahead at least (MIN_SUBMARINE_TIMELOCK_BLOCKS by default). */
  readonly minTimelockBlocks?: bigint;
}

async function pairWithin(context: StartSwapContext, type: BoltzPairKind, amountSat: bigint): Promise<BoltzPair> {
  const pair = await context.client.getPair(type);
  if (pair === undefined) throw new BoltzApiError("lightning.notAvailable", `no ${type} BTC/RBTC pair`);
  const limit = checkSwapLimits(amountSat, pair.limits);
  if (limit !== undefined) throw new BoltzApiError(SWAP_LIMIT_ERROR_IDS[limit], `${amountSat} sat`);
  return pair;
}

async function verifiedEtherSwap(context: StartSwapContext, address: Address): Promise<void> {
  const announced = await context.client.getEtherSwapAddress(context.chainId);
  if (announced === undefined) throw new BoltzApiError("lightning.contractUnexpected", "no EtherSwap announced");
  await verifyEtherSwapContract(context.publicClient, address, announced);
}

/**
 * Creates a swap from secrets that are kept first: `create` (the POST and the checks of its answer) runs only
 * once `pending` is in the store, and its swap replaces the pending record. When `create` fails, the pending
 * record goes too (no swap came of it). Removing it is best effort: a record left behind is never listed as
 * a swap, and failing the creation of a swap that is stored would only invite the user to make another.
 */
async function createFromKeptSecrets<T extends StoredSwap>(
  store: SwapStore,
  pending: PendingSwap,
  create: () => Promise<T>,
): Promise<T> {
  await store.savePending(pending);
  const dropPending = () => store.removePending(pending.preimageHash).catch(() => undefined);
  let swap: T;
  try {
    swap = await create();
    await store.save(swap);
  } catch (error) {
    await dropPending();
    throw error;
  }
  await dropPending();
  return swap;
}

/** Reverse swap: Lightning → RBTC to `claimAddress`, for an invoice of `invoiceAmountSat`. */
export async function startReverseSwap(
  context: StartSwapContext,
  request: { readonly invoiceAmountSat: bigint; readonly claimAddress: Address },
): Promise<StoredReverseSwap> {
  const pair = await pairWithin(context, "reverse", request.invoiceAmountSat);
  const expected = reverseSwapAmounts(request.invoiceAmountSat, pair.fees);
  if (expected === undefined) throw new BoltzApiError("lightning.belowMinimum", "nothing left after fees");
  const secret = generatePreimage();
  const createdAtBlock = await context.publicClient.getBlockNumber({ cacheTime: 0 });
  const pending: PendingSwap = {
    kind: "reverse",
    chainId: context.chainId,
    createdAt: context.nowSeconds,
    createdAtBlock,
    preimageHash: secret.preimageHash,
    preimage: secret.preimage,
    claimAddress: request.claimAddress,
    amountSat: request.invoiceAmountSat,
  };
  return createFromKeptSecrets(context.store, pending, async () => {
    const created = await context.client.createReverseSwap({
      invoiceAmountSat: request.invoiceAmountSat,
      preimageHash: secret.preimageHash,
      claimAddress: request.claimAddress,
      pairHash: pair.hash,
    });

    const invoice = checkInvoiceForChain(created.invoice, {
      chainId: context.chainId,
      amountSat: request.invoiceAmountSat,
      nowSeconds: context.nowSeconds,
    });
    if (!invoice.ok) throw new BoltzApiError(SWAP_INVOICE_ERROR_IDS[invoice.reason], "Boltz's invoice");
    // Paying an invoice of another hash would let Boltz settle it without ever releasing our lock.
    if (`0x${invoice.invoice.paymentHash}` !== secret.preimageHash.toLowerCase()) {
      throw new BoltzApiError("lightning.providerInvalidAnswer", "the invoice is not bound to our preimage hash");
    }
    if (created.onchainAmountSat < expected.receiveSat) {
      throw new BoltzApiError(
        "lightning.amountMismatch",
        `locks ${created.onchainAmountSat}, quoted ${expected.receiveSat}`,
      );
    }
    if (created.timeoutBlockHeight <= createdAtBlock) {
      throw new BoltzApiError("lightning.timelockTooClose", `timeout ${created.timeoutBlockHeight}`);
    }
    await verifiedEtherSwap(context, created.etherSwapAddress);

    const swap: StoredReverseSwap = {
      id: created.id,
      kind: "reverse",
      chainId: context.chainId,
      createdAt: context.nowSeconds,
      createdAtBlock,
      etherSwapAddress: created.etherSwapAddress,
      preimageHash: secret.preimageHash,
      preimage: secret.preimage,
      claimAddress: request.claimAddress,
      refundAddress: created.refundAddress,
      timelock: created.timeoutBlockHeight,
      invoice: invoice.invoice.paymentRequest,
      invoiceAmountSat: request.invoiceAmountSat,
      onchainAmountSat: created.onchainAmountSat,
      providerStatus: "swap.created",
      fees: pair.fees,
    };
    return swap;
  });
}

/** Submarine swap: RBTC from `refundAddress` (the user's wallet) pays `invoice` of `amountSat`. */
export async function startSubmarineSwap(
  context: StartSwapContext,
  request: { readonly invoice: string; readonly amountSat: bigint; readonly refundAddress: Address },
): Promise<StoredSubmarineSwap> {
  const invoice = checkInvoiceForChain(request.invoice, {
    chainId: context.chainId,
    amountSat: request.amountSat,
    nowSeconds: context.nowSeconds,
  });
  if (!invoice.ok) throw new BoltzApiError(SWAP_INVOICE_ERROR_IDS[invoice.reason], "the user's invoice");
  const pair = await pairWithin(context, "submarine", request.amountSat);
  const expected = submarineSwapAmounts(request.amountSat, pair.fees);
  if (expected === undefined) throw new BoltzApiError("lightning.belowMinimum", "no amount");
  const createdAtBlock = await context.publicClient.getBlockNumber({ cacheTime: 0 });
  const created = await context.client.createSubmarineSwap({
    invoice: invoice.invoice.paymentRequest,
    pairHash: pair.hash,
  });

  if (created.expectedAmountSat !== expected.sendSat) {
    throw new BoltzApiError(
      "lightning.amountMismatch",
      `asks ${created.expectedAmountSat}, quoted ${expected.sendSat}`,
    );
  }
  const minBlocks = context.minTimelockBlocks ?? MIN_SUBMARINE_TIMELOCK_BLOCKS;
  if (created.timeoutBlockHeight < createdAtBlock + minBlocks) {
    throw new BoltzApiError("lightning.timelockTooClose", `timeout ${created.timeoutBlockHeight} at ${createdAtBlock}`);
  }
  await verifiedEtherSwap(context, created.etherSwapAddress);

  const swap: StoredSubmarineSwap = {
    id: created.id,
    kind: "submarine",
    chainId: context.chainId,
    createdAt: context.nowSeconds,
    createdAtBlock,
    etherSwapAddress: created.etherSwapAddress,
    preimageHash: `0x${invoice.invoice.paymentHash}`,
    claimAddress: created.claimAddress,
    refundAddress: request.refundAddress,
    timelock: created.timeoutBlockHeight,
    invoice: invoice.invoice.paymentRequest,
    invoiceAmountSat: request.amountSat,
    lockAmountSat: created.expectedAmountSat,
    providerStatus: "swap.created",
    fees: pair.fees,
  };
  await context.store.save(swap);
  return swap;
}

/**
 * Chain swap: BTC on chain (`userLockAmountSat`, sent by the user to Boltz's lockup address) → RBTC to
 * `claimAddress`. Checked like a reverse swap: the BTC lockup address is one of the chain's Bitcoin network, the
 * user's lock is what was asked, Boltz's RBTC lock at least the quote (user lock less the percentage and the
 * server's miner fee), the timelock ahead, the contract.
 * Not checked: that the BTC lockup address is the Taproot output of Boltz's swapTree — the client has no
 * Bitcoin script code; the user's BTC refund key is stored so another tool can refund the BTC.
 */
export async function startChainSwap(
  context: StartSwapContext,
  request: { readonly userLockAmountSat: bigint; readonly claimAddress: Address },
): Promise<StoredChainSwap> {
  const pair = await pairWithin(context, "chain", request.userLockAmountSat);
  const expected = chainSwapAmounts(request.userLockAmountSat, pair.fees);
  if (expected === undefined) throw new BoltzApiError("lightning.belowMinimum", "nothing left after fees");
  const secret = generatePreimage();
  const refundKey = generateRefundKey();
  const createdAtBlock = await context.publicClient.getBlockNumber({ cacheTime: 0 });
  const pending: PendingSwap = {
    kind: "chain",
    chainId: context.chainId,
    createdAt: context.nowSeconds,
    createdAtBlock,
    preimageHash: secret.preimageHash,
    preimage: secret.preimage,
    claimAddress: request.claimAddress,
    amountSat: request.userLockAmountSat,
    btcRefundPrivateKey: refundKey.privateKey,
  };
  return createFromKeptSecrets(context.store, pending, async () => {
    const created = await context.client.createChainSwap({
      userLockAmountSat: request.userLockAmountSat,
      preimageHash: secret.preimageHash,
      claimAddress: request.claimAddress,
      refundPublicKey: refundKey.publicKey,
      pairHash: pair.hash,
    });
    // The user sends BTC to this address: it must be the Taproot output of Boltz's claim with our preimage and
    // our refund after the timeout, on the chain's network; any other could be BTC the user can never refund.
    const { btcLockup } = created;
    const network = bitcoinNetworkForChain(context.chainId);
    if (network === undefined) throw new BoltzApiError("lightning.wrongChain", `chain ${context.chainId}`);
    const lockup = btcLockupOf(
      {
        preimageHash: secret.preimageHash,
        claimPublicKey: btcLockup.serverPublicKey,
        refundPublicKey: refundKey.publicKey,
        timeoutBlockHeight: btcLockup.timeoutBlockHeight,
      },
      network,
      "claim",
    );
    if (!sameBtcSwapTree(lockup.tree, btcLockup.swapTree)) {
      throw new BoltzApiError("lightning.providerInvalidAnswer", "the swap tree is not Boltz's claim and our refund");
    }
    if (lockup.address !== btcLockup.lockupAddress) {
      throw new BoltzApiError("lightning.providerInvalidAnswer", `BTC lockup address ${btcLockup.lockupAddress}`);
    }
    if (created.btcLockup.amountSat !== request.userLockAmountSat) {
      throw new BoltzApiError("lightning.amountMismatch", `asks ${created.btcLockup.amountSat} BTC sat`);
    }
    if (created.rbtcClaim.amountSat < expected.receiveSat) {
      throw new BoltzApiError(
        "lightning.amountMismatch",
        `locks ${created.rbtcClaim.amountSat}, quoted ${expected.receiveSat}`,
      );
    }
    if (created.rbtcClaim.timeoutBlockHeight <= createdAtBlock) {
      throw new BoltzApiError("lightning.timelockTooClose", `timeout ${created.rbtcClaim.timeoutBlockHeight}`);
    }
    await verifiedEtherSwap(context, created.rbtcClaim.etherSwapAddress);

    const swap: StoredChainSwap = {
      id: created.id,
      kind: "chain",
      chainId: context.chainId,
      createdAt: context.nowSeconds,
      createdAtBlock,
      etherSwapAddress: created.rbtcClaim.etherSwapAddress,
      preimageHash: secret.preimageHash,
      preimage: secret.preimage,
      claimAddress: request.claimAddress,
      refundAddress: created.rbtcClaim.refundAddress,
      timelock: created.rbtcClaim.timeoutBlockHeight,
      btcLockupAddress: btcLockup.lockupAddress,
      ...(created.btcLockup.bip21 !== undefined && { bip21: created.btcLockup.bip21 }),
      userLockAmountSat: request.userLockAmountSat,
      onchainAmountSat: created.rbtcClaim.amountSat,
      btcRefundPrivateKey: refundKey.privateKey,
      btcServerPublicKey: btcLockup.serverPublicKey,
      btcTimeoutBlockHeight: btcLockup.timeoutBlockHeight,
      providerStatus: "swap.created",
      fees: pair.fees,
    };
    return swap;
  });
}

/**
 * Chain swap RBTC → BTC: the user locks `userLockAmountSat` RBTC from `refundAddress` (their wallet), Boltz locks BTC
 * in a Taproot output the browser claims to `btcDestinationAddress`. Secrets (preimage, BTC claim key) are kept
 * before the POST. Boltz's answer is checked in full before the swap is stored: the BTC lockup address is recomputed
 * from Boltz's swap tree and the two keys (and the tree must be the one our preimage hash and key make), the BTC
 * amount is at least the quote, the RBTC lock is exactly the amount asked and goes to the EtherSwap Boltz announces,
 * and the timelock is far enough ahead for Boltz to lock and the user to claim.
 */
export async function startChainToBtcSwap(
  context: StartSwapContext,
  request: {
    readonly userLockAmountSat: bigint;
    readonly refundAddress: Address;
    readonly btcDestinationAddress: string;
  },
): Promise<StoredChainToBtcSwap> {
  const network = bitcoinNetworkForChain(context.chainId);
  const destination = checkBitcoinAddressForChain(request.btcDestinationAddress, context.chainId);
  if (network === undefined || !destination.ok) {
    throw new BoltzApiError(
      destination.ok ? "lightning.wrongChain" : BITCOIN_ADDRESS_ERROR_IDS[destination.reason],
      "the BTC destination address",
    );
  }
  const pair = await pairWithin(context, "chainToBtc", request.userLockAmountSat);
  const claimFeeSat = pair.claimFeeEstimateSat ?? 0n;
  const expected = chainToBtcSwapAmounts(request.userLockAmountSat, pair.fees, claimFeeSat);
  if (expected === undefined) throw new BoltzApiError("lightning.belowMinimum", "nothing left after fees");
  const secret = generatePreimage();
  const claimKey = generateRefundKey();
  const createdAtBlock = await context.publicClient.getBlockNumber({ cacheTime: 0 });
  const pending: PendingSwap = {
    kind: "chainToBtc",
    chainId: context.chainId,
    createdAt: context.nowSeconds,
    createdAtBlock,
    preimageHash: secret.preimageHash,
    preimage: secret.preimage,
    claimAddress: request.refundAddress,
    amountSat: request.userLockAmountSat,
    btcClaimPrivateKey: claimKey.privateKey,
    btcDestinationAddress: request.btcDestinationAddress.trim(),
  };
  return createFromKeptSecrets(context.store, pending, async () => {
    const created = await context.client.createChainToBtcSwap({
      userLockAmountSat: request.userLockAmountSat,
      preimageHash: secret.preimageHash,
      claimPublicKey: claimKey.publicKey,
      refundAddress: request.refundAddress,
      pairHash: pair.hash,
    });
    const { btcClaim, rbtcLockup } = created;
    const lockup = btcLockupOf(
      {
        preimageHash: secret.preimageHash,
        claimPublicKey: claimKey.publicKey,
        refundPublicKey: btcClaim.serverPublicKey,
        timeoutBlockHeight: btcClaim.timeoutBlockHeight,
      },
      network,
      "refund",
    );
    // A tree or an address of anything else could be a lock the user cannot claim, or Boltz can take back early.
    if (!sameBtcSwapTree(lockup.tree, btcClaim.swapTree)) {
      throw new BoltzApiError("lightning.providerInvalidAnswer", "the swap tree is not our claim and Boltz's refund");
    }
    if (lockup.address !== btcClaim.lockupAddress) {
      throw new BoltzApiError("lightning.providerInvalidAnswer", `BTC lockup address ${btcClaim.lockupAddress}`);
    }
    if (btcClaim.amountSat < expected.serverLockSat) {
      throw new BoltzApiError(
        "lightning.amountMismatch",
        `locks ${btcClaim.amountSat} BTC sat, quoted ${expected.serverLockSat}`,
      );
    }
    if (rbtcLockup.amountSat !== request.userLockAmountSat) {
      throw new BoltzApiError("lightning.amountMismatch", `asks ${rbtcLockup.amountSat} RBTC sat`);
    }
    const minBlocks = context.minTimelockBlocks ?? MIN_SUBMARINE_TIMELOCK_BLOCKS;
    if (rbtcLockup.timeoutBlockHeight < createdAtBlock + minBlocks) {
      throw new BoltzApiError(
        "lightning.timelockTooClose",
        `timeout ${rbtcLockup.timeoutBlockHeight} at ${createdAtBlock}`,
      );
    }
    await verifiedEtherSwap(context, rbtcLockup.etherSwapAddress);

    const swap: StoredChainToBtcSwap = {
      id: created.id,
      kind: "chainToBtc",
      chainId: context.chainId,
      createdAt: context.nowSeconds,
      createdAtBlock,
      etherSwapAddress: rbtcLockup.etherSwapAddress,
      preimageHash: secret.preimageHash,
      preimage: secret.preimage,
      claimAddress: rbtcLockup.claimAddress,
      refundAddress: request.refundAddress,
      timelock: rbtcLockup.timeoutBlockHeight,
      lockAmountSat: request.userLockAmountSat,
      btcDestinationAddress: request.btcDestinationAddress.trim(),
      btcClaimPrivateKey: claimKey.privateKey,
      btcServerPublicKey: btcClaim.serverPublicKey,
      btcLockupAddress: lockup.address,
      btcTimeoutBlockHeight: btcClaim.timeoutBlockHeight,
      serverLockAmountSat: btcClaim.amountSat,
      claimFeeSat,
      providerStatus: "swap.created",
      fees: pair.fees,
    };
    return swap;
  });
}

/** The payment hash of an invoice as 0x-hex (for showing or matching a swap), undefined when invalid. */
export function invoicePaymentHash(invoice: string): `0x${string}` | undefined {
  const decoded = decodeLightningInvoice(invoice);
  return decoded.ok ? `0x${decoded.invoice.paymentHash}` : undefined;
}
