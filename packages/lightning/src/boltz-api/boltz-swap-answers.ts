/**
 * The answers of swap creation and status (Boltz API v2), for swaps whose RBTC side is on Rootstock. The
 * amounts Boltz writes in satoshis stay satoshis here; the EtherSwap helpers turn them into wei.
 */
import type { Address, Hex } from "viem";
import {
  addressAt,
  blockHeightAt,
  booleanAt,
  hexAt,
  InvalidAnswer,
  numberAt,
  objectAt,
  type JsonObject,
  optionalStringAt,
  satsAt,
  stringAt,
} from "./json-guards";

/** POST /v2/swap/submarine (RBTC → BTC over Lightning), 201. */
export interface SubmarineSwapCreated {
  readonly id: string;
  /** The EtherSwap contract to lock in (Boltz's `address`). */
  readonly etherSwapAddress: Address;
  /** Boltz's address that may claim the lock with the invoice's preimage. */
  readonly claimAddress: Address;
  readonly timeoutBlockHeight: bigint;
  /** What the user locks, in satoshis (invoice + fees). */
  readonly expectedAmountSat: bigint;
  readonly acceptZeroConf?: boolean;
}

export function parseSubmarineSwapCreated(answer: unknown): SubmarineSwapCreated {
  const o = objectAt(answer, "submarine");
  const acceptZeroConf = booleanAt(o, "acceptZeroConf", "submarine");
  return {
    id: stringAt(o, "id", "submarine"),
    etherSwapAddress: addressAt(o, "address", "submarine"),
    claimAddress: addressAt(o, "claimAddress", "submarine"),
    timeoutBlockHeight: blockHeightAt(o, "timeoutBlockHeight", "submarine"),
    expectedAmountSat: satsAt(o, "expectedAmount", "submarine"),
    ...(acceptZeroConf !== undefined && { acceptZeroConf }),
  };
}

/** POST /v2/swap/reverse (BTC over Lightning → RBTC), 201. */
export interface ReverseSwapCreated {
  readonly id: string;
  /** Boltz's hold invoice the user pays. */
  readonly invoice: string;
  /** The EtherSwap contract Boltz locks in (Boltz's `lockupAddress`). */
  readonly etherSwapAddress: Address;
  /** Boltz's address that locks, and refunds itself after the timeout (the lock's refundAddress). */
  readonly refundAddress: Address;
  readonly timeoutBlockHeight: bigint;
  /** What Boltz locks for the user, in satoshis. */
  readonly onchainAmountSat: bigint;
}

export function parseReverseSwapCreated(answer: unknown): ReverseSwapCreated {
  const o = objectAt(answer, "reverse");
  return {
    id: stringAt(o, "id", "reverse"),
    invoice: stringAt(o, "invoice", "reverse"),
    etherSwapAddress: addressAt(o, "lockupAddress", "reverse"),
    refundAddress: addressAt(o, "refundAddress", "reverse"),
    timeoutBlockHeight: blockHeightAt(o, "timeoutBlockHeight", "reverse"),
    onchainAmountSat: satsAt(o, "onchainAmount", "reverse"),
  };
}

/** A chain swap's BTC side as Boltz describes it (ChainSwapData of a UTXO chain). */
export interface BtcSwapSide {
  readonly swapTree: {
    readonly claimLeaf: { readonly version: number; readonly output: string };
    readonly refundLeaf: { readonly version: number; readonly output: string };
  };
  readonly lockupAddress: string;
  readonly serverPublicKey: Hex;
  readonly amountSat: bigint;
  readonly timeoutBlockHeight: bigint;
}

/**
 * POST /v2/swap/chain from BTC to RBTC, 201: the user sends BTC to `btcLockup` (the tree, the address and Boltz's
 * key are checked by startChainSwap against our refund key), then claims RBTC.
 */
export interface ChainSwapCreated {
  readonly id: string;
  /** The user's BTC side. */
  readonly btcLockup: BtcSwapSide & { readonly bip21?: string };
  /** Boltz's RBTC side, claimed by the user with the preimage. */
  readonly rbtcClaim: {
    readonly etherSwapAddress: Address;
    readonly refundAddress: Address;
    readonly amountSat: bigint;
    readonly timeoutBlockHeight: bigint;
  };
}

export function parseChainSwapCreated(answer: unknown): ChainSwapCreated {
  const o = objectAt(answer, "chain");
  const claim = objectAt(o["claimDetails"], "chain.claimDetails");
  const lockup = objectAt(o["lockupDetails"], "chain.lockupDetails");
  const bip21 = optionalStringAt(lockup, "bip21", "chain.lockupDetails");
  return {
    id: stringAt(o, "id", "chain"),
    btcLockup: { ...btcSideAt(lockup, "chain.lockupDetails"), ...(bip21 !== undefined && { bip21 }) },
    rbtcClaim: {
      etherSwapAddress: addressAt(claim, "lockupAddress", "chain.claimDetails"),
      refundAddress: addressAt(claim, "refundAddress", "chain.claimDetails"),
      amountSat: satsAt(claim, "amount", "chain.claimDetails"),
      timeoutBlockHeight: blockHeightAt(claim, "timeoutBlockHeight", "chain.claimDetails"),
    },
  };
}

/**
 * POST /v2/swap/chain from RBTC to BTC, 201: the user locks RBTC in EtherSwap (`lockupDetails`: the contract, Boltz's
 * claim address, the timelock, the amount), Boltz funds a Taproot output the user claims (`claimDetails`: the swap
 * tree, the address, Boltz's key, the BTC timeout, the amount). Every value is checked by startChainToBtcSwap.
 */
export interface ChainToBtcSwapCreated {
  readonly id: string;
  readonly rbtcLockup: {
    readonly etherSwapAddress: Address;
    readonly claimAddress: Address;
    readonly amountSat: bigint;
    readonly timeoutBlockHeight: bigint;
  };
  readonly btcClaim: BtcSwapSide;
}

function leafAt(o: JsonObject, key: string, path: string) {
  const leaf = objectAt(o[key], `${path}.${key}`);
  const output = stringAt(leaf, "output", `${path}.${key}`);
  if (!/^([0-9a-fA-F]{2})+$/.test(output)) throw new InvalidAnswer(`${path}.${key}.output: not a script`);
  return { version: numberAt(leaf, "version", `${path}.${key}`), output };
}

function btcSideAt(details: JsonObject, path: string): BtcSwapSide {
  const tree = objectAt(details["swapTree"], `${path}.swapTree`);
  const serverPublicKey = stringAt(details, "serverPublicKey", path);
  if (!/^0[23][0-9a-fA-F]{64}$/.test(serverPublicKey.replace(/^0x/, ""))) {
    throw new InvalidAnswer(`${path}.serverPublicKey: not a compressed public key`);
  }
  return {
    swapTree: {
      claimLeaf: leafAt(tree, "claimLeaf", `${path}.swapTree`),
      refundLeaf: leafAt(tree, "refundLeaf", `${path}.swapTree`),
    },
    lockupAddress: stringAt(details, "lockupAddress", path),
    serverPublicKey: `0x${serverPublicKey.replace(/^0x/, "").toLowerCase()}`,
    amountSat: satsAt(details, "amount", path),
    timeoutBlockHeight: blockHeightAt(details, "timeoutBlockHeight", path),
  };
}

export function parseChainToBtcSwapCreated(answer: unknown): ChainToBtcSwapCreated {
  const o = objectAt(answer, "chain");
  const lockup = objectAt(o["lockupDetails"], "chain.lockupDetails");
  const claim = objectAt(o["claimDetails"], "chain.claimDetails");
  return {
    id: stringAt(o, "id", "chain"),
    rbtcLockup: {
      etherSwapAddress: addressAt(lockup, "lockupAddress", "chain.lockupDetails"),
      claimAddress: addressAt(lockup, "claimAddress", "chain.lockupDetails"),
      amountSat: satsAt(lockup, "amount", "chain.lockupDetails"),
      timeoutBlockHeight: blockHeightAt(lockup, "timeoutBlockHeight", "chain.lockupDetails"),
    },
    btcClaim: btcSideAt(claim, "chain.claimDetails"),
  };
}

/**
 * GET /v2/swap/chain/{id}/transactions: one side's BTC lock (id and hex) — `serverLock`, Boltz's lock of an RBTC →
 * BTC swap; `userLock`, the user's own lock of a BTC → RBTC swap — undefined before it is seen (or without its hex).
 */
export function parseChainLock(
  answer: unknown,
  side: "serverLock" | "userLock",
): { readonly id: string; readonly hex: string } | undefined {
  const o = objectAt(answer, "transactions");
  if (o[side] === undefined) return undefined;
  const path = `transactions.${side}.transaction`;
  const transaction = objectAt(objectAt(o[side], `transactions.${side}`)["transaction"], path);
  if (transaction["hex"] === undefined && side === "userLock") return undefined;
  const hex = stringAt(transaction, "hex", path);
  if (!/^([0-9a-fA-F]{2})+$/.test(hex)) throw new InvalidAnswer(`${path}.hex: not hex`);
  return { id: stringAt(transaction, "id", path), hex };
}

/** GET /v2/chain/{currency}/height: the chain's block height. */
export function parseHeight(answer: unknown): bigint {
  return blockHeightAt(objectAt(answer, "height"), "height", "height");
}

/** POST /v2/chain/BTC/transaction: the broadcast transaction's id. */
export function parseBroadcast(answer: unknown): string {
  return stringAt(objectAt(answer, "broadcast"), "id", "broadcast");
}

/** GET /v2/swap/{id}, and each entry of a `swap.update` WebSocket event (which adds `id`). */
export interface BoltzSwapStatusAnswer {
  readonly status: string;
  readonly transactionId?: string;
  readonly transactionHex?: string;
  readonly failureReason?: string;
  readonly zeroConfRejected?: boolean;
}

export function parseSwapStatus(answer: unknown, path = "status"): BoltzSwapStatusAnswer {
  const o = objectAt(answer, path);
  const transaction = o["transaction"] === undefined ? undefined : objectAt(o["transaction"], `${path}.transaction`);
  const transactionId = transaction && optionalStringAt(transaction, "id", `${path}.transaction`);
  const transactionHex = transaction && optionalStringAt(transaction, "hex", `${path}.transaction`);
  const failureReason = optionalStringAt(o, "failureReason", path);
  const zeroConfRejected = booleanAt(o, "zeroConfRejected", path);
  return {
    status: stringAt(o, "status", path),
    ...(transactionId !== undefined && { transactionId }),
    ...(transactionHex !== undefined && { transactionHex }),
    ...(failureReason !== undefined && { failureReason }),
    ...(zeroConfRejected !== undefined && { zeroConfRejected }),
  };
}

/** GET /v2/swap/submarine/{id}/refund: Boltz's EIP-712 signature for `refundCooperative`. */
export function parseRefundSignature(answer: unknown): Hex {
  return hexAt(objectAt(answer, "refund"), "signature", "refund", 65);
}
