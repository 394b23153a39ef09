import { afterEach, expect, it } from "vitest";
import { writeStoredSession } from "../wallet/browser-storage";
import { placeholderSession, takeConnectRequest } from "./placeholder-session";
import { walletDemanded, walletNeededAtStart } from "./wallet-demand";

afterEach(() => localStorage.clear());

it("needs the wallet code at start only to restore a stored session", () => {
  expect(walletNeededAtStart()).toBe(false);
  writeStoredSession({ method: "browser", walletId: "io.metamask" });
  expect(walletNeededAtStart()).toBe(true);
});

it("needs it at start inside the XO wallet's app, which connects by itself, and on its view /home/xo", () => {
  (window as { XOConnect?: unknown }).XOConnect = {};
  expect(walletNeededAtStart()).toBe(true);
  delete (window as { XOConnect?: unknown }).XOConnect;
  window.history.pushState({}, "", "/home/xo");
  expect(walletNeededAtStart()).toBe(true);
  window.history.pushState({}, "", "/home");
  expect(walletNeededAtStart()).toBe(false);
});

it("a click on connect before the wallet code is there asks for it, and is replayed once it runs", async () => {
  let demanded = false;
  void walletDemanded.then(() => (demanded = true));
  await Promise.resolve();
  expect(demanded).toBe(false);
  placeholderSession.openConnect();
  await walletDemanded;
  expect(demanded).toBe(true);
  expect(takeConnectRequest()).toBe(true);
  expect(takeConnectRequest()).toBe(false);
});
