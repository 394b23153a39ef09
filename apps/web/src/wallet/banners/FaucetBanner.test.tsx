import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderWalletUi, setTestLanguage } from "../test/render-wallet-ui";
import { FaucetBanner } from "./FaucetBanner";

beforeAll(() => setTestLanguage("es"));

describe("the local faucet's banner", () => {
  it("shows progress while the faucet pays", () => {
    renderWalletUi(<FaucetBanner />, { faucet: { status: "funding" } });
    expect(screen.getByRole("progressbar", { name: "Enviando fondos de prueba a tu billetera local…" })).toBeTruthy();
  });

  it("words a refusal and retries on demand", async () => {
    await setTestLanguage("pt");
    const { actions } = renderWalletUi(<FaucetBanner />, {
      faucet: { status: "failed", error: "tooSoon", retryAfterSeconds: 42 },
    });
    expect(screen.getByRole("alert").textContent).toContain(
      "A torneira local enviou fundos há pouco. Tente novamente em 42 segundos.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(actions.retryFaucet).toHaveBeenCalledTimes(1);
    await setTestLanguage("es");
  });
});
