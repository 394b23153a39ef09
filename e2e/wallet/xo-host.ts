import type { BrowserContext } from "@playwright/test";
import type { PrivateKeyAccount } from "viem";
import { XoWalletStandIn, type MessageWindow } from "@ceiba/web/xo-wallet-standin";

const BINDING = "__ceibaXoStandIn";

/**
 * Opens every page of `context` as the XO wallet's app would (the XO wallet STAND-IN, which the web app's
 * unit tests use too): the page gets the `window.XOConnect` global before its own scripts, and the XO Connect
 * requests it posts on its window reach the stand-in in Node, whose answers are posted back on the page's
 * window as the wallet's app does.
 */
export async function openInsideXoWallet(
  context: BrowserContext,
  options: { account: PrivateKeyAccount; chainId: number; rpcUrl: string },
): Promise<XoWalletStandIn> {
  const bridge = new EventTarget() as MessageWindow;
  bridge.postMessage = (message: unknown) => {
    for (const page of context.pages()) {
      void page.evaluate((reply) => window.postMessage(reply, "*"), String(message)).catch(() => undefined);
    }
  };
  const standIn = new XoWalletStandIn(bridge, {
    account: options.account,
    chains: [{ chainId: options.chainId, currencyId: "rootstock.local.native.rbtc" }],
    rpcUrl: options.rpcUrl,
  }).install();
  await context.exposeBinding(BINDING, (_source, request: string) => {
    bridge.dispatchEvent(new MessageEvent("message", { data: request }));
  });
  await context.addInitScript((binding) => {
    const globals = window as unknown as Record<string, unknown>;
    globals.XOConnect = { standIn: true };
    window.addEventListener("message", (event: MessageEvent) => {
      if (typeof event.data !== "string") return;
      try {
        if ((JSON.parse(event.data) as { type?: unknown }).type !== "send") return;
      } catch {
        return;
      }
      void (globals[binding] as (request: string) => Promise<void>)(event.data);
    });
  }, BINDING);
  return standIn;
}
