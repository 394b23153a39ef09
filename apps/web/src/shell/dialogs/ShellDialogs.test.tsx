import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connectedSession, fakeSession, renderWithSession, TEST_ADDRESS } from "../../test/fake-session";
import { closeServerError, reportServerError, resetUi, setLandingLinksOpen, setQrOpen } from "../ui-store";
import { LandingLinksDialog } from "./LandingLinksDialog";
import { QrAddressDialog } from "./QrAddressDialog";
import { ServerErrorDialog } from "./ServerErrorDialog";

beforeEach(() => resetUi());
afterEach(() => act(() => resetUi()));

describe("QR address dialog", () => {
  it("shows the wallet's address as a 240 px QR code under 'Escanea tu Dirección'", async () => {
    renderWithSession(<QrAddressDialog />, connectedSession());
    act(() => setQrOpen(true));
    const dialog = await screen.findByRole("dialog", { name: "Escanea tu Dirección" });
    const qr = dialog.querySelector("svg[role=img]");
    expect(qr?.getAttribute("width")).toBe("240");
    expect(qr?.getAttribute("height")).toBe("240");
    expect(dialog.textContent).toContain(TEST_ADDRESS);
  });
});

describe("server-error dialog", () => {
  it("shows the catalogue's message with disconnect and support, once", async () => {
    const session = connectedSession();
    renderWithSession(<ServerErrorDialog />, session);
    act(() => reportServerError());
    const dialog = await screen.findByRole("dialog", { name: "No pudimos conectar con el servidor" });
    expect(dialog.textContent).toContain("No pudimos conectarnos con el servidor.");
    expect(screen.getByRole("link", { name: "Contactar a soporte" }).getAttribute("target")).toBe("_blank");
    act(() => screen.getByRole("button", { name: "Desconectar" }).click());
    expect(session.disconnect).toHaveBeenCalledTimes(1);
    act(() => {
      closeServerError();
      reportServerError();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers no disconnect without a wallet", async () => {
    renderWithSession(<ServerErrorDialog />, fakeSession());
    act(() => reportServerError());
    await screen.findByRole("dialog");
    expect(screen.queryByRole("button", { name: "Desconectar" })).toBeNull();
  });
});

describe("landing links dialog", () => {
  it("links to Ceiba's site in new tabs", async () => {
    renderWithSession(<LandingLinksDialog />);
    act(() => setLandingLinksOpen(true));
    const dialog = await screen.findByRole("dialog", { name: "Más de Ceiba" });
    const links = [...dialog.querySelectorAll("a")];
    expect(links.map((link) => link.textContent)).toEqual([
      "Sitio de Ceiba",
      "Ahorro para personas",
      "Para empresas",
      "Blog",
      "Preguntas frecuentes",
    ]);
    expect(links.every((link) => link.target === "_blank")).toBe(true);
  });
});
