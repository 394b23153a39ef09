import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderWalletUi, setTestLanguage } from "../test/render-wallet-ui";
import { DisconnectionAlert } from "./DisconnectionAlert";

beforeAll(() => setTestLanguage("es"));

describe("the disconnection alert", () => {
  it("tells the wallet was disconnected and offers reconnect or close", () => {
    const { actions } = renderWalletUi(<DisconnectionAlert open />, { dialog: "disconnected" });
    const alert = screen.getByRole("alertdialog", { name: "Billetera desconectada" });
    expect(alert.textContent).toContain("Tu billetera se desconectó.");
    fireEvent.click(screen.getByRole("button", { name: "Reconectar" }));
    expect(actions.reconnectAfterLoss).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(actions.closeDialog).toHaveBeenCalledTimes(1);
  });
});
