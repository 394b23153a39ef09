import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWalletUi, setTestLanguage } from "../test/render-wallet-ui";
import { SocialLoginPanel } from "./SocialLoginPanel";

beforeAll(() => setTestLanguage("es"));
afterEach(cleanup);

const emailField = () => screen.getByRole("textbox", { name: /Correo electrónico/ });
const continueButton = () => screen.getByRole("button", { name: "Continuar con correo" });

describe("/auth's e-mail and social login", () => {
  it("asks for an e-mail, refuses one that is not, and signs in with a valid one (passwordless)", () => {
    const { actions } = renderWalletUi(<SocialLoginPanel />, { emailLogin: true }, "/auth");
    fireEvent.click(continueButton());
    expect(screen.getByText("Escribe tu correo electrónico.")).toBeTruthy();
    expect(emailField().getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(emailField(), { target: { value: "ana@example" } });
    fireEvent.click(continueButton());
    expect(screen.getByText(/Ese correo no parece válido/)).toBeTruthy();
    expect(actions.loginWithSocial).not.toHaveBeenCalled();

    fireEvent.change(emailField(), { target: { value: "  ana@example.com " } });
    expect(emailField().getAttribute("aria-invalid")).toBe("false");
    fireEvent.submit(emailField().closest("form") as HTMLFormElement); // Enter in the field
    expect(actions.loginWithSocial).toHaveBeenCalledWith({
      authConnection: "email_passwordless",
      loginHint: "ana@example.com",
    });
  });

  it("signs in with each social account through its own login", () => {
    const { actions } = renderWalletUi(<SocialLoginPanel />, { emailLogin: true }, "/auth");
    const group = screen.getByRole("group", { name: "Redes sociales" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Google", "Apple", "X (Twitter)", "Discord"]);
    fireEvent.click(within(group).getByRole("button", { name: "Google" }));
    expect(actions.loginWithSocial).toHaveBeenLastCalledWith({ authConnection: "google" });
    fireEvent.click(within(group).getByRole("button", { name: "X (Twitter)" }));
    expect(actions.loginWithSocial).toHaveBeenLastCalledWith({ authConnection: "twitter" });
  });

  it("shows the sign-in under way, then the login provider's failure in the user's words", () => {
    const { store } = renderWalletUi(<SocialLoginPanel />, { emailLogin: true }, "/auth");
    fireEvent.click(screen.getByRole("button", { name: "Apple" }));
    act(() => store.setState({ connectingId: "social" }));
    expect(screen.getByRole("status").textContent).toMatch(/Abre la ventana de inicio de sesión/);
    expect((screen.getByRole("button", { name: "Google" }) as HTMLButtonElement).disabled).toBe(true);
    act(() =>
      store.setState({ connectingId: undefined, connectError: "rejected", connectErrorId: "social.popupClosed" }),
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "Cerraste la ventana de inicio de sesión antes de terminar. Vuelve a intentarlo cuando quieras.",
    );
  });

  it("offers the crypto wallets instead when e-mail login is not configured", () => {
    const { actions } = renderWalletUi(<SocialLoginPanel />, { emailLogin: false }, "/auth");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByText(/El ingreso con correo no está disponible/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Conectar billetera" }));
    expect(actions.openConnect).toHaveBeenCalledTimes(1);
  });
});
