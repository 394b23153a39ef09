import { STORAGE_KEYS, TESTNET_CHAIN_ID } from "@ceiba/core";
import { getAddress } from "viem";
import { mock } from "wagmi";
import { describe, expect, it, vi } from "vitest";
import type { WalletPlugin } from "../connectors/wallet-plugins";
import { readStoredSession, writeStoredSession } from "../browser-storage";
import { connected, useControllerHarness } from "../test/controller-harness";
import { MockWallet, TEST_WALLET_NAME, TEST_WALLET_RDNS } from "../test/mock-eip1193";

const { start } = useControllerHarness();

describe("stored session (app-shell §4)", () => {
  it("reconnects the stored wallet on load and keeps the stored session", async () => {
    writeStoredSession({ method: "browser", walletId: TEST_WALLET_RDNS });
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID, authorized: true });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet });
    expect(h.state().status).toBe("reconnecting");
    await connected(h);
    expect(h.state().address).toBe(wallet.address);
    expect(h.state().walletName).toBe(TEST_WALLET_NAME);
    expect(h.events.connect).toEqual([{ address: wallet.address, walletKind: "browser", reconnected: true }]);
    expect(readStoredSession()).toEqual({ method: "browser", walletId: TEST_WALLET_RDNS });
    // No permission prompt on a reconnection.
    expect(wallet.methods()).not.toContain("wallet_requestPermissions");
  });

  it("clears the stored session and logs when the stored wallet does not reconnect", async () => {
    writeStoredSession({ method: "browser", walletId: TEST_WALLET_RDNS });
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID, authorized: false }); // locked: no accounts
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet });
    await vi.waitFor(() => expect(h.state().status).toBe("disconnected"));
    expect(localStorage.getItem(STORAGE_KEYS.lastSession)).toBeNull();
    expect(h.logged()).toContain("wallet-reconnect-failed");
    expect(h.events.connect).toEqual([]);
  });

  it("clears the stored session when the stored wallet is no longer in the browser", async () => {
    writeStoredSession({ method: "browser", walletId: "io.gone.wallet" });
    const h = start({ appChainId: TESTNET_CHAIN_ID });
    await vi.waitFor(() => expect(h.state().status).toBe("disconnected"));
    expect(readStoredSession()).toBeUndefined();
    expect(h.logged()).toContain("wallet-reconnect-failed");
  });

  it("forgets a connection nobody asked for (no stored session)", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID, authorized: true });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet });
    const connector = h.config.connectors.find((c) => c.id === TEST_WALLET_RDNS);
    if (!connector) throw new Error("the mock wallet was not discovered");
    // What WagmiProvider's own reconnect would do.
    const { reconnect } = await import("wagmi/actions");
    await reconnect(h.config, { connectors: [connector] });
    await vi.waitFor(() => expect(h.config.state.status).toBe("disconnected"));
    expect(h.state().status).toBe("disconnected");
    expect(h.events.connect).toEqual([]);
  });
});

describe("inside a partner wallet's app (the XO wallet)", () => {
  const HOST_ADDRESS = "0x00000000000000000000000000000000000000aa";
  const hostPlugin = (inside: boolean): WalletPlugin => ({
    id: "mock",
    kind: "xo",
    configured: inside,
    autoConnect: async () => inside,
    load: async () => mock({ accounts: [HOST_ADDRESS] }),
  });

  it("connects the host wallet on load, without the connect dialog", async () => {
    const h = start({ appChainId: TESTNET_CHAIN_ID, plugins: [hostPlugin(true)] });
    await connected(h);
    expect(h.state().address).toBe(getAddress(HOST_ADDRESS));
    expect(h.state().dialog).not.toBe("connect");
    expect(h.events.connect).toEqual([{ address: getAddress(HOST_ADDRESS), walletKind: "xo", reconnected: false }]);
    expect(readStoredSession()).toEqual({ method: "xo", walletId: "mock" });
  });

  it("restores the stored wallet rather than the host's", async () => {
    writeStoredSession({ method: "browser", walletId: TEST_WALLET_RDNS });
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID, authorized: true });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet, plugins: [hostPlugin(true)] });
    await connected(h);
    expect(h.state().address).toBe(wallet.address);
    expect(h.events.connect).toHaveLength(1);
  });

  it("connects nothing outside the host's app", async () => {
    const plugin = hostPlugin(false);
    const asked = vi.spyOn(plugin, "autoConnect");
    const load = vi.spyOn(plugin, "load");
    const h = start({ appChainId: TESTNET_CHAIN_ID, plugins: [plugin] });
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    await asked.mock.results[0]?.value;
    expect(load).not.toHaveBeenCalled();
    expect(h.state().status).toBe("disconnected");
    expect(h.events.connect).toEqual([]);
  });
});
