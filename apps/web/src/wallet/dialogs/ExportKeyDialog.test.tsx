import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWalletUi, setTestLanguage } from "../test/render-wallet-ui";
import { ExportKeyDialog } from "./ExportKeyDialog";

beforeAll(() => setTestLanguage("es"));
afterEach(cleanup);

describe("the export-private-key dialog (app-shell §5)", () => {
  it("copies only after the agree box is ticked, then shows the copied state and a close button", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { actions } = renderWalletUi(<ExportKeyDialog open />, { canExportKey: true });
    const copy = screen.getByRole("button", { name: "Copiar clave privada" });
    expect(copy).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Entiendo el riesgo y quiero copiar mi clave privada" }));
    expect(copy).toHaveProperty("disabled", false);
    fireEvent.click(copy);
    await waitFor(() => expect(screen.getByRole("button", { name: "Clave privada copiada" })).toBeTruthy());
    expect(actions.exportPrivateKey).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(`0x${"12".repeat(32)}`);
    expect(screen.getByRole("button", { name: "Cerrar" })).toBeTruthy();
  });
});
