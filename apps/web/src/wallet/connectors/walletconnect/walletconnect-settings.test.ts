import { describe, expect, it } from "vitest";
import { walletConnectSettings } from "./walletconnect-settings";

describe("walletConnectSettings", () => {
  it("is offered on 30 and 31 once a project id is set, on WalletConnect's own relay", () => {
    expect(walletConnectSettings({ projectId: "abc" }, 30)).toEqual({
      projectId: "abc",
      relayUrl: undefined,
      offered: true,
    });
    expect(walletConnectSettings({ projectId: "abc", relayUrl: " " }, 31).offered).toBe(true);
  });

  it("is hidden without a project id", () => {
    expect(walletConnectSettings({ projectId: "", relayUrl: "ws://127.0.0.1:9002" }, 31).offered).toBe(false);
    expect(walletConnectSettings({}, 1337).offered).toBe(false);
  });

  it("is offered on the local chain only with a relay URL (the local stand-in)", () => {
    expect(walletConnectSettings({ projectId: "abc" }, 1337).offered).toBe(false);
    expect(walletConnectSettings({ projectId: "abc", relayUrl: "ws://127.0.0.1:9002" }, 1337)).toEqual({
      projectId: "abc",
      relayUrl: "ws://127.0.0.1:9002",
      offered: true,
    });
  });

  it("refuses a relay URL that is not a WebSocket URL", () => {
    expect(() => walletConnectSettings({ projectId: "abc", relayUrl: "http://relay" }, 31)).toThrow(
      /VITE_WALLETCONNECT_RELAY_URL/,
    );
  });
});
