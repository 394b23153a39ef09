/**
 * A typed client of Boltz API v2 for BTC ⇄ RBTC swaps. Every answer goes through a parser before anyone
 * uses it; a malformed answer is a BoltzApiError("lightning.providerInvalidAnswer"), never a half-read value.
 */
import type { Address, Hex } from "viem";
import { BoltzApiError } from "./boltz-api-error";
import { parseEtherSwapAddress } from "./boltz-contracts";
import { boltzRequest, type BoltzHttpOptions } from "./boltz-http";
import { parseBoltzPair, type BoltzPair, type BoltzPairKind, type BoltzSwapType } from "./boltz-pairs";
import {
  parseBroadcast,
  parseChainLock,
  parseHeight,
  parseChainToBtcSwapCreated,
  type ChainToBtcSwapCreated,
  parseChainSwapCreated,
  parseRefundSignature,
  parseReverseSwapCreated,
  parseSubmarineSwapCreated,
  parseSwapStatus,
  type BoltzSwapStatusAnswer,
  type ChainSwapCreated,
  type ReverseSwapCreated,
  type SubmarineSwapCreated,
} from "./boltz-swap-answers";
import { InvalidAnswer } from "./json-guards";

const strip0x = (hex: Hex): string => hex.slice(2);

export interface CreateSubmarineSwapRequest {
  /** The BOLT 11 invoice Boltz pays (already checked by core's checkInvoiceForChain). */
  readonly invoice: string;
  readonly pairHash: string;
}

export interface CreateReverseSwapRequest {
  readonly invoiceAmountSat: bigint;
  /** SHA-256 of the preimage the client generated and stored. */
  readonly preimageHash: Hex;
  /** The user's address that will claim the RBTC. */
  readonly claimAddress: Address;
  readonly pairHash: string;
  readonly description?: string;
}

export interface CreateChainSwapRequest {
  /** BTC the user will send, in satoshis. */
  readonly userLockAmountSat: bigint;
  readonly preimageHash: Hex;
  readonly claimAddress: Address;
  /** Compressed secp256k1 key (33 bytes) that can refund the user's BTC lock. */
  readonly refundPublicKey: Hex;
  readonly pairHash: string;
}

export interface CreateChainToBtcSwapRequest {
  /** RBTC the user will lock, in satoshis. */
  readonly userLockAmountSat: bigint;
  readonly preimageHash: Hex;
  /** Compressed secp256k1 key (33 bytes) of the user's BTC claim leaf. */
  readonly claimPublicKey: Hex;
  /** The user's Rootstock address (the lock's refund address). */
  readonly refundAddress: Address;
  readonly pairHash: string;
}

export interface BoltzClient {
  readonly options: BoltzHttpOptions;
  /** GET /v2/swap/{type}: the BTC ⇄ RBTC pair, undefined when Boltz does not offer it now. */
  getPair(type: BoltzPairKind): Promise<BoltzPair | undefined>;
  createSubmarineSwap(request: CreateSubmarineSwapRequest): Promise<SubmarineSwapCreated>;
  createReverseSwap(request: CreateReverseSwapRequest): Promise<ReverseSwapCreated>;
  createChainSwap(request: CreateChainSwapRequest): Promise<ChainSwapCreated>;
  /** POST /v2/swap/chain from RBTC to BTC. */
  createChainToBtcSwap(request: CreateChainToBtcSwapRequest): Promise<ChainToBtcSwapCreated>;
  /** GET /v2/swap/chain/{id}/transactions: Boltz's BTC lock (id and hex), undefined before it is sent. */
  getChainServerLock(id: string): Promise<{ readonly id: string; readonly hex: string } | undefined>;
  /** The same for the user's own BTC lock of a BTC → RBTC swap, undefined before Boltz has seen it. */
  getChainUserLock(id: string): Promise<{ readonly id: string; readonly hex: string } | undefined>;
  /** GET /v2/chain/BTC/height: the Bitcoin chain's height as Boltz sees it. */
  getBitcoinHeight(): Promise<bigint>;
  /** POST /v2/chain/BTC/transaction: Boltz broadcasts a signed Bitcoin transaction; its id. */
  broadcastBtcTransaction(hex: string): Promise<string>;
  getSwapStatus(id: string): Promise<BoltzSwapStatusAnswer>;
  /** GET /v2/chain/contracts: the EtherSwap address Boltz announces for `chainId`. */
  getEtherSwapAddress(chainId: number): Promise<Address | undefined>;
  /**
   * GET /v2/swap/{submarine|chain}/{id}/refund: Boltz's signature for a cooperative refund of the user's RBTC lock
   * of a failed swap (submarine by default).
   */
  getCooperativeRefundSignature(id: string, type?: "submarine" | "chain"): Promise<Hex>;
}

/** The direction of each swap type (from → to): submarine pays Lightning from RBTC, the others pay RBTC. */
const DIRECTION: Readonly<Record<BoltzPairKind, { type: BoltzSwapType; from: string; to: string }>> = {
  submarine: { type: "submarine", from: "RBTC", to: "BTC" },
  reverse: { type: "reverse", from: "BTC", to: "RBTC" },
  chain: { type: "chain", from: "BTC", to: "RBTC" },
  chainToBtc: { type: "chain", from: "RBTC", to: "BTC" },
};

/** Runs a parser; a parse failure becomes a BoltzApiError the UI can show. */
function parsed<T>(what: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof InvalidAnswer)
      throw new BoltzApiError("lightning.providerInvalidAnswer", `${what}: ${error.message}`);
    throw error;
  }
}

/** Boltz takes amounts as JSON numbers: refuse any beyond exact integers rather than round them. */
function jsonSats(sats: bigint): number {
  if (sats <= 0n || sats > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount out of range: ${sats}`);
  return Number(sats);
}

const swapPath = (id: string) => encodeURIComponent(id);

export function createBoltzClient(options: BoltzHttpOptions): BoltzClient {
  const get = (path: string) => boltzRequest(options, "GET", path);
  const post = (path: string, body: unknown) => boltzRequest(options, "POST", path, body);
  return {
    options,
    async getPair(type) {
      const { type: path, from, to } = DIRECTION[type];
      const answer = await get(`/v2/swap/${path}`);
      return parsed(`pairs ${type}`, () => parseBoltzPair(type, answer, from, to));
    },
    async createSubmarineSwap(request) {
      const answer = await post("/v2/swap/submarine", {
        from: "RBTC",
        to: "BTC",
        invoice: request.invoice,
        pairHash: request.pairHash,
      });
      return parsed("submarine swap", () => parseSubmarineSwapCreated(answer));
    },
    async createReverseSwap(request) {
      const answer = await post("/v2/swap/reverse", {
        from: "BTC",
        to: "RBTC",
        invoiceAmount: jsonSats(request.invoiceAmountSat),
        preimageHash: strip0x(request.preimageHash),
        claimAddress: request.claimAddress,
        pairHash: request.pairHash,
        ...(request.description !== undefined && { description: request.description }),
      });
      return parsed("reverse swap", () => parseReverseSwapCreated(answer));
    },
    async createChainSwap(request) {
      const answer = await post("/v2/swap/chain", {
        from: "BTC",
        to: "RBTC",
        userLockAmount: jsonSats(request.userLockAmountSat),
        preimageHash: strip0x(request.preimageHash),
        claimAddress: request.claimAddress,
        refundPublicKey: strip0x(request.refundPublicKey),
        pairHash: request.pairHash,
      });
      return parsed("chain swap", () => parseChainSwapCreated(answer));
    },
    async createChainToBtcSwap(request) {
      const answer = await post("/v2/swap/chain", {
        from: "RBTC",
        to: "BTC",
        userLockAmount: jsonSats(request.userLockAmountSat),
        preimageHash: strip0x(request.preimageHash),
        claimPublicKey: strip0x(request.claimPublicKey),
        refundAddress: request.refundAddress,
        pairHash: request.pairHash,
      });
      return parsed("chain swap", () => parseChainToBtcSwapCreated(answer));
    },
    async getChainServerLock(id) {
      const answer = await get(`/v2/swap/chain/${swapPath(id)}/transactions`);
      return parsed("chain swap transactions", () => parseChainLock(answer, "serverLock"));
    },
    async getChainUserLock(id) {
      const answer = await get(`/v2/swap/chain/${swapPath(id)}/transactions`);
      return parsed("chain swap transactions", () => parseChainLock(answer, "userLock"));
    },
    async getBitcoinHeight() {
      const answer = await get("/v2/chain/BTC/height");
      return parsed("height", () => parseHeight(answer));
    },
    async broadcastBtcTransaction(hex) {
      const answer = await post("/v2/chain/BTC/transaction", { hex });
      return parsed("broadcast", () => parseBroadcast(answer));
    },
    async getSwapStatus(id) {
      const answer = await get(`/v2/swap/${swapPath(id)}`);
      return parsed("swap status", () => parseSwapStatus(answer));
    },
    async getEtherSwapAddress(chainId) {
      const answer = await get("/v2/chain/contracts");
      return parsed("contracts", () => parseEtherSwapAddress(answer, chainId));
    },
    async getCooperativeRefundSignature(id, type = "submarine") {
      const answer = await get(`/v2/swap/${type}/${swapPath(id)}/refund`);
      return parsed("refund signature", () => parseRefundSignature(answer));
    },
  };
}
