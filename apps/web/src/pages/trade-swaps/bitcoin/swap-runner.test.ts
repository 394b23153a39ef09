import type { StoredChainToBtcSwap } from "@ceiba/lightning";
import type { Hash } from "viem";
import { describe, expect, it, vi } from "vitest";
import { storedSwapHistoryStatus } from "./stored-swaps";
import { createSwapRunner, type SwapRunner } from "./swap-runner";
import { BTC_LOCKUP_ADDRESS, chainSwap, fakeServices, reverseSwap, submarineSwap } from "./test-bitcoin-swaps";

const settle = async (runner: SwapRunner, check: () => void) => vi.waitFor(check, { timeout: 2000, interval: 5 });

describe("swap runner: reverse (BTC → RBTC)", () => {
  it("shows the invoice, waits for Boltz's lock, then claims through the wallet by itself", async () => {
    const fake = fakeServices();
    await fake.store.save(reverseSwap());
    const runner = createSwapRunner(fake.services, "rev1", { autoClaim: () => true, refreshMs: 60_000 });
    await settle(runner, () =>
      expect(runner.get().action).toEqual({ type: "payInvoice", invoice: "lnbcrt500u1ptest" }),
    );

    fake.push("rev1", "transaction.mempool");
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "wait", for: "boltzLock" }));
    expect(fake.wallet.sent).toEqual([]);

    // Boltz's lock is confirmed and on chain: the claim goes out once, and the swap ends claimed.
    fake.swapChain.chain.locks.set("rev1", "locked");
    fake.push("rev1", "transaction.confirmed");
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "done", outcome: "claimed" }));
    expect(fake.wallet.sent).toEqual(["claim rev1"]);
    expect(runner.get().tx).toMatchObject({ kind: "claim", phase: "mined" });
    // Boltz's statuses are kept in the store as they come.
    expect((await fake.store.get("rev1"))?.providerStatus).toBe("transaction.confirmed");
    // The chain showed the claim before Boltz did: its final status still arrives (the history takes it).
    fake.push("rev1", "invoice.settled");
    await settle(runner, () => expect(runner.get().providerStatus).toBe("invoice.settled"));
    expect((await fake.store.get("rev1"))?.providerStatus).toBe("invoice.settled");
    runner.dispose();
  });

  it("resumes after a reload: a new runner over the same store claims the lock found on chain", async () => {
    const fake = fakeServices();
    await fake.store.save(reverseSwap());
    const first = createSwapRunner(fake.services, "rev1", { autoClaim: () => false, refreshMs: 60_000 });
    fake.swapChain.chain.locks.set("rev1", "locked");
    fake.push("rev1", "transaction.confirmed");
    await settle(first, () => expect(first.get().action?.type).toBe("claim"));
    first.dispose(); // the tab is closed before the claim (no wallet then)
    expect(fake.wallet.sent).toEqual([]);

    const again = createSwapRunner(fake.services, "rev1", { autoClaim: () => true, refreshMs: 60_000 });
    await settle(again, () => expect(again.get().action).toEqual({ type: "done", outcome: "claimed" }));
    expect(fake.wallet.sent).toEqual(["claim rev1"]);
    again.dispose();
  });

  it("a reload during the claim's confirmation watches the stored hash instead of claiming again", async () => {
    const fake = fakeServices();
    const claimTx: Hash = `0x${"c1".repeat(32)}`;
    // The claim was sent (its hash stored before the receipt was awaited), then the tab was reloaded.
    await fake.store.save(reverseSwap({ claimTx, providerStatus: "transaction.confirmed" }));
    fake.boltz.statuses.set("rev1", "transaction.confirmed");
    fake.swapChain.chain.locks.set("rev1", "locked");
    const runner = createSwapRunner(fake.services, "rev1", { autoClaim: () => true, refreshMs: 60_000 });
    await settle(runner, () => expect(runner.get().tx).toEqual({ kind: "claim", phase: "sent", hash: claimTx }));
    expect(runner.get().action).toEqual({ type: "claim" });
    expect(fake.receipts.watched).toEqual([claimTx]);

    // Another read while it is on its way (Boltz's update): still no second claim, no second watch.
    fake.push("rev1", "transaction.confirmed");
    await runner.refresh();
    expect(fake.wallet.sent).toEqual([]);
    expect(fake.receipts.watched).toEqual([claimTx]);

    fake.swapChain.chain.locks.set("rev1", "claimed");
    fake.receipts.settle(claimTx, "success");
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "done", outcome: "claimed" }));
    expect(runner.get().tx).toEqual({ kind: "claim", phase: "mined", hash: claimTx });
    expect(fake.wallet.sent).toEqual([]);
    runner.dispose();
  });

  it("a stored claim that reverted is reported, and the claim is left to the user (never sent by itself)", async () => {
    const fake = fakeServices();
    const claimTx: Hash = `0x${"c2".repeat(32)}`;
    await fake.store.save(reverseSwap({ claimTx }));
    fake.swapChain.chain.locks.set("rev1", "locked");
    const runner = createSwapRunner(fake.services, "rev1", { autoClaim: () => true, refreshMs: 60_000 });
    await settle(runner, () => expect(fake.receipts.watched).toEqual([claimTx]));
    fake.receipts.settle(claimTx, "reverted");
    await settle(runner, () =>
      expect(runner.get().tx).toMatchObject({ kind: "claim", phase: "failed", hash: claimTx }),
    );
    expect(runner.get().action).toEqual({ type: "claim" });
    expect(fake.wallet.sent).toEqual([]);
    await runner.claim();
    expect(fake.wallet.sent).toEqual(["claim rev1"]);
    runner.dispose();
  });

  it("says the secrets are missing for a swap this browser does not hold", async () => {
    const fake = fakeServices();
    const runner = createSwapRunner(fake.services, "unknown", { autoClaim: () => true, refreshMs: 60_000 });
    await settle(runner, () => expect(runner.get().errorId).toBe("lightning.secretsMissing"));
    runner.dispose();
  });
});

describe("swap runner: chain (BTC on chain → RBTC)", () => {
  it("asks for the BTC, follows Boltz's statuses, then claims Boltz's RBTC lock by itself", async () => {
    const fake = fakeServices();
    await fake.store.save(chainSwap());
    const runner = createSwapRunner(fake.services, "chain1", { autoClaim: () => true, refreshMs: 60_000 });
    await settle(runner, () =>
      expect(runner.get().action).toEqual({
        type: "sendBtc",
        address: BTC_LOCKUP_ADDRESS,
        bip21: chainSwap().bip21,
        amountSat: 50_000n,
      }),
    );

    // The user's BTC is seen, then confirmed; Boltz's RBTC lock is on its way: nothing to sign yet.
    fake.push("chain1", "transaction.mempool");
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "wait", for: "boltzLock" }));
    fake.push("chain1", "transaction.server.mempool");
    await settle(runner, () => expect(runner.get().providerStatus).toBe("transaction.server.mempool"));
    expect(fake.wallet.sent).toEqual([]);

    fake.swapChain.chain.locks.set("chain1", "locked");
    fake.push("chain1", "transaction.server.confirmed");
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "done", outcome: "claimed" }));
    expect(fake.wallet.sent).toEqual(["claim chain1"]);
    runner.dispose();
  });
});

describe("swap runner: submarine (RBTC → BTC)", () => {
  it("locks on request, then follows Boltz to the paid invoice", async () => {
    const fake = fakeServices();
    await fake.store.save(submarineSwap());
    const runner = createSwapRunner(fake.services, "sub1", { autoClaim: () => true, refreshMs: 60_000 });
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "lock" }));
    await runner.lock();
    expect(fake.wallet.sent).toEqual(["lock sub1"]);
    await settle(runner, () => expect(runner.get().action).toMatchObject({ type: "wait", for: "boltzPayment" }));
    fake.push("sub1", "invoice.paid");
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "wait", for: "boltzClaim" }));
    fake.swapChain.chain.locks.set("sub1", "claimed");
    fake.push("sub1", "transaction.claimed");
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "done", outcome: "paid" }));
    runner.dispose();
  });

  it("a failed payment is refundable: cooperatively before the timelock, alone after it", async () => {
    const fake = fakeServices();
    await fake.store.save(submarineSwap({ providerStatus: "invoice.failedToPay" }));
    fake.boltz.statuses.set("sub1", "invoice.failedToPay");
    fake.swapChain.chain.locks.set("sub1", "locked");
    const runner = createSwapRunner(fake.services, "sub1", { autoClaim: () => true, refreshMs: 60_000 });
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "refund", cooperative: true }));
    fake.swapChain.chain.currentBlock = 200n;
    await runner.refresh();
    expect(runner.get().action).toEqual({ type: "refund", cooperative: false });
    await runner.refund();
    expect(fake.wallet.sent).toEqual(["refund sub1"]);
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "done", outcome: "refunded" }));
    // Boltz's last status stays the failure; My swaps reads the store, which keeps the chain's outcome.
    const stored = await fake.store.get("sub1");
    expect(stored).toMatchObject({ providerStatus: "invoice.failedToPay", settled: "refunded" });
    expect(storedSwapHistoryStatus(stored ?? submarineSwap())).toBe("Refunded");
    runner.dispose();
  });

  it("a lock found reverted after a reload is reported and forgotten: the lock is offered again", async () => {
    const fake = fakeServices();
    const lockTx: Hash = `0x${"1c".repeat(32)}`;
    await fake.store.save(submarineSwap({ lockTx, providerStatus: "invoice.set" }));
    fake.boltz.statuses.set("sub1", "invoice.set");
    const runner = createSwapRunner(fake.services, "sub1", { autoClaim: () => true, refreshMs: 60_000 });
    await settle(runner, () => expect(fake.receipts.watched).toEqual([lockTx]));
    expect(runner.get().action).toEqual({ type: "wait", for: "lockConfirmation" });
    fake.receipts.settle(lockTx, "reverted");
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "lock" }));
    expect(runner.get().tx).toMatchObject({ kind: "lock", phase: "failed", hash: lockTx });
    expect((await fake.store.get("sub1"))?.lockTx).toBeUndefined();
    await runner.lock();
    expect(fake.wallet.sent).toEqual(["lock sub1"]);
    runner.dispose();
  });

  it("a wallet refusal leaves the refund to try again, with its reason", async () => {
    const fake = fakeServices({ noWallet: true });
    await fake.store.save(submarineSwap());
    fake.boltz.statuses.set("sub1", "swap.expired");
    fake.swapChain.chain.locks.set("sub1", "locked");
    fake.swapChain.chain.currentBlock = 250n;
    const runner = createSwapRunner(fake.services, "sub1", { autoClaim: () => true, refreshMs: 60_000 });
    await settle(runner, () => expect(runner.get().action?.type).toBe("refund"));
    await runner.refund();
    expect(runner.get().tx).toMatchObject({ kind: "refund", phase: "failed" });
    expect(runner.get().action?.type).toBe("refund");
    runner.dispose();
  });
});

describe("swap runner: RBTC → BTC on chain", () => {
  const chainToBtc = (overrides: Partial<StoredChainToBtcSwap> = {}): StoredChainToBtcSwap => {
    const { invoice: _i, invoiceAmountSat: _a, lockAmountSat: _l, ...common } = submarineSwap({ id: "out1" });
    return {
      ...common,
      kind: "chainToBtc",
      preimage: `0x${"00".repeat(32)}`,
      preimageHash: "0x66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925",
      lockAmountSat: 50_000n,
      btcDestinationAddress: "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080",
      btcClaimPrivateKey: `0x${"11".repeat(32)}`,
      btcServerPublicKey: `0x02${"22".repeat(32)}`,
      btcLockupAddress: "bcrt1pexample",
      btcTimeoutBlockHeight: 130n,
      serverLockAmountSat: 49_650n,
      claimFeeSat: 150n,
      providerStatus: "swap.created",
      ...overrides,
    };
  };

  it("claims Boltz's BTC lock by itself, without the wallet, once, and shows the sent claim", async () => {
    const fake = fakeServices();
    await fake.store.save(chainToBtc());
    const claimed = chainToBtc({ btcClaimTransaction: { id: "ab".repeat(32), hex: "02", amountSat: 49_500n } });
    const claimBtc = vi.fn(async () => {
      await fake.store.save(claimed);
      return claimed;
    });
    fake.services.claimBtc = claimBtc;
    const runner = createSwapRunner(fake.services, "out1", { autoClaim: () => false, refreshMs: 60_000 });
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "lock" }));
    fake.swapChain.chain.locks.set("out1", "locked");
    fake.push("out1", "transaction.server.confirmed");
    await settle(runner, () => expect(claimBtc).toHaveBeenCalledTimes(1));
    await settle(runner, () =>
      expect(runner.get().swap).toMatchObject({ btcClaimTransaction: claimed.btcClaimTransaction }),
    );
    expect(fake.wallet.sent).toEqual([]);
    fake.swapChain.chain.locks.set("out1", "claimed");
    fake.push("out1", "transaction.claimed");
    await settle(runner, () => expect(runner.get().action).toEqual({ type: "done", outcome: "claimed" }));
    runner.dispose();
  });
});
