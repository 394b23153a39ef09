import { STORAGE_KEYS, TERMS_MESSAGE, TESTNET_CHAIN_ID } from "@ceiba/core";
import { verifyMessage, type Hex } from "viem";
import { describe, expect, it, vi } from "vitest";
import { useControllerHarness, type ControllerHarness } from "../test/controller-harness";
import { MockRpcError, MockWallet, TEST_WALLET_NAME, TEST_WALLET_RDNS } from "../test/mock-eip1193";

const { start } = useControllerHarness();

describe("terms (app-shell §4 Terms)", () => {
  async function termsRequired(h: ControllerHarness) {
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
