import { renderHook } from "@testing-library/react";
import { expect, it } from "vitest";
import { connectedSession, fakeSession } from "../test/fake-session";
import type { WalletSession } from "../wallet/session";
import { useStableSession } from "./stable-session";

function stable(initial: WalletSession) {
  return renderHook(({ session }) => useStableSession(session), { initialProps: { session: initial } });
}

it("keeps the same object for a new session with the same values, calling the new session's functions", () => {
  const placeholder = fakeSession();
  const real = fakeSession(); // the wallet code's session of a visitor: same values, other functions
  const { result, rerender } = stable(placeholder);
  const first = result.current;
  rerender({ session: real });
  expect(result.current).toBe(first);
  result.current.openConnect();
  expect(real.openConnect).toHaveBeenCalledOnce();
  expect(placeholder.openConnect).not.toHaveBeenCalled();
});

it("is a new object, with the new values, when a value changes", () => {
  const { result, rerender } = stable(fakeSession());
  const before = result.current;
  const connected = connectedSession({ nativeBalance: 5n });
  rerender({ session: connected });
  expect(result.current).not.toBe(before);
  expect(result.current).toMatchObject({ status: "connected", address: connected.address, nativeBalance: 5n });
  rerender({ session: connectedSession({ nativeBalance: 6n }) });
  expect(result.current.nativeBalance).toBe(6n);
});

it("offers the optional functions only when the session has them", () => {
  const { result, rerender } = stable(fakeSession());
  expect(result.current.refreshBalance).toBeUndefined();
  let refreshed = 0;
  rerender({
    session: fakeSession({
      refreshBalance: async () => {
        refreshed += 1;
      },
    }),
  });
  expect(result.current.refreshBalance).toBeDefined();
  void result.current.refreshBalance?.();
  expect(refreshed).toBe(1);
});
