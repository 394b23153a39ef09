import { STORAGE_KEYS, TESTNET_CHAIN_ID } from "@ceiba/core";
import { describe, expect, it, vi } from "vitest";
import { readStoredSession } from "../browser-storage";
import { connected, useControllerHarness } from "../test/controller-harness";
import { MockWallet, TEST_WALLET_RDNS } from "../test/mock-eip1193";

const { start } = useControllerHarness();

describe("connect side effects and disconnect", () => {
  it("disconnect clears the session, the user id, the account's cached data and the stored caches", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet, api: { termsAccepted: true } });
    await h.actions.connect(TEST_WALLET_RDNS);
    await vi.waitFor(() => expect(h.state().userId).toBeDefined());
    h.queryClient.setQueryData(["account", wallet.address.toLowerCase(), "positions"], { any: 1 });
    h.queryClient.setQueryData(["markets"], { any: 2 });
    localStorage.setItem("wagmi.recentConnectorId", JSON.stringify(TEST_WALLET_RDNS));
    await h.actions.disconnect();
    const state = h.state();
    expect(state.status).toBe("disconnected");
    expect([state.address, state.userId, state.nativeBalance, state.termsAccepted]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(h.queryClient.getQueryData(["account", wallet.address.toLowerCase(), "positions"])).toBeUndefined();
    expect(h.queryClient.getQueryData(["markets"])).toEqual({ any: 2 });
    expect(localStorage.getItem(STORAGE_KEYS.lastSession)).toBeNull();
    expect(localStorage.getItem("wagmi.recentConnectorId")).toBeNull();
    expect(h.events.disconnect).toEqual([{ address: wallet.address, reason: "user" }]);
  });

  it("shows the disconnection alert and disconnects when the wallet stops giving its address", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet, api: { termsAccepted: true } });
    await h.actions.connect(TEST_WALLET_RDNS);
    await connected(h);
    wallet.lock();
    await vi.waitFor(() => expect(h.state().dialog).toBe("disconnected"));
    expect(h.state().status).toBe("disconnected");
    expect(readStoredSession()).toBeUndefined();
    expect(h.events.disconnect).toEqual([{ address: wallet.address, reason: "lost" }]);
    // "Reconnect" connects the same wallet again.
    await h.actions.reconnectAfterLoss();
    await connected(h);
    expect(h.state().dialog).toBeUndefined();
  });
});
