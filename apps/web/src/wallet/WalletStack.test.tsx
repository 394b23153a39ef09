import { TESTNET_CHAIN_ID } from "@ceiba/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetUi, uiStore } from "../shell/ui-store";
import { writeStoredSession } from "./browser-storage";
import { useWalletSession, type WalletSession } from "./session";
import { createFakeApi } from "./test/fake-api";
import { announceMockWallet, MockWallet, TEST_WALLET_RDNS } from "./test/mock-eip1193";
import { createWalletConfig } from "./wagmi-config";
import { WalletStack } from "./WalletStack";

let latest: WalletSession | undefined;
function Probe() {
  latest = useWalletSession();
  return <output aria-label="status">{latest.status}</output>;
}

let stopAnnouncing = () => {};
beforeEach(() => {
  localStorage.clear();
  resetUi();
  vi.stubGlobal("fetch", createFakeApi({ termsAccepted: true }).fetch);
});
afterEach(() => {
  cleanup();
  stopAnnouncing();
  vi.unstubAllGlobals();
});

describe("WalletStack (the session as the app sees it)", () => {
  it("restores the stored wallet and reports the connect dialog to the shell", async () => {
    const wallet = new MockWallet({ chainId: TESTNET_CHAIN_ID, authorized: true });
    stopAnnouncing = announceMockWallet(wallet);
    writeStoredSession({ method: "browser", walletId: TEST_WALLET_RDNS });
    const config = createWalletConfig(TESTNET_CHAIN_ID);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WalletStack config={config}>
          <Probe />
        </WalletStack>
      </QueryClientProvider>,
    );
    expect(screen.getByRole("status", { name: "status" }).textContent).toBe("reconnecting");
    await waitFor(() => expect(screen.getByRole("status", { name: "status" }).textContent).toBe("connected"));
    expect(latest?.address).toBe(wallet.address);
    expect(latest?.walletId).toBe(TEST_WALLET_RDNS);
    expect(latest?.canExportKey).toBe(false);

    await act(() => latest?.disconnect());
    expect(latest?.status).toBe("disconnected");
    act(() => latest?.openConnect());
    expect(uiStore.get().walletDialogs.connect).toBe(true);
  });
});
