import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetUi, uiStore } from "../../shell/ui-store";
import { fakeSession } from "../../test/fake-session";
import { WalletSessionContext } from "../../wallet/session";
import { E, kRBTC } from "../test-snapshot";
import { useLendingTransaction } from "./use-lending-transaction";

afterEach(() => {
  resetUi();
  vi.useRealTimers();
});

describe("useLendingTransaction", () => {
  it("without a connected wallet, ends in the dialog as an error (nothing thrown, nothing sent)", async () => {
    vi.useFakeTimers();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>
        <WalletSessionContext.Provider value={fakeSession({ userId: "known" })}>
          {children}
        </WalletSessionContext.Provider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useLendingTransaction(), { wrapper });
    expect(result.current.state.status).toBe("idle");
    await act(() => result.current.run({ action: "deposit", market: kRBTC, amount: E("1") }));
    expect(result.current.state).toMatchObject({ status: "failed", open: true, loading: true });
    expect(result.current.state.failure).toMatchObject({ id: "session.disconnected", supportLink: true });
    // The failure is also notified through the shell's toast.
    expect(uiStore.get().toasts).toEqual([
      expect.objectContaining({ action: "deposit", status: "error", errorId: "session.disconnected" }),
    ]);
    act(() => result.current.close());
    expect(result.current.state.open).toBe(false);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.state.loading).toBe(false);
  });
});
