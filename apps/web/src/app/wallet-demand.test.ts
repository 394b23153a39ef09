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
