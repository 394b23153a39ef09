import { STORAGE_KEYS, TESTNET_CHAIN_ID } from "@ceiba/core";
import { getAddress } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it, vi } from "vitest";
import { ENDPOINTS } from "../../config/endpoints";
import { readStoredSession, writeStoredSession } from "../browser-storage";
import { WalletConnectCancelled } from "../connectors/walletconnect/walletconnect-pairings";
import { viemChain } from "../chain/chains";
import { Web3AuthStandIn } from "../connectors/social/test/web3auth-standin";
import type { Web3AuthSetup } from "../connectors/social/web3auth-sdk";
import type { WalletPlugin } from "../connectors/wallet-plugins";
import { connected, startController, useControllerHarness } from "../test/controller-harness";
import { MockRpcError, MockWallet, TEST_WALLET_RDNS } from "../test/mock-eip1193";

const { start } = useControllerHarness();

describe("stored session (app-shell §4)", () => {
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

  it("a wallet's own step closed by the user (WalletConnect's QR) ends the attempt without an error", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID });
    for (const method of ["wallet_requestPermissions", "eth_requestAccounts"]) {
      wallet.override(method, () => {
        throw new WalletConnectCancelled();
      });
    }
    const h = start({ appChainId: TESTNET_CHAIN_ID, wallet });
    h.actions.openConnect();
    await h.actions.connect(TEST_WALLET_RDNS);
    expect(h.state().connectError).toBeUndefined();
    expect(h.state().connectingId).toBeUndefined();
    expect(h.state().dialog).toBe("connect");
    expect(h.state().status).toBe("disconnected");
    expect(h.logged()).not.toContain("wallet-connect-failed");
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

describe("e-mail / social login (/auth)", () => {
  const EMAIL = { authConnection: "email_passwordless", loginHint: "ana@example.com" } as const;

  async function socialPlugin(tweak: (sdk: Web3AuthStandIn) => void = () => undefined) {
    const { socialLogin } = await import("../connectors/social/social-connector");
    const privateKey = generatePrivateKey();
    const chain = viemChain(TESTNET_CHAIN_ID);
    const rpcUrl = ENDPOINTS.rpc[TESTNET_CHAIN_ID];
    const browser = {}; // Web3Auth's session kept in this browser, across page loads
    const create = async (setup: Web3AuthSetup) => {
      const sdk = new Web3AuthStandIn(setup, { privateKey, browser, chain, rpcUrl });
      tweak(sdk);
      return sdk;
    };
    const plugin: WalletPlugin = {
      id: "social",
      kind: "social",
      configured: true,
      load: async () => socialLogin({ chain, rpcUrl, clientId: "test", network: "sapphire_devnet", create }),
    };
    return { plugin, privateKey };
  }

  it("offers Email apart from the wallets, signs in with the chosen login, opens the wallet guide, exports the key", async () => {
    const { plugin, privateKey } = await socialPlugin();
    const h = start({ appChainId: TESTNET_CHAIN_ID, api: { termsAccepted: true }, socialLogin: plugin });
    expect(h.state().emailLogin).toBe(true);
    expect(h.state().options.map((option) => option.id)).not.toContain("social");
    await h.actions.loginWithSocial(EMAIL);
    await connected(h);
    expect(h.state()).toMatchObject({ walletKind: "social", walletId: "social", canExportKey: true });
    expect(h.state().dialog).toBe("walletGuide");
    expect(h.state().address).toBe(privateKeyToAccount(privateKey).address);
    expect(readStoredSession()).toEqual({ method: "social", walletId: "social" });
    expect(await h.actions.exportPrivateKey()).toBe(privateKey);
  });

  it("restores the session on the next page load, without the wallet guide again", async () => {
    const { plugin, privateKey } = await socialPlugin();
    const first = startController({ appChainId: TESTNET_CHAIN_ID, api: { termsAccepted: true }, socialLogin: plugin });
    await first.actions.loginWithSocial(EMAIL);
    await connected(first);
    first.cleanup();

    const h = start({ appChainId: TESTNET_CHAIN_ID, api: { termsAccepted: true }, socialLogin: plugin });
    await connected(h);
    expect(h.state()).toMatchObject({ walletKind: "social", address: privateKeyToAccount(privateKey).address });
    expect(h.state().dialog).toBeUndefined();
    expect(h.events.connect).toEqual([expect.objectContaining({ walletKind: "social", reconnected: true })]);
  });

  it("says a closed login window in its own words (a refusal), and keeps no session", async () => {
    const { plugin } = await socialPlugin((sdk) => (sdk.popup = "closed"));
    const h = start({ appChainId: TESTNET_CHAIN_ID, socialLogin: plugin });
    await h.actions.loginWithSocial({ authConnection: "google" });
    expect(h.state()).toMatchObject({
      status: "disconnected",
      connectError: "rejected",
      connectErrorId: "social.popupClosed",
    });
    expect(readStoredSession()).toBeUndefined();
  });
});
