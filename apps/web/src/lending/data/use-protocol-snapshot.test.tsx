import { ceibaLensAbi } from "@ceiba/deployments";
import type { ProtocolSnapshot } from "@ceiba/sdk";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPublicClient, custom, decodeFunctionData, encodeFunctionResult, zeroAddress, type Hex } from "viem";
import { PublicClientContext, type PublicClientFor } from "../../app/public-client";
import { connectedSession, fakeSession } from "../../test/fake-session";
import { viemChain } from "../../wallet/chain/chains";
import { WalletSessionContext, type WalletSession } from "../../wallet/session";
import { ACCOUNT, E, LOCAL, kDOC, kRBTC, market, position, snapshot } from "../test-snapshot";
import { createInterestTicker } from "./interest-ticker";
import { accountKeys, lendingKeys } from "./query-keys";
import { useAccruedInterest } from "./use-accrued-interest";
import { loadLendingSnapshot, useProtocolSnapshot } from "./use-protocol-snapshot";
import { useWalletBalances } from "./use-wallet-balances";

/** A chain whose node answers eth_call with the Lens snapshot of whichever account is asked. */
function fakeNode(build: (account: string) => ProtocolSnapshot) {
  const calls: { method: string; account?: string }[] = [];
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
    if (method === "eth_chainId") return "0x539";
    if (method !== "eth_call") throw new Error(`unexpected ${method}`);
    const [tx] = params as [{ to: string; data: Hex }];
    const { args } = decodeFunctionData({ abi: ceibaLensAbi, data: tx.data });
    const account = String(args?.[1]).toLowerCase();
    calls.push({ method, account });
    expect(tx.to.toLowerCase()).toBe(LOCAL.contracts.lens?.toLowerCase());
    return encodeFunctionResult({ abi: ceibaLensAbi, functionName: "snapshot", result: build(account) });
  });
  const client = createPublicClient({ chain: viemChain(1337), transport: custom({ request }) });
  const clientFor: PublicClientFor = (chainId) => (chainId === 1337 ? client : undefined);
  return { clientFor, calls };
}

/** The providers, with a session the test may change (`setSession`, then `rerender`). */
function wrapper(clientFor: PublicClientFor, initial: WalletSession) {
  const client = new QueryClient();
  let session = initial;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <PublicClientContext.Provider value={clientFor}>
        <WalletSessionContext.Provider value={session}>{children}</WalletSessionContext.Provider>
      </PublicClientContext.Provider>
    </QueryClientProvider>
  );
  const setSession = (next: WalletSession) => {
    session = next;
  };
  return { client, Wrapper, setSession };
}

const raw = (account: string) =>
  snapshot({
    account: account as `0x${string}`,
    markets: [market("kRBTC"), market("kDOC")],
    positions:
      account === zeroAddress
        ? []
        : [position(kRBTC, { walletBalance: E("2") }), position(kDOC, { tokens: E("500"), walletBalance: E("9") })],
  });

function Probe() {
  const { data, isSuccess } = useProtocolSnapshot();
  const balances = useWalletBalances();
  if (!isSuccess) return <p>loading</p>;
  return (
    <p>
      {data.markets.map((m) => m.symbol).join(",")} positions={data.positions.length} native=
      {String(balances?.native ?? "none")}
    </p>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useProtocolSnapshot", () => {
  it("reads markets and the account's positions in ONE eth_call, under the account's key", async () => {
    const node = fakeNode(raw);
    const { client, Wrapper } = wrapper(node.clientFor, connectedSession());
    render(<Probe />, { wrapper: Wrapper });
    await screen.findByText(`kDOC,kRBTC positions=2 native=${E("2")}`);
    expect(node.calls).toEqual([{ method: "eth_call", account: ACCOUNT }]);
    expect(client.getQueryData(accountKeys.snapshot(1337, ACCOUNT))).toBeDefined();
  });

  it("reads the markets only without a wallet, under the chain's markets key", async () => {
    const node = fakeNode(raw);
    const { client, Wrapper } = wrapper(node.clientFor, fakeSession());
    render(<Probe />, { wrapper: Wrapper });
    await screen.findByText("kDOC,kRBTC positions=0 native=none");
    expect(node.calls).toEqual([{ method: "eth_call", account: zeroAddress }]);
    expect(client.getQueryData(lendingKeys.markets(1337))).toBeDefined();
  });

  it("waits while a stored session is restored, then reads markets and positions in ONE eth_call", async () => {
    const node = fakeNode(raw);
    const { Wrapper, setSession } = wrapper(node.clientFor, fakeSession({ status: "reconnecting" }));
    const view = render(<Probe />, { wrapper: Wrapper });
    // Long enough for an enabled query to have asked the node.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText("loading")).toBeTruthy();
    expect(node.calls).toEqual([]);
    setSession(connectedSession());
    view.rerender(<Probe />);
    await screen.findByText(`kDOC,kRBTC positions=2 native=${E("2")}`);
    expect(node.calls).toEqual([{ method: "eth_call", account: ACCOUNT }]);
  });

  it("reads the markets alone when the stored session could not be restored", async () => {
    const node = fakeNode(raw);
    const { client, Wrapper, setSession } = wrapper(node.clientFor, fakeSession({ status: "reconnecting" }));
    const view = render(<Probe />, { wrapper: Wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(node.calls).toEqual([]);
    setSession(fakeSession());
    view.rerender(<Probe />);
    await screen.findByText("kDOC,kRBTC positions=0 native=none");
    expect(node.calls).toEqual([{ method: "eth_call", account: zeroAddress }]);
    expect(client.getQueryData(lendingKeys.markets(1337))).toBeDefined();
  });

  it("waits for a client of the chain (the read clients' chunk is loading)", () => {
    const { Wrapper } = wrapper(() => undefined, fakeSession());
    render(<Probe />, { wrapper: Wrapper });
    expect(screen.getByText("loading")).toBeTruthy();
  });
});

describe("loadLendingSnapshot", () => {
  it("retries with core's policy, then reports the server error once and rethrows", async () => {
    const readContract = vi.fn(async () => Promise.reject(new Error("node down")));
    const onFailure = vi.fn();
    await expect(
      loadLendingSnapshot({
        client: { readContract } as never,
        chainId: 1337,
        deployment: LOCAL,
        retry: { sleep: async () => undefined },
        onFailure,
      }),
    ).rejects.toThrow("node down");
    expect(readContract).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("succeeds on a retry without reporting anything", async () => {
    const readContract = vi.fn().mockRejectedValueOnce(new Error("timeout")).mockResolvedValueOnce(raw(ACCOUNT));
    const onFailure = vi.fn();
    const view = await loadLendingSnapshot({
      client: { readContract } as never,
      chainId: 1337,
      deployment: LOCAL,
      account: ACCOUNT,
      retry: { sleep: async () => undefined },
      onFailure,
      now: () => 42,
    });
    expect(view.readAtMs).toBe(42);
    expect(view.account?.address).toBe(ACCOUNT);
    expect(onFailure).not.toHaveBeenCalled();
  });
});

function Interest({
  ticker,
  restartOnLoad,
}: {
  ticker: ReturnType<typeof createInterestTicker>;
  restartOnLoad?: boolean;
}) {
  const { interest, running } = useAccruedInterest({ ticker, restartOnLoad });
  const doc = interest?.positions.find((p) => p.market.toLowerCase() === kDOC);
  return <p>{doc ? `${running ? "running" : "stopped"} supply=${doc.supply}` : "none"}</p>;
}

describe("useAccruedInterest", () => {
  it("starts the timer after a load and stops with it", async () => {
    const node = fakeNode(raw);
    const { Wrapper } = wrapper(node.clientFor, connectedSession());
    const ticker = createInterestTicker({ intervalMs: 200 });
    render(<Interest ticker={ticker} />, { wrapper: Wrapper });
    await screen.findByText(/^running supply=/);
    act(() => ticker.stop());
    expect(screen.getByText(/^stopped supply=/)).toBeTruthy();
  });

  it("does not restart the timer after a load from the balance screen", async () => {
    const node = fakeNode(raw);
    const { Wrapper } = wrapper(node.clientFor, connectedSession());
    const ticker = createInterestTicker({ intervalMs: 200 });
    render(<Interest ticker={ticker} restartOnLoad={false} />, { wrapper: Wrapper });
    await waitFor(() => expect(screen.getByText(/^stopped supply=/)).toBeTruthy());
  });
});
