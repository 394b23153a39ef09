import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { vi, type Mock } from "vitest";
import { initTestI18n } from "../../test/i18n";
import type { WalletActions } from "../controller/wallet-controller";
import { createSessionStore } from "../session-store";
import { WalletInternalsContext } from "../wallet-internals";
import { initialWalletState, type WalletState } from "../wallet-state";

/** The app's test i18n (src/test/i18n.ts) in `language` (Spanish by default, as the app starts). */
export async function setTestLanguage(language: "es" | "en" | "pt" = "es") {
  await initTestI18n().changeLanguage(language);
}

export type FakeActions = { [K in keyof WalletActions]: Mock<WalletActions[K]> };

export function fakeActions(): FakeActions {
  return {
    openConnect: vi.fn(),
    closeConnect: vi.fn(),
    connect: vi.fn(async () => undefined),
    loginWithSocial: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => undefined),
    reconnectAfterLoss: vi.fn(async () => undefined),
    closeDialog: vi.fn(),
    switchToAppChain: vi.fn(async () => undefined),
    acceptTerms: vi.fn(async () => undefined),
    declineTerms: vi.fn(async () => undefined),
    exportPrivateKey: vi.fn(async () => `0x${"12".repeat(32)}` as const),
    retryFaucet: vi.fn(async () => undefined),
    dismissFaucet: vi.fn(),
    dismissNotice: vi.fn(),
    refreshBalance: vi.fn(async () => undefined),
  };
}

/** Renders a wallet dialog or banner over a store in `state` and fake actions, inside a router. */
export function renderWalletUi(ui: ReactElement, state: Partial<WalletState> = {}, path = "/home") {
  const store = createSessionStore({ ...initialWalletState(31, false), ...state });
  const actions = fakeActions();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <WalletInternalsContext.Provider value={{ store, actions }}>{ui}</WalletInternalsContext.Provider>
    </MemoryRouter>,
  );
  return { ...view, store, actions };
}
