import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { walletDemanded } from "../../app/wallet-demand";
import { renderWithSession } from "../../test/fake-session";
import { AuthPage } from "./AuthPage";

it("asks for the wallet code as it opens, so a visitor landing on /auth gets the login, not only a button", async () => {
  let demanded = false;
  void walletDemanded.then(() => (demanded = true));
  renderWithSession(<AuthPage />);
  // Until the wallet code is there: the connect button.
  expect(screen.getByRole("button", { name: "Conectar billetera" })).toBeTruthy();
  await walletDemanded;
  expect(demanded).toBe(true);
});
