import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { useContext, useEffect, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetUi } from "../shell/ui-store";
import { createFakeApi } from "../wallet/test/fake-api";
import { useWalletSession } from "../wallet/session";
import { sessionStore } from "./session-store";
import { shellDialogsGate } from "./shell-dialogs-gate";
import { WalletBoundary } from "./WalletBoundary";
import { walletStackStore, WalletConfigContext } from "./wallet-stack-store";

let mounts = 0;

/** A page with its own state: it must survive the wallet code's arrival. */
function Page() {
  const session = useWalletSession();
  const config = useContext(WalletConfigContext);
  const [typed] = useState(() => `typed-${mounts + 1}`);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <output aria-label="page">
      {typed} {session.status} {config ? "config" : "no-config"}
    </output>
  );
}

beforeEach(() => {
  mounts = 0;
  localStorage.clear();
  resetUi();
  shellDialogsGate.set(false);
  vi.stubGlobal("fetch", createFakeApi({ termsAccepted: true }).fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("WalletBoundary", () => {
  it("gives the page the placeholder session, then the wallet code's, without mounting the page again", async () => {
    let begin = () => {};
    const start = new Promise<void>((resolve) => (begin = resolve));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WalletBoundary start={start}>
          <Page />
        </WalletBoundary>
      </QueryClientProvider>,
    );
    const page = () => screen.getByRole("status", { name: "page" }).textContent;
    expect(page()).toBe("typed-1 disconnected no-config");
    expect(sessionStore.get()?.ready).toBe(false);

    begin();
    await waitFor(() => expect(page()).toBe("typed-1 disconnected config"));
    expect(mounts).toBe(1);
    expect(sessionStore.get()?.ready).toBe(true);
    expect(walletStackStore.get()?.session.status).toBe("disconnected");
    await waitFor(() => expect(shellDialogsGate.get()).toBe(true));
  });
});
