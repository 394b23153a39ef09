import { LOCAL_CHAIN_ID, TERMS_MESSAGE, TESTNET_CHAIN_ID } from "@ceiba/core";
import { verifyMessage } from "viem";
import { signMessage } from "wagmi/actions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readStoredSession, writeStoredSession } from "../browser-storage";
import { startController } from "../test/controller-harness";
import { LOCAL_WALLET_ID } from "./local-wallet-connector";
import { LOCAL_WALLET_STORAGE_KEY, readLocalWallet } from "./local-wallet-key";

type Harness = ReturnType<typeof startController>;
let harness: Harness | undefined;
const start = (options: Parameters<typeof startController>[0]) => (harness = startController(options));

beforeEach(() => localStorage.clear());
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  vi.unstubAllGlobals();
});

describe("the local wallet (chain 1337)", () => {
  it("is offered on chain 1337 only", () => {
    const local = start({ appChainId: LOCAL_CHAIN_ID });
    expect(local.state().options.map((option) => option.id)).toEqual([LOCAL_WALLET_ID]);
    local.cleanup();
    const testnet = start({ appChainId: TESTNET_CHAIN_ID });
    expect(testnet.state().options.map((option) => option.id)).not.toContain(LOCAL_WALLET_ID);
  });

  it("creates a key on its first connect, keeps it in localStorage and has the faucet pay it once", async () => {
    const h = start({ appChainId: LOCAL_CHAIN_ID, api: { balance: 0n, termsAccepted: true } });
    await h.actions.connect(LOCAL_WALLET_ID);
    await vi.waitFor(() => expect(h.state().status).toBe("connected"));
    const record = readLocalWallet();
    expect(record?.privateKey).toMatch(/^0x[0-9a-f]{64}$/);
    expect(h.state().walletKind).toBe("local");
    expect(h.state().wrongNetwork).toBe(false);
    expect(h.state().canExportKey).toBe(true);
    await vi.waitFor(() => expect(h.state().faucet.status).toBe("funded"));
    const drips = h.api.to("/faucet");
    expect(drips).toHaveLength(1);
    expect(drips[0]?.method).toBe("POST");
    expect(drips[0]?.body).toEqual({ address: h.state().address });
    expect(readLocalWallet()?.funded).toBe(true);
    expect(await h.actions.exportPrivateKey()).toBe(record?.privateKey);

    // Disconnect and connect again: the same account, no second drip.
    h.api.state.balance = 10n ** 18n;
    const address = h.state().address;
    await h.actions.disconnect();
    expect(localStorage.getItem(LOCAL_WALLET_STORAGE_KEY)).not.toBeNull(); // the key is not a cache
    await h.actions.connect(LOCAL_WALLET_ID);
    await vi.waitFor(() => expect(h.state().nativeBalance).toBe(10n ** 18n));
    expect(h.state().address).toBe(address);
    expect(h.api.to("/faucet")).toHaveLength(1);
  });

  it("shows why the faucet refused, keeps the wallet connected and retries on demand", async () => {
    const h = start({
      appChainId: LOCAL_CHAIN_ID,
      api: {
        termsAccepted: true,
        faucet: { status: 429, body: { error: "too-soon", message: "wait", retryAfterSeconds: 42 } },
      },
    });
    await h.actions.connect(LOCAL_WALLET_ID);
    await vi.waitFor(() => expect(h.state().faucet.status).toBe("failed"));
    expect(h.state().faucet).toEqual({ status: "failed", error: "tooSoon", retryAfterSeconds: 42 });
    expect(h.state().status).toBe("connected");
    expect(readLocalWallet()?.funded).toBe(false);
    expect(h.logged()).toContain("faucet-failed");
    h.api.state.faucet = { status: 200 };
    await h.actions.retryFaucet();
    expect(h.state().faucet.status).toBe("funded");
    expect(readLocalWallet()?.funded).toBe(true);
  });

  it("signs messages with its own key (the terms signature)", async () => {
    const h = start({ appChainId: LOCAL_CHAIN_ID, api: { termsAccepted: true } });
    await h.actions.connect(LOCAL_WALLET_ID);
    await vi.waitFor(() => expect(h.state().status).toBe("connected"));
    const address = h.state().address;
    if (!address) throw new Error("no address");
    const signature = await signMessage(h.config, { account: address, message: TERMS_MESSAGE });
    expect(await verifyMessage({ address, message: TERMS_MESSAGE, signature })).toBe(true);
  });

  it("reconnects from the stored session without a new key or a new drip", async () => {
    const first = start({ appChainId: LOCAL_CHAIN_ID, api: { termsAccepted: true } });
    await first.actions.connect(LOCAL_WALLET_ID);
    await vi.waitFor(() => expect(first.state().faucet.status).toBe("funded"));
    const address = first.state().address;
    first.cleanup();
    vi.unstubAllGlobals();
    expect(readStoredSession()).toEqual({ method: "local", walletId: LOCAL_WALLET_ID });

    writeStoredSession({ method: "local", walletId: LOCAL_WALLET_ID });
    const again = start({ appChainId: LOCAL_CHAIN_ID, api: { termsAccepted: true, balance: 10n ** 18n } });
    expect(again.state().status).toBe("reconnecting");
    await vi.waitFor(() => expect(again.state().status).toBe("connected"));
    expect(again.state().address).toBe(address);
    expect(again.events.connect.at(-1)?.reconnected).toBe(true);
    await vi.waitFor(() => expect(again.state().nativeBalance).toBe(10n ** 18n));
    expect(again.api.to("/faucet")).toHaveLength(0);
  });
});

describe("the local wallet without a key", () => {
  it("has no provider and is not authorised, so nothing but a connect creates a key", async () => {
    const h = start({ appChainId: LOCAL_CHAIN_ID });
    const connector = h.config.connectors.find((candidate) => candidate.id === LOCAL_WALLET_ID);
    await expect(connector?.getProvider()).rejects.toThrow();
    expect(await connector?.isAuthorized()).toBe(false);
    expect(await connector?.getAccounts()).toEqual([]);
    const { reconnect } = await import("wagmi/actions");
    await reconnect(h.config); // every connector, as WagmiProvider would
    expect(readLocalWallet()).toBeUndefined();
  });
});
