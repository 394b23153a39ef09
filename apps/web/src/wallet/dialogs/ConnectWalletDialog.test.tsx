import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWalletUi, setTestLanguage } from "../test/render-wallet-ui";
import type { WalletOption } from "../wallet-state";
import { ConnectWalletDialog } from "./ConnectWalletDialog";

beforeAll(() => setTestLanguage("es"));
afterEach(cleanup);

function CurrentPath() {
  return <span data-testid="path">{useLocation().pathname}</span>;
}

const ICON = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
const OPTIONS: WalletOption[] = [
  { id: "com.ceiba.testwallet", kind: "browser", name: "Ceiba Test Wallet", icon: ICON },
  { id: "ceiba-local", kind: "local", name: undefined, icon: undefined },
];

describe("the connect-wallet dialog", () => {
  it("lists the discovered wallets by name, with their icons, and the local wallet", () => {
    const { actions } = renderWalletUi(<ConnectWalletDialog open />, { dialog: "connect", options: OPTIONS });
    const dialog = screen.getByRole("dialog", { name: "Conecta tu billetera" });
    const list = within(dialog).getByRole("list", { name: "Billeteras disponibles" });
    const items = within(list).getAllByRole("button");
    expect(items.map((item) => item.textContent)).toEqual([
      "Ceiba Test Wallet",
      "Billetera local de pruebaUna clave guardada en este navegador, con fondos de prueba de la red local.",
    ]);
    expect(dialog.querySelector(`img[src="${ICON}"]`)).not.toBeNull();
    expect(screen.queryByRole("button", { name: /Correo/ })).toBeNull(); // social login not configured
    fireEvent.click(screen.getByRole("button", { name: "Ceiba Test Wallet" }));
    expect(actions.connect).toHaveBeenCalledWith("com.ceiba.testwallet");
  });

  it("words a rejected connection in the user's language", async () => {
    await setTestLanguage("en");
    renderWalletUi(<ConnectWalletDialog open />, { dialog: "connect", options: OPTIONS, connectError: "rejected" });
    expect(screen.getByRole("alert").textContent).toBe("You rejected the connection in your wallet.");
    await setTestLanguage("es");
  });

  it("shows progress while a wallet connects and says when the browser has no wallet", () => {
    renderWalletUi(<ConnectWalletDialog open />, {
      dialog: "connect",
      options: [OPTIONS[1] as WalletOption],
      connectingId: "ceiba-local",
    });
    expect(screen.getByRole("status").textContent).toBe(
      "Conectando con Billetera local de prueba. Confirma en tu billetera.",
    );
    expect(screen.getByText(/No encontramos una billetera en este navegador/)).toBeTruthy();
  });

  it("closes through the session (the shell's navigation redirects)", () => {
    const { actions } = renderWalletUi(<ConnectWalletDialog open />, { dialog: "connect", options: OPTIONS });
    fireEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(actions.closeConnect).toHaveBeenCalledTimes(1);
  });

  it("offers e-mail first on a desktop when social login is configured", () => {
    renderWalletUi(<ConnectWalletDialog open />, { dialog: "connect", options: OPTIONS, emailLogin: true });
    expect(screen.getByRole("button", { name: "Correo electrónico o redes sociales" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Billetera cripto" }));
    expect(screen.getByRole("list", { name: "Billeteras disponibles" })).toBeTruthy();
  });

  it("offers a configured Trezor with what to expect (its own window), and connects it by its plugin's id", () => {
    const trezor: WalletOption = { id: "trezor", kind: "trezor", name: undefined, icon: undefined };
    const { actions } = renderWalletUi(<ConnectWalletDialog open />, {
      dialog: "connect",
      options: [...OPTIONS, trezor],
    });
    const list = screen.getByRole("list", { name: "Billeteras disponibles" });
    const option = within(list).getByRole("button", { name: /^Trezor/ });
    expect(option.textContent).toBe("TrezorConéctalo por USB y sigue los pasos en la ventana de Trezor que se abrirá.");
    fireEvent.click(option);
    expect(actions.connect).toHaveBeenCalledWith("trezor");
  });

  it("takes e-mail / social login to /auth, then closes", async () => {
    const { actions } = renderWalletUi(
      <>
        <ConnectWalletDialog open />
        <CurrentPath />
      </>,
      { dialog: "connect", options: OPTIONS, emailLogin: true },
    );
    fireEvent.click(screen.getByRole("button", { name: "Correo electrónico o redes sociales" }));
    await waitFor(() => expect(actions.closeConnect).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId("path").textContent).toBe("/auth");
  });
});
