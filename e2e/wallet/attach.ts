import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { BRIDGE_NAMES, TEST_WALLET_INFO } from "./identity";
import { installPageProvider } from "./page-provider";
import type { PageWalletConfig, WalletEvent, WalletRequest } from "./protocol";
import { TestWallet, type TestWalletOptions } from "./test-wallet";

/**
 * Gives every page of `context` the test wallet, from the next navigation on: the provider script runs
 * before the page's own, and its requests reach the returned {@link TestWallet}.
 * @param rpcUrls the chains the wallet really talks to (1337 → the stack's node)
 */
export async function attachTestWallet(
  context: BrowserContext,
  options: TestWalletOptions,
  rpcUrls: ReadonlyMap<number, string>,
): Promise<TestWallet> {
  const wallet = new TestWallet(options, rpcUrls, (events) => emitIn(context.pages(), events));
  await context.exposeBinding(BRIDGE_NAMES.binding, async (source, request: unknown, internal: unknown) => {
    const reply = await wallet.handle(toRequest(request), internal === true);
    // The requesting page gets its events with the reply; other tabs hear them as a real wallet broadcasts.
    void emitIn(
      context.pages().filter((page) => page !== source.page),
      reply.events,
    );
    return reply;
  });
  const config: PageWalletConfig = { ...BRIDGE_NAMES, info: { uuid: randomUUID(), ...TEST_WALLET_INFO } };
  await context.addInitScript(installPageProvider, config);
  return wallet;
}

/** Emits events in pages; a page that is closing or loading (no provider yet) misses them, as it should. */
async function emitIn(pages: readonly Page[], events: readonly WalletEvent[]): Promise<void> {
  if (events.length === 0) return;
  await Promise.all(
    pages.map((page) =>
      page
        .evaluate(
          ({ emitter, events }) => {
            const emit = (window as unknown as Record<string, unknown>)[emitter];
            if (typeof emit === "function") for (const event of events) emit(event);
          },
          { emitter: BRIDGE_NAMES.emitter, events },
        )
        .catch(() => undefined),
    ),
  );
}

function toRequest(value: unknown): WalletRequest {
  const { method, params } = (value ?? {}) as { method?: unknown; params?: unknown };
  return { method: String(method), params: Array.isArray(params) ? params : [] };
}
