import { parseFeePercentage, swapSecretFieldPaths } from "@ceiba/core";
import { describe, expect, it } from "vitest";
import { compressedPublicKey, generatePreimage, generateRefundKey, preimageHashOf, preimageMatches } from "./preimage";
import { parseRefundFile, refundFileName, refundFileOf } from "./refund-file";
import type { StoredChainSwap, StoredChainToBtcSwap, StoredReverseSwap, StoredSubmarineSwap } from "./stored-swap";
import { createKeyValueSwapStore, createMemorySwapStore } from "./swap-store";

const secret = generatePreimage();
const reverse: StoredReverseSwap = {
  id: "Ab3dE5fG7hJk",
  kind: "reverse",
  chainId: 1337,
  createdAt: 1_700_000_000,
  createdAtBlock: 12n,
  etherSwapAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  preimageHash: secret.preimageHash,
  preimage: secret.preimage,
  claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  refundAddress: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  timelock: 7_200_456n,
  invoice: "lnbcrt500u1p",
  invoiceAmountSat: 50_000n,
  onchainAmountSat: 49_599n,
  providerStatus: "swap.created",
};

describe("preimage", () => {
  it("is 32 random bytes bound to its SHA-256", () => {
    const a = generatePreimage();
    const b = generatePreimage();
    expect(a.preimage).toMatch(/^0x[0-9a-f]{64}$/);
    expect(a.preimage).not.toBe(b.preimage);
    expect(preimageMatches(a.preimage, a.preimageHash)).toBe(true);
    expect(preimageMatches(a.preimage, b.preimageHash)).toBe(false);
    // SHA-256 of 32 zero bytes.
    expect(preimageHashOf(`0x${"00".repeat(32)}`)).toBe(
      "0x66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925",
    );
  });

  it("makes compressed secp256k1 refund keys", () => {
    const key = generateRefundKey();
    expect(key.publicKey).toMatch(/^0x0[23][0-9a-f]{64}$/);
    // The generator point: private key 1.
    expect(compressedPublicKey(`0x${"00".repeat(31)}01`)).toBe(
      "0x0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798",
    );
  });
});

describe("refund file", () => {
  it("round-trips a swap, bigints included", () => {
    const text = refundFileOf(reverse);
    expect(JSON.parse(text)).toMatchObject({ format: "ceiba-boltz-swap", version: 1, timelock: "7200456" });
    expect(parseRefundFile(text)).toEqual({ ok: true, swap: reverse });
    expect(refundFileName(reverse)).toBe("ceiba-swap-reverse-Ab3dE5fG7hJk.json");
  });

  it("refuses a preimage that does not hash to the swap's hash, and malformed files", () => {
    const other = { ...JSON.parse(refundFileOf(reverse)), preimage: generatePreimage().preimage };
    expect(parseRefundFile(JSON.stringify(other))).toMatchObject({ ok: false });
    expect(parseRefundFile("{")).toMatchObject({ ok: false });
    expect(parseRefundFile('{"format":"other"}')).toMatchObject({ ok: false });
    const noTimelock = { ...JSON.parse(refundFileOf(reverse)), timelock: 12.5 };
    expect(parseRefundFile(JSON.stringify(noTimelock))).toMatchObject({ ok: false });
  });

  it("keeps a submarine swap's refund data", () => {
    const submarine: StoredSubmarineSwap = {
      ...reverse,
      kind: "submarine",
      lockAmountSat: 50_205n,
      lockTx: `0x${"ab".repeat(32)}`,
    } as StoredSubmarineSwap;
    const {
      preimage: _preimage,
      onchainAmountSat: _onchain,
      ...withoutSecret
    } = submarine as StoredSubmarineSwap & {
      preimage?: string;
      onchainAmountSat?: bigint;
    };
    const parsed = parseRefundFile(refundFileOf(withoutSecret as StoredSubmarineSwap));
    expect(parsed.ok && parsed.swap).toMatchObject({ kind: "submarine", lockAmountSat: 50_205n, timelock: 7_200_456n });
  });

  it("keeps how the chain settled the swap (a user's refund Boltz never reports), and refuses an unknown outcome", () => {
    const refunded = { ...reverse, providerStatus: "invoice.failedToPay", settled: "refunded" as const };
    expect(parseRefundFile(refundFileOf(refunded))).toEqual({ ok: true, swap: refunded });
    const unknown = { ...JSON.parse(refundFileOf(refunded)), settled: "lost" };
    expect(parseRefundFile(JSON.stringify(unknown))).toEqual({ ok: false, reason: "file.settled: unknown" });
  });
});

describe("the refund file's fee and secrets", () => {
  const fees = { rate: parseFeePercentage("0.25") ?? 0n, minerFeeSat: 200n };

  it("keeps the pair's fee (fixed sats + percentage), and reads a file without one", () => {
    const text = refundFileOf({ ...reverse, fees });
    expect(JSON.parse(text)).toMatchObject({ fees: { rate: "2500000000000000", minerFeeSat: "200" } });
    expect(parseRefundFile(text)).toEqual({ ok: true, swap: { ...reverse, fees } });
    expect(parseRefundFile(refundFileOf(reverse))).toEqual({ ok: true, swap: reverse });
    const tooHigh = { ...JSON.parse(text), fees: { rate: String(10n ** 18n + 1n), minerFeeSat: "1" } };
    expect(parseRefundFile(JSON.stringify(tooHigh))).toEqual({ ok: false, reason: "file.fees.rate: above 100 %" });
    const broken = { ...JSON.parse(text), fees: { rate: "0.1", minerFeeSat: "1" } };
    expect(parseRefundFile(JSON.stringify(broken))).toMatchObject({ ok: false });
  });

  it("names every secret it holds as @ceiba/core's swap secret fields (what the server refuses), nothing else", () => {
    const refundKey = generateRefundKey();
    const chain: StoredChainSwap = {
      ...reverse,
      kind: "chain",
      btcLockupAddress: "bcrt1qexample",
      userLockAmountSat: 50_000n,
      onchainAmountSat: 49_000n,
      btcRefundPrivateKey: refundKey.privateKey,
      btcTimeoutBlockHeight: 500n,
      fees,
    };
    for (const swap of [chain, reverse]) {
      const file = JSON.parse(refundFileOf(swap)) as Record<string, unknown>;
      const holdingSecrets = Object.keys(file).filter((key) =>
        [secret.preimage, refundKey.privateKey].includes(file[key] as `0x${string}`),
      );
      expect(holdingSecrets.length).toBeGreaterThan(0);
      expect(swapSecretFieldPaths(file)).toEqual(holdingSecrets);
    }
  });
});

describe("refund file of an RBTC → BTC chain swap", () => {
  const claimKey = generateRefundKey();
  const { invoice: _invoice, invoiceAmountSat: _invoiceAmount, onchainAmountSat: _onchain, ...common } = reverse;
  const chainToBtc: StoredChainToBtcSwap = {
    ...common,
    kind: "chainToBtc",
    lockAmountSat: 90_000n,
    btcDestinationAddress: "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080",
    btcClaimPrivateKey: claimKey.privateKey,
    btcServerPublicKey: compressedPublicKey(generateRefundKey().privateKey),
    btcLockupAddress: "bcrt1pexample",
    btcTimeoutBlockHeight: 130n,
    serverLockAmountSat: 89_610n,
    claimFeeSat: 150n,
    btcClaimTransaction: { id: "ab".repeat(32), hex: "0200", amountSat: 89_460n },
  };

  it("reads back exactly what it wrote, claim key and signed claim included", () => {
    expect(parseRefundFile(refundFileOf(chainToBtc))).toEqual({ ok: true, swap: chainToBtc });
    const { btcClaimTransaction: _sent, ...unsent } = chainToBtc;
    expect(parseRefundFile(refundFileOf(unsent))).toEqual({ ok: true, swap: unsent });
  });

  it("refuses a file whose claim key, server key or claim transaction is malformed", () => {
    const file = JSON.parse(refundFileOf(chainToBtc)) as Record<string, unknown>;
    const broken = (change: Record<string, unknown>) => parseRefundFile(JSON.stringify({ ...file, ...change }));
    expect(broken({ btcClaimPrivateKey: "0x12" })).toMatchObject({ ok: false });
    expect(broken({ btcServerPublicKey: claimKey.privateKey })).toMatchObject({ ok: false });
    expect(broken({ btcClaimTransaction: { id: "zz", hex: "00", amountSat: "1" } })).toMatchObject({ ok: false });
    expect(broken({ btcDestinationAddress: undefined })).toMatchObject({ ok: false });
  });

  it("names its claim key and preimage as secrets", () => {
    const file = JSON.parse(refundFileOf(chainToBtc)) as Record<string, unknown>;
    expect(swapSecretFieldPaths(file).sort()).toEqual(["btcClaimPrivateKey", "preimage"]);
  });
});

describe("swap stores", () => {
  it("keep swaps newest first, in memory and over localStorage-like storage", async () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      key: (i: number) => [...map.keys()][i] ?? null,
      get length() {
        return map.size;
      },
    };
    for (const store of [createMemorySwapStore(), createKeyValueSwapStore(storage)]) {
      await store.save(reverse);
      await store.save({ ...reverse, id: "newer", createdAt: reverse.createdAt + 1 });
      expect((await store.list()).map((s) => s.id)).toEqual(["newer", "Ab3dE5fG7hJk"]);
      expect(await store.get("Ab3dE5fG7hJk")).toEqual(reverse);
      expect(await store.get("missing")).toBeUndefined();
    }
    map.set("ceiba.boltz-swap.broken", "{");
    expect((await createKeyValueSwapStore(storage).list()).length).toBe(2);
  });
});
