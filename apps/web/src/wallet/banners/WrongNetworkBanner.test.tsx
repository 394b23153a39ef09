import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWalletUi, setTestLanguage } from "../test/render-wallet-ui";
import { WrongNetworkBanner } from "./WrongNetworkBanner";

beforeAll(() => setTestLanguage("es"));
afterEach(cleanup);

describe("the wrong-network bar", () => {
  it("asks a browser wallet to switch, with a button naming the network", () => {
    const { actions } = renderWalletUi(<WrongNetworkBanner />, { wrongNetwork: true, walletKind: "browser" });
    expect(screen.getByRole("alert").textContent).toContain(
      "Tu billetera del navegador está en otra red. Cámbiala a Rootstock Testnet desde la billetera.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Cambiar a Rootstock Testnet" }));
    expect(actions.switchToAppChain).toHaveBeenCalledTimes(1);
  });

  it("words it differently for other wallets, without a button", () => {
    renderWalletUi(<WrongNetworkBanner />, { wrongNetwork: true, walletKind: "walletconnect" });
    expect(screen.getByRole("alert").textContent).toBe("Estás conectado a otra red. Cambia a Rootstock Testnet.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
