import { describe, expect, it } from "vitest";
import { shouldOfferInstall, type InstallPromptContext } from "./install-rules";

const base: InstallPromptContext = {
  promptAvailable: true,
  dismissedBefore: false,
  connectDialogOpen: false,
  mobile: false,
  walletKind: "browser",
};

describe("shouldOfferInstall", () => {
  it("offers the prompt on a desktop browser with a browser wallet", () => {
    expect(shouldOfferInstall(base)).toBe(true);
  });

  it("needs the browser's captured prompt", () => {
    expect(shouldOfferInstall({ ...base, promptAvailable: false })).toBe(false);
  });

  it("does not come back once dismissed", () => {
    expect(shouldOfferInstall({ ...base, dismissedBefore: true })).toBe(false);
  });

  it("waits while the connect dialog is open", () => {
    expect(shouldOfferInstall({ ...base, connectDialogOpen: true })).toBe(false);
  });

  it.each(["browser", "xo"] as const)("is not offered on mobile with the %s wallet", (walletKind) => {
    expect(shouldOfferInstall({ ...base, mobile: true, walletKind })).toBe(false);
  });

  it.each(["local", "walletconnect", "social", "ledger", "trezor"] as const)(
    "is offered on mobile with the %s wallet",
    (walletKind) => {
      expect(shouldOfferInstall({ ...base, mobile: true, walletKind })).toBe(true);
    },
  );
});
