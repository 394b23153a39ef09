import type { ChainId } from "@ceiba/core";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { readStoredSession } from "../browser-storage";
import { createWalletController } from "../controller/wallet-controller";
import type { WalletPlugin } from "../connectors/wallet-plugins";
import { createSessionStore } from "../session-store";
import { createWalletConfig } from "../wagmi-config";
import { onWalletEvent, type WalletEventMap, type WalletEventType } from "../wallet-events";
import { initialWalletState } from "../wallet-state";
import { createFakeApi, type FakeApiOptions } from "./fake-api";
import { announceMockWallet, type MockWallet } from "./mock-eip1193";

/** A wallet controller over a real wagmi config, a mock browser wallet (EIP-6963) and a fake stack. */
const NO_SOCIAL_LOGIN: WalletPlugin = {
  id: "social",
  kind: "social",
  configured: false,
  load: () => Promise.reject(new Error("social login is not configured in these tests")),
};

export function startController(options: {
  appChainId: ChainId;
  wallet?: MockWallet;
  api?: FakeApiOptions;
  plugins?: readonly WalletPlugin[];
  /** The e-mail / social login plugin (default: one that is not configured). */
  socialLogin?: WalletPlugin;
}) {
  const unannounce = options.wallet ? announceMockWallet(options.wallet) : () => undefined;
  const api = createFakeApi(options.api);
  vi.stubGlobal("fetch", api.fetch); // viem's HTTP transport reads the global fetch
  const config = createWalletConfig(options.appChainId);
  const store = createSessionStore(initialWalletState(options.appChainId, readStoredSession() !== undefined));
  const queryClient = new QueryClient();
  const log = vi.fn();
  const reportServerError = vi.fn();
  const controller = createWalletController({
    config,
    store,
    queryClient,
    appChainId: options.appChainId,
    termsDelayMs: 20,
    discoveryWaitMs: 50,
    fetch: api.fetch,
    log,
    reportServerError,
    hasWindowEthereum: () => false,
    plugins: options.plugins ?? [],
    socialLogin: options.socialLogin ?? NO_SOCIAL_LOGIN,
  });
  const events: { [T in WalletEventType]: WalletEventMap[T][] } = {
    connect: [],
    "post-connect-checks": [],
    disconnect: [],
  };
  const unsubscribes = (Object.keys(events) as WalletEventType[]).map((type) =>
    onWalletEvent(type, (event) => (events[type] as unknown[]).push(event)),
  );
  const stop = controller.start();
  return {
    config,
    store,
    queryClient,
    actions: controller.actions,
    api,
    log,
    reportServerError,
    events,
    state: () => store.getState(),
    logged: () => log.mock.calls.map(([entry]) => (entry as { event: string }).event),
    cleanup() {
      stop();
      for (const unsubscribe of unsubscribes) unsubscribe();
      unannounce();
      config._internal.mipd?.destroy();
      queryClient.clear();
    },
  };
}

export type ControllerHarness = ReturnType<typeof startController>;

/**
 * For a test file of the controller: clears localStorage before each test and stops the controller
 * started by `start` after it (with its stubbed globals).
 */
export function useControllerHarness() {
  let harness: ControllerHarness | undefined;
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    harness?.cleanup();
    harness = undefined;
    vi.unstubAllGlobals();
  });
  return {
    start(options: Parameters<typeof startController>[0]): ControllerHarness {
      harness = startController(options);
      return harness;
    },
  };
}

export async function connected(h: ControllerHarness) {
  await vi.waitFor(() => expect(h.state().status).toBe("connected"));
}
