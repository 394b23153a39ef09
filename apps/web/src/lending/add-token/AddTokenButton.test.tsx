import { fireEvent, render, screen } from "@testing-library/react";
import { UserRejectedRequestError, zeroAddress } from "viem";
import { describe, expect, it, vi } from "vitest";
import { connectedSession } from "../../test/fake-session";
import { WalletSessionContext, type WalletSession } from "../../wallet/session";
import { LOCAL, must } from "../test-snapshot";
import type { WatchAssetClient } from "./add-token";
import { AddTokenButton } from "./AddTokenButton";

const DOC = must(LOCAL.tokens.DOC, "DOC");
const BROWSER = connectedSession({ walletKind: "browser", walletName: "MetaMask" });

function renderButton(
  source: Parameters<typeof AddTokenButton>[0]["source"],
  client: WatchAssetClient,
  session: WalletSession = BROWSER,
) {
  return render(
    <WalletSessionContext.Provider value={session}>
      <AddTokenButton source={source} getClient={async () => client} />
    </WalletSessionContext.Provider>,
  );
}

const DOC_SOURCE = { underlying: DOC, underlyingSymbol: "DOC", underlyingDecimals: 18 };

describe("AddTokenButton", () => {
  it("asks the wallet to watch DOC with its address, symbol and decimals, and says it was added", async () => {
    const watchAsset = vi.fn(async () => true);
    renderButton(DOC_SOURCE, { watchAsset });
    fireEvent.click(screen.getByRole("button", { name: "Agregar DOC a tu billetera" }));
    expect(await screen.findByText("Tu billetera ya muestra DOC.")).toBeTruthy();
    expect(watchAsset).toHaveBeenCalledWith({ type: "ERC20", options: { address: DOC, symbol: "DOC", decimals: 18 } });
  });

  it("says so when the user declines in the wallet (false or 4001) or the wallet fails", async () => {
    const declined = renderButton(DOC_SOURCE, { watchAsset: async () => false });
    fireEvent.click(screen.getByRole("button", { name: "Agregar DOC a tu billetera" }));
    expect(await screen.findByText("No se agregó DOC: lo rechazaste en tu billetera.")).toBeTruthy();
    declined.unmount();

    const rejected = renderButton(DOC_SOURCE, {
      watchAsset: async () => Promise.reject(new UserRejectedRequestError(new Error("User rejected the request."))),
    });
    fireEvent.click(screen.getByRole("button", { name: "Agregar DOC a tu billetera" }));
    expect(await screen.findByText("No se agregó DOC: lo rechazaste en tu billetera.")).toBeTruthy();
    rejected.unmount();

    renderButton(DOC_SOURCE, { watchAsset: async () => Promise.reject(new Error("unsupported")) });
    fireEvent.click(screen.getByRole("button", { name: "Agregar DOC a tu billetera" }));
    expect(await screen.findByText(/no pudo agregar DOC/)).toBeTruthy();
  });

  it("is not offered for rBTC, for other tokens, or by the local wallet (it keeps no token list)", () => {
    const watchAsset = vi.fn(async () => true);
    renderButton({ underlying: zeroAddress, underlyingSymbol: "RBTC", underlyingDecimals: 18 }, { watchAsset });
    renderButton({ ...DOC_SOURCE, underlyingSymbol: "USDT" }, { watchAsset });
    renderButton(DOC_SOURCE, { watchAsset }, connectedSession({ walletKind: "local" }));
    expect(screen.queryByRole("button")).toBeNull();
  });
});
