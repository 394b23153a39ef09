import { TESTNET_CHAIN_ID } from "@ceiba/core";
import { numberToHex } from "viem";
import { describe, expect, it, vi } from "vitest";
import { connected, useControllerHarness } from "../test/controller-harness";
import { MockRpcError, MockWallet, TEST_WALLET_RDNS } from "../test/mock-eip1193";

const { start } = useControllerHarness();

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
