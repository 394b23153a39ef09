import { render, type RenderResult } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { vi } from "vitest";
import { SessionMirror } from "../app/SessionMirror";
import { WalletSessionContext, type WalletSession } from "../wallet/session";

export const TEST_ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" as const;

/** A wallet session for tests: disconnected by default, every action a spy. */
export function fakeSession(overrides: Partial<WalletSession> = {}): WalletSession {
  return {
    status: "disconnected",
    address: undefined,
    chainId: undefined,
    appChainId: 1337,
    walletKind: undefined,
    walletName: undefined,
    wrongNetwork: false,
    canExportKey: false,
    openConnect: vi.fn(),
    disconnect: vi.fn(async () => {}),
    switchToAppChain: vi.fn(async () => {}),
    ...overrides,
  };
}

export function connectedSession(overrides: Partial<WalletSession> = {}): WalletSession {
  return fakeSession({
    status: "connected",
    address: TEST_ADDRESS,
    chainId: 1337,
    walletKind: "local",
    walletName: "Ceiba local wallet",
    ...overrides,
  });
}

/** A session the test can change from outside (setSession), mirrored to the route loaders like the app's. */
export interface SessionControl {
  set: (session: WalletSession) => void;
}

function ControlledSession({
  initial,
  control,
  children,
}: {
  initial: WalletSession;
  control: SessionControl;
  children: ReactNode;
}) {
  const [session, setSession] = useState(initial);
  control.set = setSession;
  return (
    <WalletSessionContext.Provider value={session}>
      <SessionMirror ready />
      {children}
    </WalletSessionContext.Provider>
  );
}

export function renderWithSession(
  ui: ReactNode,
  initial: WalletSession = fakeSession(),
): RenderResult & { control: SessionControl } {
  const control: SessionControl = { set: () => {} };
  const result = render(
    <ControlledSession initial={initial} control={control}>
      {ui}
    </ControlledSession>,
  );
  return Object.assign(result, { control });
}
