import { STORAGE_KEYS, TERMS_MESSAGE, TESTNET_CHAIN_ID } from "@ceiba/core";
import { getAddress, numberToHex, verifyMessage, type Hex } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readStoredSession, writeStoredSession } from "../browser-storage";
import { startController } from "../test/controller-harness";
import { MockRpcError, MockWallet, TEST_WALLET_NAME, TEST_WALLET_RDNS } from "../test/mock-eip1193";

type Harness = ReturnType<typeof startController>;
let harness: Harness | undefined;

function start(options: Parameters<typeof startController>[0]): Harness {
  harness = startController(options);
  return harness;
}

async function connected(h: Harness) {
  await vi.waitFor(() => expect(h.state().status).toBe("connected"));
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  vi.unstubAllGlobals();
});

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

  it("stores the session on a connect from the dialog", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet });
    expect(h.state().options.map((option) => option.id)).toEqual([TEST_WALLET_RDNS]);
    h.actions.openConnect();
    await h.actions.connect(TEST_WALLET_RDNS);
    await connected(h);
    expect(h.state().dialog).toBeUndefined();
    expect(readStoredSession()).toEqual({ method: "browser", walletId: TEST_WALLET_RDNS });
    expect(h.events.connect).toEqual([{ address: wallet.address, walletKind: "browser", reconnected: false }]);
  });

  it("records a rejected connection, removes the stored session and words it", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID });
    wallet.override("wallet_requestPermissions", () => {
      throw new MockRpcError(4001, "User rejected the request.");
    });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet });
    writeStoredSession({ method: "browser", walletId: "io.other.wallet" }); // e.g. written by another tab
    h.actions.openConnect();
    await h.actions.connect(TEST_WALLET_RDNS);
    expect(h.state().connectError).toBe("rejected");
    expect(h.state().dialog).toBe("connect");
    expect(h.state().status).toBe("disconnected");
    expect(localStorage.getItem(STORAGE_KEYS.lastSession)).toBeNull();
    expect(h.logged()).toContain("wallet-connect-failed");
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

describe("connect side effects and disconnect", () => {
  it("reads the rBTC balance, then after the delay checks the terms and announces the checks", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet, api: { balance: 5n * 10n ** 17n, termsAccepted: true } });
    await h.actions.connect(TEST_WALLET_RDNS);
    await vi.waitFor(() => expect(h.state().nativeBalance).toBe(5n * 10n ** 17n));
    await vi.waitFor(() => expect(h.events["post-connect-checks"]).toHaveLength(1));
    await vi.waitFor(() => expect(h.state().termsAccepted).toBe(true));
    expect(h.state().userId).toBe(wallet.address.toLowerCase());
    expect(h.state().dialog).toBeUndefined();
    const lookup = h.api.to("/users/fetch-user-data");
    expect(lookup).toHaveLength(1);
    expect(lookup[0]?.url.searchParams.get("address")).toBe(wallet.address);
  });

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

describe("wrong network (app-shell §4)", () => {
  it("flags a browser wallet on another chain and clears the flag when the wallet switches", async () => {
    const wallet = new MockWallet({ chainId: 1, knownChains: [TESTNET_CHAIN_ID] });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet, api: { termsAccepted: true } });
    await h.actions.connect(TEST_WALLET_RDNS);
    await connected(h);
    expect(h.state().wrongNetwork).toBe(true);
    expect(h.state().chainId).toBe(1);
    wallet.chainId = TESTNET_CHAIN_ID;
    wallet.emit("chainChanged", numberToHex(TESTNET_CHAIN_ID)); // switched from the wallet itself
    await vi.waitFor(() => expect(h.state().wrongNetwork).toBe(false));
  });

  it("switches when the wallet knows the chain", async () => {
    const wallet = new MockWallet({ chainId: 1, knownChains: [TESTNET_CHAIN_ID] });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet, api: { termsAccepted: true } });
    await h.actions.connect(TEST_WALLET_RDNS);
    await connected(h);
    await h.actions.switchToAppChain();
    expect(h.state().wrongNetwork).toBe(false);
    expect(wallet.methods()).not.toContain("wallet_addEthereumChain");
  });

  it("on 4902 adds the chain with core's parameters, then switches", async () => {
    const wallet = new MockWallet({ chainId: 1 }); // does not know Rootstock Testnet
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet, api: { termsAccepted: true } });
    await h.actions.connect(TEST_WALLET_RDNS);
    await connected(h);
    await h.actions.switchToAppChain();
    const walletCalls = wallet.methods().filter((method) => method.startsWith("wallet_") && method.endsWith("Chain"));
    expect(walletCalls).toEqual([
      "wallet_switchEthereumChain",
      "wallet_addEthereumChain",
      "wallet_switchEthereumChain",
    ]);
    expect(wallet.added).toEqual([
      {
        chainId: "0x1f",
        chainName: "Rootstock Testnet",
        nativeCurrency: { name: "Testnet Rootstock Bitcoin", symbol: "tRBTC", decimals: 18 },
        rpcUrls: ["https://public-node.testnet.rsk.co"],
        blockExplorerUrls: ["https://explorer.testnet.rootstock.io"],
      },
    ]);
    expect(h.state().wrongNetwork).toBe(false);
    expect(h.state().switchError).toBeUndefined();
  });

  it("words a refused switch", async () => {
    const wallet = new MockWallet({ chainId: 1, knownChains: [TESTNET_CHAIN_ID] });
    wallet.override("wallet_switchEthereumChain", () => {
      throw new MockRpcError(4001, "User rejected the request.");
    });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet, api: { termsAccepted: true } });
    await h.actions.connect(TEST_WALLET_RDNS);
    await connected(h);
    await h.actions.switchToAppChain();
    expect(h.state().wrongNetwork).toBe(true);
    expect(h.state().switchError).toBe("switchRejected");
  });
});

describe("terms (app-shell §4 Terms)", () => {
  async function termsRequired(h: Harness) {
    await h.actions.connect(TEST_WALLET_RDNS);
    await vi.waitFor(() => expect(h.state().dialog).toBe("terms"));
    expect(h.state().termsAccepted).toBe(false);
  }

  it("signs TERMS_MESSAGE and posts exactly {address, message, signed_message, wallet_name}", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet, api: { termsAccepted: false } });
    await termsRequired(h);
    await h.actions.acceptTerms();
    const posts = h.api.to("/users/accept-terms-and-conditions");
    expect(posts).toHaveLength(1);
    const body = posts[0]?.body as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(["address", "message", "signed_message", "wallet_name"]);
    expect(body).toMatchObject({ address: wallet.address, message: TERMS_MESSAGE, wallet_name: TEST_WALLET_NAME });
    const signed = await verifyMessage({
      address: wallet.address,
      message: TERMS_MESSAGE,
      signature: body.signed_message as Hex,
    });
    expect(signed).toBe(true);
    expect(wallet.methods()).toContain("personal_sign");
    expect(h.state().dialog).toBeUndefined();
    expect(h.state().termsAccepted).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.termsAccepted) ?? "[]")).toEqual([
      wallet.address.toLowerCase(),
    ]);
    expect(h.state().status).toBe("connected");
  });

  it("declining disconnects", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet });
    await termsRequired(h);
    await h.actions.declineTerms();
    expect(h.state().status).toBe("disconnected");
    expect(h.state().dialog).toBeUndefined();
    expect(h.events.disconnect).toEqual([{ address: wallet.address, reason: "terms-declined" }]);
    expect(h.api.to("/users/accept-terms-and-conditions")).toHaveLength(0);
  });

  it("a rejected signature disconnects, is logged and tells the user why", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID });
    wallet.override("personal_sign", () => {
      throw new MockRpcError(4001, "User denied message signature.");
    });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet });
    await termsRequired(h);
    await h.actions.acceptTerms();
    expect(h.state().status).toBe("disconnected");
    expect(h.events.disconnect.at(-1)?.reason).toBe("terms-failed");
    expect(h.logged()).toContain("terms-signature-rejected");
    expect(h.state().notice).toBe("termsRejected");
    expect(h.api.to("/users/accept-terms-and-conditions")).toHaveLength(0);
  });

  it("a refused acceptance disconnects, is logged and tells the user", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet, api: { acceptStatus: 400 } });
    await termsRequired(h);
    await h.actions.acceptTerms();
    expect(h.state().status).toBe("disconnected");
    expect(h.logged()).toContain("terms-accept-failed");
    expect(h.state().notice).toBe("termsFailed");
  });

  it("a failed user lookup opens the shell's server-error dialog", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID });
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet, api: { termsAccepted: "error" } });
    await h.actions.connect(TEST_WALLET_RDNS);
    await vi.waitFor(() => expect(h.reportServerError).toHaveBeenCalledTimes(1));
    expect(h.logged()).toContain("user-lookup-failed");
    expect(h.state().dialog).toBeUndefined();
    expect(h.state().status).toBe("connected");
  });

  it("remembers an acceptance per address so a returning user sees no flash, but asks the server", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID });
    localStorage.setItem(STORAGE_KEYS.termsAccepted, JSON.stringify([wallet.address.toLowerCase()]));
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet, api: { termsAccepted: false } });
    await h.actions.connect(TEST_WALLET_RDNS);
    expect(h.state().termsAccepted).toBe(true); // at once, from this browser's memory
    await vi.waitFor(() => expect(h.state().dialog).toBe("terms")); // the server disagrees: it wins
    expect(localStorage.getItem(STORAGE_KEYS.termsAccepted)).toBe("[]");
  });
});

describe("optional wallets (plugins)", () => {
  it("lists a configured plugin, loads its connector when picked and connects it", async () => {
    const { mock } = await import("wagmi");
    const address = getAddress("0x00000000000000000000000000000000000000a1");
    const h = start({
      appChainId: TESTNET_CHAIN_ID,
      api: { termsAccepted: true },
      plugins: [
        { id: "mock", kind: "walletconnect", configured: true, load: async () => mock({ accounts: [address] }) },
        { id: "ledger", kind: "ledger", configured: false, load: () => Promise.reject(new Error("not configured")) },
      ],
    });
    expect(h.state().options.map((option) => option.id)).toEqual(["mock"]);
    await h.actions.connect("mock");
    await connected(h);
    expect(h.state().walletKind).toBe("walletconnect");
    expect(h.state().address).toBe(address);
    expect(readStoredSession()).toEqual({ method: "walletconnect", walletId: "mock" });
  });

  it("words a plugin whose code cannot load as unavailable", async () => {
    const h = start({
      appChainId: TESTNET_CHAIN_ID,
      plugins: [
        {
          id: "walletConnect",
          kind: "walletconnect",
          configured: true,
          load: () => Promise.reject(new Error('Could not resolve "@walletconnect/ethereum-provider"')),
        },
      ],
    });
    await h.actions.connect("walletConnect");
    expect(h.state().connectError).toBe("unavailable");
    expect(h.logged()).toContain("wallet-connect-failed");
  });
});
