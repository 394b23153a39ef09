import { describe, expect, it } from "vitest";
import { LOCAL_WALLET_ID } from "../connectors/local-wallet-connector";
import type { WalletPlugin } from "../connectors/wallet-plugins";
import { connectErrorCode, isUserRejection } from "./wallet-errors";
import { listWalletOptions } from "./wallet-options";

const plugin = (id: string, configured: boolean): WalletPlugin => ({
  id,
  kind: id === "walletConnect" ? "walletconnect" : "ledger",
  configured,
  load: () => Promise.reject(new Error("not in tests")),
});
const injected = { id: "injected", name: "Injected", type: "injected", icon: undefined };
const metaMask = { id: "io.metamask", name: "MetaMask", type: "injected", icon: "data:image/png;base64,AA" };
const local = { id: LOCAL_WALLET_ID, name: "Ceiba local wallet", type: "local", icon: undefined };

describe("the connect dialog's list", () => {
  it("shows EIP-6963 wallets and hides the plain injected duplicate", () => {
    const ids = listWalletOptions([injected, metaMask], [], true).map((option) => option.id);
    expect(ids).toEqual(["io.metamask"]);
  });

  it("falls back to the plain injected wallet when nothing announced itself", () => {
    expect(listWalletOptions([injected], [], true).map((option) => option.id)).toEqual(["injected"]);
    expect(listWalletOptions([injected], [], false)).toEqual([]);
  });

  it("adds the local wallet when configured and only the configured plugins", () => {
    const options = listWalletOptions(
      [injected, local],
      [plugin("walletConnect", true), plugin("ledger", false)],
      false,
    );
    expect(options.map((option) => [option.id, option.kind])).toEqual([
      [LOCAL_WALLET_ID, "local"],
      ["walletConnect", "walletconnect"],
    ]);
  });
});

describe("connection errors", () => {
  it("words rejections, pending requests and the rest", () => {
    const wrapped = Object.assign(new Error("wrapped"), { cause: Object.assign(new Error("no"), { code: 4001 }) });
    expect(isUserRejection(wrapped)).toBe(true);
    expect(connectErrorCode(wrapped)).toBe("rejected");
    expect(connectErrorCode(Object.assign(new Error("pending"), { code: -32002 }))).toBe("pending");
    expect(connectErrorCode(Object.assign(new Error("x"), { name: "ProviderNotFoundError" }))).toBe("notFound");
    expect(connectErrorCode(new Error("boom"))).toBe("failed");
  });
});
