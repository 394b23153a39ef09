import { TERMS_MESSAGE } from "@ceiba/core";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWalletUi, setTestLanguage } from "../wallet/test/render-wallet-ui";
import { canAcceptTerms, TermsDialog } from "./TermsDialog";
import { TERMS_LINKS } from "./terms-links";

beforeAll(() => setTestLanguage("es"));
afterEach(cleanup);

describe("the terms dialog (app-shell §5)", () => {
  it("enables accept only when both boxes are ticked", () => {
    expect([canAcceptTerms(false, false), canAcceptTerms(true, false), canAcceptTerms(false, true)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(canAcceptTerms(true, true)).toBe(true);

    const { actions } = renderWalletUi(<TermsDialog open />, { terms: "required" });
    const accept = screen.getByRole("button", { name: "Aceptar y firmar" });
    const terms = screen.getByRole("checkbox", { name: "Leí y acepto los términos y condiciones" });
    const privacy = screen.getByRole("checkbox", { name: "Leí y acepto la política de privacidad" });
    expect(accept).toHaveProperty("disabled", true);
    fireEvent.click(terms);
    expect(accept).toHaveProperty("disabled", true);
    fireEvent.click(privacy);
    expect(accept).toHaveProperty("disabled", false);
    fireEvent.click(terms);
    expect(accept).toHaveProperty("disabled", true);
    fireEvent.click(terms);
    fireEvent.click(accept);
    expect(actions.acceptTerms).toHaveBeenCalledTimes(1);
  });

  it("shows the exact message, links the documents, and declines", () => {
    const { actions } = renderWalletUi(<TermsDialog open />, { terms: "required" });
    expect(screen.getByRole("dialog", { name: "Términos y condiciones" })).toBeTruthy();
    expect(screen.getByText(TERMS_MESSAGE)).toBeTruthy();
    expect(screen.getByRole("link", { name: "términos y condiciones" }).getAttribute("href")).toBe(TERMS_LINKS.terms);
    expect(screen.getByRole("link", { name: "política de privacidad" }).getAttribute("href")).toBe(TERMS_LINKS.privacy);
    fireEvent.click(screen.getByRole("button", { name: "Rechazar" }));
    expect(actions.declineTerms).toHaveBeenCalledTimes(1);
  });

  it("says what the wallet is doing while signing", () => {
    renderWalletUi(<TermsDialog open />, { terms: "signing" });
    expect(screen.getByRole("status").textContent).toBe("Firma el mensaje en tu billetera…");
    expect(screen.getByRole("button", { name: "Rechazar" })).toHaveProperty("disabled", true);
  });
});
