import { STORAGE_KEYS } from "@ceiba/core";
import { beforeEach, describe, expect, it } from "vitest";
import {
  clearWalletCaches,
  readStoredSession,
  readTermsAccepted,
  rememberTermsAccepted,
  writeStoredSession,
} from "./browser-storage";
import { LOCAL_WALLET_STORAGE_KEY } from "./connectors/local-wallet-key";

beforeEach(() => localStorage.clear());

describe("the stored session", () => {
  it("round-trips method and wallet id and ignores anything malformed", () => {
    writeStoredSession({ method: "browser", walletId: "io.metamask" });
    expect(readStoredSession()).toEqual({ method: "browser", walletId: "io.metamask" });
    for (const junk of ["{", "null", '{"method":"browser"}', '{"method":"fax","walletId":"x"}']) {
      localStorage.setItem(STORAGE_KEYS.lastSession, junk);
      expect(readStoredSession()).toBeUndefined();
    }
  });

  it("clearWalletCaches removes the session and the wallet libraries' caches, not the local key or the language", () => {
    writeStoredSession({ method: "local", walletId: "ceiba-local" });
    localStorage.setItem("wagmi.store", "{}");
    localStorage.setItem("wagmi.recentConnectorId", '"injected"');
    localStorage.setItem("wc@2:core:0.3//keychain", "{}");
    localStorage.setItem(LOCAL_WALLET_STORAGE_KEY, "{}");
    localStorage.setItem(STORAGE_KEYS.language, "en");
    clearWalletCaches();
    expect(Object.keys(localStorage).sort()).toEqual([LOCAL_WALLET_STORAGE_KEY, STORAGE_KEYS.language].sort());
  });
});

describe("the terms memory", () => {
  it("remembers addresses case-insensitively and forgets them", () => {
    rememberTermsAccepted("0xAbC0000000000000000000000000000000000001", true);
    expect(readTermsAccepted("0xabc0000000000000000000000000000000000001")).toBe(true);
    rememberTermsAccepted("0xabc0000000000000000000000000000000000001", false);
    expect(readTermsAccepted("0xAbC0000000000000000000000000000000000001")).toBe(false);
  });
});
