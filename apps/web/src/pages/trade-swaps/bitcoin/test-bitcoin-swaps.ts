/**
 * Fakes at the @ceiba/lightning boundary for the Bitcoin side's tests (no network, no chain): a fake Boltz
 * client (pairs with a fixed part + percentage, swap creation, statuses), a fake chain view of the locks,
 * a fake wallet whose claim / lock / refund report their phases, receipts the test settles for transactions
 * sent before a reload, and real BOLT 11 invoices signed with a
 * test key. Not shipped: only tests import it.
 */
import { encodeLightningInvoice, parseFeePercentage, type LightningPrefix } from "@ceiba/core";
import {
  BoltzApiError,
  createMemorySwapStore,
  type BoltzClient,
  type BoltzPair,
  type BoltzPairKind,
  type LockState,
  type StoredChainSwap,
  type StoredReverseSwap,
  type StoredSubmarineSwap,
  type StoredSwap,
} from "@ceiba/lightning";
import { hexToBytes, type Address, type Hash, type Hex } from "viem";
import { sign } from "viem/accounts";
import type { BitcoinSwapServices, SwapWalletActions } from "./bitcoin-swap-services";

export const TEST_INVOICE_KEY: Hex = `0x${"e1".repeat(32)}`;
export const TEST_ETHER_SWAP: Address = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
export const BOLTZ_ADDRESS: Address = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
export const NOW = 1_700_000_000;

/** A real, signed BOLT 11 invoice (regtest by default) for `amountSat`. */
export async function signedInvoice(input: {
  amountSat: bigint;
  paymentHash?: string;
  prefix?: LightningPrefix;
  timestamp?: number;
  expiry?: number;
}): Promise<string> {
  // encodeLightningInvoice signs synchronously: sign the hash first with viem, then encode with it.
  let digest: Uint8Array | undefined;
  const fields = {
    prefix: input.prefix ?? "lnbcrt",
    amountMsat: input.amountSat * 1000n,
    timestamp: input.timestamp ?? NOW,
    paymentHash: input.paymentHash ?? "ab".repeat(32),
    expiry: input.expiry ?? 3600,
    description: "test",
  } as const;
  encodeLightningInvoice(fields, (hash) => {
    digest = hash;
    return { compact: new Uint8Array(64), recoveryId: 0 };
  });
  const signature = await sign({
    hash: `0x${Buffer.from(digest ?? []).toString("hex")}`,
    privateKey: TEST_INVOICE_KEY,
  });
  const compact = new Uint8Array([...hexToBytes(signature.r), ...hexToBytes(signature.s)]);
  return encodeLightningInvoice(fields, () => ({ compact, recoveryId: signature.yParity ?? 0 }));
}

/** A pair as Boltz answers it: fixed part `minerFeeSat`, `percent` %, limits 2,500 to 10,000,000 sats. */
export function testPair(type: BoltzPairKind, percent = "0.25", minerFeeSat = 300n): BoltzPair {
  const fromRbtc = type === "submarine" || type === "chainToBtc";
  return {
    type,
    from: fromRbtc ? "RBTC" : "BTC",
    to: fromRbtc ? "BTC" : "RBTC",
    ...(type === "chainToBtc" && { claimFeeEstimateSat: 150n }),
    hash: `${type}-hash`,
    limits: { minimalSat: 2_500n, maximalSat: 10_000_000n },
    fees: { rate: parseFeePercentage(percent) ?? 0n, minerFeeSat },
  };
}

/** A fake Boltz client: pairs, statuses by id (settable), every call recorded. */
export function fakeBoltzClient(pairs: Partial<Record<BoltzPairKind, BoltzPair>> = {}) {
  const statuses = new Map<string, string>();
  const calls: string[] = [];
  const client: Pick<BoltzClient, "getPair" | "getSwapStatus"> = {
    async getPair(type) {
      calls.push(`getPair ${type}`);
      return pairs[type] ?? testPair(type);
    },
    async getSwapStatus(id) {
      calls.push(`getSwapStatus ${id}`);
      return { status: statuses.get(id) ?? "swap.created" };
    },
  };
  return { client, statuses, calls };
}

/** A fake chain: each swap's lock state and the current block. */
export function fakeSwapChain() {
  const locks = new Map<string, LockState>();
  const chain = { currentBlock: 100n, locks };
  return {
    chain,
    view: async (swap: StoredSwap) => ({ currentBlock: chain.currentBlock, lock: locks.get(swap.id) ?? "none" }),
  };
}

/** A fake wallet: each call reports sending → sign → sent → mined and changes the fake chain. */
export function fakeWallet(swapChain: ReturnType<typeof fakeSwapChain>) {
  const sent: string[] = [];
  const hash = (n: number): Hash => `0x${n.toString(16).padStart(64, "0")}`;
  const run = async (
    kind: string,
    swap: StoredSwap,
    lock: LockState,
    onPhase: Parameters<SwapWalletActions["claim"]>[1],
  ) => {
    onPhase("awaitingSignature");
    const h = hash(sent.length + 1);
    sent.push(`${kind} ${swap.id}`);
    onPhase("sent", h);
    swapChain.chain.locks.set(swap.id, lock);
    onPhase("mined", h);
    return h;
  };
  const actions: SwapWalletActions = {
    claim: (swap, onPhase) => run("claim", swap, "claimed", onPhase),
    lock: (swap, onPhase) => run("lock", swap, "locked", onPhase),
    refund: (swap, cooperative, onPhase) =>
      run(cooperative ? "refundCooperative" : "refund", swap, "refunded", onPhase),
  };
  return { actions, sent };
}

export const USER: Address = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

export function reverseSwap(overrides: Partial<StoredReverseSwap> = {}): StoredReverseSwap {
  return {
    id: "rev1",
    kind: "reverse",
    chainId: 1337,
    createdAt: NOW,
    createdAtBlock: 10n,
    etherSwapAddress: TEST_ETHER_SWAP,
    preimageHash: "0x66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925",
    preimage: `0x${"00".repeat(32)}`,
    claimAddress: USER,
    refundAddress: BOLTZ_ADDRESS,
    timelock: 500n,
    invoice: "lnbcrt500u1ptest",
    invoiceAmountSat: 50_000n,
    onchainAmountSat: 49_575n,
    providerStatus: "swap.created",
    ...overrides,
  };
}

export function submarineSwap(overrides: Partial<StoredSubmarineSwap> = {}): StoredSubmarineSwap {
  return {
    id: "sub1",
    kind: "submarine",
    chainId: 1337,
    createdAt: NOW,
    createdAtBlock: 10n,
    etherSwapAddress: TEST_ETHER_SWAP,
    preimageHash: `0x${"ab".repeat(32)}`,
    claimAddress: BOLTZ_ADDRESS,
    refundAddress: USER,
    timelock: 200n,
    invoice: "lnbcrt500u1ptest",
    invoiceAmountSat: 50_000n,
    lockAmountSat: 50_350n,
    providerStatus: "invoice.set",
    ...overrides,
  };
}

/** A regtest P2WSH address, as the stand-in gives for a chain swap's BTC lockup. */
export const BTC_LOCKUP_ADDRESS = "bcrt1qyysjzgfpyysjzgfpyysjzgfpyysjzgfpyysjzgfpyysjzgfpyyss53fxzc";

export function chainSwap(overrides: Partial<StoredChainSwap> = {}): StoredChainSwap {
  return {
    id: "chain1",
    kind: "chain",
    chainId: 1337,
    createdAt: NOW,
    createdAtBlock: 10n,
    etherSwapAddress: TEST_ETHER_SWAP,
    preimageHash: "0x66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925",
    preimage: `0x${"00".repeat(32)}`,
    claimAddress: USER,
    refundAddress: BOLTZ_ADDRESS,
    timelock: 500n,
    btcLockupAddress: BTC_LOCKUP_ADDRESS,
    bip21: `bitcoin:${BTC_LOCKUP_ADDRESS}?amount=0.0005&label=Send%20to%20BTC%20lockup`,
    userLockAmountSat: 50_000n,
    onchainAmountSat: 49_575n,
    btcRefundPrivateKey: `0x${"11".repeat(32)}`,
    btcTimeoutBlockHeight: 250n,
    providerStatus: "swap.created",
    ...overrides,
  };
}

/** Receipts of transactions sent before a reload, settled by the test: `settle(hash, outcome)`. */
export function fakeReceipts() {
  const waiting = new Map<Hash, (outcome: "success" | "reverted") => void>();
  const watched: Hash[] = [];
  return {
    watched,
    watch: (hash: Hash) =>
      new Promise<"success" | "reverted">((resolve) => {
        watched.push(hash);
        waiting.set(hash, resolve);
      }),
    settle(hash: Hash, outcome: "success" | "reverted") {
      const resolve = waiting.get(hash);
      if (!resolve) throw new Error(`no one watches ${hash}`);
      waiting.delete(hash);
      resolve(outcome);
    },
  };
}

/** Services over the fakes; `watch` updates are pushed with `push(id, status)`. */
export function fakeServices(options: { pairs?: Partial<Record<BoltzPairKind, BoltzPair>>; noWallet?: boolean } = {}) {
  const boltz = fakeBoltzClient(options.pairs);
  const store = createMemorySwapStore();
  const swapChain = fakeSwapChain();
  const wallet = fakeWallet(swapChain);
  const receipts = fakeReceipts();
  // Each watch hears only the swaps it subscribed to, as over Boltz's WebSocket.
  const watchers = new Map<(id: string, status: string) => void, Set<string>>();
  /** The simulated Bitcoin chain's height, and the addresses BTC refunds were sent to. */
  const bitcoin = { height: 100n, refunds: [] as string[] };
  const services: BitcoinSwapServices = {
    chainId: 1337,
    boltz: boltz.client,
    store,
    startReverse: async () => {
      throw new Error("fakeServices: startReverse not set");
    },
    startSubmarine: async () => {
      throw new Error("fakeServices: startSubmarine not set");
    },
    startChain: async () => {
      throw new Error("fakeServices: startChain not set");
    },
    startChainToBtc: async () => {
      throw new Error("fakeServices: startChainToBtc not set");
    },
    claimBtc: async () => {
      throw new Error("fakeServices: claimBtc not set");
    },
    // The BTC refund as @ceiba/lightning's refundBtcSwap ends: the signed refund stored with the swap.
    async refundBtc(swap, destinationAddress) {
      if (bitcoin.height < swap.btcTimeoutBlockHeight) {
        throw new BoltzApiError("lightning.refundNotYet", `Bitcoin block ${bitcoin.height}`);
      }
      const refunded: StoredChainSwap = {
        ...swap,
        btcRefundTransaction: {
          id: "bf".repeat(32),
          hex: "02",
          amountSat: swap.userLockAmountSat - 150n,
          address: destinationAddress,
        },
      };
      await store.save(refunded);
      bitcoin.refunds.push(destinationAddress);
      return refunded;
    },
    bitcoinHeight: async () => bitcoin.height,
    chainView: swapChain.view,
    wallet: async () => {
      if (options.noWallet) throw new Error("no wallet");
      return wallet.actions;
    },
    watchTransaction: receipts.watch,
    watch(onUpdate) {
      const ids = new Set<string>();
      watchers.set(onUpdate, ids);
      return {
        subscribe: (more) => more.forEach((id) => ids.add(id)),
        unsubscribe: (fewer) => fewer.forEach((id) => ids.delete(id)),
        close: () => watchers.delete(onUpdate),
      };
    },
    now: () => NOW,
  };
  const push = (id: string, status: string) => {
    boltz.statuses.set(id, status);
    for (const [watcher, ids] of [...watchers]) if (ids.has(id)) watcher(id, status);
  };
  return { services, boltz, store, swapChain, wallet, receipts, push, bitcoin };
}
